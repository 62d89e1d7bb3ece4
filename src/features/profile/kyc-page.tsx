import styled from '@emotion/styled';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { KycDocumentType, getListKycDocumentsQueryKey, useListKycDocuments, useUploadKycDocument } from '../../api/profile.ts';
import { formatDateTime } from '../../i18n/format.ts';
import { showToast } from '../../stores/toasts.ts';
import { ApiError } from '../../api/client.ts';
import { kycAcceptedExtensions, kycAcceptedTypes, kycFileProblem, kycServerProblem, type KycServerProblem } from './kyc-rules.ts';
import { fieldErrorCodes, toastProfileError } from '../../api/profile-errors.ts';
import { Button } from '../../ui/primitives/button.tsx';
import { Card, DataTable, FilterForm, Muted, Notice, ProfilePage } from './profile-ui.tsx';
import { controlBox } from '../../ui/control-box.ts';
import { theme } from '../../ui/theme.ts';

/** The file field: the native input, out of sight but focusable, under a button and the chosen file's name. */
const FilePicker = styled.span`
  position: relative;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space[2]}px;
  min-inline-size: 0;
  color: ${theme.colors.text};
  font-size: ${theme.fontSizes[2]}px;
  input[type='file'] {
    position: absolute;
    inset-inline-start: 0;
    inline-size: 1px;
    block-size: 1px;
    min-block-size: 0;
    padding: 0;
    border: 0;
    opacity: 0;
    overflow: hidden;
  }
  [data-choose] {
    display: inline-flex;
    align-items: center;
    ${controlBox(theme)}
    background: ${theme.colors.surfaceRaised};
    cursor: pointer;
  }
  input[type='file']:focus-visible + [data-choose] {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
  [data-testid='kyc-file-name'] {
    min-inline-size: 0;
    overflow-wrap: anywhere;
  }
`;

/** profile/kyc-verifiaction (§5 KYC upload, §7 'KYC sent'): upload a document and see each one's status. */
export default function KycPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const documents = useListKycDocuments();
  const upload = useUploadKycDocument({ mutation: { meta: { handlesErrors: true } } });
  const fileInput = useRef<HTMLInputElement>(null);
  const [documentType, setDocumentType] = useState<string>(KycDocumentType.passport);
  const [problem, setProblem] = useState<KycServerProblem | null>(null);
  const [fileName, setFileName] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const file = fileInput.current?.files?.[0] ?? null;
    const local = kycFileProblem(file);
    setProblem(local ? { key: local } : null);
    if (local || !file) return;
    try {
      await upload.mutateAsync({ data: { document: file, document_type: documentType as never } });
      showToast({ type: 'success', messageKey: 'profile.kyc.sent' });
      if (fileInput.current) fileInput.current.value = '';
      setFileName(null);
      await queryClient.invalidateQueries({ queryKey: getListKycDocumentsQueryKey() });
    } catch (error) {
      const detail = error instanceof ApiError ? (error.result.errorBody as { detail?: unknown } | null)?.detail : undefined;
      const mapped = kycServerProblem(fieldErrorCodes(error).document, detail);
      if (mapped) setProblem(mapped);
      else toastProfileError(error);
    }
  };

  return (
    <ProfilePage titleKey="profile.kyc.title">
      <Card>
        <Muted>{t('profile.kyc.rules')}</Muted>
        {documents.data && (
          <p>
            {t('profile.kyc.status')} <strong data-testid="kyc-status">{t(`profile.kyc.statuses.${documents.data.status}`)}</strong>
          </p>
        )}
        <FilterForm onSubmit={(event) => void submit(event)} aria-label={t('profile.kyc.upload')} noValidate>
          <label>
            {t('profile.kyc.documentType')}
            <select name="document_type" value={documentType} onChange={(event) => setDocumentType(event.target.value)}>
              {Object.values(KycDocumentType).map((value) => (
                <option key={value} value={value}>
                  {t(`profile.kyc.types.${value}`)}
                </option>
              ))}
            </select>
          </label>
          <label>
            {t('profile.kyc.file')}
            <FilePicker>
              <input
                ref={fileInput}
                type="file"
                name="document"
                accept={[...kycAcceptedTypes, ...kycAcceptedExtensions].join(',')}
                aria-invalid={problem ? true : undefined}
                aria-describedby={problem ? 'kyc-problem' : undefined}
                onChange={(event) => {
                  setProblem(null);
                  setFileName(event.target.files?.[0]?.name ?? null);
                }}
              />
              {/* The browser's own button speaks the browser's language ("Choose File"), not the site's (§1
                  Languages): the input is kept for keyboards and screen readers, the label shows our words. */}
              <span aria-hidden="true" data-choose="">
                {t('profile.kyc.chooseFile')}
              </span>
              <span aria-hidden="true" data-testid="kyc-file-name">
                {fileName ?? t('profile.kyc.noFile')}
              </span>
            </FilePicker>
          </label>
          <Button variant="primary" type="submit" disabled={upload.isPending}>
            {t('profile.kyc.upload')}
          </Button>
        </FilterForm>
        {problem && (
          <Notice tone="error" role="alert" id="kyc-problem">
            {t(problem.key, problem.values ?? {})}
          </Notice>
        )}
      </Card>
      <DataTable
        captionKey="profile.kyc.documents"
        loading={documents.isLoading}
        rows={documents.data?.documents}
        rowKey={(row) => row.id}
        columns={[
          { key: 'date', headerKey: 'profile.columns.date', render: (row) => formatDateTime(row.uploadedAt) },
          { key: 'type', priority: 1, headerKey: 'profile.columns.type', render: (row) => t(`profile.kyc.types.${row.documentType}`) },
          { key: 'file', headerKey: 'profile.kyc.file', render: (row) => row.fileName },
          { key: 'status', priority: 2, headerKey: 'profile.columns.status', render: (row) => `${t(`profile.kyc.statuses.${row.status}`)}${row.rejectionReason ? ` (${row.rejectionReason})` : ''}` },
        ]}
      />
    </ProfilePage>
  );
}

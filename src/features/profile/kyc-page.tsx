import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { KycDocumentType, getListKycDocumentsQueryKey, useListKycDocuments, useUploadKycDocument } from '../../api/profile.ts';
import { formatDateTime } from '../../i18n/format.ts';
import { showToast } from '../../stores/toasts.ts';
import { ApiError } from '../../api/client.ts';
import { kycAcceptedExtensions, kycAcceptedTypes, kycFileProblem, kycServerProblem, type KycServerProblem } from './kyc-rules.ts';
import { fieldErrorCodes, toastProfileError } from '../../api/profile-errors.ts';
import { ActionButton, Card, DataTable, FilterForm, Muted, Notice, ProfilePage } from './profile-ui.tsx';

/** profile/kyc-verifiaction (§5 KYC upload, §7 'KYC sent'): upload a document and see each one's status. */
export default function KycPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const documents = useListKycDocuments();
  const upload = useUploadKycDocument({ mutation: { meta: { handlesErrors: true } } });
  const fileInput = useRef<HTMLInputElement>(null);
  const [documentType, setDocumentType] = useState<string>(KycDocumentType.passport);
  const [problem, setProblem] = useState<KycServerProblem | null>(null);

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
            <input
              ref={fileInput}
              type="file"
              name="document"
              accept={[...kycAcceptedTypes, ...kycAcceptedExtensions].join(',')}
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? 'kyc-problem' : undefined}
              onChange={() => setProblem(null)}
            />
          </label>
          <ActionButton type="submit" data-primary="" disabled={upload.isPending}>
            {t('profile.kyc.upload')}
          </ActionButton>
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
          { key: 'type', headerKey: 'profile.columns.type', render: (row) => t(`profile.kyc.types.${row.documentType}`) },
          { key: 'file', headerKey: 'profile.kyc.file', render: (row) => row.fileName },
          { key: 'status', headerKey: 'profile.columns.status', render: (row) => `${t(`profile.kyc.statuses.${row.status}`)}${row.rejectionReason ? ` (${row.rejectionReason})` : ''}` },
        ]}
      />
    </ProfilePage>
  );
}

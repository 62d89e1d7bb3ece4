import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { resendEmailForm } from '../../../config/forms/resend-email.ts';
import { useResendEmail } from '../../api/accounts.ts';
import { ConfigForm } from '../../engine/forms/config-form.tsx';
import { AuthCard, Notice } from './auth-card.tsx';

/** resend-email (§2): sends the verification e-mail again. */
export default function ResendEmailPage() {
  const { t } = useTranslation();
  const resend = useResendEmail({ mutation: { meta: { handlesErrors: true } } });
  const [sent, setSent] = useState(false);
  return (
    <AuthCard title={t('auth.resend.title')}>
      {sent ? (
        <Notice tone="success" role="status">
          {t('auth.resend.sent')}
        </Notice>
      ) : (
        <ConfigForm
          form={resendEmailForm}
          onSubmit={async (values: { email: string }) => {
            await resend.mutateAsync({ data: values });
            setSent(true);
          }}
        />
      )}
    </AuthCard>
  );
}

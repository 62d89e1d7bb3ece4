import { href } from '../../engine/hrefs.ts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../ui/primitives/link.tsx';
import { forgotPasswordForm } from '../../../config/forms/forgot-password.ts';
import { useResetPassword } from '../../api/accounts.ts';
import { ConfigForm } from '../../engine/forms/config-form.tsx';
import { AuthCard, Notice } from './auth-card.tsx';

/** forgot-password (§2): asks for the e-mail; the answer never reveals whether an account exists. */
export default function ForgotPasswordPage() {
  const { t } = useTranslation();
  const reset = useResetPassword({ mutation: { meta: { handlesErrors: true } } });
  const [sent, setSent] = useState(false);
  return (
    <AuthCard title={t('auth.forgot.title')}>
      {sent ? (
        <>
          <Notice tone="success" role="status">
            {t('auth.forgot.sent')}
          </Notice>
          {/* §5 Account changes that ask for the password: the link goes only to a confirmed address. */}
          <p>
            {t('auth.forgot.unconfirmed')} <Link to={href('resend-email')}>{t('auth.verify.resendLink')}</Link>
          </p>
        </>
      ) : (
        <>
          <p>{t('auth.forgot.intro')}</p>
          <ConfigForm
            form={forgotPasswordForm}
            onSubmit={async (values: { email: string }) => {
              await reset.mutateAsync({ data: values });
              setSent(true);
            }}
          />
        </>
      )}
    </AuthCard>
  );
}

import { href } from '../../engine/hrefs.ts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Link } from '../../ui/primitives/link.tsx';
import { resetPasswordForm } from '../../../config/forms/reset-password.ts';
import { useConfirmPasswordReset } from '../../api/accounts.ts';
import { ConfigForm } from '../../engine/forms/config-form.tsx';
import { AuthCard, Notice } from './auth-card.tsx';

/** reset-password/{uid}/{token} (§2). */
export default function ResetPasswordPage() {
  const { t } = useTranslation();
  const { uid = '', token = '' } = useParams();
  const confirm = useConfirmPasswordReset({ mutation: { meta: { handlesErrors: true } } });
  const [done, setDone] = useState(false);
  return (
    <AuthCard title={t('auth.reset.title')}>
      {done ? (
        <>
          <Notice tone="success" role="status">
            {t('auth.reset.done')}
          </Notice>
          <Link to={href('auth-sign-in')}>{t('auth.signIn.title')}</Link>
        </>
      ) : (
        <ConfigForm
          form={resetPasswordForm}
          onSubmit={async (values: { new_password: string }) => {
            await confirm.mutateAsync({ data: { uid, token, new_password: values.new_password } });
            setDone(true);
          }}
        />
      )}
    </AuthCard>
  );
}

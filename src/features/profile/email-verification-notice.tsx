import { useTranslation } from 'react-i18next';
import { useGetUser, useResendEmail } from '../../api/accounts.ts';
import { useIsAuth } from '../../stores/auth.ts';
import { Notice } from '../../ui/panels.tsx';
import { Button } from '../../ui/primitives/button.tsx';

/**
 * §5 Registration: until the player confirms their e-mail address, the profile and cashier pages say what waits for
 * it (withdrawals and transfers, §8 email_not_verified) and send the link again on request.
 */
export function EmailVerificationNotice() {
  const { t } = useTranslation();
  const isAuth = useIsAuth();
  const { data: user } = useGetUser({ query: { enabled: isAuth } });
  const resend = useResendEmail({ mutation: { meta: { handlesErrors: true } } });
  if (!user || user.emailVerified !== false) return null;
  return (
    <Notice tone="warn" role="status" data-testid="email-verification-notice">
      <span>{t('profile.emailVerification.blocked', { email: user.email })}</span>{' '}
      {resend.isSuccess ? (
        <strong>{t('profile.emailVerification.sent')}</strong>
      ) : (
        <Button variant="secondary" disabled={resend.isPending} onClick={() => resend.mutate({ data: { email: user.email } })}>
          {t('profile.emailVerification.resend')}
        </Button>
      )}
      {resend.isError && <span role="alert"> {t('profile.emailVerification.failed')}</span>}
    </Notice>
  );
}

import { href } from '../../engine/hrefs.ts';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { Link } from '../../ui/primitives/link.tsx';
import { useVerifyEmail } from '../../api/accounts.ts';
import { ApiError } from '../../api/client.ts';
import { describeError, isRefusal } from '../../api/errors.ts';
import { Button } from '../../ui/primitives/button.tsx';
import { takeRegistrationReturn, withReturnPath } from '../../engine/return-address.ts';
import { AuthCard, Notice } from './auth-card.tsx';
import { signInWithSession } from './session.ts';

/**
 * /verify and /verify/{key} (§2): confirms the e-mail address with the key from the e-mail. A registration's key also
 * makes the account and answers its session, once (§5 Registration): the new player is signed in and taken to the
 * deposit, whose "back" is the page they registered from.
 */
export default function VerifyPage() {
  const { t } = useTranslation();
  const { key } = useParams();
  const navigate = useNavigate();
  const verify = useVerifyEmail({
    mutation: {
      meta: { handlesErrors: true },
      onSuccess: (answer) => {
        if (!answer.access || !answer.refresh || !answer.user) return;
        if (signInWithSession({ access: answer.access, refresh: answer.refresh, user: answer.user })) {
          void navigate(withReturnPath(href('profile-replenishment'), takeRegistrationReturn()), { replace: true });
        }
      },
    },
  });
  const sentFor = useRef<string | null>(null);

  useEffect(() => {
    if (!key || sentFor.current === key) return;
    sentFor.current = key; // one call per key, even under StrictMode's double effects
    verify.mutate({ data: { key } });
  }, [key, verify]);

  return (
    <AuthCard title={t('auth.verify.title')}>
      {!key && <p>{t('auth.verify.noKey')}</p>}
      {key && verify.isPending && <p aria-busy="true">{t('auth.verify.checking')}</p>}
      {verify.isSuccess && (
        <Notice tone="success" role="status">
          {t('auth.verify.success')}
        </Notice>
      )}
      {verify.isError && isRefusal(verify.error) && (
        <Notice tone="error" role="alert">
          {/* §5 Registration: the name or address was taken between the registration and the link. */}
          {verify.error instanceof ApiError && verify.error.result.codeStatus === 'already_exists' ? (
            <>
              {t('auth.verify.taken')} <Link to={href('sign-up')}>{t('auth.signUp.title')}</Link>
            </>
          ) : (
            t('auth.verify.failed')
          )}
        </Notice>
      )}
      {/* A 500, a time-out, no network: the link may be good, so the cause and a retry, not "expired" (§8). */}
      {key && verify.isError && !isRefusal(verify.error) && <VerifyFailed error={verify.error} retry={() => verify.mutate({ data: { key } })} />}
      <Link to={href('resend-email')}>{t('auth.verify.resendLink')}</Link>
    </AuthCard>
  );
}

function VerifyFailed({ error, retry }: { error: unknown; retry: () => void }) {
  const { t } = useTranslation();
  const reason = error instanceof ApiError ? describeError(error.result) : { messageKey: 'errors.defaultMessage' };
  return (
    <Notice tone="error" role="alert">
      {reason.messageKey ? t(reason.messageKey, reason.values ?? {}) : reason.text}{' '}
      <Button variant="secondary" onClick={retry}>
        {t('errors.tryAgain')}
      </Button>
    </Notice>
  );
}

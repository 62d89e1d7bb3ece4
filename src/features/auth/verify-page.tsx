import { href } from '../../engine/hrefs.ts';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Link } from '../../ui/primitives/link.tsx';
import { useVerifyEmail } from '../../api/accounts.ts';
import { AuthCard, Notice } from './auth-card.tsx';

/** /verify and /verify/{key} (§2): confirms the e-mail address with the key from the e-mail. */
export default function VerifyPage() {
  const { t } = useTranslation();
  const { key } = useParams();
  const verify = useVerifyEmail({ mutation: { meta: { handlesErrors: true } } });
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
      {verify.isError && (
        <Notice tone="error" role="alert">
          {t('auth.verify.failed')}
        </Notice>
      )}
      <Link to={href('resend-email')}>{t('auth.verify.resendLink')}</Link>
    </AuthCard>
  );
}

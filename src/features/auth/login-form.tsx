import { href } from '../../engine/hrefs.ts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { Link } from '../../ui/primitives/link.tsx';
import { loginForm } from '../../../config/forms/login.ts';
import { ApiError } from '../../api/client.ts';
import { retryAfterOf } from '../../api/errors.ts';
import { authStore } from '../../stores/auth.ts';
import { formatDateTime, formatRetryTime } from '../../i18n/format.ts';
import { ConfigForm } from '../../engine/forms/config-form.tsx';
import { appConfig } from '../../engine/load-config.ts';
import { Notice } from './auth-card.tsx';
import { signInWithCredentials } from './session.ts';
import { preloadSignedInHeader } from './signed-in-lazy.tsx';
import type { LoginRequest } from '../../api/accounts.ts';

/** The refusal of a self-excluded account (common.yaml ErrorBody.selfExclusion; null dates when permanent). */
interface SelfExclusionRefusal {
  endsAt: string | null;
  reactivationFrom: string | null;
}

function selfExclusionOf(error: unknown): SelfExclusionRefusal | null {
  if (!(error instanceof ApiError) || error.result.codeStatus !== 'self_excluded') return null;
  const body = error.result.errorBody as { selfExclusion?: Partial<SelfExclusionRefusal>; detail?: string } | null;
  const field = body?.selfExclusion;
  if (field) return { endsAt: field.endsAt ?? null, reactivationFrom: field.reactivationFrom ?? null };
  // An older server only sent the reactivation date in `detail`.
  return { endsAt: null, reactivationFrom: body?.detail || null };
}

/** §4 account rules: a closed account says when it reopens; an inactive one is blocked (common.yaml ErrorBody). */
type AccountRefusal = { kind: 'closed'; reactivationFrom: string } | { kind: 'inactive' };

function accountRefusalOf(error: unknown): AccountRefusal | null {
  if (!(error instanceof ApiError)) return null;
  if (error.result.codeStatus === 'account_inactive') return { kind: 'inactive' };
  if (error.result.codeStatus !== 'account_closed') return null;
  const body = error.result.errorBody as { accountClosure?: { reactivationFrom?: string }; detail?: string } | null;
  const reactivationFrom = body?.accountClosure?.reactivationFrom ?? body?.detail;
  return reactivationFrom ? { kind: 'closed', reactivationFrom } : null;
}

/** §2 The login form (username, password), in the header, the profile panel and /auth/sign-in. */
export default function LoginForm({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const { communications } = useSnapshot(authStore);
  const [invalidCredentials, setInvalidCredentials] = useState(false);
  const [selfExclusion, setSelfExclusion] = useState<SelfExclusionRefusal | null>(null);
  const [lockedUntil, setLockedUntil] = useState<string | null>(null);
  const [accountRefusal, setAccountRefusal] = useState<AccountRefusal | null>(null);

  const submit = async (values: LoginRequest) => {
    setInvalidCredentials(false);
    setSelfExclusion(null);
    setLockedUntil(null);
    setAccountRefusal(null);
    // The signed-in header's chunk comes while the credentials are checked, so the balance shows with the sign-in.
    void preloadSignedInHeader();
    try {
      await signInWithCredentials(values);
    } catch (error) {
      // §8: login failure with code no_active_account is a warning 'invalid username or password'. Said once, at
      // the form (§2 Player journey: a toast as well showed it twice).
      if (error instanceof ApiError && error.result.codeStatus === 'no_active_account') {
        setInvalidCredentials(true);
        return;
      }
      // §3 Responsible-gaming limits and self-exclusion: a self-excluded or cooling-off account is told until when, and when it can be reactivated.
      const refusal = selfExclusionOf(error);
      if (refusal) {
        setSelfExclusion(refusal);
        return;
      }
      const account = accountRefusalOf(error);
      if (account) {
        setAccountRefusal(account);
        return;
      }
      // §5 Sign-in throttle: too many failed attempts pause sign-in; the form says until when, in the player's time zone.
      const retryAfter = error instanceof ApiError && error.result.codeStatus === 'rate_limited' ? retryAfterOf(error.result) : null;
      if (retryAfter) {
        setLockedUntil(retryAfter);
        return;
      }
      throw error;
    }
  };

  const reason = communications.signedOutReason;
  return (
    <ConfigForm form={loginForm} onSubmit={submit} compact={compact}>
      {reason && <Notice tone="info">{t(`auth.reasons.${reason}`)}</Notice>}
      {invalidCredentials && (
        <Notice tone="error" role="alert">
          {t('errors.no_active_account')}
        </Notice>
      )}
      {lockedUntil && (
        <Notice tone="error" role="alert">
          {t('auth.signIn.locked', { time: formatRetryTime(lockedUntil) })}
        </Notice>
      )}
      {selfExclusion && (
        <Notice tone="error" role="alert">
          {selfExclusion.reactivationFrom
            ? t('auth.signIn.selfExcluded', {
                end: formatDateTime(selfExclusion.endsAt ?? selfExclusion.reactivationFrom),
                reactivation: formatDateTime(selfExclusion.reactivationFrom),
              })
            : t('auth.signIn.selfExcludedPermanent')}
        </Notice>
      )}
      {accountRefusal && (
        <Notice tone="error" role="alert" data-testid="sign-in-account-refusal">
          {accountRefusal.kind === 'closed'
            ? t('auth.signIn.accountClosed', { date: formatDateTime(accountRefusal.reactivationFrom) })
            : t('auth.signIn.accountInactive', { months: appConfig.market.terms.inactivityMonths })}
        </Notice>
      )}
      {!compact && <Link to={href('forgot-password')}>{t('auth.signIn.forgotPassword')}</Link>}
    </ConfigForm>
  );
}

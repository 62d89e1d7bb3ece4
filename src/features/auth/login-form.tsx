import { href } from '../../engine/hrefs.ts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { Link } from '../../ui/primitives/link.tsx';
import { loginForm } from '../../../config/forms/login.ts';
import { ApiError } from '../../api/client.ts';
import { authStore } from '../../stores/auth.ts';
import { showToast } from '../../stores/toasts.ts';
import { ConfigForm } from '../forms/config-form.tsx';
import { Notice } from './auth-card.tsx';
import { signInWithCredentials } from './session.ts';
import type { LoginRequest } from '../../api/accounts.ts';

/** §2 The login form (username, password), in the header, the profile panel and /auth/sign-in. */
export default function LoginForm({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const { communications } = useSnapshot(authStore);
  const [invalidCredentials, setInvalidCredentials] = useState(false);

  const submit = async (values: LoginRequest) => {
    setInvalidCredentials(false);
    try {
      await signInWithCredentials(values);
    } catch (error) {
      // §8: login failure with code no_active_account is a warning 'invalid username or password'.
      if (error instanceof ApiError && error.result.codeStatus === 'no_active_account') {
        showToast({ type: 'warn', messageKey: 'errors.no_active_account' });
        setInvalidCredentials(true);
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
      {!compact && <Link to={href('forgot-password')}>{t('auth.signIn.forgotPassword')}</Link>}
    </ConfigForm>
  );
}

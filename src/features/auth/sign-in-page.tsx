import { href } from '../../engine/hrefs.ts';
import { useTranslation } from 'react-i18next';
import { Link } from '../../ui/primitives/link.tsx';
import { AuthCard } from './auth-card.tsx';
import LoginForm from './login-form.tsx';

/** /auth/sign-in (guest-only, §2). */
export default function SignInPage() {
  const { t } = useTranslation();
  return (
    <AuthCard title={t('auth.signIn.title')}>
      <LoginForm />
      <p>
        {t('auth.signIn.noAccount')} <Link to={href('sign-up')}>{t('auth.signIn.signUpLink')}</Link>
      </p>
    </AuthCard>
  );
}

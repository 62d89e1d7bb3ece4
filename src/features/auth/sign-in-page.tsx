import { href } from '../../engine/hrefs.ts';
import { useTranslation } from 'react-i18next';
import { Link } from '../../ui/primitives/link.tsx';
import { useReturnAddress, withReturnPath } from '../../engine/return-address.ts';
import { AuthCard } from './auth-card.tsx';
import LoginForm from './login-form.tsx';

/** /auth/sign-in (guest-only, §2): signed in, the guard sends the player to the page they came for (`?next=`, §2 Player journey). */
export default function SignInPage() {
  const { t } = useTranslation();
  const returnTo = useReturnAddress();
  return (
    <AuthCard title={t('auth.signIn.title')}>
      <LoginForm />
      <p>
        {t('auth.signIn.noAccount')} <Link to={withReturnPath(href('sign-up'), returnTo)}>{t('auth.signIn.signUpLink')}</Link>
      </p>
    </AuthCard>
  );
}

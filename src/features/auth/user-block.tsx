import { lazy, Suspense } from 'react';
import styled from '@emotion/styled';
import { useTranslation } from 'react-i18next';
import { href } from '../../engine/hrefs.ts';
import { useIsAuth } from '../../stores/auth.ts';
import { ButtonLink, Link } from '../../ui/primitives/link.tsx';
import BalanceLabel from './balance-label.tsx';
import { LazyLoginForm } from './lazy-login-form.tsx';

// The dropdown library is only fetched for signed-in players: guests never pay for it on first load.
const AccountMenu = lazy(() => import('./account-menu.tsx'));

const Block = styled.div(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  gap: theme.space[4],
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
}));

const SignUpLink = styled(Link)(({ theme }) => ({ color: theme.colors.primary, fontWeight: 700, whiteSpace: 'nowrap' }));

/** §2 The header's user block: balance label and account menu when signed in, the login form when signed out. */
export default function UserBlock({ compact = true }: { compact?: boolean }) {
  const { t } = useTranslation();
  const isAuth = useIsAuth();
  if (!isAuth) {
    return (
      <Block>
        <LazyLoginForm compact={compact} />
        <SignUpLink to={href('sign-up')}>{t('auth.signIn.signUpLink')}</SignUpLink>
      </Block>
    );
  }
  return (
    <Block>
      <BalanceLabel />
      {/* Deposit one tap away on every page (the header is on every shell page). */}
      <ButtonLink to={href('profile-replenishment')} data-testid="header-deposit">
        {t('auth.deposit')}
      </ButtonLink>
      <Suspense fallback={null}>
        <AccountMenu />
      </Suspense>
    </Block>
  );
}

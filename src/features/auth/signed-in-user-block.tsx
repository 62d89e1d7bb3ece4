import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { href } from '../../engine/hrefs.ts';
import { ButtonLink } from '../../ui/primitives/link.tsx';
import BalanceLabel from './balance-label.tsx';
import { UserBlockRow as Block } from './user-block-row.ts';

// The dropdown library is only fetched for signed-in players: guests never pay for it on first load.
const AccountMenu = lazy(() => import('./account-menu.tsx'));

/** §2 The desktop header's user block when signed in: balance label, Deposit and the account menu. */
export function SignedInUserBlock() {
  const { t } = useTranslation();
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

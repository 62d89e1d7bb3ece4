import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useGetUser } from '../../api/accounts.ts';
import { href } from '../../engine/hrefs.ts';
import { formatMoney } from '../../i18n/format.ts';
import { ProfilePage } from '../profile/index.ts';
import { Card, Muted } from '../../ui/panels.tsx';

/** /balance (§2): the cash and bonus balances, floored to 2 decimals (§9), with the ways to move money. */
export default function BalancePage() {
  const { t } = useTranslation();
  const { data: user } = useGetUser();
  return (
    <ProfilePage titleKey="profile.balance.title">
      <Card>
        {!user ? (
          <Muted aria-busy="true">{t('profile.list.loading')}</Muted>
        ) : (
          <dl>
            <dt>{t('profile.balance.real')}</dt>
            <dd data-testid="balance-real">{formatMoney(user.balance, user.currency)}</dd>
            <dt>{t('profile.balance.bonus')}</dt>
            <dd data-testid="balance-bonus">{formatMoney(user.bonusBalance, user.currency)}</dd>
          </dl>
        )}
        <p>
          <Link to={href('profile-replenishment')}>{t('engine.menu.entries.replenishment')}</Link>
          {' · '}
          <Link to={href('profile-withdraw')}>{t('engine.menu.entries.withdraw')}</Link>
          {' · '}
          <Link to={href('profile-exchange-bonus-balance')}>{t('engine.menu.entries.bonusTransfer')}</Link>
        </p>
      </Card>
    </ProfilePage>
  );
}

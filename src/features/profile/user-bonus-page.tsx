import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useGetUser } from '../../api/accounts.ts';
import { useGetBonusHistory } from '../../api/bonus.ts';
import { href } from '../../engine/hrefs.ts';
import { formatDateTime, formatMoney } from '../../i18n/format.ts';
import { Card, DataTable, Muted, ProfilePage } from './profile-ui.tsx';

/** profile/user-bonus: the bonus balance, the latest bonuses and the ways to use them. */
export default function UserBonusPage() {
  const { t } = useTranslation();
  const { data: user } = useGetUser();
  // §7 notification-style query: the newest few, '-date'.
  const latest = useGetBonusHistory({ is_accrued: 'true', ordering: '-date', page_size: 5 });
  return (
    <ProfilePage titleKey="profile.userBonus.title">
      <Card>
        {user ? (
          <p>
            {t('profile.balance.bonus')} <strong data-testid="bonus-balance">{formatMoney(user.bonusBalance, user.currency)}</strong>
          </p>
        ) : (
          <Muted aria-busy="true">{t('profile.list.loading')}</Muted>
        )}
        <p>
          <Link to={href('profile-exchange-bonus-balance')}>{t('engine.menu.entries.bonusTransfer')}</Link>
          {' · '}
          <Link to={href('profile-bonus-history')}>{t('engine.menu.entries.bonusHistory')}</Link>
          {' · '}
          <Link to={href('profile-cashback-history')}>{t('engine.menu.entries.cashbackHistory')}</Link>
        </p>
      </Card>
      <DataTable
        captionKey="profile.userBonus.latest"
        loading={latest.isLoading}
        rows={latest.data?.results}
        rowKey={(row) => row.id}
        columns={[
          { key: 'date', headerKey: 'profile.columns.date', render: (row) => formatDateTime(row.date) },
          { key: 'type', priority: 2, headerKey: 'profile.columns.type', render: (row) => t(`profile.bonusTypes.${row.type}`) },
          { key: 'amount', priority: 1, headerKey: 'profile.columns.amount', render: (row) => formatMoney(row.amount, row.amountCurrency) },
        ]}
      />
    </ProfilePage>
  );
}

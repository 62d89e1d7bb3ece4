import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BonusType, useGetBonusHistory, useGetCashbackHistory, type GetBonusHistoryParams } from '../../api/bonus.ts';
import { formatDateTime, formatMoney } from '../../i18n/format.ts';
import { toMinuteQuery } from '../../api/query-dates.ts';
import { DataTable, DateRangeFilter, FilterSelect, Pager, ProfilePage, pageCountOf, pageSize } from './profile-ui.tsx';
import { useHistoryState } from '../../ui/use-history.ts';

/**
 * profile/bonus-history and profile/cashback-history (§3 Bonus or cashback history item, Bonus types; §7:
 * is_accrued=true, date_from/date_to at the start or end of day as YYYY-MM-DDTHH:mmZ, ordering '-date', type).
 */
function BonusHistory({ kind }: { kind: 'bonus' | 'cashback' }) {
  const { t } = useTranslation();
  const { page, setPage, range, setRange } = useHistoryState();
  const [type, setType] = useState('');
  const params: GetBonusHistoryParams = {
    is_accrued: 'true',
    ordering: '-date',
    page,
    page_size: pageSize,
    date_from: range.from ? toMinuteQuery(range.from, 'start') : undefined,
    date_to: range.to ? toMinuteQuery(range.to, 'end') : undefined,
    type: (type || undefined) as GetBonusHistoryParams['type'],
  };
  const bonus = useGetBonusHistory(params, { query: { enabled: kind === 'bonus' } });
  const cashback = useGetCashbackHistory(params, { query: { enabled: kind === 'cashback' } });
  const query = kind === 'bonus' ? bonus : cashback;
  return (
    <>
      <DateRangeFilter value={range} onChange={setRange}>
        {kind === 'bonus' && (
          <FilterSelect
            label={t('profile.columns.type')}
            name="type"
            value={type}
            options={[{ value: '', label: t('profile.bonusTypes.all') }, ...Object.values(BonusType).map((value) => ({ value, label: t(`profile.bonusTypes.${value}`) }))]}
            onChange={setType}
          />
        )}
      </DateRangeFilter>
      <DataTable
        captionKey={kind === 'bonus' ? 'profile.bonusHistory.caption' : 'profile.cashbackHistory.caption'}
        loading={query.isLoading}
        rows={query.data?.results}
        rowKey={(row) => row.id}
        columns={[
          { key: 'date', headerKey: 'profile.columns.date', render: (row) => formatDateTime(row.date) },
          { key: 'type', priority: 2, headerKey: 'profile.columns.type', render: (row) => t(`profile.bonusTypes.${row.type}`) },
          { key: 'amount', priority: 1, headerKey: 'profile.columns.amount', render: (row) => formatMoney(row.amount, row.amountCurrency) },
          { key: 'before', headerKey: 'profile.columns.bonusBefore', render: (row) => formatMoney(row.bonusBalanceBefore, row.bonusBalanceBeforeCurrency) },
          { key: 'after', headerKey: 'profile.columns.bonusAfter', render: (row) => formatMoney(row.bonusBalanceAfter, row.bonusBalanceAfterCurrency) },
        ]}
      />
      <Pager page={page} pageCount={pageCountOf(query.data?.count)} onPage={setPage} />
    </>
  );
}

export function BonusHistoryPage() {
  return (
    <ProfilePage titleKey="profile.bonusHistory.title">
      <BonusHistory kind="bonus" />
    </ProfilePage>
  );
}

export function CashbackHistoryPage() {
  return (
    <ProfilePage titleKey="profile.cashbackHistory.title">
      <BonusHistory kind="cashback" />
    </ProfilePage>
  );
}

export default BonusHistoryPage;

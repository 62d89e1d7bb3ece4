import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useGetUser } from '../../api/accounts.ts';
import { useListTransfers, type Transfer } from '../../api/profile.ts';
import { href } from '../../engine/hrefs.ts';
import { formatDateTime, formatSignedMoney } from '../../i18n/format.ts';
import { toSecondQuery } from '../../api/query-dates.ts';
import { DataTable, DateRangeFilter, FilterSelect, Pager, ProfilePage, pageCountOf, pageSize } from './profile-ui.tsx';
import { useHistoryState } from '../../ui/use-history.ts';

type Direction = 'all' | 'payments' | 'withdrawals';

/**
 * profile/transactions (§3 Transfer history): page, page_size, created_from/created_to as YYYY-MM-DDTHH:mm:ssZ,
 * sender = the player for withdrawals, recipient = the player for payments.
 */
export default function TransactionsPage() {
  const { t } = useTranslation();
  const { data: user } = useGetUser();
  const { page, setPage, range, setRange, filterBy } = useHistoryState();
  const [direction, setDirection] = useState<Direction>('all');
  const transfers = useListTransfers(
    {
      page,
      page_size: pageSize,
      created_from: range.from ? toSecondQuery(range.from, 'start') : undefined,
      created_to: range.to ? toSecondQuery(range.to, 'end') : undefined,
      sender: direction === 'withdrawals' ? user?.id : undefined,
      recipient: direction === 'payments' ? user?.id : undefined,
    },
    { query: { enabled: Boolean(user) } },
  );
  const incoming = (row: Transfer) => row.toId === user?.id;
  const directionOptions: { value: Direction; label: string }[] = [
    { value: 'all', label: t('profile.transactions.all') },
    { value: 'payments', label: t('profile.transactions.payments') },
    { value: 'withdrawals', label: t('profile.transactions.withdrawals') },
  ];
  return (
    <ProfilePage titleKey="profile.transactions.title">
      <DateRangeFilter value={range} onChange={setRange}>
        <FilterSelect label={t('profile.transactions.direction')} name="direction" value={direction} options={directionOptions} onChange={filterBy(setDirection)} />
      </DateRangeFilter>
      <DataTable
        captionKey="profile.transactions.caption"
        loading={transfers.isLoading}
        rows={transfers.data?.results}
        rowKey={(row) => row.id}
        columns={[
          { key: 'id', headerKey: 'profile.columns.id', render: (row) => <Link to={href('profile-transaction', { id: row.id })}>{`#${row.id}`}</Link> },
          { key: 'date', headerKey: 'profile.columns.date', render: (row) => formatDateTime(row.createdAt) },
          { key: 'type', headerKey: 'profile.columns.type', render: (row) => t(incoming(row) ? 'profile.transactions.payment' : 'profile.transactions.withdrawal') },
          { key: 'amount', priority: 1, headerKey: 'profile.columns.amount', render: (row) => formatSignedMoney(row.amount, row.currency, incoming(row) ? 'in' : 'out') },
          { key: 'status', priority: 2, headerKey: 'profile.columns.status', render: (row) => t(`profile.transferStatus.${row.status}`) },
        ]}
      />
      <Pager page={page} pageCount={pageCountOf(transfers.data?.count)} onPage={setPage} />
    </ProfilePage>
  );
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetPaymentHistory } from '../../api/payments.ts';
import { formatDateTime, formatMoney } from '../../i18n/format.ts';
import { toMinuteQuery } from '../../api/query-dates.ts';
import { DataTable, DateRangeFilter, Pager, pageCountOf, pageSize } from '../../ui/lists.tsx';
import { useHistoryState } from '../../ui/use-history.ts';
import { paymentStatusText } from './payment-status.tsx';
import { usePaymentSystemName } from './payment-systems.tsx';

/** Online payment history (§3: items, page, total_items), filtered by dates and type. */
export function PaymentHistory({ initialType = '' }: { initialType?: '' | 'deposit' | 'payout' }) {
  const { t } = useTranslation();
  const systemName = usePaymentSystemName();
  const { page, setPage, range, setRange, filterBy } = useHistoryState();
  const [type, setType] = useState(initialType);
  const history = useGetPaymentHistory({
    page,
    page_size: pageSize,
    date_from: range.from ? toMinuteQuery(range.from, 'start') : undefined,
    date_to: range.to ? toMinuteQuery(range.to, 'end') : undefined,
    payment_type: type || undefined,
  });
  return (
    <>
      <h2>{t('profile.paymentHistory.title')}</h2>
      <DateRangeFilter value={range} onChange={setRange}>
        <label>
          {t('profile.columns.type')}
          <select
            name="payment_type"
            value={type}
            onChange={(event) => filterBy(setType)(event.target.value as typeof type)}
          >
            <option value="">{t('profile.paymentHistory.all')}</option>
            <option value="deposit">{t('profile.paymentHistory.deposit')}</option>
            <option value="payout">{t('profile.paymentHistory.payout')}</option>
          </select>
        </label>
      </DateRangeFilter>
      <DataTable
        captionKey="profile.paymentHistory.title"
        loading={history.isLoading}
        rows={history.data?.items}
        rowKey={(row) => row.id}
        columns={[
          { key: 'date', headerKey: 'profile.columns.date', render: (row) => formatDateTime(row.createdAt) },
          { key: 'type', headerKey: 'profile.columns.type', render: (row) => t(`profile.paymentHistory.${row.paymentType}`) },
          { key: 'system', headerKey: 'profile.columns.system', render: (row) => systemName(row.paymentSystem) },
          { key: 'amount', priority: 1, headerKey: 'profile.columns.amount', render: (row) => formatMoney(row.amount, row.currency) },
          { key: 'status', priority: 2, headerKey: 'profile.columns.status', render: (row) => paymentStatusText(t, row) },
        ]}
      />
      <Pager page={page} pageCount={pageCountOf(history.data?.total_items)} onPage={setPage} />
    </>
  );
}

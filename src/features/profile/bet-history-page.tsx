import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useGetSportBetsHistory } from '../../api/bonus.ts';
import { hrefById } from '../../engine/hrefs.ts';
import { formatDateTime, formatMoney } from '../../i18n/format.ts';
import { useGetUser } from '../../api/accounts.ts';
import { toMinuteQuery } from '../../api/query-dates.ts';
import { DataTable, DateRangeFilter, Pager, ProfilePage, pageCountOf, pageSize } from './profile-ui.tsx';
import { useHistoryState } from '../../ui/use-history.ts';
import { OpenBets } from '../mybets/index.ts';
import { useOddsFormat } from '../../engine/sportsbook/use-odds-format.ts';

/** profile/bet-history/sft (§3 Bet history item; §7 betshistory with date_from/date_to as YYYY-MM-DDTHH:mmZ). */
export default function BetHistoryPage() {
  const { t } = useTranslation();
  const { data: user } = useGetUser();
  const currency = user?.currency ?? '';
  const { page, setPage, range, setRange } = useHistoryState();
  // §3 Odds formats: a ticket's price in the player's format and the language's decimal separator, like its amounts.
  const { formatPrice } = useOddsFormat();
  const bets = useGetSportBetsHistory({
    page,
    page_size: pageSize,
    date_from: range.from ? toMinuteQuery(range.from, 'start') : undefined,
    date_to: range.to ? toMinuteQuery(range.to, 'end') : undefined,
  });
  return (
    <ProfilePage titleKey="profile.betHistory.title">
      {/* The open tickets with their cash-out first (§6), the whole history under them. */}
      <OpenBets />
      <DateRangeFilter value={range} onChange={setRange} />
      <DataTable
        captionKey="profile.betHistory.caption"
        loading={bets.isLoading}
        rows={bets.data?.results}
        rowKey={(row) => row.id}
        columns={[
          { key: 'code', headerKey: 'profile.columns.ticket', render: (row) => <Link to={hrefById('profile-bet-detail-sft', {}, { id: row.id })}>{row.ticketCode}</Link> },
          { key: 'date', headerKey: 'profile.columns.date', render: (row) => formatDateTime(row.date) },
          { key: 'type', headerKey: 'profile.columns.type', render: (row) => t(`profile.ticketTypes.${row.ticketType}`, { defaultValue: row.ticketType }) },
          { key: 'in', priority: 1, headerKey: 'profile.columns.stake', render: (row) => (currency ? formatMoney(row.amountIn, currency) : row.amountIn) },
          { key: 'coef', headerKey: 'profile.columns.coef', render: (row) => formatPrice(row.coef) },
          { key: 'out', priority: 2, headerKey: 'profile.columns.payout', render: (row) => (currency ? formatMoney(row.amountOut, currency) : row.amountOut) },
          {
            key: 'status', priority: 3,
            headerKey: 'profile.columns.status',
            render: (row) => `${t(`profile.betStatus.${row.status}`)}${row.isFreeBet ? ` · ${t('profile.betHistory.freeBet')}` : ''}`,
          },
        ]}
      />
      <Pager page={page} pageCount={pageCountOf(bets.data?.count)} onPage={setPage} />
    </ProfilePage>
  );
}

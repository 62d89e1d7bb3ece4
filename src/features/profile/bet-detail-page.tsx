import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { getGetUserQueryKey, useGetUser } from '../../api/accounts.ts';
import { getGetSportBetsHistoryQueryKey, useCancelSportTicket, useGetSportBetsHistory, useGetSportSubBet } from '../../api/bonus.ts';
import { href } from '../../engine/hrefs.ts';
import { formatDateTime, formatMoney } from '../../i18n/format.ts';
import { showToast } from '../../stores/toasts.ts';
import { isRefusal } from '../../api/errors.ts';
import { useIntentKey } from '../../api/intent-key.ts';
import { toastProfileError } from '../../api/profile-errors.ts';
import { Button } from '../../ui/primitives/button.tsx';
import { Card, DataTable, Muted, Notice, ProfilePage } from './profile-ui.tsx';
import { useOddsFormat } from '../../engine/sportsbook/use-odds-format.ts';
import { TicketEditHistory } from '../mybets/index.ts';

/**
 * profile/bet-detail/sft?id=… (§3 Sub-bet: events and outcomes): the ticket, its events and outcomes, and the
 * cancel (sell) button for open tickets ('Ticket canceled'); free-bet bets cannot be sold (§5).
 */
export default function BetDetailPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const raw = search.get('id') ?? '';
  const id = /^\d{1,15}$/.test(raw) ? Number(raw) : 0;
  const queryClient = useQueryClient();
  const { data: user } = useGetUser();
  // The ticket's own line: the history answers it (the sub-bet call has events and outcomes only).
  const history = useGetSportBetsHistory({ page_size: 100 }, { query: { enabled: id > 0 } });
  const ticket = history.data?.results.find((row) => row.id === id);
  const subBet = useGetSportSubBet(id, { query: { enabled: id > 0, retry: false } });
  const cancel = useCancelSportTicket({ mutation: { meta: { handlesErrors: true } } });
  const intent = useIntentKey();
  const currency = user?.currency ?? '';
  const { formatPrice } = useOddsFormat();
  const money = (amount: string) => (currency ? formatMoney(amount, currency) : amount);

  const sell = async () => {
    try {
      await cancel.mutateAsync({ id, data: {}, headers: { 'Idempotency-Key': intent.keyFor(String(id)) } });
      intent.done();
      showToast({ type: 'success', messageKey: 'profile.betDetail.canceled' });
      await Promise.all([queryClient.invalidateQueries({ queryKey: getGetSportBetsHistoryQueryKey() }), queryClient.invalidateQueries({ queryKey: getGetUserQueryKey() })]);
    } catch (error) {
      toastProfileError(error);
    }
  };

  return (
    <ProfilePage titleKey="profile.betDetail.title">
      <p>
        <Link to={href('profile-bet-history-sft')}>{t('profile.betDetail.back')}</Link>
      </p>
      {id === 0 || isRefusal(subBet.error) ? (
        <Notice tone="error" role="alert">
          {t('profile.betDetail.notFound')}
        </Notice>
      ) : subBet.isError ? null : !ticket || !subBet.data ? (
        <Muted aria-busy="true">{t('profile.list.loading')}</Muted>
      ) : (
        <>
          <Card>
            <dl>
              <dt>{t('profile.columns.ticket')}</dt>
              <dd>{ticket.ticketCode}</dd>
              <dt>{t('profile.columns.date')}</dt>
              <dd>{formatDateTime(ticket.date)}</dd>
              <dt>{t('profile.columns.stake')}</dt>
              <dd>{money(ticket.amountIn)}</dd>
              <dt>{t('profile.columns.coef')}</dt>
              <dd>{formatPrice(ticket.coef)}</dd>
              <dt>{t('profile.columns.payout')}</dt>
              <dd>{money(ticket.amountOut)}</dd>
              <dt>{t('profile.columns.status')}</dt>
              <dd data-testid="ticket-status">{t(`profile.betStatus.${ticket.status}`)}</dd>
            </dl>
            {/* docs/product.md §5 "Edit bet": a ticket made by an edit keeps its history (tickets of the sandbox's own sportsbook, whichever page placed them). */}
            {ticket.producer === 'sandbox-sportsbook' && <TicketEditHistory ticketId={ticket.ticketId} money={money} />}
            {ticket.isFreeBet && ticket.status === 'Wait' && <Notice tone="info">{t('profile.betDetail.freeBetNotSellable')}</Notice>}
            {ticket.canCancel && (
              <Button variant="primary" type="button" disabled={cancel.isPending} onClick={() => void sell()}>
                {t('profile.betDetail.cancel')}
              </Button>
            )}
          </Card>
          <h2>{t('profile.betDetail.events')}</h2>
          <DataTable
            captionKey="profile.betDetail.events"
            rows={subBet.data.events.map((event, index) => ({ event, outcome: subBet.data.outcomes[index], index }))}
            rowKey={(row) => row.index}
            columns={[
              { key: 'date', headerKey: 'profile.columns.date', render: (row) => formatDateTime(row.event.date) },
              { key: 'sport', headerKey: 'profile.columns.sport', render: (row) => `${row.event.sport} · ${row.event.category} · ${row.event.tournament}` },
              { key: 'name', priority: 1, headerKey: 'profile.columns.event', render: (row) => row.event.name },
              { key: 'market', priority: 2, headerKey: 'profile.columns.market', render: (row) => (row.outcome ? `${row.outcome.market} (${row.outcome.type})` : '—') },
              { key: 'odd', priority: 3, headerKey: 'profile.columns.coef', render: (row) => (row.outcome?.odd ? formatPrice(row.outcome.odd) : '—') },
              // A settled leg's result in words (half-won and half-lost are the quarter lines', §5 Bet slip); a score stays as it is.
              { key: 'result', headerKey: 'profile.columns.result', render: (row) => (row.outcome?.result ? t(`profile.betResult.${row.outcome.result}`, { defaultValue: row.outcome.result }) : '—') },
              { key: 'status', priority: 4, headerKey: 'profile.columns.status', render: (row) => (row.outcome ? t(`profile.betStatus.${row.outcome.status}`) : '—') },
            ]}
          />
        </>
      )}
    </ProfilePage>
  );
}

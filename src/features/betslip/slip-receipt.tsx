import type { JSX } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Snapshot } from 'valtio';
import type { SportTicket } from '../../api/sportsbook-bets.ts';
import { hrefById } from '../../engine/hrefs.ts';
import { formatMoney } from '../../i18n/format.ts';
import { Button } from '../../ui/primitives/button.tsx';
import { useOddsFormat } from '../../engine/sportsbook/use-odds-format.ts';
import { dismissReceipt, keepReceiptSelections } from './receipt-store.ts';
import { betTypeOf } from '../../engine/sportsbook/bet-types.ts';
import { useCurrency } from '../../engine/sportsbook/use-currency.ts';

// docs/product.md §5 Bet slip: the receipt says what was placed, ticket by ticket, in the ticket's own figures (the
// placement's answer, not the slip's estimate): stake, odds, potential return, code and a link to the ticket.

export function SlipReceipt({ tickets }: { tickets: Snapshot<SportTicket[]> }): JSX.Element {
  const { t } = useTranslation();
  const { formatPrice } = useOddsFormat();
  const currency = useCurrency();
  const money = (amount: string) => formatMoney(amount, currency);
  return (
    <div className="receipt" data-testid="slip-receipt">
      <p role="status" style={{ margin: 0 }}>
        {tickets.length === 1 ? t('betslip.slip.placed', { code: tickets[0].ticketCode }) : t('betslip.slip.placedMany', { count: tickets.length, codes: tickets.map((ticket) => ticket.ticketCode).join(', ') })}
      </p>
      <ul aria-label={t('betslip.receipt.tickets')}>
        {tickets.map((ticket) => (
          <li key={ticket.ticketId} data-testid="receipt-ticket" data-ticket={ticket.ticketCode}>
            <Link to={hrefById('profile-bet-detail-sft', {}, { id: ticket.id })}>{t('betslip.receipt.open', { code: ticket.ticketCode })}</Link>
            <dl>
              <dt>{t(betTypeOf(ticket.type).labelKey)}</dt>
              <dd>{t('betslip.receipt.legs', { count: ticket.selections.length })}</dd>
              <dt>{t('betslip.receipt.stake')}</dt>
              <dd data-testid="receipt-stake">{money(ticket.stake)}</dd>
              <dt>{t('betslip.receipt.odds')}</dt>
              <dd data-testid="receipt-odds">{formatPrice(ticket.coef)}</dd>
              <dt>{t('betslip.receipt.potentialWin')}</dt>
              {/* §5 Accumulator boost: the win as settlement pays it, boost included, as the slip showed it. */}
              <dd data-testid="receipt-potential-win">{money(ticket.boost?.potentialWin ?? ticket.potentialWin)}</dd>
            </dl>
            {ticket.boost && <p data-testid="receipt-boost">{t('betslip.receipt.boost', { percent: ticket.boost.percent, amount: money(ticket.boost.amount) })}</p>}
          </li>
        ))}
      </ul>
      <div className="row">
        <Button variant="secondary" onClick={keepReceiptSelections}>
          {t('betslip.slip.keep')}
        </Button>
        <Button variant="ghost" onClick={dismissReceipt}>
          {t('betslip.slip.clear')}
        </Button>
      </div>
    </div>
  );
}

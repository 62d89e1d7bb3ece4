import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Event } from '../../generated/sportsbook/sportsbook.schemas.ts';
import { settleTicket } from './settlement.ts';
import { signedInPlayer, sportsbookTestSandbox, type SportsbookTestSandbox } from './testing.ts';

// §9 maximum balance TND 25,000 on sport payouts (settlement.ts): a winning ticket pays only what fits under it,
// inside the settlement transaction, and the cut part is recorded on the ticket.
const start = Date.UTC(2026, 10, 14, 18, 20);
const maxBalanceMinor = 2_500_000;
let sb: SportsbookTestSandbox;
let player: string;
let userId: number;

let keys = 0;
const key = (label: string) => `${label}-${(keys += 1)}-${Math.random().toString(36).slice(2, 10)}`;
const call = (method: string, path: string, options: { token?: string; body?: unknown; key?: string } = {}) =>
  sb.sandbox.call(method, path, { token: options.token, body: options.body, headers: options.key ? { 'Idempotency-Key': options.key } : {} });
const toMinor = (money: string) => Math.round(Number(money) * 100);

beforeAll(async () => {
  sb = await sportsbookTestSandbox(start);
  ({ access: player, userId } = await signedInPlayer(sb));
}, 120_000);
afterAll(() => sb?.sandbox.dispose());

/** A 10.00 single on a prematch outcome whose event the test then results as won. */
async function winningTicket() {
  const events = (await call('GET', '/api/sportsbook/events?section=prematch&markets=match-result,match-winner&limit=60')).json.items as Event[];
  const event = events.find((candidate) => candidate.markets.some((market) => market.status === 'open' && Number(market.outcomes[0].price) >= 1.5))!;
  const market = event.markets.find((candidate) => candidate.status === 'open' && Number(candidate.outcomes[0].price) >= 1.5)!;
  const selection = { event_id: String(event.id), market_id: String(market.id), outcome_id: String(market.outcomes[0].id), odd: market.outcomes[0].price };
  const placed = await call('POST', '/sport-integration/ticket/placement', { token: player, key: key('place'), body: { type: 'single', stake: '10.00', selections: [selection], odds_policy: 'accept-any' } });
  expect(placed.status).toBe(200);
  await sb.sandbox.context.db.run("UPDATE sportsbook_outcomes SET result = 'won' WHERE id = ?", [market.outcomes[0].id]);
  return placed.json as { id: number; ticketId: string; potentialWin: string };
}

/** Brings the player's cash balance to exactly `minor` through the ledger. */
async function setCash(minor: number) {
  const { cashMinor } = await sb.sandbox.context.ledger.balances(userId);
  const difference = minor - cashMinor;
  if (difference > 0) await sb.sandbox.context.ledger.credit(userId, 'cash', difference, { reason: 'test-adjust', idempotencyKey: key('adjust') });
  if (difference < 0) await sb.sandbox.context.ledger.debit(userId, 'cash', -difference, { reason: 'test-adjust', idempotencyKey: key('adjust') });
}

const ticketRow = (id: number) =>
  sb.sandbox.context.db.get<{ status: string; amount_out_minor: number; balance_capped_minor: number }>(
    'SELECT st.status, st.amount_out_minor, t.balance_capped_minor FROM sport_tickets st JOIN sportsbook_tickets t ON t.ticket_row_id = st.id WHERE st.id = ?',
    [id],
  );

describe('§9 maximum balance on sport payouts', () => {
  it('pays a winner only up to a 25,000 balance and records the part it did not pay', async () => {
    const ticket = await winningTicket();
    await setCash(maxBalanceMinor - 500);
    expect(await settleTicket(sb.sandbox.context, ticket.id, userId)).toBe(true);
    expect((await sb.sandbox.context.ledger.balances(userId)).cashMinor).toBe(maxBalanceMinor);
    expect(await ticketRow(ticket.id)).toEqual({ status: 'Winner', amount_out_minor: 500, balance_capped_minor: toMinor(ticket.potentialWin) - 500 });
    const paid = (await sb.sandbox.context.ledger.entries(userId, { limit: 1000 })).filter((entry) => entry.reference === ticket.ticketId && entry.reason === 'sport-win');
    expect(paid.map((entry) => entry.amountMinor)).toEqual([500]);
    // Settling again changes nothing.
    expect(await settleTicket(sb.sandbox.context, ticket.id, userId)).toBe(false);
    expect((await sb.sandbox.context.ledger.balances(userId)).cashMinor).toBe(maxBalanceMinor);
  });

  it('pays nothing into a balance already at the maximum, and the whole payout when it fits', async () => {
    const atMax = await winningTicket();
    await setCash(maxBalanceMinor);
    await settleTicket(sb.sandbox.context, atMax.id, userId);
    expect(await ticketRow(atMax.id)).toEqual({ status: 'Winner', amount_out_minor: 0, balance_capped_minor: toMinor(atMax.potentialWin) });
    expect((await sb.sandbox.context.ledger.balances(userId)).cashMinor).toBe(maxBalanceMinor);

    const fits = await winningTicket();
    await setCash(100_000);
    await settleTicket(sb.sandbox.context, fits.id, userId);
    expect(await ticketRow(fits.id)).toEqual({ status: 'Winner', amount_out_minor: toMinor(fits.potentialWin), balance_capped_minor: 0 });
    expect((await sb.sandbox.context.ledger.balances(userId)).cashMinor).toBe(100_000 + toMinor(fits.potentialWin));
  });
});

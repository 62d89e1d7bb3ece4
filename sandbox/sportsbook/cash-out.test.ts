import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Event } from '../../generated/sportsbook/sportsbook.schemas.ts';
import { sportsbookTestSandbox, type SportsbookTestSandbox } from './testing.ts';

// Cash-out, booking codes, sport sessions and settlement by the feed itself (sandbox/sportsbook/bets.ts,
// settlement.ts), on a feed pinned to a Saturday evening and moved by the test.
const start = Date.UTC(2026, 10, 14, 18, 20);
let sb: SportsbookTestSandbox;
let player: string;

let keys = 0;
const key = (label: string) => `${label}-${(keys += 1)}-${Math.random().toString(36).slice(2, 10)}`;

beforeAll(async () => {
  sb = await sportsbookTestSandbox(start);
  player = (await sb.sandbox.login('player1')).access;
}, 120_000);
afterAll(() => sb?.sandbox.dispose());

const call = (method: string, path: string, options: { token?: string; body?: unknown; key?: string } = {}) =>
  sb.sandbox.call(method, path, { token: options.token, body: options.body, headers: options.key ? { 'Idempotency-Key': options.key } : {} });
const toMinor = (money: string) => Math.round(Number(money) * 100);
const balance = async () => toMinor((await call('POST', '/sport-integration/player/balance', { token: player })).json.balance);

async function prematchPicks(count: number) {
  const answer = await call('GET', '/api/sportsbook/events?section=prematch&markets=match-result,match-winner&limit=60');
  return (answer.json.items as Event[])
    .map((event) => ({ event, market: event.markets.find((market) => market.status === 'open' && market.outcomes.every((outcome) => outcome.status === 'open')) }))
    .filter((pick) => pick.market)
    .slice(0, count)
    .map(({ event, market }) => ({ event, event_id: String(event.id), market_id: String(market!.id), outcome_id: String(market!.outcomes[0].id), odd: market!.outcomes[0].price }));
}
const slip = (picks: { event_id: string; market_id: string; outcome_id: string; odd: string }[]) => picks.map(({ event_id, market_id, outcome_id, odd }) => ({ event_id, market_id, outcome_id, odd }));
const place = (body: object) => call('POST', '/sport-integration/ticket/placement', { token: player, body, key: key('place') });

describe('cash-out', () => {
  it('quotes an open ticket, pays the quote once, and refuses a changed quote with the new one', async () => {
    const picks = await prematchPicks(2);
    const ticket = (await place({ type: 'accumulator', stake: '10.00', selections: slip(picks), odds_policy: 'accept-any' })).json;
    const quote = await call('POST', `/sport-integration/ticket/${ticket.id}/cashout/quote`, { token: player });
    expect(quote.status).toBe(200);
    // Prices unchanged: the stake less the 5 % margin.
    expect(quote.json).toMatchObject({ ticketId: ticket.ticketId, amount: '9.50' });

    // The first leg's price halves before the player confirms: the old quote is refused with the new one.
    const db = sb.sandbox.context.db;
    const [first] = picks;
    const halved = Math.round(toMinor(first.odd) / 2);
    await db.run('UPDATE sportsbook_outcomes SET price = ? WHERE id = ?', [Math.max(101, halved), Number(first.outcome_id)]);
    const refused = await call('POST', `/sport-integration/ticket/${ticket.id}/cashout`, { token: player, body: { quote_id: quote.json.quoteId }, key: key('cash') });
    expect(refused.status).toBe(409);
    expect(refused.json.code).toBe('cashout_quote_changed');
    expect(toMinor(refused.json.quote.amount)).toBeGreaterThan(950);

    const before = await balance();
    const takeKey = key('cash');
    const taken = await call('POST', `/sport-integration/ticket/${ticket.id}/cashout`, { token: player, body: { quote_id: refused.json.quote.quoteId }, key: takeKey });
    expect(taken.status).toBe(200);
    expect(taken.json).toMatchObject({ paid: refused.json.quote.amount, ticket: { status: 'Cashout', amountOut: refused.json.quote.amount } });
    expect(await balance()).toBe(before + toMinor(refused.json.quote.amount));
    // A retry is the replay; a new attempt on the same quote finds no quote; the ticket is no longer open.
    expect((await call('POST', `/sport-integration/ticket/${ticket.id}/cashout`, { token: player, body: { quote_id: refused.json.quote.quoteId }, key: takeKey })).headers.get('Idempotent-Replayed')).toBe('true');
    expect((await call('POST', `/sport-integration/ticket/${ticket.id}/cashout`, { token: player, body: { quote_id: refused.json.quote.quoteId }, key: key('cash') })).json.code).toBe('cashout_quote_not_found');
    expect((await call('POST', `/sport-integration/ticket/${ticket.id}/cashout/quote`, { token: player })).json.code).toBe('ticket_not_open');
    expect(await balance()).toBe(before + toMinor(refused.json.quote.amount));
  });

  it('takes part of a quote and leaves the rest of the stake on the ticket; an expired quote is refused with a new one', async () => {
    const picks = await prematchPicks(3);
    const ticket = (await place({ type: 'single', stake: '4.00', selections: slip(picks.slice(2, 3)), odds_policy: 'accept-any' })).json;
    const quote = (await call('POST', `/sport-integration/ticket/${ticket.id}/cashout/quote`, { token: player })).json;
    expect(quote.amount).toBe('3.80');
    const partial = await call('POST', `/sport-integration/ticket/${ticket.id}/cashout`, { token: player, body: { quote_id: quote.quoteId, amount: '1.90' }, key: key('cash') });
    expect(partial.json).toMatchObject({ paid: '1.90', ticket: { status: 'Wait', amountOut: '1.90' } });
    // My bets shows what is left riding: half the stake, and what a win would still pay on it (before, the full
    // stake and win were shown while a win paid only the remaining half).
    expect(partial.json.ticket).toMatchObject({ stake: '4.00', stakeLeft: '2.00' });
    expect(toMinor(partial.json.ticket.potentialWinLeft)).toBe(Math.floor(toMinor(ticket.potentialWin) / 2));
    expect(ticket).toMatchObject({ stakeLeft: '4.00', potentialWinLeft: ticket.potentialWin });
    // Half the value taken: the next quote is worth half.
    const next = (await call('POST', `/sport-integration/ticket/${ticket.id}/cashout/quote`, { token: player })).json;
    expect(next.amount).toBe('1.90');
    sb.sandbox.clock.advance(10_001);
    const expired = await call('POST', `/sport-integration/ticket/${ticket.id}/cashout`, { token: player, body: { quote_id: next.quoteId }, key: key('cash') });
    expect(expired.json).toMatchObject({ code: 'cashout_quote_expired', quote: { amount: '1.90' } });
    const tooMuch = await call('POST', `/sport-integration/ticket/${ticket.id}/cashout`, { token: player, body: { quote_id: expired.json.quote.quoteId, amount: '5.00' }, key: key('cash') });
    expect(tooMuch.status).toBe(400);
  });

  it('never offers cash-out on a free bet (§5), nor lets it be sold', async () => {
    const [pick] = await prematchPicks(1);
    const free = await place({ type: 'single', stake: '1.00', selections: slip([pick]), odds_policy: 'accept-any', wallet: 'bonus' });
    expect(free.json).toMatchObject({ isFreeBet: true, bonusBalance: '39.00' });
    expect((await call('POST', `/sport-integration/ticket/${free.json.id}/cashout/quote`, { token: player })).json.code).toBe('free_bet_not_sellable');
    expect((await call('POST', `/sport-integration/ticket/${free.json.id}/cancel`, { token: player, key: key('cancel') })).json.code).toBe('free_bet_not_sellable');
  });

  it('refuses to cancel an accepted ticket at its stake (it is cashed out instead)', async () => {
    const [pick] = await prematchPicks(1);
    const ticket = (await place({ type: 'single', stake: '1.00', selections: slip([pick]), odds_policy: 'accept-any' })).json;
    const before = await balance();
    const cancel = await call('POST', `/sport-integration/ticket/${ticket.id}/cancel`, { token: player, key: key('cancel') });
    expect(cancel.status).toBe(409);
    expect(cancel.json.code).toBe('ticket_not_cancellable');
    expect(await balance()).toBe(before);
  });
});

describe('booking codes', () => {
  it('saves a slip as a code anyone opens at today\'s prices, saying which selections are no longer available', async () => {
    const picks = await prematchPicks(2);
    const saved = await call('POST', '/sport-integration/booking/', { body: { selections: slip(picks) } });
    expect(saved.status).toBe(200);
    expect(saved.json.code).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
    await sb.sandbox.context.db.run("UPDATE sportsbook_markets SET status = 'closed' WHERE id = ?", [Number(picks[1].market_id)]);
    await sb.sandbox.context.db.run('UPDATE sportsbook_outcomes SET price = price + 7 WHERE id = ?', [Number(picks[0].outcome_id)]);
    const opened = await call('GET', `/sport-integration/booking/${saved.json.code.toLowerCase()}`);
    expect(opened.status).toBe(200);
    expect(opened.json.selections).toEqual([
      expect.objectContaining({ outcomeId: Number(picks[0].outcome_id), bookedOdd: picks[0].odd, odd: (Number(picks[0].odd) + 0.07).toFixed(2), available: true }),
      expect.objectContaining({ outcomeId: Number(picks[1].outcome_id), odd: null, available: false }),
    ]);
  });

  it('answers an unknown code, a malformed one and an expired one with their own code', async () => {
    expect((await call('GET', '/sport-integration/booking/ZZZZZZZZ')).json.code).toBe('booking_code_not_found');
    expect((await call('GET', '/sport-integration/booking/%00%27--')).json.code).toBe('booking_code_not_found');
    const [pick] = await prematchPicks(1);
    const saved = await call('POST', '/sport-integration/booking/', { body: { selections: slip([pick]) } });
    sb.sandbox.clock.advance(7 * 86_400_000);
    expect((await call('GET', `/sport-integration/booking/${saved.json.code}`)).json.code).toBe('booking_code_expired');
    sb.sandbox.clock.setOffset(start - Date.now());
    expect((await call('POST', '/sport-integration/booking/', { body: { selections: [{ ...slip([pick])[0], outcome_id: '123' }] } })).json.code).toBe('error_exist_bet');
    expect((await call('POST', '/sport-integration/booking/', { body: { selections: 'all' } })).status).toBe(400);
  });
});

describe('sport sessions and balance (§7)', () => {
  it('opens a session whose token reads the wallet, and a test session that never sees real money', async () => {
    player = (await sb.sandbox.login('player1')).access;
    const real = await call('POST', '/sport-integration/session/create', { token: player, body: { lang: 'fr-fr', platform: 'desktop' } });
    expect(real.status).toBe(200);
    const wallet = await call('POST', '/sport-integration/player/balance', { token: player, body: { token: real.json.token } });
    expect(wallet.json).toMatchObject({ currency: 'TND' });
    expect(toMinor(wallet.json.balance)).toBe(await balance());
    const test = await call('POST', '/sport-integration/session/create/test', { token: player });
    expect((await call('POST', '/sport-integration/player/balance', { token: player, body: { token: test.json.token } })).json.balance).toBe('1000.00');
    expect((await call('POST', '/sport-integration/player/balance', { token: player, body: { token: 'forged' } })).status).toBe(401);
    expect((await call('POST', '/sport-integration/session/create', { token: player, body: { platform: 'tv' } })).status).toBe(400);
  });
});

describe('settlement by the feed', () => {
  it('settles a ticket when the feed results its event, without anyone asking', async () => {
    player = (await sb.sandbox.login('player1')).access;
    const live = (await call('GET', '/api/sportsbook/events?section=live&markets=match-result,match-winner&limit=50')).json.items as Event[];
    const event = live.find((candidate) => candidate.markets.some((market) => market.status === 'open'))!;
    const market = event.markets.find((candidate) => candidate.status === 'open')!;
    await call('PUT', '/sandbox/sportsbook/bets/settings', { body: { liveAcceptanceDelayMs: 0 } });
    const ticket = (await place({ type: 'single', stake: '1.00', selections: [{ event_id: String(event.id), market_id: String(market.id), outcome_id: String(market.outcomes[0].id), odd: market.outcomes[0].price }], odds_policy: 'accept-any' })).json;
    expect(ticket.acceptance).toBe('accepted');
    const before = await balance();
    const userId = (await sb.sandbox.context.db.get<{ user_id: number }>('SELECT user_id FROM sport_tickets WHERE id = ?', [ticket.id]))!.user_id;
    // Step the feed (every 30 s of sandbox time) until the match is over and its markets settled.
    let status = 'Wait';
    for (let minute = 1; minute <= 400 && status === 'Wait'; minute += 1) {
      await sb.moveTo(start + minute * 30_000);
      const row = await sb.sandbox.context.db.get<{ status: string; amount_out_minor: number }>('SELECT status, amount_out_minor FROM sport_tickets WHERE id = ?', [ticket.id]);
      status = row!.status;
    }
    expect(['Winner', 'Loser', 'Voided']).toContain(status);
    const row = (await sb.sandbox.context.db.get<{ amount_out_minor: number }>('SELECT amount_out_minor FROM sport_tickets WHERE id = ?', [ticket.id]))!;
    const result = (await sb.sandbox.context.db.get<{ result: string }>('SELECT result FROM sportsbook_outcomes WHERE id = ?', [market.outcomes[0].id]))!.result;
    player = (await sb.sandbox.login('player1')).access;
    expect(row.amount_out_minor).toBe(result === 'won' ? toMinor(ticket.potentialWin) : result === 'void' ? 100 : 0);
    // Paid into the ledger once (other open tickets settle in these steps too: only this one's rows count).
    const paid = (await sb.sandbox.context.ledger.entries(userId, { limit: 1000 })).filter((entry) => entry.reference === ticket.ticketId && entry.reason === 'sport-win');
    expect(paid.map((entry) => entry.amountMinor)).toEqual(row.amount_out_minor > 0 ? [row.amount_out_minor] : []);
    expect(await balance()).toBeGreaterThanOrEqual(before + row.amount_out_minor);
  }, 240_000);
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Event } from '../../generated/sportsbook/sportsbook.schemas.ts';
import { sportsbookTestSandbox, type SportsbookTestSandbox } from './testing.ts';

// docs/product.md §5 Bet slip, accumulator boost (config/sportsbook/accumulator-boost.ts): a prematch accumulator of
// 5 selections at 1.30 or more pays 5 % more of its net winnings at settlement, with the win, into the cash balance;
// a void leg does not count towards the 5. The clock is the sandbox's, the results written as the feed writes them.
const start = Date.UTC(2026, 10, 14, 18, 20);
let sb: SportsbookTestSandbox;
let player: string;
let keys = 0;

beforeAll(async () => {
  sb = await sportsbookTestSandbox(start);
  player = (await sb.sandbox.login('player1')).access;
}, 120_000);
afterAll(() => sb?.sandbox.dispose());

const call = (method: string, path: string, body?: unknown, key?: string) => sb.sandbox.call(method, path, { token: player, body, headers: key ? { 'Idempotency-Key': key } : {} });
const balance = async () => (await call('POST', '/sport-integration/player/balance')).json.balance as string;
const toMinor = (money: string) => Math.round(Number(money) * 100);

/** One open outcome of each of `count` prematch events, its price set to 1.50 (as the feed would quote it). */
async function legsAt150(count: number, skip = 0) {
  const answer = await call('GET', '/api/sportsbook/events?section=prematch&markets=match-result,match-winner&limit=100');
  const legs: { event_id: string; market_id: string; outcome_id: string; odd: string }[] = [];
  for (const event of (answer.json.items as Event[]).slice(skip)) {
    const market = event.markets.find((candidate) => candidate.status === 'open' && candidate.outcomes.every((outcome) => outcome.status === 'open'));
    if (!market) continue;
    await sb.sandbox.context.db.run('UPDATE sportsbook_outcomes SET price = 150 WHERE id = ?', [market.outcomes[0].id]);
    legs.push({ event_id: String(event.id), market_id: String(market.id), outcome_id: String(market.outcomes[0].id), odd: '1.50' });
    if (legs.length === count) break;
  }
  expect(legs).toHaveLength(count);
  return legs;
}

async function settleAs(legs: readonly { market_id: string; outcome_id: string; event_id: string }[], results: readonly ('won' | 'void')[]) {
  const db = sb.sandbox.context.db;
  for (const [index, leg] of legs.entries()) {
    if (results[index] === 'void') await db.run("UPDATE sportsbook_outcomes SET status = 'settled', result = 'void' WHERE market_id = ?", [Number(leg.market_id)]);
    else await db.run("UPDATE sportsbook_outcomes SET status = 'settled', result = CASE WHEN id = ? THEN 'won' ELSE 'lost' END WHERE market_id = ?", [Number(leg.outcome_id), Number(leg.market_id)]);
    await db.run("UPDATE sportsbook_events SET status = 'ended' WHERE id = ?", [Number(leg.event_id)]);
  }
}

describe('accumulator boost at settlement', () => {
  it('a single or a 4-fold says no boost on its ticket', async () => {
    const legs = await legsAt150(4, 20);
    const single = await call('POST', '/sport-integration/ticket/placement', { type: 'single', stake: '1.00', selections: legs.slice(0, 1), odds_policy: 'ask' }, `boost-ticket-${(keys += 1)}`);
    const fourFold = await call('POST', '/sport-integration/ticket/placement', { type: 'accumulator', stake: '1.00', selections: legs, odds_policy: 'ask' }, `boost-ticket-${(keys += 1)}`);
    expect([single.status, fourFold.status]).toEqual([200, 200]);
    expect([single.json.boost, fourFold.json.boost]).toEqual([null, null]);
  });

  it('pays 5 % of the net winnings of a won 5-fold at 1.50 on top of its return, once', async () => {
    const legs = await legsAt150(5);
    const placed = await call('POST', '/sport-integration/ticket/placement', { type: 'accumulator', stake: '10.00', selections: legs, odds_policy: 'ask' }, `boost-ticket-${(keys += 1)}`);
    expect(placed.status, JSON.stringify(placed.json)).toBe(200);
    // 10.00 × 1.50^5 = 75.9375, floored to 75.93; the boost 5 % of 65.93 = 3.2965, floored to 3.29.
    expect(placed.json.potentialWin).toBe('75.93');
    // The ticket says so from placement on (the receipt and My bets show it): what settlement pays below.
    expect(placed.json.boost).toEqual({ percent: 5, amount: '3.29', potentialWin: '79.22' });
    const before = toMinor(await balance());
    await settleAs(legs, ['won', 'won', 'won', 'won', 'won']);
    const settled = await call('POST', '/sport-integration/ticket/status', { ticket_id: placed.json.ticketId });
    expect(settled.json).toMatchObject({ status: 'Winner', amountOut: '79.22' });
    expect(toMinor(await balance())).toBe(before + 7922);
    await call('POST', '/sport-integration/ticket/status', { ticket_id: placed.json.ticketId });
    expect(toMinor(await balance())).toBe(before + 7922);
  });

  it('pays no boost once a void leg leaves 4 selections that count', async () => {
    const legs = await legsAt150(5, 10);
    const placed = await call('POST', '/sport-integration/ticket/placement', { type: 'accumulator', stake: '10.00', selections: legs, odds_policy: 'ask' }, `boost-ticket-${(keys += 1)}`);
    const before = toMinor(await balance());
    await settleAs(legs, ['won', 'won', 'won', 'won', 'void']);
    const settled = await call('POST', '/sport-integration/ticket/status', { ticket_id: placed.json.ticketId });
    expect(placed.json.boost).toMatchObject({ percent: 5 });
    // 10.00 × 1.50^4 = 50.625, floored: 50.62, nothing more; the ticket no longer says a boost.
    expect(settled.json).toMatchObject({ status: 'Winner', amountOut: '50.62', boost: null });
    expect(toMinor(await balance())).toBe(before + 5062);
  });
});

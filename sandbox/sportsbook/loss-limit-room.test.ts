import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Event } from '../../generated/sportsbook/sportsbook.schemas.ts';
import { parseMoney } from '../money.ts';
import { sportsbookTestSandbox, type SportsbookTestSandbox } from './testing.ts';
import { findUserByUsername } from '../users.ts';

/**
 * §5 Bet slip: the limits answer says how much of the loss limit is left, by the same sum the ticket placement
 * refuses on (sandbox/services/responsible-gaming.ts lossLimitRoom), so the slip refuses in the field exactly
 * the stakes the server would refuse.
 */
const start = Date.UTC(2026, 10, 14, 18, 20);
let sb: SportsbookTestSandbox;
let pick: { event_id: string; market_id: string; outcome_id: string; odd: string };
let players = 0;

beforeAll(async () => {
  sb = await sportsbookTestSandbox(start);
  const events = (await sb.sandbox.call('GET', '/api/sportsbook/events?section=prematch&markets=match-result&limit=20')).json.items as Event[];
  const event = events.find((candidate) => candidate.markets.some((market) => market.status === 'open'))!;
  const market = event.markets.find((candidate) => candidate.status === 'open')!;
  pick = { event_id: String(event.id), market_id: String(market.id), outcome_id: String(market.outcomes[0].id), odd: market.outcomes[0].price };
}, 120_000);
afterAll(() => sb?.sandbox.dispose());

async function player(cash: string, bonus = '0') {
  const username = `room${++players}${Math.random().toString(36).slice(2, 6)}`;
  const registered = await sb.sandbox.register({ body: { username, email: `${username}@example.test`, password: 'Abc#123x', terms_accepted: true } });
  expect(registered.status).toBe(202);
  const id = (await findUserByUsername(sb.sandbox.context.db, username))!.id;
  await sb.sandbox.context.ledger.credit(id, 'cash', parseMoney(cash)!, { reason: 'test-funding', idempotencyKey: `fund-${username}` });
  if (bonus !== '0') await sb.sandbox.context.ledger.credit(id, 'bonus', parseMoney(bonus)!, { reason: 'test-funding', idempotencyKey: `bonus-${username}` });
  const { access } = await sb.sandbox.login(username, 'Abc#123x');
  return { id, access };
}

const limits = (token?: string) => sb.sandbox.call('GET', '/api/users/responsible-gaming/limits/', token ? { token } : {});
const place = (access: string, stake: string, wallet: 'cash' | 'bonus' = 'cash') =>
  sb.sandbox.call('POST', '/sport-integration/ticket/placement', { token: access, body: { type: 'single', stake, selections: [pick], odds_policy: 'accept-any', wallet }, headers: { 'Idempotency-Key': crypto.randomUUID() } });

describe('what is left of the loss limit (§5 Bet slip)', () => {
  it('falls by each cash stake, and the placement accepts a stake of exactly what is left but not a millime more', async () => {
    const { access } = await player('100', '20');
    expect((await limits(access)).json.loss).toEqual({ current: null, remaining: null, pending: null, pendingFrom: null });
    expect((await sb.sandbox.call('PUT', '/api/users/responsible-gaming/limits/', { token: access, body: { loss: '5' } })).status).toBe(200);
    expect((await limits(access)).json.loss.remaining).toBe('5.00');
    expect((await place(access, '2.00')).status).toBe(200);
    expect((await limits(access)).json.loss.remaining).toBe('3.00');
    // A bonus stake is a free bet, not a real-money loss: what is left does not move.
    expect((await place(access, '4.00', 'bonus')).status).toBe(200);
    expect((await limits(access)).json.loss.remaining).toBe('3.00');
    const over = await place(access, '3.01');
    expect(over.status).toBe(422);
    expect(over.json.code).toBe('loss_limit_exceeded');
    expect((await place(access, '3.00')).status).toBe(200);
    expect((await limits(access)).json.loss.remaining).toBe('0.00');
  });

  it('answers a guest 401, each player with his own figures, and agent1 and cashier1 with their own (no limit)', async () => {
    const first = await player('50');
    await sb.sandbox.call('PUT', '/api/users/responsible-gaming/limits/', { token: first.access, body: { loss: '10' } });
    expect((await place(first.access, '4.00')).status).toBe(200);
    expect((await limits()).status).toBe(401);
    const other = await player('50');
    expect((await limits(other.access)).json.loss).toEqual({ current: null, remaining: null, pending: null, pendingFrom: null });
    expect((await limits(first.access)).json.loss.remaining).toBe('6.00');
    for (const staff of ['agent1', 'cashier1']) {
      const { access } = await sb.sandbox.login(staff);
      // A staff account reads its own limits (none), never a player's figure.
      const answer = await limits(access);
      expect(answer.status).toBe(200);
      expect(answer.json.loss).toEqual({ current: null, remaining: null, pending: null, pendingFrom: null });
    }
  });
});

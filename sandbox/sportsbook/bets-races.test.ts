import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Event } from '../../generated/sportsbook/sportsbook.schemas.ts';
import { parseMoney } from '../money.ts';
import type { CallResult } from '../testing.ts';
import { settleOpenTickets } from './settlement.ts';
import { sportsbookBackends, type SportsbookTestSandbox } from './testing.ts';
import { findUserByUsername } from '../users.ts';

/**
 * The money rules of ticket placement, cash-out and settlement when many requests of one player arrive at once,
 * over the real HTTP server, on SQLite and on a real PostgreSQL server with a pool of 10 connections (PGlite has
 * one session and could never show a race: sandbox/db/temporary-postgres.ts). Every rule is checked inside the
 * transaction that moves the money, under the player's lock (sandbox/ledger.ts forPlayer).
 */
const start = Date.UTC(2026, 10, 14, 18, 20);
const concurrent = 50;

const backends = sportsbookBackends(start);

describe.each(backends)('sport bets under simultaneous requests: $name', (backend) => {
  let sb: SportsbookTestSandbox;
  let stop: () => Promise<void>;
  let players = 0;
  let pick: { event_id: string; market_id: string; outcome_id: string; odd: string };

  beforeAll(async () => {
    ({ sb, stop } = await backend.start());
    const events = (await sb.sandbox.call('GET', '/api/sportsbook/events?section=prematch&markets=match-result&limit=20')).json.items as Event[];
    const event = events.find((candidate) => candidate.markets.some((market) => market.status === 'open'))!;
    const market = event.markets.find((candidate) => candidate.status === 'open')!;
    pick = { event_id: String(event.id), market_id: String(market.id), outcome_id: String(market.outcomes[0].id), odd: market.outcomes[0].price };
  }, 240_000);
  afterAll(() => stop?.());

  /** A fresh player with `cash` in the wallet, signed in. */
  async function player(cash: string) {
    const username = `bettor${++players}${Math.random().toString(36).slice(2, 6)}`;
    const registered = await sb.sandbox.register({ body: { username, email: `${username}@example.test`, password: 'Abc#123x', terms_accepted: true } });
    expect(registered.status).toBe(202);
    const id = (await findUserByUsername(sb.sandbox.context.db, username))!.id;
    await sb.sandbox.context.ledger.credit(id, 'cash', parseMoney(cash)!, { reason: 'test-funding', idempotencyKey: `fund-${username}` });
    const { access } = await sb.sandbox.login(username, 'Abc#123x');
    return { id, access };
  }

  const burst = (count: number, request: (index: number) => Promise<CallResult>) => Promise.all(Array.from({ length: count }, (_, index) => request(index)));
  const statuses = (results: { status: number }[]) => results.reduce<Record<number, number>>((counts, result) => ({ ...counts, [result.status]: (counts[result.status] ?? 0) + 1 }), {});
  const placeSingle = (access: string, stake: string, key = crypto.randomUUID()) =>
    sb.sandbox.call('POST', '/sport-integration/ticket/placement', { token: access, body: { type: 'single', stake, selections: [pick], odds_policy: 'accept-any' }, headers: { 'Idempotency-Key': key }, network: true });
  const ticketsOf = async (userId: number) => Number((await sb.sandbox.context.db.get<{ n: number }>('SELECT COUNT(*) AS n FROM sport_tickets WHERE user_id = ?', [userId]))!.n);

  it('places exactly 10 of 50 simultaneous 1 TND bets from a 10 TND balance, and never goes below zero', async () => {
    const { id, access } = await player('10');
    const results = await burst(concurrent, () => placeSingle(access, '1.00'));
    expect(statuses(results)).toEqual({ 200: 10, 422: 40 });
    expect(new Set(results.filter((result) => result.status === 422).map((result) => result.json.code))).toEqual(new Set(['not_enough_money']));
    expect((await sb.sandbox.context.ledger.balances(id)).cashMinor).toBe(0);
    expect(await ticketsOf(id)).toBe(10);
  });

  it('places one ticket for 20 simultaneous copies of one request (one Idempotency-Key): the balance moves once', async () => {
    const { id, access } = await player('50');
    const key = crypto.randomUUID();
    const results = await burst(20, () => placeSingle(access, '2.00', key));
    const placed = results.filter((result) => result.status === 200);
    expect(placed.length).toBeGreaterThanOrEqual(1);
    expect(results.every((result) => result.status === 200 || result.json.code === 'idempotency_request_in_progress')).toBe(true);
    expect(new Set(placed.map((result) => result.json.ticketId)).size).toBe(1);
    expect((await sb.sandbox.context.ledger.balances(id)).cashMinor).toBe(4800);
    expect(await ticketsOf(id)).toBe(1);
  });

  it('never lets a 5 TND loss limit be passed by 50 simultaneous 1 TND bets', async () => {
    const { id, access } = await player('100');
    expect((await sb.sandbox.call('PUT', '/api/users/responsible-gaming/limits/', { token: access, body: { loss: '5' } })).status).toBe(200);
    const results = await burst(concurrent, () => placeSingle(access, '1.00'));
    expect(statuses(results)).toEqual({ 200: 5, 422: 45 });
    expect(new Set(results.filter((result) => result.status === 422).map((result) => result.json.code))).toEqual(new Set(['loss_limit_exceeded']));
    expect((await sb.sandbox.context.ledger.balances(id)).cashMinor).toBe(9500);
  });

  it('pays a cash-out quote once when it is taken 20 times at once with different keys', async () => {
    const { id, access } = await player('20');
    const ticket = (await placeSingle(access, '10.00')).json;
    const quote = (await sb.sandbox.call('POST', `/sport-integration/ticket/${ticket.id}/cashout/quote`, { token: access })).json;
    const results = await burst(20, () =>
      sb.sandbox.call('POST', `/sport-integration/ticket/${ticket.id}/cashout`, { token: access, body: { quote_id: quote.quoteId }, headers: { 'Idempotency-Key': crypto.randomUUID() }, network: true }),
    );
    expect(statuses(results)[200]).toBe(1);
    expect((await sb.sandbox.context.ledger.balances(id)).cashMinor).toBe(1000 + parseMoney(quote.amount)!);
  });

  it('pays a resulted ticket once when settlement runs 10 times at once', async () => {
    const { id, access } = await player('10');
    const ticket = (await placeSingle(access, '2.00')).json;
    const db = sb.sandbox.context.db;
    await db.run("UPDATE sportsbook_outcomes SET status = 'settled', result = 'won' WHERE id = ?", [Number(pick.outcome_id)]);
    try {
      await Promise.all(Array.from({ length: 10 }, () => settleOpenTickets(sb.sandbox.context, id)));
    } finally {
      await db.run("UPDATE sportsbook_outcomes SET status = 'open', result = NULL WHERE id = ?", [Number(pick.outcome_id)]);
    }
    expect((await sb.sandbox.context.ledger.balances(id)).cashMinor).toBe(800 + parseMoney(ticket.potentialWin)!);
  });
});

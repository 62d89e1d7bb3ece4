import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Event, Market } from '../../../generated/sportsbook/sportsbook.schemas.ts';
import { hashPassword } from '../../auth/passwords.ts';
import { insertUser, roles } from '../../users.ts';
import { sportsbookTestSandbox, type SportsbookTestSandbox } from '../testing.ts';

// The bet builder through the sandbox's calls (docs/product.md §5 "Bet builder"): its price, its placement as one
// ticket with the placement's limits, idempotency and odds policy, its settlement (one void leg voids it whole) and
// who may call what. The clock is pinned; results are written as the feed writes them (never by waiting).
const start = Date.UTC(2026, 10, 14, 18, 20);
let sb: SportsbookTestSandbox;
let player: string;
let other: string;
let agent: string;
let event: Event;

let keys = 0;
const key = (label: string) => `${label}-${(keys += 1)}-${Math.random().toString(36).slice(2, 10)}`;
const call = (method: string, path: string, options: { token?: string; body?: unknown; key?: string } = {}) =>
  sb.sandbox.call(method, path, { token: options.token, body: options.body, headers: options.key ? { 'Idempotency-Key': options.key } : {} });
const balanceOf = async (token = player) => (await call('POST', '/sport-integration/player/balance', { token })).json.balance as string;
const toMinor = (money: string) => Math.round(Number(money) * 100);

beforeAll(async () => {
  sb = await sportsbookTestSandbox(start);
  player = (await sb.sandbox.login('player1')).access;
  agent = (await sb.sandbox.login('agent1')).access;
  await insertUser(sb.sandbox.context.db, { username: 'player2', email: 'player2@example.test', passwordHash: await hashPassword('player2-pass'), role: roles.player, dateJoined: sb.sandbox.clock.now(), emailVerified: true });
  other = (await sb.sandbox.login('player2')).access;
  // A football match of the next day, whose markets are all listed (a day before the start).
  const list = await call('GET', '/api/sportsbook/events?section=prematch&sport=1&limit=100');
  const soon = (list.json.items as Event[]).find((candidate) => Date.parse(candidate.startAt) - start < 20 * 3_600_000)!;
  event = (await call('GET', `/api/sportsbook/events/${soon.id}`)).json.event as Event;
}, 120_000);
afterAll(() => sb?.sandbox.dispose());

/** The outcome of `key` in the market of `type` (and `line`, `team`) of the match. */
function leg(type: string, outcomeKey: string, extra: { line?: string; team?: string } = {}): { market: Market; outcomeId: number } {
  const market = event.markets.find((candidate) => candidate.type === type && (extra.line === undefined || candidate.line === extra.line) && (extra.team === undefined || candidate.team === extra.team));
  const outcome = market?.outcomes.find((candidate) => candidate.key === outcomeKey);
  if (!market || !outcome) throw new Error(`No ${type} ${outcomeKey} ${JSON.stringify(extra)} in event ${event.id}`);
  return { market, outcomeId: outcome.id };
}
const price = (outcomeIds: number[], token?: string) => call('POST', '/sport-integration/builder/price', { token, body: { event_id: String(event.id), outcome_ids: outcomeIds.map(String) } });
const selectionsOf = (legs: { market: Market; outcomeId: number }[]) =>
  legs.map(({ market, outcomeId }) => ({ event_id: String(event.id), market_id: String(market.id), outcome_id: String(outcomeId), odd: market.outcomes.find((outcome) => outcome.id === outcomeId)!.price }));
const placeBuilder = (legs: { market: Market; outcomeId: number }[], builderOdd: string, options: { token?: string; policy?: string; key?: string; stake?: string } = {}) =>
  call('POST', '/sport-integration/ticket/placement', {
    token: options.token ?? player,
    key: options.key ?? key('builder'),
    body: { type: 'accumulator', stake: options.stake ?? '2.00', selections: selectionsOf(legs), odds_policy: options.policy ?? 'ask', builder_odd: builderOdd },
  });

describe('builder/price', () => {
  it('prices three legs of one match together, for a guest too, and never as the product of the legs', async () => {
    const legs = [leg('match-result', 'home'), leg('total', 'over', { line: '2.5' }), leg('both-teams-to-score', 'yes')];
    const quote = await price(legs.map((entry) => entry.outcomeId));
    expect(quote.status).toBe(200);
    expect(quote.json).toMatchObject({ eventId: event.id, unpriced: null, cashOut: false, fewestLegs: 2, mostLegs: 6 });
    expect(quote.json.legs.map((entry: { refusal: unknown }) => entry.refusal)).toEqual([null, null, null]);
    const product = quote.json.legs.reduce((value: number, entry: { odd: string }) => value * Number(entry.odd), 1);
    expect(Math.abs(Number(quote.json.odd) - product) / product).toBeGreaterThan(0.05);
    // The same for a player and an agent: a price is public.
    expect((await price(legs.map((entry) => entry.outcomeId), player)).json.odd).toBe(quote.json.odd);
    expect((await price(legs.map((entry) => entry.outcomeId), agent)).json.odd).toBe(quote.json.odd);
  });

  it('refuses contradictory and dependent legs with the reason, before pricing', async () => {
    const homeWin = leg('match-result', 'home').outcomeId;
    const over25 = leg('total', 'over', { line: '2.5' }).outcomeId;
    const refused = await price([homeWin, over25, leg('total', 'under', { line: '1.5' }).outcomeId, leg('total', 'over', { line: '1.5' }).outcomeId]);
    expect(refused.status).toBe(200);
    expect(refused.json).toMatchObject({ odd: null, unpriced: 'refused' });
    expect(refused.json.legs.map((entry: { refusal: unknown }) => entry.refusal), JSON.stringify(refused.json.legs)).toEqual([
      null,
      null,
      { code: 'builder_contradiction', conflictsWith: over25 },
      { code: 'builder_dependent', conflictsWith: over25 },
    ]);
    expect((await price([homeWin])).json).toMatchObject({ odd: null, unpriced: 'too_few_legs' });
  });

  it('answers bad input clearly: 400 for a malformed body, 404 for no such event, 422 for a sport or a match without a builder', async () => {
    expect((await call('POST', '/sport-integration/builder/price', { body: { event_id: String(event.id), outcome_ids: [] } })).status).toBe(400);
    expect((await call('POST', '/sport-integration/builder/price', { body: { event_id: 'x', outcome_ids: ['1'] } })).status).toBe(400);
    expect((await call('POST', '/sport-integration/builder/price', { body: { event_id: '999999999', outcome_ids: ['1'] } })).status).toBe(404);
    const tennis = (await call('GET', '/api/sportsbook/events?section=prematch&sport=3&markets=match-winner&limit=1')).json.items[0] as Event;
    const answer = await call('POST', '/sport-integration/builder/price', { body: { event_id: String(tennis.id), outcome_ids: [String(tennis.markets[0].outcomes[0].id)] } });
    expect(answer.status).toBe(422);
    expect(answer.json.code).toBe('builder_unavailable');
  });
});

describe('placing a builder', () => {
  it('places one ticket at the builder price once for a doubled request, the balance moving once', async () => {
    const legs = [leg('match-result', 'home'), leg('total', 'over', { line: '2.5' }), leg('both-teams-to-score', 'yes')];
    const odd = (await price(legs.map((entry) => entry.outcomeId))).json.odd as string;
    const before = toMinor(await balanceOf());
    const sameKey = key('double');
    const [first, second] = await Promise.all([placeBuilder(legs, odd, { key: sameKey }), placeBuilder(legs, odd, { key: sameKey })]);
    for (const answer of [first, second]) expect([200, 409]).toContain(answer.status);
    const placed = [first, second].find((answer) => answer.status === 200)!;
    const retry = await placeBuilder(legs, odd, { key: sameKey });
    expect(retry.headers.get('Idempotent-Replayed')).toBe('true');
    expect(retry.json.ticketId).toBe(placed.json.ticketId);
    expect(toMinor(await balanceOf())).toBe(before - 200);
    expect(placed.json).toMatchObject({ type: 'accumulator', betCount: 1, stake: '2.00', builderOdd: odd, coef: odd, potentialWin: (Math.floor(200 * Number(odd)) / 100).toFixed(2) });
    expect(placed.json.selections.map((selection: { outcomeId: number }) => selection.outcomeId)).toEqual(legs.map((entry) => entry.outcomeId));
    // Never cashed out.
    const cashOut = await call('POST', `/sport-integration/ticket/${placed.json.id}/cashout/quote`, { token: player });
    expect(cashOut.status).toBe(409);
    expect(cashOut.json.code).toBe('cashout_unavailable');
  });

  it('applies the odds policy to the builder price: coefs_changed with today\'s price under "ask", placed at it under "accept-any"', async () => {
    const legs = [leg('team-total', 'over', { team: 'home', line: '0.5' }), leg('team-total', 'over', { team: 'away', line: '1.5' })];
    const odd = (await price(legs.map((entry) => entry.outcomeId))).json.odd as string;
    const stale = (Number(odd) + 0.5).toFixed(2);
    const asked = await placeBuilder(legs, stale, { policy: 'ask' });
    expect(asked.status).toBe(409);
    expect(asked.json).toMatchObject({ code: 'coefs_changed', errors: [{ field: 'builder_odd', code: 'coefs_changed', message: odd }] });
    expect((await placeBuilder(legs, stale, { policy: 'accept-higher' })).json.code).toBe('coefs_changed');
    const taken = await placeBuilder(legs, stale, { policy: 'accept-any' });
    expect(taken.status).toBe(200);
    expect(taken.json.builderOdd).toBe(odd);
  });

  it('refuses contradictory legs at placement too, and keeps the stake limits', async () => {
    const contradictory = [leg('total', 'over', { line: '2.5' }), leg('total', 'under', { line: '1.5' })];
    const refused = await placeBuilder(contradictory, '3.00');
    expect(refused.status).toBe(422);
    expect(refused.json).toMatchObject({ code: 'builder_refused', selections: [{ outcomeId: contradictory[1].outcomeId, code: 'builder_contradiction' }] });
    const legs = [leg('match-result', 'away'), leg('both-teams-to-score', 'no')];
    const odd = (await price(legs.map((entry) => entry.outcomeId))).json.odd as string;
    expect((await placeBuilder(legs, odd, { stake: '0.01' })).json.code).toBe('stake_too_low');
    expect((await placeBuilder(legs, 'abc')).status).toBe(400);
  });
});

describe('settling a builder', () => {
  const settle = async (results: Record<number, string>) => {
    for (const [outcomeId, result] of Object.entries(results)) await sb.sandbox.context.db.run("UPDATE sportsbook_outcomes SET status = 'settled', result = ? WHERE id = ?", [result, Number(outcomeId)]);
  };
  const status = async (ticketId: string) => (await call('POST', '/sport-integration/ticket/status', { token: player, body: { ticket_id: ticketId } })).json;

  it('pays the builder price when every leg wins, nothing when one loses, the stake back when one is void', async () => {
    const winning = [leg('match-result', 'draw'), leg('total', 'under', { line: '3.5' })];
    const losing = [leg('match-result', 'away'), leg('team-total', 'under', { team: 'home', line: '2.5' })];
    const voided = [leg('first-team-to-score', 'home'), leg('team-total', 'over', { team: 'away', line: '0.5' }), leg('total', 'over', { line: '2.5' })];
    const tickets = [];
    for (const legs of [winning, losing, voided]) {
      const quote = await price(legs.map((entry) => entry.outcomeId));
      expect(quote.json.odd, JSON.stringify(quote.json)).not.toBeNull();
      const placed = await placeBuilder(legs, quote.json.odd as string);
      expect(placed.status, JSON.stringify(placed.json)).toBe(200);
      tickets.push(placed.json);
    }
    const before = toMinor(await balanceOf());
    await settle({ [winning[0].outcomeId]: 'won', [winning[1].outcomeId]: 'won', [losing[0].outcomeId]: 'won', [losing[1].outcomeId]: 'lost', [voided[0].outcomeId]: 'won', [voided[1].outcomeId]: 'void', [voided[2].outcomeId]: 'lost' });
    expect(await status(tickets[0].ticketId)).toMatchObject({ status: 'Winner', amountOut: tickets[0].potentialWin, selections: [{ result: 'won' }, { result: 'won' }] });
    expect(await status(tickets[1].ticketId)).toMatchObject({ status: 'Loser', amountOut: '0.00' });
    // One void leg voids the builder whole, even beside a lost leg: the stake comes back.
    expect(await status(tickets[2].ticketId)).toMatchObject({ status: 'Voided', amountOut: '2.00', selections: [{ result: 'won' }, { result: 'void' }, { result: 'lost' }] });
    expect(toMinor(await balanceOf())).toBe(before + toMinor(tickets[0].potentialWin) + 200);
  });
});

describe('who asks', () => {
  it('refuses a guest (401) and an agent (403) a builder ticket, and hides one player\'s builder from another (404)', async () => {
    const legs = [leg('match-result', 'home'), leg('both-teams-to-score', 'no')];
    const odd = (await price(legs.map((entry) => entry.outcomeId))).json.odd as string;
    const body = { type: 'accumulator', stake: '1.00', selections: selectionsOf(legs), odds_policy: 'accept-any', builder_odd: odd };
    expect((await call('POST', '/sport-integration/ticket/placement', { body, key: key('guest') })).status).toBe(401);
    const byAgent = await call('POST', '/sport-integration/ticket/placement', { token: agent, body, key: key('agent') });
    expect(byAgent.status).toBe(403);
    expect(byAgent.json.code).toBe('permission_denied');
    const mine = await placeBuilder(legs, odd);
    expect(mine.status).toBe(200);
    expect((await call('POST', '/sport-integration/ticket/status', { token: other, body: { ticket_id: mine.json.ticketId } })).status).toBe(404);
    expect((await call('POST', `/sport-integration/ticket/${mine.json.id}/cashout/quote`, { token: other })).status).toBe(404);
  });
});

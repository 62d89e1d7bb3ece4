import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Event } from '../../generated/sportsbook/sportsbook.schemas.ts';
import { hashPassword } from '../auth/passwords.ts';
import { insertUser, roles } from '../users.ts';
import { postponedVoidAfterMs } from './settlement.ts';
import { sportsbookTestSandbox, type SportsbookTestSandbox } from './testing.ts';

// The §7 ticket calls on the sandbox's feed (sandbox/sportsbook/bets.ts), pinned to a Saturday evening, the clock
// moved by the test (never by sleeping).
const start = Date.UTC(2026, 10, 14, 18, 20);
let sb: SportsbookTestSandbox;
let player: string;
let other: string;
let agent: string;
let cashier: string;

let keys = 0;
const key = (label: string) => `${label}-${(keys += 1)}-${Math.random().toString(36).slice(2, 10)}`;

beforeAll(async () => {
  sb = await sportsbookTestSandbox(start);
  player = (await sb.sandbox.login('player1')).access;
  agent = (await sb.sandbox.login('agent1')).access;
  cashier = (await sb.sandbox.login('cashier1')).access;
  await insertUser(sb.sandbox.context.db, { username: 'player2', email: 'player2@example.test', passwordHash: await hashPassword('player2-pass'), role: roles.player, dateJoined: sb.sandbox.clock.now(), emailVerified: true });
  other = (await sb.sandbox.login('player2')).access;
}, 120_000);
afterAll(() => sb?.sandbox.dispose());

const call = (method: string, path: string, options: { token?: string; body?: unknown; key?: string } = {}) =>
  sb.sandbox.call(method, path, { token: options.token, body: options.body, headers: options.key ? { 'Idempotency-Key': options.key } : {} });
const balanceOf = async (token = player) => (await call('POST', '/sport-integration/player/balance', { token })).json.balance as string;

interface Pick {
  event: Event;
  event_id: string;
  market_id: string;
  outcome_id: string;
  odd: string;
}

/** One open outcome of each of `count` events of a section (match result), as a slip sends them. */
async function picks(section: 'prematch' | 'live', count: number, outcomeIndex = 0): Promise<Pick[]> {
  const answer = await call('GET', `/api/sportsbook/events?section=${section}&markets=match-result,match-winner&limit=100`);
  const chosen: Pick[] = [];
  for (const event of answer.json.items as Event[]) {
    const market = event.markets.find((candidate) => candidate.status === 'open' && candidate.outcomes.every((outcome) => outcome.status === 'open'));
    if (!market) continue;
    const outcome = market.outcomes[Math.min(outcomeIndex, market.outcomes.length - 1)];
    chosen.push({ event, event_id: String(event.id), market_id: String(market.id), outcome_id: String(outcome.id), odd: outcome.price });
    if (chosen.length === count) break;
  }
  expect(chosen).toHaveLength(count);
  return chosen;
}

const slip = (selections: Pick[]) => selections.map(({ event_id, market_id, outcome_id, odd }) => ({ event_id, market_id, outcome_id, odd }));
const place = (body: object, token = player, idempotencyKey = key('place')) => call('POST', '/sport-integration/ticket/placement', { token, body, key: idempotencyKey });

const toMinor = (money: string) => Math.round(Number(money) * 100);

describe('ticket/placement', () => {
  it('places an accumulator once for a doubled request: one ticket, the balance moves once', async () => {
    const selections = await picks('prematch', 3);
    const before = toMinor(await balanceOf());
    const body = { type: 'accumulator', stake: '2.00', selections: slip(selections), odds_policy: 'ask' };
    const sameKey = key('double');
    const [first, second] = await Promise.all([place(body, player, sameKey), place(body, player, sameKey)]);
    const placed = [first, second].filter((answer) => answer.status === 200);
    expect(placed.length).toBeGreaterThanOrEqual(1);
    // The other is either the replay of the first or told the first is still running; never a second ticket.
    for (const answer of [first, second]) expect([200, 409]).toContain(answer.status);
    const retry = await place(body, player, sameKey);
    expect(retry.status).toBe(200);
    expect(retry.headers.get('Idempotent-Replayed')).toBe('true');
    expect(retry.json.ticketId).toBe(placed[0].json.ticketId);
    expect(toMinor(await balanceOf())).toBe(before - 200);

    const ticket = placed[0].json;
    expect(ticket).toMatchObject({ status: 'Wait', acceptance: 'accepted', type: 'accumulator', betCount: 1, stake: '2.00', unitStake: '2.00', isFreeBet: false, live: false });
    const product = selections.reduce((value, selection) => value * Number(selection.odd), 1);
    expect(Number(ticket.potentialWin)).toBeCloseTo(Math.floor(200 * product) / 100, 2);
    // It is in bet history with its sub-bets (§3).
    const history = await call('GET', '/sport-integration/betshistory/?page_size=50', { token: player });
    const item = history.json.results.find((row: { ticketId: string }) => row.ticketId === ticket.ticketId);
    expect(item).toMatchObject({ id: ticket.id, amountIn: '2.00', status: 'Wait', ticketType: 'accumulator', canCancel: false });
    const sub = await call('GET', `/sport-integration/${ticket.id}/subbet/`, { token: player });
    expect(sub.json.events.map((event: { name: string }) => event.name)).toEqual(selections.map((selection) => `${selection.event.home.name} - ${selection.event.away.name}`));
    expect(sub.json.outcomes.map((outcome: { odd: string }) => outcome.odd)).toEqual(selections.map((selection) => selection.odd));
  });

  it('places a Trixie as 4 bets costing 4 unit stakes, and a 2/3 system as 3', async () => {
    const selections = await picks('prematch', 3, 1);
    const trixie = await place({ type: 'trixie', stake: '1.00', selections: slip(selections), odds_policy: 'accept-any' });
    expect(trixie.status).toBe(200);
    expect(trixie.json).toMatchObject({ betCount: 4, stake: '4.00' });
    const system = await place({ type: 'system', system_size: 2, stake: '0.50', selections: slip(selections), odds_policy: 'accept-any' });
    expect(system.json).toMatchObject({ betCount: 3, stake: '1.50', systemSize: 2 });
  });

  it('answers coefs_changed with today\'s price under "ask" and "accept-higher", and places at the new price under "accept-any"', async () => {
    const [selection] = await picks('prematch', 1, 2);
    const moved = (Number(selection.odd) + 0.5).toFixed(2);
    const stale = [{ ...slip([selection])[0], odd: moved }];
    const before = await balanceOf();
    const asked = await place({ type: 'single', stake: '1.00', selections: stale, odds_policy: 'ask' });
    expect(asked.status).toBe(409);
    expect(asked.json).toMatchObject({ code: 'coefs_changed', selections: [{ outcomeId: Number(selection.outcome_id), code: 'coefs_changed', odd: selection.odd }] });
    // The price went down from what the player saw: "accept only higher" refuses it too.
    expect((await place({ type: 'single', stake: '1.00', selections: stale, odds_policy: 'accept-higher' })).json.code).toBe('coefs_changed');
    expect(await balanceOf()).toBe(before);
    const taken = await place({ type: 'single', stake: '1.00', selections: stale, odds_policy: 'accept-any' });
    expect(taken.status).toBe(200);
    expect(taken.json.selections[0].odd).toBe(selection.odd);
    const lower = [{ ...slip([selection])[0], odd: '1.01' }];
    expect((await place({ type: 'single', stake: '1.00', selections: lower, odds_policy: 'accept-higher' })).status).toBe(200);
  });

  it('refuses two selections of one event in a combination, but takes them as singles', async () => {
    const [selection] = await picks('prematch', 1);
    const market = selection.event.markets.find((candidate) => String(candidate.id) === selection.market_id)!;
    const second = market.outcomes[1];
    const both = [...slip([selection]), { event_id: selection.event_id, market_id: selection.market_id, outcome_id: String(second.id), odd: second.price }];
    const refused = await place({ type: 'accumulator', stake: '1.00', selections: both, odds_policy: 'ask' });
    expect(refused.status).toBe(422);
    expect(refused.json.code).toBe('same_event_combination');
    expect(refused.json.selections).toHaveLength(2);
    expect((await place({ type: 'single', stake: '1.00', selections: both, odds_policy: 'ask' })).json).toMatchObject({ betCount: 2, stake: '2.00' });
  });

  it('applies the stake rules: minimum 0.1, maxBet, maxWin, not_enough_money, each with its code and no money moved', async () => {
    const [selection] = await picks('prematch', 1);
    const before = await balanceOf();
    const body = (stake: string) => ({ type: 'single', stake, selections: slip([selection]), odds_policy: 'accept-any' });
    expect((await place(body('0.09'))).json).toMatchObject({ code: 'stake_too_low', errors: [{ field: 'stake', code: 'stake_too_low', message: '0.10' }] });
    expect((await place(body('3000.01'))).json.code).toBe('stake_too_high');
    expect((await place(body('2000.00'))).json.code).toMatch(/^(not_enough_money|max_win_exceeded)$/);
    const accumulator = await picks('prematch', 12);
    expect((await place({ type: 'accumulator', stake: '100.00', selections: slip(accumulator), odds_policy: 'accept-any' })).json.code).toBe('max_win_exceeded');
    const tooMuch = ((toMinor(before) + 1) / 100).toFixed(2);
    expect((await place(body(tooMuch))).json.code).toBe('not_enough_money');
    expect(await balanceOf()).toBe(before);
  });

  it('refuses a suspended or closed selection (error_block_bet_data) and one the feed does not have (error_exist_bet)', async () => {
    const [selection] = await picks('prematch', 1);
    await sb.sandbox.context.db.run("UPDATE sportsbook_markets SET status = 'suspended' WHERE id = ?", [Number(selection.market_id)]);
    const blocked = await place({ type: 'single', stake: '1.00', selections: slip([selection]), odds_policy: 'accept-any' });
    expect(blocked.json).toMatchObject({ code: 'error_block_bet_data', selections: [{ outcomeId: Number(selection.outcome_id) }] });
    await sb.sandbox.context.db.run("UPDATE sportsbook_markets SET status = 'open' WHERE id = ?", [Number(selection.market_id)]);
    const missing = await place({ type: 'single', stake: '1.00', selections: [{ ...slip([selection])[0], outcome_id: '9999999999999999' }], odds_policy: 'accept-any' });
    expect(missing.json.code).toBe('error_exist_bet');
    const wrongEvent = await place({ type: 'single', stake: '1.00', selections: [{ ...slip([selection])[0], event_id: '1' }], odds_policy: 'accept-any' });
    expect(wrongEvent.json.code).toBe('error_exist_bet');
  });

  it('answers bad input with 400 and the field, never 500', async () => {
    const [selection] = await picks('prematch', 1);
    const good = { type: 'single', stake: '1.00', selections: slip([selection]), odds_policy: 'ask' };
    const bad: object[] = [
      { ...good, stake: '1,00' },
      { ...good, stake: '1.001' },
      { ...good, stake: '-1' },
      { ...good, stake: 'abc' },
      { ...good, stake: '0' },
      { ...good, type: 'quadruple' },
      { ...good, type: 'system' },
      { ...good, type: 'single', system_size: 2 },
      { ...good, odds_policy: 'sometimes' },
      { ...good, selections: [] },
      { ...good, selections: [{ ...slip([selection])[0], odd: '1.855' }] },
      { ...good, selections: [...slip([selection]), ...slip([selection])] },
      { ...good, extra: true },
      [1, 2],
    ];
    for (const body of bad) {
      const answer = await place(body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.json.code).toMatch(/^(validation_error|duplicate_selection)$/);
    }
    expect((await call('POST', '/sport-integration/ticket/placement', { token: player, body: good })).json.code).toBe('idempotency_key_required');
  });
});

describe('live acceptance (ticket/status)', () => {
  it('keeps a live ticket pending for the delay on the sandbox clock, then accepts it', async () => {
    const [selection] = await picks('live', 1);
    const placed = await place({ type: 'single', stake: '1.00', selections: slip([selection]), odds_policy: 'accept-any' });
    expect(placed.json).toMatchObject({ acceptance: 'pending', live: true, status: 'Wait' });
    const status = () => call('POST', '/sport-integration/ticket/status', { token: player, body: { ticket_id: placed.json.ticketId } });
    expect((await status()).json.acceptance).toBe('pending');
    const history = await call('GET', '/sport-integration/betshistory/?page_size=50', { token: player });
    expect(history.json.results.find((row: { ticketId: string }) => row.ticketId === placed.json.ticketId).canCancel).toBe(true);
    sb.sandbox.clock.advance(5_000);
    expect((await status()).json.acceptance).toBe('accepted');
  });

  it('rejects it with the reason and returns the stake when its market was suspended meanwhile', async () => {
    const [selection] = await picks('live', 1, 1);
    const before = await balanceOf();
    const placed = await place({ type: 'single', stake: '3.00', selections: slip([selection]), odds_policy: 'accept-any' });
    expect(toMinor(await balanceOf())).toBe(toMinor(before) - 300);
    await sb.sandbox.context.db.run("UPDATE sportsbook_markets SET status = 'suspended' WHERE id = ?", [Number(selection.market_id)]);
    sb.sandbox.clock.advance(5_000);
    const decided = await call('POST', '/sport-integration/ticket/status', { token: player, body: { ticket_id: placed.json.ticketId } });
    expect(decided.json).toMatchObject({ acceptance: 'rejected', rejectReason: 'error_block_bet_data', status: 'Return', amountOut: '3.00' });
    expect(await balanceOf()).toBe(before);
    await sb.sandbox.context.db.run("UPDATE sportsbook_markets SET status = 'open' WHERE id = ?", [Number(selection.market_id)]);
  });
});

describe('a live price that moved during the acceptance delay (ask)', () => {
  it('rejects the ticket with today\'s price on the moved selection (stake back); placing again at it, with a new key, is accepted', async () => {
    const [selection] = await picks('live', 1, 2);
    const db = sb.sandbox.context.db;
    const before = await balanceOf();
    const body = { type: 'single', stake: '2.00', selections: slip([selection]), odds_policy: 'ask' };
    const placed = await place(body);
    expect(placed.json).toMatchObject({ acceptance: 'pending' });
    expect(placed.json.selections[0].oddNow).toBeUndefined();
    // The price falls by 0.10 while the ticket waits.
    const fallen = Math.round(Number(selection.odd) * 100) - 10;
    await db.run('UPDATE sportsbook_outcomes SET price = ? WHERE id = ?', [fallen, Number(selection.outcome_id)]);
    sb.sandbox.clock.advance(5_000);
    const status = (ticketId: string) => call('POST', '/sport-integration/ticket/status', { token: player, body: { ticket_id: ticketId } });
    const decided = await status(placed.json.ticketId);
    const priceNow = (fallen / 100).toFixed(2);
    expect(decided.json).toMatchObject({ acceptance: 'rejected', rejectReason: 'coefs_changed', status: 'Return', selections: [{ odd: selection.odd, oddNow: priceNow }] });
    expect(await balanceOf()).toBe(before);
    // The same body again is refused at once (the price moved); at today's price, under the same policy, it is placed.
    expect((await place(body)).json).toMatchObject({ code: 'coefs_changed', selections: [{ odd: priceNow }] });
    const again = await place({ ...body, selections: slip([{ ...selection, odd: priceNow }]) });
    expect(again.json).toMatchObject({ acceptance: 'pending', selections: [{ odd: priceNow }] });
    sb.sandbox.clock.advance(5_000);
    expect((await status(again.json.ticketId)).json).toMatchObject({ acceptance: 'accepted' });
    expect(toMinor(await balanceOf())).toBe(toMinor(before) - 200);
  });
});

describe('settlement', () => {
  it('pays a won single into the ledger once its market is resulted, and voids a postponed event after 48 h at 1.00', async () => {
    const db = sb.sandbox.context.db;
    const [won, postponed] = await picks('prematch', 2, 0);
    const winning = await place({ type: 'single', stake: '2.00', selections: slip([won]), odds_policy: 'accept-any' });
    const voided = await place({ type: 'single', stake: '1.50', selections: slip([postponed]), odds_policy: 'accept-any' });
    const before = toMinor(await balanceOf());
    // The feed results the event (as its step does when the match ends).
    await db.run("UPDATE sportsbook_outcomes SET status = 'settled', result = CASE WHEN id = ? THEN 'won' ELSE 'lost' END WHERE market_id = ?", [Number(won.outcome_id), Number(won.market_id)]);
    await db.run("UPDATE sportsbook_events SET status = 'ended' WHERE id = ?", [Number(won.event_id)]);
    const status = async (ticketId: string) => (await call('POST', '/sport-integration/ticket/status', { token: player, body: { ticket_id: ticketId } })).json;
    const paid = await status(winning.json.ticketId);
    expect(paid).toMatchObject({ status: 'Winner', amountOut: winning.json.potentialWin });
    expect(toMinor(await balanceOf())).toBe(before + toMinor(winning.json.potentialWin));
    // Asked again, it pays nothing more.
    await status(winning.json.ticketId);
    expect(toMinor(await balanceOf())).toBe(before + toMinor(winning.json.potentialWin));

    // The second event never starts (postponed): open until 48 h after its start, then void at 1.00.
    await db.run("UPDATE sportsbook_events SET status = 'prematch' WHERE id = ?", [Number(postponed.event_id)]);
    const startAt = Date.parse(postponed.event.startAt);
    // Two days on, the sign-in sessions have run out: sign in again at each moment.
    sb.sandbox.clock.setOffset(startAt + postponedVoidAfterMs - 60_000 - Date.now());
    player = (await sb.sandbox.login('player1')).access;
    expect((await status(voided.json.ticketId)).status).toBe('Wait');
    sb.sandbox.clock.setOffset(startAt + postponedVoidAfterMs - Date.now());
    player = (await sb.sandbox.login('player1')).access;
    expect(await status(voided.json.ticketId)).toMatchObject({ status: 'Voided', amountOut: '1.50', selections: [{ result: 'void' }] });
    const sub = await call('GET', `/sport-integration/${voided.json.id}/subbet/`, { token: player });
    expect(sub.json.outcomes[0]).toMatchObject({ status: 'Voided', result: 'postponed' });
    sb.sandbox.clock.setOffset(start - Date.now());
    [player, other, agent, cashier] = await Promise.all(['player1', 'player2', 'agent1', 'cashier1'].map(async (username) => (await sb.sandbox.login(username)).access));
  });
});

describe('§9 maximum winnings per day', () => {
  it('cuts the profit of the day\'s tickets to TND 25,000 in all', async () => {
    const db = sb.sandbox.context.db;
    const { ledger } = sb.sandbox.context;
    const userId = (await db.get<{ id: number }>("SELECT id FROM users WHERE username = 'player2'"))!.id;
    other = (await sb.sandbox.login('player2')).access;
    await ledger.credit(userId, 'cash', 600_000, { reason: 'test-funding', idempotencyKey: 'fund-cap' });
    const [first, second] = await picks('prematch', 2);
    // 3,000 at 8.00 pays 24,000: a profit of 21,000 each.
    for (const pick of [first, second]) await db.run('UPDATE sportsbook_outcomes SET price = 800 WHERE id = ?', [Number(pick.outcome_id)]);
    const tickets = [];
    for (const pick of [first, second]) {
      const placed = await place({ type: 'single', stake: '3000.00', selections: slip([pick]), odds_policy: 'accept-any' }, other);
      expect(placed.json.potentialWin).toBe('24000.00');
      tickets.push(placed.json);
    }
    // The §9 maximum balance (25,000) caps payouts too (settlement-cap.test.ts): the player starts from nothing and
    // withdraws the first win before the second settles, so only the daily winnings cut shows here.
    const left = (await ledger.balances(userId)).cashMinor;
    if (left > 0) await ledger.debit(userId, 'cash', left, { reason: 'test-withdrawal', idempotencyKey: 'empty-cap' });
    for (const pick of [first, second]) await db.run("UPDATE sportsbook_outcomes SET status = 'settled', result = 'won' WHERE id = ?", [Number(pick.outcome_id)]);
    const status = async (ticketId: string) => (await call('POST', '/sport-integration/ticket/status', { token: other, body: { ticket_id: ticketId } })).json;
    expect(await status(tickets[0].ticketId)).toMatchObject({ status: 'Winner', amountOut: '24000.00' });
    expect((await ledger.balances(userId)).cashMinor).toBe(2_400_000);
    await ledger.debit(userId, 'cash', 2_400_000, { reason: 'test-withdrawal', idempotencyKey: 'withdraw-cap' });
    // 21,000 already won today: the second ticket's profit is cut to the 4,000 left.
    expect(await status(tickets[1].ticketId)).toMatchObject({ status: 'Winner', amountOut: '7000.00' });
    expect((await ledger.balances(userId)).cashMinor).toBe(700_000);
    for (const pick of [first, second]) await db.run("UPDATE sportsbook_outcomes SET status = 'open', result = NULL WHERE id = ?", [Number(pick.outcome_id)]);
  });
});

describe('who asks', () => {
  it('refuses guests (401), agents and cashiers (403), and hides one player\'s tickets from another (404)', async () => {
    const [selection] = await picks('prematch', 1);
    const mine = await place({ type: 'single', stake: '1.00', selections: slip([selection]), odds_policy: 'accept-any' });
    const body = { type: 'single', stake: '1.00', selections: slip([selection]), odds_policy: 'accept-any' };
    const calls: [string, string, object | undefined, boolean][] = [
      ['POST', '/sport-integration/ticket/placement', body, true],
      ['POST', '/sport-integration/ticket/status', { ticket_id: mine.json.ticketId }, false],
      ['POST', '/sport-integration/player/balance', undefined, false],
      ['POST', '/sport-integration/session/create', undefined, false],
      ['POST', '/sport-integration/session/create/test', undefined, false],
      ['POST', `/sport-integration/ticket/${mine.json.id}/cashout/quote`, undefined, false],
      ['POST', `/sport-integration/ticket/${mine.json.id}/cashout`, { quote_id: 'x' }, true],
    ];
    for (const [method, path, payload, keyed] of calls) {
      expect((await call(method, path, { body: payload, key: keyed ? key('guest') : undefined })).status, path).toBe(401);
      for (const token of [agent, cashier]) {
        const answer = await call(method, path, { token, body: payload, key: keyed ? key('role') : undefined });
        expect(answer.status, path).toBe(403);
        expect(answer.json.code).toBe('permission_denied');
      }
    }
    expect((await call('POST', '/sport-integration/ticket/status', { token: other, body: { ticket_id: mine.json.ticketId } })).status).toBe(404);
    expect((await call('POST', `/sport-integration/ticket/${mine.json.id}/cashout/quote`, { token: other })).status).toBe(404);
    expect((await call('GET', `/sport-integration/${mine.json.id}/subbet/`, { token: other })).status).toBe(404);
  });
});

describe('quarter lines', () => {
  it('settles an Asian quarter line half-won (half the stake at the price, half back) and half-lost (half back)', async () => {
    const db = sb.sandbox.context.db;
    const list = await call('GET', '/api/sportsbook/events?section=prematch&sport=1&limit=20');
    let event: Event | undefined;
    for (const item of list.json.items as Event[]) {
      const one = (await call('GET', `/api/sportsbook/events/${item.id}`)).json.event as Event;
      if (one.markets.some((market) => market.type === 'total' && Number(market.line) === 2.75 && market.status === 'open' && market.outcomes.every((outcome) => outcome.status === 'open'))) {
        event = one;
        break;
      }
    }
    if (!event) throw new Error('No football event with an open total 2.75');
    const market = event.markets.find((candidate) => candidate.type === 'total' && Number(candidate.line) === 2.75)!;
    const [over, under] = market.outcomes;
    const eventId = event.id;
    const pick = (outcome: typeof over) => [{ event_id: String(eventId), market_id: String(market.id), outcome_id: String(outcome.id), odd: outcome.price }];
    const halfWon = await place({ type: 'single', stake: '10.00', selections: pick(over), odds_policy: 'accept-any' });
    const halfLost = await place({ type: 'single', stake: '10.00', selections: pick(under), odds_policy: 'accept-any' });
    expect([halfWon.status, halfLost.status]).toEqual([200, 200]);
    // Three goals: over 2.75 is over 2.5 (won) and over 3 (a push).
    await db.run("UPDATE sportsbook_outcomes SET status = 'settled', result = CASE WHEN id = ? THEN 'half-won' ELSE 'half-lost' END WHERE market_id = ?", [over.id, market.id]);
    await db.run("UPDATE sportsbook_events SET status = 'ended' WHERE id = ?", [eventId]);
    const status = async (ticketId: string) => (await call('POST', '/sport-integration/ticket/status', { token: player, body: { ticket_id: ticketId } })).json;
    const price = Math.round(Number(over.price) * 100);
    expect(await status(halfWon.json.ticketId)).toMatchObject({ status: 'Winner', amountOut: (Math.floor((1000 * (price + 100)) / 200) / 100).toFixed(2), selections: [{ result: 'half-won' }] });
    expect(await status(halfLost.json.ticketId)).toMatchObject({ status: 'Loser', amountOut: '5.00', selections: [{ result: 'half-lost' }] });
    const sub = await call('GET', `/sport-integration/${halfWon.json.id}/subbet/`, { token: player });
    expect(sub.json.outcomes[0]).toMatchObject({ status: 'Winner', result: 'half-won', market: 'total 2.75' });
  });
});

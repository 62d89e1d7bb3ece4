import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Event } from '../../generated/sportsbook/sportsbook.schemas.ts';
import { parseMoney } from '../money.ts';
import type { CallResult } from '../testing.ts';
import { findUserByUsername } from '../users.ts';
import { sportsbookBackends, sportsbookTestSandbox, type SportsbookTestSandbox } from './testing.ts';

// docs/product.md §5 "Edit bet" (sandbox/sportsbook/edit.ts): an open accumulator cashed out and placed again as a
// new ticket in one transaction, or left as it was. On a feed pinned to a Saturday evening, moved by the test.
const start = Date.UTC(2026, 10, 14, 18, 20);
const toMinor = (money: string) => parseMoney(money)!;

interface Pick {
  event_id: string;
  market_id: string;
  outcome_id: string;
  odd: string;
}

async function prematchPicks(sb: SportsbookTestSandbox, count: number): Promise<Pick[]> {
  const answer = await sb.sandbox.call('GET', '/api/sportsbook/events?section=prematch&markets=match-result,match-winner&limit=60');
  return (answer.json.items as Event[])
    .map((event) => ({ event, market: event.markets.find((market) => market.status === 'open' && market.outcomes.every((outcome) => outcome.status === 'open')) }))
    .filter((pick) => pick.market)
    .slice(0, count)
    .map(({ event, market }) => ({ event_id: String(event.id), market_id: String(market!.id), outcome_id: String(market!.outcomes[0].id), odd: market!.outcomes[0].price }));
}

/** A caller bound to one sandbox, with fresh Idempotency-Keys and a funded player of its own. */
function calls(sb: SportsbookTestSandbox) {
  let players = 0;
  const call = (method: string, path: string, options: { token?: string; body?: unknown; key?: string; network?: boolean } = {}) =>
    sb.sandbox.call(method, path, { token: options.token, body: options.body, headers: options.key ? { 'Idempotency-Key': options.key } : {}, network: options.network });
  return {
    call,
    /** A fresh player with `cash` in the wallet, signed in. */
    async player(cash: string) {
      const username = `editor${++players}${Math.random().toString(36).slice(2, 6)}`;
      const registered = await sb.sandbox.register({ body: { username, email: `${username}@example.test`, password: 'Abc#123x', terms_accepted: true } });
      expect(registered.status).toBe(202);
      const id = (await findUserByUsername(sb.sandbox.context.db, username))!.id;
      await sb.sandbox.context.ledger.credit(id, 'cash', toMinor(cash), { reason: 'test-funding', idempotencyKey: `fund-${username}` });
      const { access } = await sb.sandbox.login(username, 'Abc#123x');
      return { id, access };
    },
    place: (token: string, picks: Pick[], stake: string, extra: object = {}) =>
      call('POST', '/sport-integration/ticket/placement', { token, body: { type: picks.length > 1 ? 'accumulator' : 'single', stake, selections: picks, odds_policy: 'accept-any', ...extra }, key: crypto.randomUUID() }),
    quote: (token: string, ticketId: number, body: { keep: number[]; add: Pick[]; stake_change: string }) => call('POST', `/sport-integration/ticket/${ticketId}/edit/quote`, { token, body }),
    edit: (token: string, ticketId: number, quoteId: string, key: string = crypto.randomUUID(), network = false) =>
      call('POST', `/sport-integration/ticket/${ticketId}/edit`, { token, body: { quote_id: quoteId }, key, network }),
    cash: async (userId: number) => (await sb.sandbox.context.ledger.balances(userId)).cashMinor,
    ticketsOf: async (userId: number) => (await sb.sandbox.context.db.all<{ status: string }>('SELECT status FROM sport_tickets WHERE user_id = ? ORDER BY id', [userId])).map((row) => row.status),
  };
}

describe('editing an open accumulator', () => {
  let sb: SportsbookTestSandbox;
  let api: ReturnType<typeof calls>;
  let picks: Pick[];

  beforeAll(async () => {
    sb = await sportsbookTestSandbox(start);
    api = calls(sb);
    picks = await prematchPicks(sb, 6);
  }, 120_000);
  afterAll(() => sb?.sandbox.dispose());

  it('removes a leg, adds one and raises the stake: the old ticket cashed out, the new one placed with the value plus the change', async () => {
    const { id, access } = await api.player('50');
    const old = (await api.place(access, picks.slice(0, 3), '10.00')).json;
    const [first, second] = picks;
    const quote = await api.quote(access, old.id, { keep: [Number(first.outcome_id), Number(second.outcome_id)], add: [picks[3]], stake_change: '5.00' });
    expect(quote.status).toBe(200);
    // Prices unchanged since placement: the cash-out value is the stake less the 5 % margin.
    expect(quote.json).toMatchObject({ ticketId: old.ticketId, cashOut: '9.50', stakeChange: '5.00', stake: '14.50' });
    expect(quote.json.selections.map((leg: { outcomeId: number; kept: boolean }) => [leg.outcomeId, leg.kept])).toEqual([
      [Number(first.outcome_id), true],
      [Number(second.outcome_id), true],
      [Number(picks[3].outcome_id), false],
    ]);
    const product = [first, second, picks[3]].reduce((total, pick) => (total * toMinor(pick.odd)) / 100, 1450);
    expect(toMinor(quote.json.potentialWin)).toBe(Math.floor(product));

    const before = await api.cash(id);
    const key = crypto.randomUUID();
    const edited = await api.edit(access, old.id, quote.json.quoteId, key);
    expect(edited.status).toBe(200);
    expect(edited.json.cashedOut).toBe('9.50');
    expect(edited.json.ticket).toMatchObject({ status: 'Wait', acceptance: 'accepted', type: 'accumulator', stake: '14.50', potentialWin: quote.json.potentialWin, editedFrom: old.ticketCode });
    expect(edited.json.ticket.selections.map((leg: { outcomeId: number }) => leg.outcomeId)).toEqual(quote.json.selections.map((leg: { outcomeId: number }) => leg.outcomeId));
    expect(edited.json.ticket.edits).toEqual([
      expect.objectContaining({ fromTicketCode: old.ticketCode, cashOut: '9.50', stakeChange: '5.00', removed: [old.selections[2].eventName], added: [edited.json.ticket.selections[2].eventName] }),
    ]);
    // 9.50 credited by the cash-out, 14.50 debited by the new ticket: the player paid the 5.00 added.
    expect(await api.cash(id)).toBe(before - 500);
    expect(await api.ticketsOf(id)).toEqual(['Cashout', 'Wait']);
    const rows = await sb.sandbox.context.ledger.entries(id, { limit: 2 });
    expect(rows.map((row) => [row.reason, row.amountMinor])).toEqual([
      ['sport-bet', -1450],
      ['sport-cashout', 950],
    ]);

    // A resend of the same request is the first answer; the old ticket can be neither edited nor quoted again.
    const replay = await api.edit(access, old.id, quote.json.quoteId, key);
    expect(replay.headers.get('Idempotent-Replayed')).toBe('true');
    expect(replay.json.ticket.id).toBe(edited.json.ticket.id);
    expect((await api.edit(access, old.id, quote.json.quoteId)).json.code).toBe('edit_quote_not_found');
    expect((await api.quote(access, old.id, { keep: [], add: [picks[4], picks[5]], stake_change: '0' })).json.code).toBe('ticket_not_open');
    expect(await api.cash(id)).toBe(before - 500);

    // The new ticket is edited in turn: its history keeps both edits, oldest first.
    const again = (await api.quote(access, edited.json.ticket.id, { keep: [Number(first.outcome_id), Number(picks[3].outcome_id)], add: [], stake_change: '-4.00' })).json;
    const twice = await api.edit(access, edited.json.ticket.id, again.quoteId);
    expect(twice.status).toBe(200);
    expect(twice.json.ticket.edits.map((edit: { fromTicketCode: string; stakeChange: string }) => [edit.fromTicketCode, edit.stakeChange])).toEqual([
      [old.ticketCode, '5.00'],
      [edited.json.ticket.ticketCode, '-4.00'],
    ]);
    // A negative change goes back to the balance: the cash-out credited, less the new stake.
    expect(await api.cash(id)).toBe(before - 500 + 400);
  });

  it('changes nothing when the quote expired, a price moved, or the new ticket breaks a placement rule', async () => {
    const { id, access } = await api.player('12');
    const old = (await api.place(access, picks.slice(0, 2), '10.00')).json;
    const keep = [Number(picks[0].outcome_id)];
    const state = async () => ({ cash: await api.cash(id), tickets: await api.ticketsOf(id) });
    const untouched = await state();
    expect(untouched).toEqual({ cash: 200, tickets: ['Wait'] });

    // Expired: the cash-out value and the new prices expire together, on the sandbox clock.
    const expiring = (await api.quote(access, old.id, { keep, add: [picks[2]], stake_change: '0' })).json;
    sb.sandbox.clock.advance(10_001);
    const expired = await api.edit(access, old.id, expiring.quoteId);
    expect(expired.status).toBe(409);
    expect(expired.json.code).toBe('edit_quote_expired');
    expect(await state()).toEqual(untouched);

    // An added leg's price moves between the quote and the confirmation.
    const moving = (await api.quote(access, old.id, { keep, add: [picks[2]], stake_change: '0' })).json;
    await sb.sandbox.context.db.run('UPDATE sportsbook_outcomes SET price = price + 10 WHERE id = ?', [Number(picks[2].outcome_id)]);
    try {
      const moved = await api.edit(access, old.id, moving.quoteId);
      expect(moved.status).toBe(409);
      expect(moved.json).toMatchObject({ code: 'edit_quote_changed', selections: [expect.objectContaining({ outcomeId: Number(picks[2].outcome_id) })] });
      expect(await state()).toEqual(untouched);
    } finally {
      await sb.sandbox.context.db.run('UPDATE sportsbook_outcomes SET price = price - 10 WHERE id = ?', [Number(picks[2].outcome_id)]);
    }

    // A kept leg's price moves: the cash-out value is not the one quoted.
    const valued = (await api.quote(access, old.id, { keep, add: [picks[2]], stake_change: '0' })).json;
    await sb.sandbox.context.db.run('UPDATE sportsbook_outcomes SET price = price + 20 WHERE id = ?', [Number(picks[1].outcome_id)]);
    try {
      expect((await api.edit(access, old.id, valued.quoteId)).json.code).toBe('edit_quote_changed');
      expect(await state()).toEqual(untouched);
    } finally {
      await sb.sandbox.context.db.run('UPDATE sportsbook_outcomes SET price = price - 20 WHERE id = ?', [Number(picks[1].outcome_id)]);
    }

    // The change is more than the balance: the placement refuses after the cash-out was credited, and both are undone.
    const greedy = (await api.quote(access, old.id, { keep, add: [picks[2]], stake_change: '11.00' })).json;
    const broke = await api.edit(access, old.id, greedy.quoteId);
    expect(broke.status).toBe(422);
    expect(broke.json.code).toBe('not_enough_money');
    expect(await state()).toEqual(untouched);
    expect((await sb.sandbox.context.ledger.entries(id, { limit: 1 }))[0].reason).toBe('sport-bet');

    // Stake rules are the placement's, shown on the quote already.
    expect((await api.quote(access, old.id, { keep, add: [picks[2]], stake_change: '-9.45' })).json).toMatchObject({ code: 'stake_too_low' });
    expect((await api.quote(access, old.id, { keep, add: [picks[2]], stake_change: '-9.50' })).json).toMatchObject({ code: 'validation_error', errors: [{ field: 'stake_change' }] });
    expect((await api.quote(access, old.id, { keep: [Number(picks[0].outcome_id), Number(picks[1].outcome_id)], add: [], stake_change: '0' })).json.code).toBe('edit_changes_nothing');
    expect((await api.quote(access, old.id, { keep: [Number(picks[5].outcome_id)], add: [], stake_change: '0' })).json).toMatchObject({ code: 'validation_error', errors: [{ field: 'keep' }] });
    expect((await api.quote(access, old.id, { keep, add: [{ ...picks[2], odd: 'x' }], stake_change: '0' })).status).toBe(400);
    expect(await state()).toEqual(untouched);
  });

  it('is not offered where cash-out is not: a free bet, a bet builder, a suspended leg; nor on a single', async () => {
    const { access } = await sb.sandbox.login('player1');
    const body = { keep: [], add: [picks[4], picks[5]], stake_change: '0' };
    const free = (await api.place(access, picks.slice(0, 2), '1.00', { wallet: 'bonus' })).json;
    expect((await api.quote(access, free.id, body)).json.code).toBe('free_bet_not_sellable');
    const builder = (await api.place(access, picks.slice(0, 2), '1.00')).json;
    await sb.sandbox.context.db.run('UPDATE sportsbook_tickets SET builder_price = 400 WHERE ticket_row_id = ?', [builder.id]);
    expect((await api.quote(access, builder.id, body)).json.code).toBe('cashout_unavailable');
    const suspended = (await api.place(access, picks.slice(2, 4), '1.00')).json;
    await sb.sandbox.context.db.run("UPDATE sportsbook_markets SET status = 'suspended' WHERE id = ?", [Number(picks[3].market_id)]);
    try {
      expect((await api.quote(access, suspended.id, body)).json.code).toBe('cashout_unavailable');
    } finally {
      await sb.sandbox.context.db.run("UPDATE sportsbook_markets SET status = 'open' WHERE id = ?", [Number(picks[3].market_id)]);
    }
    const single = (await api.place(access, picks.slice(0, 1), '1.00')).json;
    expect((await api.quote(access, single.id, body)).json.code).toBe('ticket_not_editable');
  });

  it('answers a guest 401, an agent or a cashier 403, and another player 404 as if the ticket did not exist', async () => {
    const { access } = await api.player('5');
    const ticket = (await api.place(access, picks.slice(0, 2), '2.00')).json;
    const quote = (await api.quote(access, ticket.id, { keep: [Number(picks[0].outcome_id)], add: [], stake_change: '0' })).json;
    const quoteBody = { keep: [], add: [picks[2], picks[3]], stake_change: '0' };
    expect((await api.quote('', ticket.id, quoteBody)).status).toBe(401);
    expect((await api.edit('', ticket.id, quote.quoteId)).status).toBe(401);
    for (const staff of ['agent1', 'cashier1']) {
      const token = (await sb.sandbox.login(staff)).access;
      expect((await api.quote(token, ticket.id, quoteBody)).status, staff).toBe(403);
      expect((await api.edit(token, ticket.id, quote.quoteId)).status, staff).toBe(403);
    }
    const other = (await api.player('5')).access;
    expect((await api.quote(other, ticket.id, quoteBody)).status).toBe(404);
    expect((await api.edit(other, ticket.id, quote.quoteId)).status).toBe(404);
    expect((await sb.sandbox.call('POST', `/sport-integration/ticket/${ticket.id}/edit`, { token: access, body: { quote_id: quote.quoteId } })).json.code).toBe('idempotency_key_required');
  });
});

const backends = sportsbookBackends(start);

describe.each(backends)('edits under simultaneous requests: $name', (backend) => {
  let sb: SportsbookTestSandbox;
  let stop: () => Promise<void>;
  let api: ReturnType<typeof calls>;
  let picks: Pick[];

  beforeAll(async () => {
    ({ sb, stop } = await backend.start());
    api = calls(sb);
    picks = await prematchPicks(sb, 4);
  }, 240_000);
  afterAll(() => stop?.());

  const statuses = (results: CallResult[]) => results.reduce<Record<number, number>>((counts, result) => ({ ...counts, [result.status]: (counts[result.status] ?? 0) + 1 }), {});

  it('carries out one of 20 simultaneous edits of one ticket (20 live quotes, 20 keys): one cash-out, one new ticket, or neither', async () => {
    const { id, access } = await api.player('30');
    const old = (await api.place(access, picks.slice(0, 3), '10.00')).json;
    const quotes = [];
    for (let index = 0; index < 20; index += 1) {
      quotes.push((await api.quote(access, old.id, { keep: [Number(picks[0].outcome_id)], add: [picks[3]], stake_change: '1.00' })).json);
    }
    const results = await Promise.all(quotes.map((quote) => api.edit(access, old.id, quote.quoteId, crypto.randomUUID(), true)));
    expect(statuses(results)[200]).toBe(1);
    // The others are refused as the ticket is no longer open, their quotes gone with it: nothing else moved.
    expect(new Set(results.filter((result) => result.status !== 200).map((result) => result.json.code))).toEqual(new Set(['edit_quote_not_found']));
    const winner = results.find((result) => result.status === 200)!;
    expect(winner.json.ticket.stake).toBe('10.50');
    expect(await api.ticketsOf(id)).toEqual(['Cashout', 'Wait']);
    expect(await api.cash(id)).toBe(2000 + 950 - 1050);
    const edits = await sb.sandbox.context.db.all<{ n: number }>('SELECT COUNT(*) AS n FROM sportsbook_ticket_edits WHERE user_id = ?', [id]);
    expect(Number(edits[0].n)).toBe(1);
  }, 120_000);

  it('carries out one edit for 20 simultaneous copies of one request (one Idempotency-Key)', async () => {
    const { id, access } = await api.player('30');
    const old = (await api.place(access, picks.slice(0, 2), '10.00')).json;
    const quote = (await api.quote(access, old.id, { keep: [Number(picks[0].outcome_id)], add: [picks[2]], stake_change: '-1.00' })).json;
    const key = crypto.randomUUID();
    const results = await Promise.all(Array.from({ length: 20 }, () => api.edit(access, old.id, quote.quoteId, key, true)));
    const done = results.filter((result) => result.status === 200);
    expect(done.length).toBeGreaterThanOrEqual(1);
    expect(results.every((result) => result.status === 200 || result.json.code === 'idempotency_request_in_progress')).toBe(true);
    expect(new Set(done.map((result) => result.json.ticket.id)).size).toBe(1);
    expect(await api.ticketsOf(id)).toEqual(['Cashout', 'Wait']);
    expect(await api.cash(id)).toBe(2000 + 100);
  }, 120_000);
});

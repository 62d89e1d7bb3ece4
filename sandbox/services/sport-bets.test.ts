import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sportsbookTestSandbox, type SportsbookTestSandbox } from '../sportsbook/testing.ts';

// The seeded player's bet history (sandbox/services/sport-bets.ts): its open tickets are tickets of the sandbox's
// sportsbook, so the open bets (docs/product.md §5 My bets) read their status and offer a cash-out like any other.
const start = Date.UTC(2026, 10, 14, 18, 20);
let sb: SportsbookTestSandbox;
let player: string;

beforeAll(async () => {
  sb = await sportsbookTestSandbox(start);
  player = (await sb.sandbox.login('player1')).access;
}, 120_000);
afterAll(() => sb?.sandbox.dispose());

describe("the seeded player's open tickets", () => {
  it('have a status, legs on the feed, and the paid one a cash-out quote; the free bet none', async () => {
    const history = await sb.sandbox.call('GET', '/sport-integration/betshistory/?page_size=50', { token: player });
    expect(history.json.count).toBe(5);
    const open = (history.json.results as { id: number; ticketId: string; status: string; isFreeBet: boolean }[]).filter((row) => row.status === 'Wait');
    expect(open).toHaveLength(2);
    for (const row of open) {
      const status = await sb.sandbox.call('POST', '/sport-integration/ticket/status', { token: player, body: { ticket_id: row.ticketId } });
      expect(status.status).toBe(200);
      expect(status.json).toMatchObject({ ticketId: row.ticketId, status: 'Wait', acceptance: 'accepted', isFreeBet: row.isFreeBet });
      expect(status.json.selections).toHaveLength(1);
      const subBets = await sb.sandbox.call('GET', `/sport-integration/${row.id}/subbet/`, { token: player });
      expect(subBets.json.events[0].name).toBe(status.json.selections[0].eventName);
    }
    const paid = open.find((row) => !row.isFreeBet)!;
    const quote = await sb.sandbox.call('POST', `/sport-integration/ticket/${paid.id}/cashout/quote`, { token: player });
    expect(quote.status).toBe(200);
    expect(Number(quote.json.amount)).toBeGreaterThan(0);
    const free = open.find((row) => row.isFreeBet)!;
    expect((await sb.sandbox.call('POST', `/sport-integration/ticket/${free.id}/cashout/quote`, { token: player })).status).toBe(403);
  });
});

import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Event } from '../../generated/sportsbook/sportsbook.schemas.ts';
import { sportsbookTestSandbox, type SportsbookTestSandbox } from './testing.ts';

// Bad input on the ticket calls (sandbox/sportsbook/bets.ts): random and mutated bodies get a 4xx JSON answer
// with a code, never a 500 and never a stack trace.
const start = Date.UTC(2026, 10, 14, 18, 20);
let sb: SportsbookTestSandbox;
let player: string;
let example: Record<string, Record<string, unknown>>;
let ticketRowId = 0;

beforeAll(async () => {
  sb = await sportsbookTestSandbox(start);
  player = (await sb.sandbox.login('player1')).access;
  const events = (await sb.sandbox.call('GET', '/api/sportsbook/events?section=prematch&markets=match-result&limit=10')).json.items as Event[];
  const event = events.find((candidate) => candidate.markets.some((market) => market.status === 'open'))!;
  const market = event.markets.find((candidate) => candidate.status === 'open')!;
  const selection = { event_id: String(event.id), market_id: String(market.id), outcome_id: String(market.outcomes[0].id), odd: market.outcomes[0].price };
  const placement = { type: 'single', stake: '0.10', selections: [selection], odds_policy: 'accept-any' };
  const placed = await sb.sandbox.call('POST', '/sport-integration/ticket/placement', { token: player, body: placement, headers: { 'Idempotency-Key': 'fuzz-seed-ticket' } });
  ticketRowId = placed.json.id;
  example = {
    placement,
    status: { ticket_id: placed.json.ticketId },
    cashout: { quote_id: 'not-a-quote', amount: '0.10' },
    booking: { selections: [selection] },
    session: { lang: 'fr-fr', platform: 'desktop' },
    balance: { token: 'x' },
  };
}, 120_000);
afterAll(() => sb?.sandbox.dispose());

const fieldValue = fc.oneof(fc.string({ maxLength: 30 }), fc.integer(), fc.double(), fc.boolean(), fc.constant(null), fc.constantFrom('-1', '1e9', '0.001', '1,5', '١٢', '999999999999999999999', '\u0000'), fc.array(fc.string(), { maxLength: 3 }), fc.object({ maxDepth: 1 }));

function bodies(base: Record<string, unknown>) {
  const keys = Object.keys(base);
  const mutated = fc.record({ key: fc.constantFrom(...keys, 'unknown_key'), value: fieldValue, drop: fc.boolean() }).map(({ key, value, drop }) => {
    const body: Record<string, unknown> = { ...base };
    if (drop) delete body[key];
    else body[key] = value;
    return JSON.stringify(body);
  });
  const selectionMutated = fc.record({ key: fc.constantFrom('event_id', 'market_id', 'outcome_id', 'odd'), value: fieldValue }).map(({ key, value }) => {
    const selections = base.selections as Record<string, unknown>[] | undefined;
    return JSON.stringify({ ...base, selections: selections ? [{ ...selections[0], [key]: value }] : value });
  });
  return fc.oneof(
    { arbitrary: mutated, weight: 6 },
    { arbitrary: selectionMutated, weight: 3 },
    { arbitrary: fc.jsonValue({ maxDepth: 3 }).map((value) => JSON.stringify(value) ?? ''), weight: 2 },
    { arbitrary: fc.string({ maxLength: 120 }), weight: 1 },
  );
}

const endpoints: [string, string, boolean][] = [
  ['placement', '/sport-integration/ticket/placement', true],
  ['status', '/sport-integration/ticket/status', false],
  ['cashout', '/sport-integration/ticket/{id}/cashout', true],
  ['booking', '/sport-integration/booking/', false],
  ['session', '/sport-integration/session/create', false],
  ['balance', '/sport-integration/player/balance', false],
];

describe('ticket calls under random bodies', () => {
  it.each(endpoints)('%s: 150 random bodies, never a 500, always JSON with a code', async (name, rawPath, keyed) => {
    const path = rawPath.replace('{id}', String(ticketRowId));
    let runs = 0;
    await fc.assert(
      fc.asyncProperty(bodies(example[name]), async (text) => {
        runs += 1;
        const headers: Record<string, string> = { 'Content-Type': 'application/json' };
        if (keyed) headers['Idempotency-Key'] = `fuzz-${name}-${runs}-${Math.random().toString(36).slice(2, 8)}`;
        const result = await sb.sandbox.call('POST', path, { rawBody: text, headers, token: player });
        const where = `${name} ${text.slice(0, 120)} -> ${result.status} ${result.text.slice(0, 200)}`;
        expect(result.status, where).toBeLessThan(500);
        expect(result.json, where).toBeTypeOf('object');
        if (result.status >= 400) expect(typeof result.json.code, where).toBe('string');
        expect(result.text, where).not.toMatch(/\n\s+at |Error: /);
      }),
      { numRuns: 150 },
    );
  }, 120_000);
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Event } from '../../generated/sportsbook/sportsbook.schemas.ts';
import { throttlePolicies } from '../auth/throttle.ts';
import { bookingCodePurgeAfterMs } from '../sportsbook/booking-codes.ts';
import { sportsbookTestSandbox, type SportsbookTestSandbox } from '../sportsbook/testing.ts';
import type { CallResult } from '../testing.ts';

// §5 Bounds, the limits an attacker met: registrations per address (with an answer that does not tell which
// names and addresses are taken), referral-code guesses, booking codes. Each over a real server, as the attacker's
// requests and as an honest client's beside them: TRUST_PROXY=1, so X-Forwarded-For names the client.
const start = Date.UTC(2026, 10, 14, 18, 20);
const password = 'Abc#123x';
let sb: SportsbookTestSandbox;

beforeAll(async () => {
  sb = await sportsbookTestSandbox(start, {}, { trustProxy: 1, registrationsPerAddressPerHour: throttlePolicies.registrationAddress.free });
}, 120_000);
afterAll(() => sb?.sandbox.dispose());

const from = (address: string, method: string, path: string, options: { body?: unknown; token?: string } = {}) =>
  sb.sandbox.call(method, path, { ...options, network: true, headers: { 'X-Forwarded-For': address } });
const register = (address: string, username: string, email = `${username}@example.test`) =>
  from(address, 'POST', '/api/accounts/registration/', { body: { username, email, password, terms_accepted: true } });
const outbox = async (to: string) => (await sb.sandbox.call('GET', `/sandbox/outbox?to=${encodeURIComponent(to)}&limit=5`)).json.items as { kind: string }[];

function expectRateLimited(result: CallResult): void {
  expect(result.status, result.text).toBe(429);
  expect(result.json.code).toBe('rate_limited');
  expect(Number(result.headers.get('Retry-After'))).toBeGreaterThan(0);
}

describe('registration', () => {
  it('takes a few registrations an hour from one address, then 429 with Retry-After, while another address registers', async () => {
    const perHour = throttlePolicies.registrationAddress.free;
    for (let index = 1; index <= perHour; index += 1) expect((await register('198.51.100.7', `farm${index}`)).status).toBe(202);
    const refused = await register('198.51.100.7', 'farm-extra');
    expectRateLimited(refused);
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(3_500);
    expect((await register('203.0.113.20', 'honest')).status).toBe(202);
    // An hour later the address may register again.
    sb.sandbox.clock.advance(throttlePolicies.registrationAddress.lockMs);
    expect((await register('198.51.100.7', 'farm-later')).status).toBe(202);
  });

  it('answers a free and a taken username or e-mail with the same bytes, signs nobody in, and tells only the address, by e-mail', async () => {
    const fresh = await register('203.0.113.30', 'newcomer', 'same@example.test');
    const takenName = await register('203.0.113.31', 'player1', 'same@example.test');
    const takenEmail = await register('203.0.113.32', 'newcomer', 'player1@example.test');
    const takenBoth = await register('203.0.113.33', 'player1', 'player1@example.test');
    // §5 Registration: status, body and headers are the same over the network (the Date header aside, which tells the time only).
    const seen = (answer: CallResult) => ({
      status: answer.status,
      body: answer.text,
      headers: [...answer.headers.entries()].filter(([name]) => name !== 'date'),
    });
    expect(fresh.status).toBe(202);
    expect(fresh.json).toEqual({ detail: expect.any(String) });
    for (const answer of [takenName, takenEmail, takenBoth]) expect(seen(answer)).toEqual(seen(fresh));
    // Nobody is signed in by registering: the new name and password sign in to nothing until the link is opened.
    expect((await sb.sandbox.call('POST', '/api/accounts/login/', { body: { username: 'newcomer', password } })).status).toBe(401);
    const mails = await outbox('same@example.test');
    expect(mails.map((mail) => mail.kind)).toEqual(['registration-username-taken', 'registration']);
    expect((await outbox('player1@example.test')).slice(0, 2).map((mail) => mail.kind)).toEqual(['registration-email-taken', 'registration-email-taken']);
  });
});

describe('referral activation', () => {
  it('locks a guesser after 5 wrong codes, with Retry-After, while another player activates the real code', async () => {
    expect((await sb.sandbox.register({ body: { username: 'guesser', email: 'guesser@example.test', password, terms_accepted: true } })).status).toBe(202);
    const guesser = (await sb.sandbox.login('guesser', password)).access;
    const guesses: number[] = [];
    for (let attempt = 1; attempt <= throttlePolicies.referralAccount.free; attempt += 1) {
      guesses.push((await from('198.51.100.9', 'POST', '/api/referral/activate/', { token: guesser, body: { code: `GUESS-${attempt}` } })).status);
    }
    expect(guesses).toEqual(Array(throttlePolicies.referralAccount.free).fill(404));
    // The right code is refused too while the guesser waits: a guess tells nothing.
    expectRateLimited(await from('198.51.100.9', 'POST', '/api/referral/activate/', { token: guesser, body: { code: 'FRIEND-TN-2026' } }));

    const honest = (await sb.sandbox.login('player1')).access;
    expect((await from('203.0.113.40', 'POST', '/api/referral/activate/', { token: honest, body: { code: 'friend-tn-2026' } })).status).toBe(200);

    sb.sandbox.clock.advance(throttlePolicies.referralAccount.backoffBaseMs);
    expect((await from('198.51.100.9', 'POST', '/api/referral/activate/', { token: guesser, body: { code: 'FRIEND-TN-2026' } })).status).toBe(200);
  });

  it('still answers a guest 401', async () => {
    expect((await from('198.51.100.9', 'POST', '/api/referral/activate/', { body: { code: 'FRIEND-TN-2026' } })).status).toBe(401);
  });
});

describe('booking codes', () => {
  let picks: { event_id: string; market_id: string; outcome_id: string; odd: string }[] = [];
  beforeAll(async () => {
    const events = (await sb.sandbox.call('GET', '/api/sportsbook/events?section=prematch&markets=match-result,match-winner&limit=200')).json.items as Event[];
    picks = events.flatMap((event) =>
      event.markets.filter((market) => market.status === 'open').flatMap((market) => market.outcomes.map((outcome) => ({ event_id: String(event.id), market_id: String(market.id), outcome_id: String(outcome.id), odd: outcome.price }))),
    );
  });
  const book = (address: string, selections: typeof picks) => from(address, 'POST', '/sport-integration/booking/', { body: { selections } });

  it('gives the same slip the same code, without counting it again', async () => {
    const first = await book('203.0.113.50', [picks[0], picks[3]]);
    expect(first.status).toBe(200);
    for (let again = 0; again < throttlePolicies.bookingAddress.free + 5; again += 1) {
      // The same selections in another order are the same slip.
      const same = await book('203.0.113.50', again % 2 === 0 ? [picks[3], picks[0]] : [picks[0], picks[3]]);
      expect(same.json).toEqual(first.json);
    }
    expect((await book('203.0.113.50', [picks[1]])).status).toBe(200);
  });

  it('books a limited number of new codes per address, then 429 with Retry-After, while another address books', async () => {
    const free = throttlePolicies.bookingAddress.free;
    for (let index = 0; index < free; index += 1) expect((await book('198.51.100.11', [picks[10 + index]])).status).toBe(200);
    expectRateLimited(await book('198.51.100.11', [picks[10 + free]]));
    expect((await book('203.0.113.51', [picks[10 + free]])).status).toBe(200);
  });

  it('answers "expired" for a day after a code expires, then purges it', async () => {
    expect((await sb.sandbox.call('PUT', '/sandbox/sportsbook/bets/settings', { body: { bookingCodeTtlMs: 60_000 } })).status).toBe(200);
    const code = (await book('203.0.113.52', [picks[100]])).json.code as string;
    sb.sandbox.clock.advance(120_000);
    expect((await sb.sandbox.call('GET', `/sport-integration/booking/${code}`)).json.code).toBe('booking_code_expired');
    // An expired slip booked again gets a new code.
    const renewed = (await book('203.0.113.52', [picks[100]])).json.code as string;
    expect(renewed).not.toBe(code);
    sb.sandbox.clock.advance(bookingCodePurgeAfterMs + 120_000);
    expect((await book('203.0.113.52', [picks[101]])).status).toBe(200);
    expect((await sb.sandbox.context.db.get<{ total: number }>('SELECT COUNT(*) AS total FROM sportsbook_booking_codes WHERE code IN (?, ?)', [code, renewed]))!.total).toBe(0);
    expect((await sb.sandbox.call('GET', `/sport-integration/booking/${code}`)).json.code).toBe('booking_code_not_found');
  });
});

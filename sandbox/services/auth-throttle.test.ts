import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { hashingLimits } from '../auth/passwords.ts';
import { throttlePolicies } from '../auth/throttle.ts';
import { createTestSandbox, type CallResult, type TestSandbox } from '../testing.ts';

// §5 Sign-in throttle: 46 wrong passwords a second were accepted without limit, and after 1 090 wrong guesses the
// right one still signed in. Times move with the sandbox clock, never by sleeping.
const password = 'Abc#123x';
const minute = 60_000;

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await createTestSandbox();
});
afterAll(() => sandbox.dispose());

async function register(target: TestSandbox, username: string): Promise<void> {
  const created = await target.register({ body: { username, email: `${username}@example.test`, password, terms_accepted: true } });
  expect(created.status, created.text).toBe(202);
}

const signIn = (username: string, secret: string, options: { network?: boolean; headers?: Record<string, string> } = {}, target = sandbox) =>
  target.call('POST', '/api/accounts/login/', { body: { username, password: secret }, ...options });

/** The 429 answer: Retry-After in seconds, and the same moment as an ISO date-time in the body. */
function expectLocked(result: CallResult, target: TestSandbox, waitMs: number): void {
  expect(result.status, result.text).toBe(429);
  expect(result.json.code).toBe('rate_limited');
  // Real time passes during a long test: the wait may have run a few seconds already.
  const seconds = Number(result.headers.get('Retry-After'));
  expect(seconds).toBeLessThanOrEqual(waitMs / 1000);
  expect(seconds).toBeGreaterThan(waitMs / 1000 - 10);
  expect(Math.abs(Date.parse(result.json.retryAfter) - (target.clock.now() + seconds * 1000))).toBeLessThan(1500);
}

describe('sign-in throttle per account', () => {
  it('answers 5 wrong passwords 401, then 429 with Retry-After even for the right password, until the back-off has passed', async () => {
    await register(sandbox, 'guessed');
    for (let attempt = 1; attempt <= 5; attempt += 1) expect((await signIn('guessed', `wrong-${attempt}`)).json.code).toBe('no_active_account');
    // The right password is refused too while the account waits: a guesser learns nothing.
    expectLocked(await signIn('guessed', password), sandbox, 30_000);
    expectLocked(await signIn('guessed', 'wrong-6'), sandbox, 30_000);
    sandbox.clock.advance(30_000);
    expect((await signIn('guessed', password)).status).toBe(200);
    // The right password started the account again from zero.
    for (let attempt = 1; attempt <= 5; attempt += 1) expect((await signIn('guessed', `again-${attempt}`)).status).toBe(401);
    expect((await signIn('guessed', password)).status).toBe(429);
  });

  it('doubles the wait from the 5th failure and locks for 30 minutes from the 10th; the lock ends on the clock', async () => {
    await register(sandbox, 'locked');
    const waits: number[] = [];
    for (let failure = 1; failure <= 10; failure += 1) {
      expect((await signIn('locked', `wrong-${failure}`)).status).toBe(401);
      if (failure < 5) continue;
      const refused = await signIn('locked', password);
      expect(refused.status).toBe(429);
      waits.push(Number(refused.headers.get('Retry-After')));
      sandbox.clock.advance(Number(refused.headers.get('Retry-After')) * 1000);
    }
    expect(waits).toEqual([30, 60, 120, 240, 480, 1800]);
    // Past the lock, one more wrong password locks again at once.
    expect((await signIn('locked', 'wrong-11')).status).toBe(401);
    expectLocked(await signIn('locked', password), sandbox, 30 * minute);
    sandbox.clock.advance(30 * minute - 1000);
    expect((await signIn('locked', password)).status).toBe(429);
    sandbox.clock.advance(1000);
    expect((await signIn('locked', password)).status).toBe(200);
  });

  it('a burst of 40 concurrent guesses gets 5 evaluated and 35 refused (the charge is taken before the hash)', async () => {
    await register(sandbox, 'burst');
    const results = await Promise.all(Array.from({ length: 40 }, (_, index) => signIn('burst', `wrong-${index}`)));
    const statuses = results.map((result) => result.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(35);
    expect((await signIn('burst', password)).status).toBe(429);
    sandbox.clock.advance(30_000);
  });

  it('counts the e-mail and the username as one account, and throttles an unknown login the same way', async () => {
    await register(sandbox, 'twonames');
    for (let attempt = 1; attempt <= 5; attempt += 1) await signIn(attempt % 2 ? 'twonames' : 'TwoNames@example.test', 'wrong');
    expectLocked(await signIn('twonames', password), sandbox, 30_000);
    const ghost: CallResult[] = [];
    for (let attempt = 1; attempt <= 6; attempt += 1) ghost.push(await signIn('nobody-here', 'wrong'));
    expect(ghost.slice(0, 5).map((result) => result.json.code)).toEqual(Array(5).fill('no_active_account'));
    expectLocked(ghost[5], sandbox, 30_000);
    sandbox.clock.advance(30_000);
  });

  it('a locked self-excluded account is not told self_excluded for the right password (the guard runs after the throttle)', async () => {
    await register(sandbox, 'pausedguess');
    const { access } = await sandbox.login('pausedguess', password);
    expect((await sandbox.call('POST', '/api/users/responsible-gaming/self-exclusion/', { token: access, body: { period: '24h' } })).status).toBe(201);
    for (let attempt = 1; attempt <= 5; attempt += 1) expect((await signIn('pausedguess', 'wrong')).status).toBe(401);
    expect((await signIn('pausedguess', password)).status).toBe(429);
    sandbox.clock.advance(30_000);
    expect((await signIn('pausedguess', password)).json.code).toBe('self_excluded');
  });

  it('throttles wrong current passwords on the password change with the same account counter', async () => {
    await register(sandbox, 'stolensession');
    const { access } = await sandbox.login('stolensession', password);
    const change = (old: string) => sandbox.call('POST', '/api/users/user/change-password/', { token: access, body: { old_password: old, new_password: 'Next#pass9' } });
    for (let attempt = 1; attempt <= 5; attempt += 1) expect((await change(`wrong-${attempt}`)).json.code).toBe('incorrect_old_password');
    expectLocked(await change(password), sandbox, 30_000);
    expect((await signIn('stolensession', password)).status).toBe(429);
    sandbox.clock.advance(30_000);
    expect((await change(password)).status).toBe(200);
  });
});

describe('sign-in throttle per client address', () => {
  const failures = throttlePolicies.signInAddress.free;

  /** `count` wrong passwords for different unknown logins, a few at a time (each costs a hash). */
  async function failFrom(target: TestSandbox, count: number, options: (index: number) => { network?: boolean; headers?: Record<string, string> }) {
    for (let start = 0; start < count; start += 10) {
      const batch = Array.from({ length: Math.min(10, count - start) }, (_, offset) => start + offset);
      const results = await Promise.all(batch.map((index) => signIn(`stranger${index}`, 'wrong', options(index), target)));
      expect(results.map((result) => `${result.status} ${result.json.code}`)).toEqual(batch.map(() => '401 no_active_account'));
    }
  }

  it(`after ${failures} failures from one socket address, every account is refused from it; successes are not counted; a forged X-Forwarded-For changes nothing`, async () => {
    const target = await createTestSandbox();
    try {
      // Each guess claims another address: without TRUST_PROXY the header is ignored.
      const forged = (index: number) => ({ network: true, headers: { 'X-Forwarded-For': `198.51.100.${index % 250}` } });
      await failFrom(target, failures - 1, forged);
      // Players who sign in from the same address (a carrier's shared address, the e2e suite) cost nothing.
      for (let round = 0; round < 10; round += 1) expect((await signIn('player1', 'player1-pass', { network: true }, target)).status).toBe(200);
      expect((await signIn('last-guess', 'wrong', forged(1), target)).status).toBe(401);
      const refused = await signIn('player1', 'player1-pass', { network: true, headers: { 'X-Forwarded-For': '203.0.113.99' } }, target);
      expectLocked(refused, target, throttlePolicies.signInAddress.backoffBaseMs);
      // Another address (here the in-process calls, which have no socket) is not affected.
      expect((await signIn('player1', 'player1-pass', {}, target)).status).toBe(200);
      target.clock.advance(throttlePolicies.signInAddress.backoffBaseMs);
      expect((await signIn('player1', 'player1-pass', { network: true }, target)).status).toBe(200);
    } finally {
      await target.dispose();
    }
  }, 120_000);

  it('with TRUST_PROXY=1 the address our proxy appended counts, not what the client wrote left of it', async () => {
    const target = await createTestSandbox({ trustProxy: 1 });
    try {
      await failFrom(target, failures, (index) => ({ headers: { 'X-Forwarded-For': `10.9.${index}.1, 198.51.100.7` } }));
      expect((await signIn('player1', 'player1-pass', { headers: { 'X-Forwarded-For': '198.51.100.7' } }, target)).status).toBe(429);
      expect((await signIn('player1', 'player1-pass', { headers: { 'X-Forwarded-For': '198.51.100.7, 198.51.100.8' } }, target)).status).toBe(200);
    } finally {
      await target.dispose();
    }
  }, 120_000);
});

describe('registration, password reset and resend-email throttles', () => {
  it('registration: the same e-mail 5 times, then 429 (probing which addresses are taken)', async () => {
    const results: CallResult[] = [];
    for (let attempt = 1; attempt <= 6; attempt += 1) {
      results.push(await sandbox.call('POST', '/api/accounts/registration/', { body: { username: `prober${attempt}`, email: 'player1@example.test', password, terms_accepted: true } }));
    }
    // Answered as any registration (the address's owner is told by e-mail), then locked like an unknown address would be.
    expect(results.slice(0, 5).map((result) => result.status)).toEqual(Array(5).fill(202));
    expectLocked(results[5], sandbox, throttlePolicies.registrationAccount.backoffBaseMs);
    sandbox.clock.advance(throttlePolicies.registrationAccount.backoffBaseMs);
  });

  it('the /sandbox/throttle/registrations test hook starts the registrations-per-address count afresh and keeps every other record; without the secret it is refused', async () => {
    const target = await createTestSandbox({ registrationsPerAddressPerHour: throttlePolicies.registrationAddress.free });
    try {
      // One e-mail probed until it is locked (its own record), then new players from the same address until it is.
      for (let attempt = 1; attempt <= 6; attempt += 1) await target.call('POST', '/api/accounts/registration/', { body: { username: `probe${attempt}`, email: 'player1@example.test', password, terms_accepted: true } });
      let last: CallResult | undefined;
      for (let attempt = 1; attempt <= throttlePolicies.registrationAddress.free + 1 && last?.status !== 429; attempt += 1) {
        last = await target.call('POST', '/api/accounts/registration/', { body: { username: `many${attempt}`, email: `many${attempt}@example.test`, password, terms_accepted: true } });
      }
      expectLocked(last!, target, throttlePolicies.registrationAddress.backoffBaseMs);
      expect((await target.call('POST', '/sandbox/throttle/registrations', { headers: { 'X-Sandbox-Control': 'not-the-secret' } })).status).toBe(403);
      expect((await target.call('POST', '/api/accounts/registration/', { body: { username: 'after', email: 'after@example.test', password, terms_accepted: true } })).status).toBe(429);
      expect((await target.call('POST', '/sandbox/throttle/registrations')).status).toBe(200);
      expect((await target.call('POST', '/api/accounts/registration/', { body: { username: 'after', email: 'after@example.test', password, terms_accepted: true } })).status).toBe(202);
      expect((await target.call('POST', '/api/accounts/registration/', { body: { username: 'probe7', email: 'player1@example.test', password, terms_accepted: true } })).status).toBe(429);
    } finally {
      await target.dispose();
    }
  }, 120_000);

  it('password reset: 3 requests for one address, then 429, known or unknown alike', async () => {
    for (const email of ['player1@example.test', 'ghost@example.test']) {
      const results: CallResult[] = [];
      for (let attempt = 1; attempt <= 4; attempt += 1) results.push(await sandbox.call('POST', '/api/accounts/password/reset/', { body: { email } }));
      expect(results.slice(0, 3).map((result) => result.status)).toEqual([200, 200, 200]);
      expectLocked(results[3], sandbox, throttlePolicies.mailRecipient.backoffBaseMs);
    }
    const mails = (await sandbox.call('GET', '/sandbox/outbox?to=player1@example.test&limit=200')).json.items.filter((mail: { kind: string }) => mail.kind === 'password-reset');
    expect(mails).toHaveLength(3);
    sandbox.clock.advance(throttlePolicies.mailRecipient.backoffBaseMs);
    expect((await sandbox.call('POST', '/api/accounts/password/reset/', { body: { email: 'player1@example.test' } })).status).toBe(200);
  });

  it('resend-email: 3 requests for one address, then 429; a malformed request is not counted', async () => {
    await register(sandbox, 'resender2');
    expect((await sandbox.call('POST', '/api/accounts/registration/resend-email/', { body: { email: 'not-an-address' } })).status).toBe(400);
    const statuses: number[] = [];
    for (let attempt = 1; attempt <= 4; attempt += 1) statuses.push((await sandbox.call('POST', '/api/accounts/registration/resend-email/', { body: { email: 'resender2@example.test' } })).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});

describe('concurrent password hashing is capped', () => {
  const saved = { ...hashingLimits };
  afterEach(() => Object.assign(hashingLimits, saved));

  it('excess sign-ins beyond the running and waiting slots get 503 server_busy with Retry-After at once, never a 500', async () => {
    const target = await createTestSandbox();
    try {
      Object.assign(hashingLimits, { maxRunning: 1, maxWaiting: 3 });
      // Different accounts and addresses are beyond the throttle's reach: only the cap stands.
      const results = await Promise.all(Array.from({ length: 30 }, (_, index) => signIn(`flood${index}`, 'wrong', {}, target)));
      const statuses = results.map((result) => result.status);
      // One running and three waiting are answered; the rest are refused before any hashing.
      expect(statuses.every((status) => status === 401 || status === 503)).toBe(true);
      expect(statuses.filter((status) => status === 401).length).toBeGreaterThanOrEqual(4);
      expect(statuses.filter((status) => status === 503).length).toBeGreaterThanOrEqual(20);
      const busy = results.find((result) => result.status === 503)!;
      expect(busy.json.code).toBe('server_busy');
      expect(busy.headers.get('Retry-After')).toBe('1');
      // A refused attempt was no guess: the address was not charged for it.
      Object.assign(hashingLimits, saved);
      expect((await signIn('player1', 'player1-pass', {}, target)).status).toBe(200);
    } finally {
      await target.dispose();
    }
  });
});

import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestSandbox, type TestSandbox } from '../testing.ts';
import { catalogue } from '../games/catalogue.ts';
import {
  isSignInBlocked,
  marketDayStart,
  noLimit,
  passesLossLimit,
  passesSessionTimeLimit,
  requestLimit,
  settleLimit,
  signedInMsSince,
} from './responsible-gaming-rules.ts';
import { reactivationFrom, selfExclusionEnd } from '../../src/domain/self-exclusion.ts';

const day = 86_400_000;
const week = 7 * day;

describe('limits arithmetic (§4: decrease at once, increase after 7 days)', () => {
  it('applies a first limit and any decrease at once', () => {
    const first = requestLimit(noLimit, 10_000, 0, week);
    expect(first).toEqual({ current: 10_000, pendingSet: false, pendingValue: null, pendingFrom: null });
    expect(requestLimit(first, 5_000, 1, week).current).toBe(5_000);
  });

  it('delays an increase and a removal by 7 days, keeping the current limit meanwhile', () => {
    const state = requestLimit(noLimit, 10_000, 0, week);
    const raised = requestLimit(state, 20_000, 100, week);
    expect(raised).toEqual({ current: 10_000, pendingSet: true, pendingValue: 20_000, pendingFrom: 100 + week });
    expect(settleLimit(raised, 100 + week - 1).current).toBe(10_000);
    expect(settleLimit(raised, 100 + week).current).toBe(20_000);
    const removed = requestLimit(state, null, 0, week);
    expect(removed.current).toBe(10_000);
    expect(settleLimit(removed, week).current).toBeNull();
  });

  it('never loosens a limit before its date, whatever the sequence of requests', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.option(fc.integer({ min: 1, max: 1_000_000 }), { nil: null }), fc.integer({ min: 0, max: 3 * week })), { maxLength: 12 }), (requests) => {
        let state = noLimit;
        let now = 0;
        for (const [value, wait] of requests) {
          now += wait;
          const before = settleLimit(state, now).current;
          state = requestLimit(state, value, now, week);
          const after = settleLimit(state, now).current;
          // At the moment of the request, the limit in force is never looser than before.
          if (before !== null) expect(after === null ? false : after <= before).toBe(true);
          if (value !== null && (before === null || value <= before)) expect(after).toBe(value);
        }
      }),
    );
  });

  it('computes self-exclusion ends and the 7-day reactivation delay', () => {
    const start = Date.UTC(2026, 7, 31, 12);
    expect(selfExclusionEnd('24h', start)).toBe(start + day);
    expect(selfExclusionEnd('6m', start)).toBe(Date.UTC(2027, 1, 28, 12));
    expect(selfExclusionEnd('1y', start)).toBe(Date.UTC(2027, 7, 31, 12));
    expect(selfExclusionEnd('permanent', start)).toBeNull();
    const end = selfExclusionEnd('7d', start);
    const reactivation = reactivationFrom(end, week);
    expect(isSignInBlocked({ endsAt: end, reactivationFrom: reactivation }, end! + day)).toBe(true);
    expect(isSignInBlocked({ endsAt: end, reactivationFrom: reactivation }, reactivation!)).toBe(false);
    expect(isSignInBlocked({ endsAt: null, reactivationFrom: null }, Number.MAX_SAFE_INTEGER)).toBe(true);
  });
});

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await createTestSandbox();
});
afterAll(() => sandbox.dispose());

async function register(username: string, password = 'Abc#123x') {
  await sandbox.register({ body: { username, email: `${username}@example.test`, password, terms_accepted: true } });
  return sandbox.login(username, password);
}

describe('limits over HTTP', () => {
  it('shows a raise as pending with its date and refuses a deposit past the limit', async () => {
    const { access } = await register('limiter');
    const set = await sandbox.call('PUT', '/api/users/responsible-gaming/limits/', { token: access, body: { deposit_day: '50', session_time: 60 } });
    expect(set.status).toBe(200);
    expect(set.json.depositDay).toEqual({ current: '50.00', remaining: '50.00', pending: null, pendingFrom: null });
    const raised = await sandbox.call('PUT', '/api/users/responsible-gaming/limits/', { token: access, body: { deposit_day: '500' } });
    expect(raised.json.depositDay.current).toBe('50.00');
    expect(raised.json.depositDay.pending).toBe('500.00');
    expect(Date.parse(raised.json.depositDay.pendingFrom) - sandbox.clock.now()).toBeGreaterThan(6.9 * day);
    const deposit = (amount: string) =>
      sandbox.call('POST', '/api/backoffice/payments/deposit/', { token: access, body: { amount, payment_system: 'sandbox-card' }, headers: { 'Idempotency-Key': `lim-${amount}-${Math.random().toString(36).slice(2)}` } });
    expect((await deposit('40')).status).toBe(201);
    // What is left is what the deposit check allows: 10.00 passes, 20.00 would not.
    expect((await sandbox.call('GET', '/api/users/responsible-gaming/limits/', { token: access })).json.depositDay.remaining).toBe('10.00');
    const refused = await deposit('20');
    expect(refused.json.code).toBe('deposit_limit_exceeded');
    sandbox.clock.advance(week + 1000);
    const { access: later } = await sandbox.login('limiter', 'Abc#123x');
    const after = await sandbox.call('GET', '/api/users/responsible-gaming/limits/', { token: later });
    expect(after.json.depositDay).toEqual({ current: '500.00', remaining: '500.00', pending: null, pendingFrom: null });
    const lowered = await sandbox.call('PUT', '/api/users/responsible-gaming/limits/', { token: later, body: { deposit_day: '25', session_time: null } });
    expect(lowered.json.depositDay.current).toBe('25.00');
    expect(lowered.json.sessionTime.current).toBe(60);
    expect(lowered.json.sessionTime.pending).toBeNull();
    expect(lowered.json.sessionTime.pendingFrom).not.toBeNull();
  });
});

describe('self-exclusion', () => {
  it('signs out at once and refuses sign-in until the end plus 7 days, with self_excluded', async () => {
    const { access, refresh } = await register('excluded');
    const created = await sandbox.call('POST', '/api/users/responsible-gaming/self-exclusion/', { token: access, body: { period: '24h' } });
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({ active: true, period: '24h' });
    expect((await sandbox.call('POST', '/api/accounts/refresh/', { body: { refresh } })).status).toBe(401);
    const refused = await sandbox.call('POST', '/api/accounts/login/', { body: { username: 'excluded', password: 'Abc#123x' } });
    expect(refused.status).toBe(403);
    expect(refused.json.code).toBe('self_excluded');
    // The structured field the sign-in form reads (common.yaml ErrorBody.selfExclusion).
    expect(refused.json.selfExclusion.period).toBe('24h');
    expect(Date.parse(refused.json.selfExclusion.reactivationFrom) - Date.parse(refused.json.selfExclusion.endsAt)).toBe(week);
    // A wrong password learns nothing about the exclusion.
    expect((await sandbox.call('POST', '/api/accounts/login/', { body: { username: 'excluded', password: 'wrong-pass' } })).json.code).not.toBe('self_excluded');
    sandbox.clock.advance(2 * day);
    expect((await sandbox.call('POST', '/api/accounts/login/', { body: { username: 'excluded', password: 'Abc#123x' } })).json.code).toBe('self_excluded');
    sandbox.clock.advance(7 * day);
    expect((await sandbox.call('POST', '/api/accounts/login/', { body: { username: 'excluded', password: 'Abc#123x' } })).status).toBe(200);
  });

  it('says a permanent exclusion has no end', async () => {
    const { access } = await register('forever');
    expect((await sandbox.call('POST', '/api/users/responsible-gaming/self-exclusion/', { token: access, body: { period: 'permanent' } })).status).toBe(201);
    const refused = await sandbox.call('POST', '/api/accounts/login/', { body: { username: 'forever', password: 'Abc#123x' } });
    expect(refused.json.selfExclusion).toEqual({ period: 'permanent', endsAt: null, reactivationFrom: null });
  });

  it('keeps the odds format per player', async () => {
    const { access } = await register('oddsy');
    expect((await sandbox.call('GET', '/api/users/bookmakers-settings/odds-format/', { token: access })).json).toEqual({ oddsFormat: 0 });
    expect((await sandbox.call('PUT', '/api/users/bookmakers-settings/odds-format/', { token: access, body: { odds_format: 3 } })).json).toEqual({ oddsFormat: 3 });
    expect((await sandbox.call('GET', '/api/users/bookmakers-settings/odds-format/', { token: access })).json).toEqual({ oddsFormat: 3 });
    expect((await sandbox.call('PUT', '/api/users/bookmakers-settings/odds-format/', { token: access, body: { odds_format: 9 } })).status).toBe(400);
  });
});

describe('loss and session-time arithmetic', () => {
  it('counts a bet as lost against the loss limit; a player ahead has room', () => {
    expect(passesLossLimit(null, 1_000_000, 100)).toBe(false);
    expect(passesLossLimit(500, 400, 100)).toBe(false);
    expect(passesLossLimit(500, 401, 100)).toBe(true);
    expect(passesLossLimit(500, -300, 700)).toBe(false);
  });

  it('starts the market day at midnight in Tunisia (UTC+1)', () => {
    const tunisiaOffsetMs = 3_600_000;
    expect(marketDayStart(Date.UTC(2026, 10, 22, 5, 30), tunisiaOffsetMs)).toBe(Date.UTC(2026, 10, 21, 23));
    expect(marketDayStart(Date.UTC(2026, 10, 21, 23, 30), tunisiaOffsetMs)).toBe(Date.UTC(2026, 10, 21, 23));
    expect(marketDayStart(Date.UTC(2026, 10, 21, 22, 59), tunisiaOffsetMs)).toBe(Date.UTC(2026, 10, 20, 23));
  });

  it('sums signed-in time since the start of the day, overlapping sessions once', () => {
    const minute = 60_000;
    const spans = [
      { start: -30 * minute, end: 10 * minute },
      { start: 5 * minute, end: 20 * minute },
      { start: 40 * minute, end: 200 * minute },
    ];
    expect(signedInMsSince(spans, 0, 60 * minute)).toBe(40 * minute);
    expect(signedInMsSince([], 0, 60 * minute)).toBe(0);
    expect(passesSessionTimeLimit(40, 40 * minute)).toBe(true);
    expect(passesSessionTimeLimit(41, 40 * minute)).toBe(false);
    expect(passesSessionTimeLimit(null, 1e12)).toBe(false);
  });
});

async function fund(username: string, amount: string) {
  const adjusted = await sandbox.call('POST', '/sandbox/wallet/adjust', { body: { username, account: 'cash', amount }, headers: { 'Idempotency-Key': `fund-${username}-${crypto.randomUUID()}` } });
  expect(adjusted.status).toBe(200);
}

async function launchRealGame(access: string): Promise<string> {
  const game = catalogue('first')[0];
  const launched = await sandbox.call('POST', '/api/casino/first/createsession/', { token: access, body: { game: game.gameId, return_url: `${sandbox.url}/slots/casino`, client_type: 'desktop' } });
  expect(launched.status).toBe(200);
  return launched.json.launch_options.game_url as string;
}

async function spinAt(url: string, bet = '1.00') {
  const response = await fetch(`${url}/spin`, { method: 'POST', headers: { 'Content-Type': 'application/json', 'Idempotency-Key': crypto.randomUUID() }, body: JSON.stringify({ bet }) });
  return { status: response.status, json: await response.json() };
}

describe('loss limit on real-money casino bets', () => {
  it('refuses a bet that could pass the limit with loss_limit_exceeded, and a raise waits 7 days', async () => {
    const { access } = await register('loser');
    await fund('loser', '100');
    const url = await launchRealGame(access);
    // No spin before the limit: a random win would leave the player in profit and the next stake within 0.5.
    const balanceBefore = (await sandbox.call('GET', '/api/user/profile', { token: access })).json.balance;
    expect((await sandbox.call('PUT', '/api/users/responsible-gaming/limits/', { token: access, body: { loss: '0.5' } })).status).toBe(200);
    const refused = await spinAt(url);
    expect(refused.status).toBe(422);
    expect(refused.json.code).toBe('loss_limit_exceeded');
    // Nothing was debited.
    expect((await sandbox.call('GET', '/api/user/profile', { token: access })).json.balance).toBe(balanceBefore);
    // §4: an increase waits 7 days; meanwhile the lower limit stays in force.
    const raised = await sandbox.call('PUT', '/api/users/responsible-gaming/limits/', { token: access, body: { loss: '1000' } });
    expect(raised.json.loss.pending).toBe('1000.00');
    expect((await spinAt(url)).json.code).toBe('loss_limit_exceeded');
    sandbox.clock.advance(week + 1000);
    const { access: later } = await sandbox.login('loser', 'Abc#123x');
    expect((await spinAt(await launchRealGame(later))).status).toBe(200);
  });
});

describe('session-time limit enforced by the server', () => {
  it('refuses bets and deposits once the time signed in today reaches the limit', async () => {
    // Keep clear of the market's midnight, when the day's count starts again.
    const now = sandbox.clock.now();
    if (now - marketDayStart(now, sandbox.context.market.utcOffsetMs) < 10 * 60_000 || marketDayStart(now, sandbox.context.market.utcOffsetMs) + day - now < 10 * 60_000) sandbox.clock.advance(30 * 60_000);
    const { access } = await register('timer');
    await fund('timer', '100');
    expect((await sandbox.call('PUT', '/api/users/responsible-gaming/limits/', { token: access, body: { session_time: 2 } })).status).toBe(200);
    const url = await launchRealGame(access);
    expect((await spinAt(url)).status).toBe(200);
    sandbox.clock.advance(3 * 60_000);
    const refused = await spinAt(url);
    expect(refused.json.code).toBe('session_time_limit_reached');
    const deposit = await sandbox.call('POST', '/api/backoffice/payments/deposit/', {
      token: access,
      body: { amount: '20', payment_system: 'sandbox-card' },
      headers: { 'Idempotency-Key': `time-${crypto.randomUUID()}` },
    });
    expect(deposit.json.code).toBe('session_time_limit_reached');
  });
});

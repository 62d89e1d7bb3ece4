import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseMoney } from '../money.ts';
import { testBackends, type CallResult, type TestSandbox } from '../testing.ts';
import { wheelSettings } from './wheel-settings.ts';
import { findUserByUsername } from '../users.ts';

/**
 * §7 Wheel calls against the real sandbox (HTTP app, database, ledger). The draw is random (node:crypto), so
 * the money checks hold for whatever prize came up: the balance moves by exactly -cost + cash win, the bonus
 * balance by the bonus win, and each spin is one history row.
 */
const spinPath = '/services/wheel/spin/';
const historyPath = '/services/wheel/statistics/betshistory/';
const settingsPath = '/services/wheel/settings/public/';
const tnd = wheelSettings.currencies.TND;
const dayMs = 86_400_000;

const [sqlite, postgres] = testBackends();

function helpers(get: () => TestSandbox) {
  let players = 0;
  const key = () => crypto.randomUUID();
  return {
    key,
    /** A fresh player with `cash` on the balance, signed in. */
    async player(cash = '100') {
      const sandbox = get();
      const username = `wheel${++players}${Math.random().toString(36).slice(2, 6)}`;
      const registered = await sandbox.register({ body: { username, email: `${username}@example.test`, password: 'Abc#123x', terms_accepted: true } });
      expect(registered.status).toBe(202);
      const id = (await findUserByUsername(sandbox.context.db, username))!.id;
      if (parseMoney(cash)! > 0) await sandbox.context.ledger.credit(id, 'cash', parseMoney(cash)!, { reason: 'test-funding', idempotencyKey: `fund-${username}` });
      const { access } = await sandbox.login(username, 'Abc#123x');
      return { id, username, access };
    },
    spin: (access: string | undefined, isFree: boolean, idempotencyKey: string = key(), network = false) =>
      get().call('POST', spinPath, { token: access, body: { is_free: isFree }, headers: { 'Idempotency-Key': idempotencyKey }, network }),
    balances: (id: number) => get().context.ledger.balances(id),
  };
}

/** What a spin must have done to the balances, whatever prize was drawn. */
function expectMoneyOf(result: CallResult, before: { cashMinor: number; bonusMinor: number }, after: { cashMinor: number; bonusMinor: number }) {
  const { prize, betAmount, winAmount } = result.json;
  const cashWin = prize.type === 'cash' ? parseMoney(winAmount)! : 0;
  const bonusWin = prize.type === 'bonus' ? parseMoney(winAmount)! : 0;
  expect(after.cashMinor - before.cashMinor).toBe(cashWin - parseMoney(betAmount)!);
  expect(after.bonusMinor - before.bonusMinor).toBe(bonusWin);
  expect(parseMoney(result.json.userBalanceBefore)).toBe(before.cashMinor);
  expect(parseMoney(result.json.userBalanceAfter)).toBe(after.cashMinor);
  // The win screen must land on the drawn prize: the answer's segment holds that prize.
  expect(tnd.prizes[result.json.segment].id).toBe(prize.id);
}

describe('wheel calls (SQLite)', () => {
  let sandbox: TestSandbox;
  const h = helpers(() => sandbox);
  beforeAll(async () => {
    ({ sandbox } = await sqlite.start());
  });
  afterAll(() => sandbox?.dispose());

  it('lists 16 prizes per currency in segment order, cash, bonus and presents, to anyone', async () => {
    const prizes = await sandbox.call('GET', '/services/wheel/prizes/');
    expect(prizes.status).toBe(200);
    const tndPrizes = prizes.json.filter((prize: { currency: string }) => prize.currency === 'TND');
    expect(tndPrizes).toHaveLength(16);
    expect(new Set(tndPrizes.map((prize: { type: string }) => prize.type))).toEqual(new Set(['cash', 'bonus', 'present']));
    expect(tndPrizes.find((prize: { isPresent: boolean }) => prize.isPresent)).toMatchObject({ type: 'present', amount: '0.00' });
    expect(prizes.json.filter((prize: { currency: string }) => prize.currency === 'EUR')).toHaveLength(16);
    // Weights are the operator's secret: never sent.
    expect(prizes.text).not.toContain('weight');
  });

  it('shows a guest the settings without a free spin, and a player their own free spin', async () => {
    const guest = await sandbox.call('GET', settingsPath);
    expect(guest.json).toEqual({ freeSpinTime: '09:00:00', paidSpinCost: '5.00', freeSpinMinBalance: '10.00', paidSpinMinBalance: '5.00', freeSpinsAvailable: 0, hasFreeSpin: false, currency: 'TND', nextFreeSpinAt: null });
    const { access } = await h.player('100');
    expect((await sandbox.call('GET', settingsPath, { token: access })).json).toMatchObject({ hasFreeSpin: true, freeSpinsAvailable: 1, nextFreeSpinAt: null });
    const poor = await h.player('10');
    // §3: a free spin needs a balance above freeSpinMinBalance (10.00 is not above).
    expect((await sandbox.call('GET', settingsPath, { token: poor.access })).json).toMatchObject({ hasFreeSpin: false, freeSpinsAvailable: 0 });
    expect((await h.spin(poor.access, true)).json.code).toBe('free_spin_not_available');
    expect((await sandbox.call('GET', settingsPath, { token: 'not-a-token' })).status).toBe(401);
  });

  it('refuses a guest (needAuth), another role, and a bad body; never a 500', async () => {
    const guest = await h.spin(undefined, true);
    expect(guest.status).toBe(401);
    expect(guest.json.code).toBe('not_authenticated');
    expect((await sandbox.call('GET', historyPath)).status).toBe(401);
    const agent = (await sandbox.login('agent1')).access;
    const agentSpin = await h.spin(agent, false);
    expect(agentSpin.status).toBe(403);
    expect(agentSpin.json.code).toBe('permission_denied');
    expect((await sandbox.call('GET', historyPath, { token: agent })).status).toBe(403);
    const { access } = await h.player();
    for (const body of [{}, { is_free: 'yes' }, { is_free: null }, []]) {
      const bad = await sandbox.call('POST', spinPath, { token: access, body, headers: { 'Idempotency-Key': h.key() } });
      expect(bad.status, JSON.stringify(body)).toBe(400);
    }
    // Every body schema is strict (§5 Bounds): an unknown field is refused by name, over the network as in process.
    const extra = await sandbox.call('POST', spinPath, { token: access, body: { is_free: false, prize: 'jackpot', segment: 3 }, headers: { 'Idempotency-Key': h.key() }, network: true });
    expect(extra.status).toBe(400);
    expect(extra.json.errors).toEqual([expect.objectContaining({ field: 'prize', code: 'unknown_field' }), expect.objectContaining({ field: 'segment', code: 'unknown_field' })]);
    expect((await sandbox.call('POST', spinPath, { token: access, body: { is_free: true } })).json.code).toBe('idempotency_key_required');
    expect((await sandbox.call('GET', `${historyPath}?page=0`, { token: access })).status).toBe(400);
    expect((await sandbox.call('GET', `${historyPath}?page_size=abc`, { token: access })).status).toBe(400);
  });

  it('gives one free spin per period: a retried request replays, another key is refused, the next 09:00 brings one', async () => {
    const { id, username, access } = await h.player('100');
    const before = await h.balances(id);
    const first = await h.spin(access, true, 'free-spin-key-1');
    expect(first.status).toBe(200);
    expect(first.json).toMatchObject({ isFree: true, betAmount: '0.00' });
    const after = await h.balances(id);
    expectMoneyOf(first, before, after);

    const replay = await h.spin(access, true, 'free-spin-key-1');
    expect(replay.headers.get('Idempotent-Replayed')).toBe('true');
    expect(replay.json).toEqual(first.json);
    expect(await h.balances(id)).toEqual(after);

    const second = await h.spin(access, true);
    expect(second.status).toBe(422);
    expect(second.json.code).toBe('free_spin_not_available');
    const settings = await sandbox.call('GET', settingsPath, { token: access });
    expect(settings.json).toMatchObject({ hasFreeSpin: false, freeSpinsAvailable: 0 });
    const next = Date.parse(settings.json.nextFreeSpinAt);
    expect(next).toBeGreaterThan(sandbox.clock.now());
    expect(next - sandbox.clock.now()).toBeLessThanOrEqual(dayMs);
    // §9: 09:00:00 in Tunis is 08:00 UTC.
    expect(new Date(next).toISOString().slice(11, 19)).toBe('08:00:00');

    sandbox.clock.advance(next - sandbox.clock.now());
    // A day later the access token has expired: sign in again, as the site does.
    const { access: fresh } = await sandbox.login(username, 'Abc#123x');
    expect((await sandbox.call('GET', settingsPath, { token: fresh })).json.hasFreeSpin).toBe(true);
    expect((await h.spin(fresh, true)).status).toBe(200);

    const history = await sandbox.call('GET', historyPath, { token: fresh });
    expect(history.json.count).toBe(2);
    expect(history.json.results[0]).toMatchObject({ type: 'free', isFree: true, betAmount: '0.00', userId: id });
    expect(history.json.results[1]).toMatchObject({ id: first.json.id, userBalanceBefore: first.json.userBalanceBefore, userBalanceAfter: first.json.userBalanceAfter, winAmount: first.json.winAmount });
  });

  it('debits the paid spin cost once per spin, credits cash and bonus wins, writes LuckySpin rows and one history row each', async () => {
    const { id, access } = await h.player('400');
    const spins = 60;
    let bonusWins = 0;
    for (let index = 0; index < spins; index += 1) {
      const before = await h.balances(id);
      const result = await h.spin(access, false);
      expect(result.status).toBe(200);
      expect(result.json).toMatchObject({ isFree: false, betAmount: '5.00' });
      expectMoneyOf(result, before, await h.balances(id));
      if (result.json.prize.type === 'bonus') bonusWins += 1;
    }
    // 60 draws without a bonus prize (22.5 % each) would happen about once in 4 million runs.
    expect(bonusWins).toBeGreaterThan(0);
    const lucky = await sandbox.call('GET', '/api/bonus-system/bonusbalance/history?type=LuckySpin&page_size=100', { token: access });
    expect(lucky.json.count).toBe(bonusWins);
    const history = await sandbox.call('GET', `${historyPath}?page=2&page_size=25`, { token: access });
    expect(history.json).toMatchObject({ count: spins, previous: expect.stringContaining('page=1') });
    expect(history.json.results).toHaveLength(25);
    expect(history.json.results.every((row: { type: string; userId: number }) => row.type === 'paid' && row.userId === id)).toBe(true);
    // Another player sees none of these spins.
    const other = await h.player('50');
    expect((await sandbox.call('GET', historyPath, { token: other.access })).json.count).toBe(0);
  });

  it('refuses a paid spin below the paid-spin minimum, past the loss limit, or while self-excluded', async () => {
    const poor = await h.player('4.99');
    const refused = await h.spin(poor.access, false);
    expect(refused.status).toBe(422);
    expect(refused.json.code).toBe('not_enough_money');
    expect(await h.balances(poor.id)).toEqual({ cashMinor: 499, bonusMinor: 0 });

    const limited = await h.player('100');
    expect((await sandbox.call('PUT', '/api/users/responsible-gaming/limits/', { token: limited.access, body: { loss: '10' } })).status).toBe(200);
    // The net loss is what wheel spins and wins took from the 100 TND; a 5 TND spin is refused exactly when it
    // could take that past 10 TND.
    for (let index = 0; index < 10; index += 1) {
      const lostBefore = 10_000 - (await h.balances(limited.id)).cashMinor;
      const result = await h.spin(limited.access, false);
      if (lostBefore + 500 > 1000) expect(result.json.code).toBe('loss_limit_exceeded');
      else expect(result.status).toBe(200);
    }
    expect(10_000 - (await h.balances(limited.id)).cashMinor).toBeLessThanOrEqual(1000);

    const excluded = await h.player('100');
    expect((await sandbox.call('POST', '/api/users/responsible-gaming/self-exclusion/', { token: excluded.access, body: { period: '24h' } })).status).toBe(201);
    const after = await h.spin(excluded.access, false);
    expect(after.status).toBeGreaterThanOrEqual(401);
    expect(['self_excluded', 'token_not_valid']).toContain(after.json.code);
    expect(await h.balances(excluded.id)).toEqual({ cashMinor: 10_000, bonusMinor: 0 });
  });
});

describe.each([sqlite, postgres])('wheel races: $name', (backend) => {
  let sandbox: TestSandbox;
  let stop: () => Promise<void>;
  const h = helpers(() => sandbox);
  beforeAll(async () => {
    ({ sandbox, stop } = await backend.start());
  }, 120_000);
  afterAll(() => stop?.());

  it('gives one free spin to 20 simultaneous requests with different keys (two tabs, many taps)', async () => {
    const { id, access } = await h.player('100');
    const results = await Promise.all(Array.from({ length: 20 }, () => h.spin(access, true, h.key(), true)));
    expect(results.filter((result) => result.status === 200)).toHaveLength(1);
    expect(new Set(results.filter((result) => result.status !== 200).map((result) => result.json.code))).toEqual(new Set(['free_spin_not_available']));
    const row = await sandbox.context.db.get<{ total: number }>('SELECT COUNT(*) AS total FROM wheel_spins WHERE user_id = ?', [id]);
    expect(Number(row!.total)).toBe(1);
  }, 60_000);

  it('spins once for 20 simultaneous copies of one paid request (a double click, a retry)', async () => {
    const { id, access } = await h.player('100');
    const before = await h.balances(id);
    const results = await Promise.all(Array.from({ length: 20 }, () => h.spin(access, false, 'paid-double-click-1', true)));
    const done = results.filter((result) => result.status === 200);
    expect(done.length).toBeGreaterThanOrEqual(1);
    // The others are told the first still runs (409, retry) or get its answer verbatim.
    expect(results.every((result) => result.status === 200 || result.json.code === 'idempotency_request_in_progress')).toBe(true);
    expect(new Set(done.map((result) => result.text)).size).toBe(1);
    expectMoneyOf(done[0], before, await h.balances(id));
    const row = await sandbox.context.db.get<{ total: number }>('SELECT COUNT(*) AS total FROM wheel_spins WHERE user_id = ?', [id]);
    expect(Number(row!.total)).toBe(1);
  }, 60_000);
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import tn from '../config/markets/tn.ts';
import ukExample from '../config/markets/uk-example.ts';
import deExample from '../config/markets/de-example.ts';
import { addUtcMonths } from '../src/domain/self-exclusion.ts';
import { catalogue } from './games/catalogue.ts';
import { createTestSandbox, type TestSandbox } from './testing.ts';

/**
 * §3 Player protection by market: each rule of a pack, enforced by a sandbox started with that pack (as MARKET=<id>
 * starts it), and the same sandbox started with the rule taken out of the pack, where the behaviour goes away, so a
 * test fails when a pack loses its rule. Times on the sandbox's clock, never by sleeping.
 */
type Market = typeof tn;
const without = (market: Market, rules: Partial<Market['protection']>): Market => ({ ...market, protection: { ...market.protection, ...rules } });
const none = { before: 'none', presets: true, reminderMonths: 0 } as const;

const sandboxes: Record<'tn' | 'uk' | 'de' | 'ukStripped' | 'deStripped', TestSandbox> = {} as never;
beforeAll(async () => {
  sandboxes.tn = await createTestSandbox({ market: tn });
  sandboxes.uk = await createTestSandbox({ market: ukExample });
  sandboxes.de = await createTestSandbox({ market: deExample });
  sandboxes.ukStripped = await createTestSandbox({ market: without(ukExample, { stakeCaps: [], limitRequired: none, netDepositChecks: [] }) });
  sandboxes.deStripped = await createTestSandbox({ market: without(deExample, { minRoundSeconds: 0, panicButton: null, limitRequired: none }) });
}, 120_000);
afterAll(() => Promise.all(Object.values(sandboxes).map((sandbox) => sandbox.dispose())));

const game = catalogue('first')[0];
const key = () => ({ 'Idempotency-Key': crypto.randomUUID() });

/** A signed-in player with money, a date of birth (age on the sandbox's clock) and, if asked, a deposit limit. */
async function player(sandbox: TestSandbox, options: { age?: number | null; cash?: number; depositLimit?: string } = {}) {
  const { id, access, username } = await sandbox.newPlayer({ cashMinor: options.cash ?? 100_000 });
  const age = options.age === undefined ? 30 : options.age;
  if (age !== null) {
    const born = new Date(sandbox.clock.now());
    born.setUTCFullYear(born.getUTCFullYear() - age);
    born.setUTCDate(born.getUTCDate() - 1);
    const info = await sandbox.call('PATCH', '/api/users/user/info/', { token: access, body: { date_of_birth: born.toISOString().slice(0, 10) } });
    expect(info.status).toBe(200);
  }
  if (options.depositLimit) expect((await sandbox.call('PUT', '/api/users/responsible-gaming/limits/', { token: access, body: { deposit_month: options.depositLimit } })).status).toBe(200);
  return { id, access, username };
}

async function gameUrl(sandbox: TestSandbox, access: string): Promise<string> {
  // One real-money game at a time (§8): a relaunch ends the player's earlier game first, as the site does.
  await sandbox.call('DELETE', '/api/users/game-sessions/', { token: access });
  const launched = await sandbox.call('POST', '/api/casino/first/createsession/', { token: access, body: { game: game.gameId, return_url: `${sandbox.publicUrl}/slots/casino`, client_type: 'desktop' } });
  expect(launched.status).toBe(200);
  return launched.json.launch_options.game_url as string;
}

async function spin(url: string, bet: string) {
  const response = await fetch(`${url}/spin`, { method: 'POST', headers: { 'Content-Type': 'application/json', ...key() }, body: JSON.stringify({ bet }) });
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
}

/** A card deposit made and approved on the stand-in payment page: the created answer's status, and the credit's. */
async function deposit(sandbox: TestSandbox, access: string, amount: string) {
  const created = await sandbox.call('POST', '/api/backoffice/payments/deposit/', { token: access, body: { amount, payment_system: 'sandbox-card' }, headers: key() });
  if (created.status !== 201) return created;
  const approved = await sandbox.call('POST', `${new URL(created.json.redirectLink as string).pathname}/approve`);
  expect(approved.status).toBe(200);
  return created;
}

describe('stake caps by product and age band', () => {
  it('UK-like: 5 a spin, 2 from 18 to 24, 2 without a date of birth; refused with the cap, moving no money', async () => {
    const sandbox = sandboxes.uk;
    const adult = await player(sandbox, { age: 30 });
    const adultGame = await gameUrl(sandbox, adult.access);
    expect(await spin(adultGame, '5.01')).toMatchObject({ status: 422, json: { code: 'stake_cap_exceeded', betLimits: { max: '5.00', currency: 'GBP' } } });
    expect((await spin(adultGame, '5.00')).status).toBe(200);

    const young = await player(sandbox, { age: 24 });
    const youngGame = await gameUrl(sandbox, young.access);
    const before = await sandbox.context.ledger.balances(young.id);
    expect(await spin(youngGame, '2.01')).toMatchObject({ status: 422, json: { code: 'stake_cap_exceeded', betLimits: { max: '2.00' } } });
    expect(await sandbox.context.ledger.balances(young.id)).toEqual(before);
    expect((await spin(youngGame, '2.00')).status).toBe(200);
    // The page offers only the allowed stakes, and says the refusal in the player's language.
    const page = await (await fetch(youngGame, { headers: { Cookie: 'lang=en-US' } })).text();
    expect(page).toContain('data-max="2.00"');
    expect(page).toContain('the most you may stake per round is');

    const unknown = await player(sandbox, { age: null });
    expect((await spin(await gameUrl(sandbox, unknown.access), '2.01')).json.code).toBe('stake_cap_exceeded');
    // At 25 the general cap applies.
    const older = await player(sandbox, { age: 25 });
    expect((await spin(await gameUrl(sandbox, older.access), '5.00')).status).toBe(200);
  });

  it('German-like: 1 a spin, in French and Arabic on the page', async () => {
    const sandbox = sandboxes.de;
    const { access } = await player(sandbox, { depositLimit: '1000' });
    const url = await gameUrl(sandbox, access);
    expect(await spin(url, '1.01')).toMatchObject({ status: 422, json: { code: 'stake_cap_exceeded', betLimits: { max: '1.00', currency: 'EUR' } } });
    expect((await spin(url, '1.00')).status).toBe(200);
    expect(await (await fetch(url, { headers: { Cookie: 'lang=fr-fr' } })).text()).toContain('la mise maximale autorisée par partie');
    expect(await (await fetch(url, { headers: { Cookie: 'lang=ar' } })).text()).toContain('أقصى رهان مسموح به في الجولة');
  });

  it('without the rule (the Tunisian pack, the UK-like pack without caps) a large stake is played', async () => {
    for (const sandbox of [sandboxes.tn, sandboxes.ukStripped]) {
      const { access } = await player(sandbox, { age: 20 });
      expect((await spin(await gameUrl(sandbox, access), '50.00')).status).toBe(200);
    }
  });
});

describe('minimum round time', () => {
  it('German-like: a spin sooner than 5 s after the last is refused with when the next may start, then played', async () => {
    const sandbox = sandboxes.de;
    const { access } = await player(sandbox, { depositLimit: '1000' });
    const url = await gameUrl(sandbox, access);
    expect((await spin(url, '0.50')).status).toBe(200);
    sandbox.clock.advance(4_000);
    const soon = await spin(url, '0.50');
    expect(soon).toMatchObject({ status: 422, json: { code: 'round_too_soon' } });
    const next = Date.parse(soon.json.detail as string);
    expect(next - sandbox.clock.now()).toBeGreaterThan(500);
    expect(next - sandbox.clock.now()).toBeLessThanOrEqual(1_000);
    sandbox.clock.advance(1_100);
    expect((await spin(url, '0.50')).status).toBe(200);
    // The page waits as long before it offers the next spin, and says why in the player's language.
    const page = await (await fetch(url, { headers: { Cookie: 'lang=en-US' } })).text();
    expect(page).toContain('"minRoundMs":5000');
    expect(page).toContain('a round may start 5 s after the last one at the earliest');
  });

  it('without the rule, rounds follow each other at once', async () => {
    for (const sandbox of [sandboxes.deStripped, sandboxes.uk, sandboxes.tn]) {
      const { access } = await player(sandbox, { depositLimit: '1000' });
      const url = await gameUrl(sandbox, access);
      expect((await spin(url, '0.50')).status).toBe(200);
      expect((await spin(url, '0.50')).status).toBe(200);
    }
  });
});

describe('a limit before the first deposit, or before play', () => {
  it('UK-like: the first deposit is refused until a deposit limit is set; play is not', async () => {
    const sandbox = sandboxes.uk;
    const { access } = await player(sandbox);
    expect(await deposit(sandbox, access, '20')).toMatchObject({ status: 422, json: { code: 'limit_required', detail: 'first-deposit' } });
    expect((await spin(await gameUrl(sandbox, access), '1.00')).status).toBe(200);
    expect((await sandbox.call('PUT', '/api/users/responsible-gaming/limits/', { token: access, body: { deposit_week: '100' } })).status).toBe(200);
    expect((await deposit(sandbox, access, '20')).status).toBe(201);
  });

  it('German-like: no deposit and no spin before a deposit limit', async () => {
    const sandbox = sandboxes.de;
    const { access } = await player(sandbox);
    expect((await deposit(sandbox, access, '20')).json.code).toBe('limit_required');
    const url = await gameUrl(sandbox, access);
    expect(await spin(url, '0.50')).toMatchObject({ status: 422, json: { code: 'limit_required', detail: 'play' } });
    expect((await sandbox.call('PUT', '/api/users/responsible-gaming/limits/', { token: access, body: { deposit_month: '1000' } })).status).toBe(200);
    expect((await spin(url, '0.50')).status).toBe(200);
    expect((await deposit(sandbox, access, '20')).status).toBe(201);
  });

  it('without the rule a deposit needs no limit', async () => {
    for (const sandbox of [sandboxes.tn, sandboxes.ukStripped, sandboxes.deStripped]) {
      const { access } = await player(sandbox);
      expect((await deposit(sandbox, access, '20')).status).toBe(201);
    }
  });
});

describe('limit kinds the pack offers', () => {
  it('UK-like: no session-time limit can be set (the pack offers none); the loss limit can', async () => {
    const { access } = await player(sandboxes.uk);
    const refused = await sandboxes.uk.call('PUT', '/api/users/responsible-gaming/limits/', { token: access, body: { session_time: 60 } });
    expect(refused).toMatchObject({ status: 400, json: { code: 'validation_error', errors: [{ field: 'session_time', code: 'limit_not_offered' }] } });
    expect((await sandboxes.uk.call('PUT', '/api/users/responsible-gaming/limits/', { token: access, body: { loss: '100' } })).status).toBe(200);
  });

  it('the Tunisian pack offers all five', async () => {
    const { access } = await player(sandboxes.tn);
    expect((await sandboxes.tn.call('PUT', '/api/users/responsible-gaming/limits/', { token: access, body: { session_time: 60, loss: '100' } })).status).toBe(200);
  });
});

describe('the panic button', () => {
  it('German-like: one call locks bets and deposits for 24 h; pressing again keeps the same end; play comes back after', async () => {
    const sandbox = sandboxes.de;
    const { access: firstAccess, username } = await player(sandbox, { depositLimit: '1000' });
    let access = firstAccess;
    const url = await gameUrl(sandbox, access);
    expect(await sandbox.call('POST', '/api/users/responsible-gaming/play-lock/')).toMatchObject({ status: 401 });
    const locked = await sandbox.call('POST', '/api/users/responsible-gaming/play-lock/', { token: access });
    expect(locked).toMatchObject({ status: 201, json: { active: true, lockHours: 24 } });
    expect(Date.parse(locked.json.endsAt) - Date.parse(locked.json.startedAt)).toBe(24 * 3_600_000);
    expect(await spin(url, '0.50')).toMatchObject({ status: 403, json: { code: 'play_locked', detail: locked.json.endsAt } });
    expect((await deposit(sandbox, access, '20')).json.code).toBe('play_locked');
    sandbox.clock.advance(3_600_000);
    // Signed in again (the access token lives minutes): the lock holds across sessions.
    access = (await sandbox.login(username, 'Abc#123x')).access;
    expect((await sandbox.call('POST', '/api/users/responsible-gaming/play-lock/', { token: access })).json.endsAt).toBe(locked.json.endsAt);
    // Another player is not locked by it.
    const other = await player(sandbox, { depositLimit: '1000' });
    expect((await sandbox.call('GET', '/api/users/responsible-gaming/play-lock/', { token: other.access })).json.active).toBe(false);
    sandbox.clock.advance(23 * 3_600_000 - 1_000);
    access = (await sandbox.login(username, 'Abc#123x')).access;
    expect((await spin(await gameUrl(sandbox, access), '0.50')).json.code).toBe('play_locked');
    sandbox.clock.advance(1_000);
    access = (await sandbox.login(username, 'Abc#123x')).access;
    expect((await sandbox.call('GET', '/api/users/responsible-gaming/play-lock/', { token: access })).json).toMatchObject({ active: false, endsAt: null });
    expect((await spin(await gameUrl(sandbox, access), '0.50')).status).toBe(200);
  });

  it('without the rule there is no panic button', async () => {
    for (const sandbox of [sandboxes.deStripped, sandboxes.uk, sandboxes.tn]) {
      const { access } = await player(sandbox);
      expect(await sandbox.call('POST', '/api/users/responsible-gaming/play-lock/', { token: access })).toMatchObject({ status: 404 });
      expect((await sandbox.call('GET', '/api/users/responsible-gaming/play-lock/', { token: access })).json).toMatchObject({ active: false, lockHours: null });
    }
  });
});

describe('net deposits past the threshold open an affordability check', () => {
  it('UK-like: past 500 in 30 days the deposit goes through, the next waits for the answer', async () => {
    const sandbox = sandboxes.uk;
    const { access } = await player(sandbox, { depositLimit: '5000' });
    expect((await deposit(sandbox, access, '300')).status).toBe(201);
    expect((await sandbox.call('GET', '/api/users/responsible-gaming/affordability-check/', { token: access })).json.open).toBe(false);
    expect((await deposit(sandbox, access, '250')).status).toBe(201);
    const check = await sandbox.call('GET', '/api/users/responsible-gaming/affordability-check/', { token: access });
    expect(check.json).toMatchObject({ open: true, windowDays: 30, threshold: '500.00', netDeposits: '550.00', currency: 'GBP' });
    expect(await deposit(sandbox, access, '20')).toMatchObject({ status: 422, json: { code: 'affordability_check_required' } });
    // A bad answer is a clear 400; a guest may not answer; another player has nothing to answer.
    expect((await sandbox.call('POST', '/api/users/responsible-gaming/affordability-check/', { token: access, body: { monthly_income: 'lots', affordable: true } })).status).toBe(400);
    expect((await sandbox.call('POST', '/api/users/responsible-gaming/affordability-check/', { body: { monthly_income: 'over-6000', affordable: true } })).status).toBe(401);
    const other = await player(sandbox, { depositLimit: '5000' });
    expect((await sandbox.call('POST', '/api/users/responsible-gaming/affordability-check/', { token: other.access, body: { monthly_income: 'over-6000', affordable: true } })).status).toBe(409);
    const answered = await sandbox.call('POST', '/api/users/responsible-gaming/affordability-check/', { token: access, body: { monthly_income: '3000-6000', affordable: true } });
    expect(answered).toMatchObject({ status: 200, json: { open: false } });
    expect((await deposit(sandbox, access, '20')).status).toBe(201);
  });

  it('UK-like: from 18 to 24 the threshold is 150', async () => {
    const sandbox = sandboxes.uk;
    const { access } = await player(sandbox, { age: 19, depositLimit: '5000' });
    expect((await deposit(sandbox, access, '160')).status).toBe(201);
    expect((await sandbox.call('GET', '/api/users/responsible-gaming/affordability-check/', { token: access })).json).toMatchObject({ open: true, threshold: '150.00' });
  });

  it('without the rule no check opens', async () => {
    for (const sandbox of [sandboxes.ukStripped, sandboxes.tn, sandboxes.de]) {
      const { access } = await player(sandbox, { age: 19, depositLimit: '5000' });
      expect((await deposit(sandbox, access, '900')).status).toBe(201);
      expect((await deposit(sandbox, access, '20')).status).toBe(201);
      expect((await sandbox.call('GET', '/api/users/responsible-gaming/affordability-check/', { token: access })).json.open).toBe(false);
    }
  });
});

describe('the account statement at sign-in', () => {
  it('German-like: the last session, what was staked and won in it, and the net', async () => {
    const sandbox = sandboxes.de;
    const { id, access, username } = await player(sandbox, { depositLimit: '1000' });
    const first = await sandbox.call('GET', '/api/users/responsible-gaming/sign-in-statement/', { token: access });
    // A first session has no last session to show.
    expect(first).toMatchObject({ status: 200, json: { lastSession: null, staked: '0.00', won: '0.00', net: '0.00' } });
    const url = await gameUrl(sandbox, access);
    const before = (await sandbox.context.db.get<{ started: number }>('SELECT MAX(started_at) AS started FROM auth_sessions WHERE user_id = ?', [id]))!.started;
    expect((await spin(url, '1.00')).status).toBe(200);
    sandbox.clock.advance(6_000);
    expect((await spin(url, '0.50')).status).toBe(200);
    const won = (await sandbox.context.db.get<{ won: number }>('SELECT COALESCE(SUM(win_minor), 0) AS won FROM casino_rounds WHERE user_id = ?', [id]))!.won;
    sandbox.clock.advance(60_000);
    const again = await sandbox.login(username, 'Abc#123x');
    const statement = await sandbox.call('GET', '/api/users/responsible-gaming/sign-in-statement/', { token: again.access });
    const money = (minor: number) => `${minor < 0 ? '-' : ''}${Math.floor(Math.abs(minor) / 100)}.${String(Math.abs(minor) % 100).padStart(2, '0')}`;
    expect(statement).toMatchObject({
      status: 200,
      json: { staked: '1.50', won: money(Number(won)), net: money(Number(won) - 150), currency: 'EUR', lastSession: { startedAt: new Date(Number(before)).toISOString() } },
    });
    expect(Date.parse(statement.json.lastSession.endedAt)).toBeGreaterThan(Date.parse(statement.json.lastSession.startedAt));
    expect((await sandbox.call('GET', '/api/users/responsible-gaming/sign-in-statement/')).status).toBe(401);
  });

  it('without the rule there is no statement', async () => {
    for (const sandbox of [sandboxes.uk, sandboxes.tn]) {
      const { access } = await player(sandbox);
      expect((await sandbox.call('GET', '/api/users/responsible-gaming/sign-in-statement/', { token: access })).status).toBe(404);
    }
  });
});

describe('the review of financial limits every 6 months', () => {
  const reviewPath = '/api/users/responsible-gaming/limits/review/';
  const review = (sandbox: TestSandbox, token?: string) => sandbox.call('GET', reviewPath, { token });
  const keep = (sandbox: TestSandbox, token?: string) => sandbox.call('POST', reviewPath, { token });
  /** 6 calendar months after `at` (UTC; 31 August + 6 months is the end of February), as the pack counts them. */
  const sixMonthsAfter = (at: number) => addUtcMonths(new Date(at), 6);

  it('UK-like: a limit set 6 months ago is due for review at sign-in; keeping it counts 6 months again, changing it too', async () => {
    const sandbox = sandboxes.uk;
    const start = sandbox.clock.offsetMs();
    try {
      const { access, username } = await player(sandbox, { depositLimit: '500' });
      const set = await review(sandbox, access);
      expect(set).toMatchObject({ status: 200, json: { due: false, everyMonths: 6 } });
      const setAt = Date.parse(set.json.reviewedAt as string);
      expect(Date.parse(set.json.dueFrom as string)).toBe(sixMonthsAfter(setAt));

      // A minute before the 6 months the limit is not due; once they have passed it is (the tokens expired meanwhile).
      sandbox.clock.advance(sixMonthsAfter(setAt) - sandbox.clock.now() - 60_000);
      let token = (await sandbox.login(username, 'Abc#123x')).access;
      expect((await review(sandbox, token)).json.due).toBe(false);
      sandbox.clock.advance(60_000);
      token = (await sandbox.login(username, 'Abc#123x')).access;
      expect((await review(sandbox, token)).json.due).toBe(true);

      // Keep: no longer due, and due again 6 months after the confirmation.
      const kept = await keep(sandbox, token);
      const keptAt = Date.parse(kept.json.reviewedAt as string);
      expect(kept).toMatchObject({ status: 200, json: { due: false } });
      expect(keptAt).toBeGreaterThanOrEqual(sixMonthsAfter(setAt));
      expect(Date.parse(kept.json.dueFrom as string)).toBe(sixMonthsAfter(keptAt));

      // Change: setting a loss limit is a review too.
      sandbox.clock.advance(sixMonthsAfter(keptAt) - sandbox.clock.now());
      token = (await sandbox.login(username, 'Abc#123x')).access;
      expect((await review(sandbox, token)).json.due).toBe(true);
      expect((await sandbox.call('PUT', '/api/users/responsible-gaming/limits/', { token, body: { loss: '200' } })).status).toBe(200);
      expect((await review(sandbox, token)).json.due).toBe(false);
    } finally {
      sandbox.clock.setOffset(start);
    }
  });

  it('UK-like: nothing to review without a deposit or loss limit; a guest, a staff member and another player are kept out', async () => {
    const sandbox = sandboxes.uk;
    const none = await player(sandbox);
    expect(await review(sandbox, none.access)).toMatchObject({ status: 200, json: { due: false, reviewedAt: null, dueFrom: null } });
    expect(await keep(sandbox, none.access)).toMatchObject({ status: 409, json: { code: 'nothing_to_review' } });

    expect((await review(sandbox)).status).toBe(401);
    expect((await keep(sandbox)).status).toBe(401);
    const agent = (await sandbox.login('agent1', 'agent1-pass')).access;
    expect(await review(sandbox, agent)).toMatchObject({ status: 403, json: { code: 'permission_denied' } });
    expect(await keep(sandbox, agent)).toMatchObject({ status: 403, json: { code: 'permission_denied' } });

    // A limit never confirmed (set before the review was kept) is due; one player keeping theirs leaves another's due.
    const mine = await player(sandbox, { depositLimit: '500' });
    const theirs = await player(sandbox, { depositLimit: '500' });
    await sandbox.context.db.run('UPDATE users SET limits_reviewed_at = NULL WHERE id IN (?, ?)', [mine.id, theirs.id]);
    expect((await review(sandbox, theirs.access)).json.due).toBe(true);
    expect((await keep(sandbox, mine.access)).json.due).toBe(false);
    expect((await review(sandbox, theirs.access)).json.due).toBe(true);
  });

  it('without the rule (the Tunisian and German-like packs, the UK-like pack without it) there is no review', async () => {
    for (const sandbox of [sandboxes.tn, sandboxes.de, sandboxes.ukStripped]) {
      const { access } = await player(sandbox, { depositLimit: '500' });
      expect((await review(sandbox, access)).status).toBe(404);
      expect((await keep(sandbox, access)).status).toBe(404);
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import tn from '../../config/markets/tn.ts';
import { createTestSandbox, testBackends, type TestSandbox } from '../testing.ts';
import { creditWin } from '../winnings.ts';
import { catalogue } from './catalogue.ts';

/**
 * §9 Terms enforced by the sandbox, read from the market it was started with (SandboxContext.market): the casino
 * bet range of a round, and the caps on credits (maximum balance on every credit, maximum profit, the day's
 * winnings) with what they withheld on the statement. Each figure is changed in a second sandbox and the
 * behaviour follows. SQLite and a real PostgreSQL server.
 */
const game = catalogue('first')[0];

/** The Tunisian market with other figures: a test's own market, never an edit of config/markets. */
const market = (limits: Partial<(typeof tn)['limits']>) => ({ ...tn, limits: { ...tn.limits, ...limits } });

let players = 0;
async function player(sandbox: TestSandbox, cash: string) {
  players += 1;
  const username = `terms${players}`;
  const registered = await sandbox.register({ body: { username, email: `${username}@example.test`, password: 'Abc#123x', terms_accepted: true } });
  expect(registered.status).toBe(202);
  const adjusted = await sandbox.call('POST', '/sandbox/wallet/adjust', { body: { username, amount: cash, account: 'cash' }, headers: { 'Idempotency-Key': crypto.randomUUID() } });
  expect(adjusted.status).toBe(200);
  const { access } = await sandbox.login(username, 'Abc#123x');
  const id = (await sandbox.context.db.get<{ id: number }>('SELECT id FROM users WHERE username = ?', [username]))!.id;
  return { username, access, id };
}

async function launchReal(sandbox: TestSandbox, access: string): Promise<string> {
  const launched = await sandbox.call('POST', '/api/casino/first/createsession/', { token: access, body: { game: game.gameId, return_url: `${sandbox.publicUrl}/slots/casino`, client_type: 'desktop' } });
  expect(launched.status).toBe(200);
  return launched.json.launch_options.game_url as string;
}

async function spin(url: string, bet: unknown) {
  const response = await fetch(`${url}/spin`, { method: 'POST', headers: { 'Content-Type': 'application/json', 'Idempotency-Key': crypto.randomUUID() }, body: JSON.stringify({ bet }) });
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
}

const backends = testBackends({ poolSize: 4 });

describe('casino bet range per round (§9 Terms)', () => {
  let sandbox: TestSandbox;
  let narrow: TestSandbox;
  beforeAll(async () => {
    sandbox = await createTestSandbox();
    narrow = await createTestSandbox({ market: market({ casinoBetMin: '0.5', casinoBetMax: '2' }) });
  });
  afterAll(async () => {
    await sandbox.dispose();
    await narrow.dispose();
  });

  it('accepts any bet from 0.01 to 3 000 TND and refuses outside it with its code and the range, moving no money', async () => {
    const { access, id } = await player(sandbox, '5000');
    const url = await launchReal(sandbox, access);
    const before = await sandbox.context.ledger.balances(id);
    const above = await spin(url, '3000.01');
    expect(above).toMatchObject({ status: 422, json: { code: 'casino_bet_above_maximum', betLimits: { min: '0.01', max: '3000.00', currency: 'TND' } } });
    const below = await spin(url, '0.00');
    expect(below.status).toBe(400);
    // More decimals than the currency has, text, a number instead of a string: a clear 400, never a 500.
    for (const bad of ['0.001', 'abc', 5, null, '-1']) expect((await spin(url, bad)).status).toBe(400);
    expect(await sandbox.context.ledger.balances(id)).toEqual(before);
    expect((await spin(url, '0.01')).status).toBe(200);
    expect((await spin(url, '3000.00')).status).toBe(200);
  });

  it('follows the market it was started with: another range, refused with that range', async () => {
    const { access } = await player(narrow, '100');
    const url = await launchReal(narrow, access);
    expect(await spin(url, '2.01')).toMatchObject({ status: 422, json: { code: 'casino_bet_above_maximum', betLimits: { min: '0.50', max: '2.00' } } });
    expect(await spin(url, '0.49')).toMatchObject({ status: 422, json: { code: 'casino_bet_below_minimum', betLimits: { min: '0.50' } } });
    expect((await spin(url, '2.00')).status).toBe(200);
    // The page offers that range and says it in the player's language (the site's lang cookie).
    const page = await (await fetch(url, { headers: { Cookie: 'lang=fr-fr' } })).text();
    expect(page).toContain('lang="fr-fr"');
    expect(page).toMatch(/Mises de 0,50\s?TND à 2,00\s?TND par partie/);
    const arabic = await (await fetch(url, { headers: { 'Accept-Language': 'ar;q=1, fr;q=0.5' } })).text();
    expect(arabic).toContain('dir="rtl"');
    expect(arabic).toContain('الحد الأقصى للرهان في الجولة');
  });

  it('applies the range to demo play too, and a guest meets it the same way', async () => {
    const demoGame = catalogue('first').find((candidate) => candidate.hasDemo)!;
    const launched = await narrow.call('POST', '/api/casino/first/demostart/', { body: { game: demoGame.gameId, return_url: `${narrow.publicUrl}/slots/casino`, client_type: 'desktop' } });
    const url = launched.json.launch_options.game_url as string;
    expect((await spin(url, '2.50')).json.code).toBe('casino_bet_above_maximum');
  });
});

describe.each(backends)('caps on every credit, withheld on the statement (§9 Terms): $name', (backend) => {
  let sandbox: TestSandbox;
  let stop: () => Promise<void>;
  beforeAll(async () => {
    // A market with small caps, so a test reaches them with a few credits; the Tunisian figures are 25 000 each.
    ({ sandbox, stop } = await backend.start({ market: market({ maxBalance: '100', maxProfit: '30', maxWinningsPerDay: '50' }) }));
  }, 120_000);
  afterAll(() => stop?.());

  const statement = async (access: string) => (await sandbox.call('GET', '/api/users/transactions/?page_size=50', { token: access })).json.results as Record<string, unknown>[];

  it('credits a win only up to the maximum balance and says on the movement what it withheld', async () => {
    const { access, id } = await player(sandbox, '90');
    const { ledger } = sandbox.context;
    const result = await ledger.forPlayer(id, (tx) => creditWin(sandbox.context, tx, id, { winMinor: 2500, stakeMinor: 2000, reason: 'casino-win', idempotencyKey: 'cap-1', reference: 'first:g' }));
    expect(result).toEqual({ creditMinor: 1000, withheldMinor: 1500, cappedBy: 'balance' });
    expect((await ledger.balances(id)).cashMinor).toBe(10_000);
    // At the cap, a win is withheld whole and still shows.
    await ledger.forPlayer(id, (tx) => creditWin(sandbox.context, tx, id, { winMinor: 700, stakeMinor: 100, reason: 'casino-win', idempotencyKey: 'cap-2', reference: 'first:g' }));
    const rows = await statement(access);
    expect(rows[0]).toMatchObject({ amount: '0.00', withheld: '7.00', withheldBy: 'balance', newBalance: '100.00' });
    expect(rows[1]).toMatchObject({ amount: '10.00', withheld: '15.00', withheldBy: 'balance' });
    // A movement nothing was withheld of says so too.
    expect(rows.at(-1)).toMatchObject({ withheld: '0.00', withheldBy: null });
  });

  it('pays at most the stake plus the maximum profit, and at most the day’s winnings', async () => {
    const { access, id } = await player(sandbox, '0.01');
    const { ledger } = sandbox.context;
    const credit = (key: string, winMinor: number, stakeMinor: number) => ledger.forPlayer(id, (tx) => creditWin(sandbox.context, tx, id, { winMinor, stakeMinor, reason: 'casino-win', idempotencyKey: key }));
    expect(await credit('p-1', 5000, 1000)).toEqual({ creditMinor: 4000, withheldMinor: 1000, cappedBy: 'profit' });
    // The day's counter holds what the first win paid above its stake (30.00 of 50.00): 20.00 room left.
    expect(await credit('p-2', 3000, 0)).toEqual({ creditMinor: 2000, withheldMinor: 1000, cappedBy: 'daily-winnings' });
    expect((await statement(access))[0]).toMatchObject({ amount: '20.00', withheld: '10.00', withheldBy: 'daily-winnings' });
    sandbox.clock.advance(86_400_000);
    expect(await credit('p-3', 1000, 0)).toEqual({ creditMinor: 1000, withheldMinor: 0, cappedBy: 'none' });
  });

  it('refuses a transfer or a deposit that would pass the maximum balance instead of withholding the sender’s money', async () => {
    const { id } = await player(sandbox, '95');
    const { ledger } = sandbox.context;
    await expect(ledger.credit(id, 'cash', 1000, { reason: 'transfer-in', idempotencyKey: 'refused-transfer', balanceCap: 'refuse' })).rejects.toMatchObject({ status: 422, body: { code: 'max_balance_exceeded' } });
    // Any other credit meets the cap by default (a cash-out here), and the player's own money given back does not.
    expect((await ledger.credit(id, 'cash', 1000, { reason: 'sport-cashout', idempotencyKey: 'cashout-1' })).entries[0]).toMatchObject({ amountMinor: 500, withheldMinor: 500, withheldBy: 'balance' });
    expect((await ledger.credit(id, 'cash', 1000, { reason: 'payout-refund', idempotencyKey: 'refund-1', balanceCap: 'exempt' })).balances.cashMinor).toBe(11_000);
    // A replay of a cut credit is recognised as the same posting (asked = credited + withheld), not as a key reused.
    expect((await ledger.credit(id, 'cash', 1000, { reason: 'sport-cashout', idempotencyKey: 'cashout-1', replay: 'answer' })).replayed).toBe(true);
  });
});

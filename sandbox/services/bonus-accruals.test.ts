import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestSandbox, type TestSandbox } from '../testing.ts';
import { findUserByUsername } from '../users.ts';
import { pastResets, personalJackpotRule } from './bonus-accruals.ts';

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await createTestSandbox();
});
afterAll(() => sandbox.dispose());

async function register(username: string) {
  await sandbox.register({ body: { username, email: `${username}@example.test`, password: 'Abc#123x', terms_accepted: true } });
  const access = (await sandbox.login(username, 'Abc#123x')).access;
  const user = (await findUserByUsername(sandbox.context.db, username))!;
  return { access, id: user.id };
}

const bonusOf = async (access: string) => (await sandbox.call('GET', '/api/accounts/user', { token: access })).json.bonusBalance;
const cashback = (access: string) => sandbox.call('GET', '/api/bonus-system/cashback/history?is_accrued=true&page_size=2', { token: access });
let round = 0;
async function play(id: number, betMinor: number, winMinor: number) {
  round += 1;
  await sandbox.context.ledger.credit(id, 'cash', betMinor, { reason: 'seed', idempotencyKey: `fund-${round}` });
  await sandbox.context.ledger.debit(id, 'cash', betMinor, { reason: 'casino-bet', idempotencyKey: `bet-${round}` });
  if (winMinor > 0) await sandbox.context.ledger.credit(id, 'cash', winMinor, { reason: 'casino-win', idempotencyKey: `win-${round}` });
}
// Moving a day on expires the access tokens: sign in again afterwards.
const relogin = async (username: string) => (await sandbox.login(username, 'Abc#123x')).access;
const untilNextReset = () => pastResets(sandbox.clock.now() + 86_400_000, 1)[0] - sandbox.clock.now() + 1000;

describe('§4 cashback at the reset', () => {
  it('credits 10 % of the net loss since the previous reset as one Cashback row, once, even read twice at once', async () => {
    const { access: first, id } = await register('cashbacker');
    const bonusBefore = await bonusOf(first);
    await play(id, 10_000, 2_000); // lost 80.00
    // Before the reset nothing is due.
    expect((await cashback(first)).json.count).toBe(0);
    sandbox.clock.advance(untilNextReset());
    const access = await relogin('cashbacker');
    const [once, twice] = await Promise.all([cashback(access), cashback(access)]);
    expect(once.status).toBe(200);
    expect(twice.json.count).toBe(1);
    const latest = (await cashback(access)).json;
    expect(latest.count).toBe(1);
    expect(latest.results[0]).toMatchObject({ type: 'Cashback', amount: '8.00', amountCurrency: 'TND', bonusBalanceAfter: '8.00' });
    // Dated at the reset itself, 00:11 in the market's time (23:11 UTC in Tunis).
    expect(new Date(latest.results[0].date).toISOString().slice(11, 16)).toBe('23:11');
    expect(Number(await bonusOf(access)) - Number(bonusBefore)).toBe(8);
    const rows = await sandbox.context.db.get<{ total: number }>("SELECT COUNT(*) AS total FROM ledger_entries WHERE user_id = ? AND reason = 'cashback'", [id]);
    expect(rows!.total).toBe(1);
  });

  it('gives nothing on a net win, and another player never sees the rows', async () => {
    const winner = await register('cashwinner');
    await play(winner.id, 1_000, 5_000);
    sandbox.clock.advance(untilNextReset());
    expect((await cashback(await relogin('cashwinner'))).json.count).toBe(0);
    const other = await register('cashother');
    expect((await cashback(other.access)).json.results).toEqual([]);
  });

  it('refuses a guest and answers 400, not 500, on a bad query', async () => {
    expect((await sandbox.call('GET', '/api/bonus-system/cashback/history?is_accrued=true')).status).toBe(401);
    const { access } = await register('cashbadquery');
    expect((await sandbox.call('GET', '/api/bonus-system/cashback/history?page_size=abc', { token: access })).status).toBe(400);
  });

  it('credits nothing while cashback is switched off in the settings', async () => {
    const settings = (await sandbox.call('GET', '/api/settings/')).json;
    // The hook takes back every setting it gives (bodies are strict, §5 Bounds).
    expect((await sandbox.call('PATCH', '/sandbox/settings', { body: { bonuses: { ...settings.bonuses, cashbackOn: false } } })).status).toBe(200);
    const { id } = await register('cashoff');
    await play(id, 10_000, 0);
    sandbox.clock.advance(untilNextReset());
    expect((await cashback(await relogin('cashoff'))).json.count).toBe(0);
    await sandbox.call('PATCH', '/sandbox/settings', { body: { bonuses: settings.bonuses } });
  });
});

describe('§4 personal jackpot from the seeded rule', () => {
  it('pays 25 TND once casino stakes reach 500 TND, once', async () => {
    const { access, id } = await register('jackpotter');
    const jackpots = async () => (await sandbox.call('GET', '/api/bonus-system/bonusbalance/history?type=PersonalJackpot&page_size=2', { token: access })).json;
    await play(id, personalJackpotRule.stakesMinor - 100, 0);
    expect((await jackpots()).count).toBe(0);
    await play(id, 100, 0);
    expect((await jackpots()).results).toEqual([expect.objectContaining({ type: 'PersonalJackpot', amount: '25.00' })]);
    expect((await jackpots()).count).toBe(1);
  });
});

describe('first-deposit bonus', () => {
  it('comes with the first approved deposit only: half of it, at most 50 TND', async () => {
    const { access } = await register('firstdepositor');
    const staff = (await sandbox.login('cashier1')).access;
    const deposit = async (amount: string) => {
      const created = await sandbox.call('POST', '/api/backoffice/payments/deposit/', { token: access, body: { amount, payment_system: 'sandbox-card', return_url: 'http://localhost/deposit/sandbox-card' }, headers: { 'Idempotency-Key': `first-${amount}` } });
      expect(created.status).toBe(201);
      await sandbox.call('POST', `/api/backoffice/payments/deposit/${created.json.id}/approve_success/`, { token: staff, body: {} });
      await sandbox.call('POST', `/api/backoffice/payments/deposit/${created.json.id}/process_after_approve/`, { token: staff, body: {} });
    };
    await deposit('40');
    await deposit('500');
    const firsts = (await sandbox.call('GET', '/api/bonus-system/bonusbalance/history?type=FirstDeposit&page_size=1', { token: access })).json;
    expect(firsts.count).toBe(1);
    expect(firsts.results[0]).toMatchObject({ type: 'FirstDeposit', amount: '20.00', bonusBalanceAfter: '20.00' });
    expect(await bonusOf(access)).toBe('20.00');
  });

  it('is not paid again to the seeded player, whose history already holds a first-deposit bonus', async () => {
    const access = (await sandbox.login()).access;
    const staff = (await sandbox.login('cashier1')).access;
    const created = await sandbox.call('POST', '/api/backoffice/payments/deposit/', { token: access, body: { amount: '25', payment_system: 'sandbox-card', return_url: 'http://localhost/deposit/sandbox-card' }, headers: { 'Idempotency-Key': 'seeded-first-25' } });
    await sandbox.call('POST', `/api/backoffice/payments/deposit/${created.json.id}/approve_success/`, { token: staff, body: {} });
    await sandbox.call('POST', `/api/backoffice/payments/deposit/${created.json.id}/process_after_approve/`, { token: staff, body: {} });
    expect(await bonusOf(access)).toBe('40.00');
    expect((await sandbox.call('GET', '/api/bonus-system/bonusbalance/history?type=FirstDeposit', { token: access })).json.count).toBe(1);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatMoney, parseMoney } from './money.ts';
import { createTestSandbox, type TestSandbox } from './testing.ts';
import { findUserByUsername } from './users.ts';

let sandbox: TestSandbox;
let userId: number;
beforeAll(async () => {
  sandbox = await createTestSandbox();
  await sandbox.register({
    body: { username: 'wallet', email: 'wallet@example.test', password: 'Abc#123x', terms_accepted: true },
  });
  userId = (await findUserByUsername(sandbox.context.db, 'wallet'))!.id;
});
afterAll(() => sandbox.dispose());

describe('money', () => {
  it.each([
    ['1250.75', 125075],
    ['10', 1000],
    ['0.5', 50],
    ['-5.05', -505],
    ['0.00', 0],
  ])('parses %s to %d minor units and formats back with 2 decimals', (text, minor) => {
    expect(parseMoney(text)).toBe(minor);
    expect(parseMoney(formatMoney(minor))).toBe(minor);
  });

  it.each(['1.005', '1e3', ' 1', '', '1,5', 'NaN', '99999999999999'])('refuses "%s"', (text) => {
    expect(parseMoney(text)).toBeNull();
  });

  it('formats 0.1 + 0.2 exactly, since no float is involved', () => {
    expect(formatMoney((parseMoney('0.10') ?? 0) + (parseMoney('0.20') ?? 0))).toBe('0.30');
  });
});

describe('ledger', () => {
  it('derives balances from the SUM of rows, per account', async () => {
    const { ledger } = sandbox.context;
    expect(await ledger.balances(userId)).toEqual({ cashMinor: 0, bonusMinor: 0 });
    await ledger.credit(userId, 'cash', 10_000, { reason: 'deposit', idempotencyKey: 'dep-1' });
    await ledger.credit(userId, 'bonus', 550, { reason: 'cashback', idempotencyKey: 'cb-1' });
    await ledger.debit(userId, 'cash', 2_525, { reason: 'bet', idempotencyKey: 'bet-1' });
    expect(await ledger.balances(userId)).toEqual({ cashMinor: 7_475, bonusMinor: 550 });
    const rows = await sandbox.context.db.all<{ total: number }>('SELECT SUM(amount_minor) AS total FROM ledger_entries WHERE user_id = ? AND account = ?', [userId, 'cash']);
    expect(rows[0].total).toBe(7_475);
    const entries = await ledger.entries(userId, { account: 'cash' });
    expect(entries.map((entry) => entry.balanceAfterMinor)).toEqual([7_475, 10_000]);
  });

  it('refuses a key that already moved money: 409 idempotency_key_reused, nothing written (docs/product.md "Money rules")', async () => {
    const { ledger } = sandbox.context;
    const first = await ledger.debit(userId, 'cash', 500, { reason: 'casino-bet', idempotencyKey: 'bet-repeat' });
    expect(first.replayed).toBe(false);
    // A handler that debits a stake and then credits a win under a key of its own making must not see its debit pass.
    await expect(ledger.debit(userId, 'cash', 500, { reason: 'casino-bet', idempotencyKey: 'bet-repeat' })).rejects.toMatchObject({ status: 409, body: { code: 'idempotency_key_reused' } });
    const count = await sandbox.context.db.get<{ n: number }>('SELECT COUNT(*) AS n FROM ledger_entries WHERE idempotency_key = ?', ['bet-repeat']);
    expect(count?.n).toBe(1);
  });

  it('answers a repeated key with the first posting where the caller says retries are legitimate, and writes one row', async () => {
    const { ledger } = sandbox.context;
    const first = await ledger.credit(userId, 'cash', 500, { reason: 'deposit', idempotencyKey: 'dep-repeat', replay: 'answer' });
    const second = await ledger.credit(userId, 'cash', 500, { reason: 'deposit', idempotencyKey: 'dep-repeat', replay: 'answer' });
    expect(first.replayed).toBe(false);
    expect(second.replayed).toBe(true);
    expect(second.entries.map((entry) => entry.id)).toEqual(first.entries.map((entry) => entry.id));
    const count = await sandbox.context.db.get<{ n: number }>('SELECT COUNT(*) AS n FROM ledger_entries WHERE idempotency_key = ?', ['dep-repeat']);
    expect(count?.n).toBe(1);
    await expect(ledger.credit(userId, 'cash', 700, { reason: 'deposit', idempotencyKey: 'dep-repeat', replay: 'answer' })).rejects.toMatchObject({ body: { code: 'idempotency_key_reused' } });
  });

  it('handles concurrent postings with one key as one movement', async () => {
    const { ledger } = sandbox.context;
    const results = await Promise.allSettled(Array.from({ length: 10 }, () => ledger.credit(userId, 'bonus', 100, { reason: 'race', idempotencyKey: 'race-1' })));
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    for (const result of results) if (result.status === 'rejected') expect(result.reason).toMatchObject({ status: 409, body: { code: 'idempotency_key_reused' } });
    const count = await sandbox.context.db.get<{ n: number }>('SELECT COUNT(*) AS n FROM ledger_entries WHERE idempotency_key = ?', ['race-1']);
    expect(count?.n).toBe(1);
  });

  it('refuses to overdraw: not_enough_money for cash, insufficient_funds_on_bonus_balance for bonus; nothing written', async () => {
    const { ledger } = sandbox.context;
    const before = await ledger.balances(userId);
    await expect(ledger.debit(userId, 'cash', before.cashMinor + 1, { reason: 'bet', idempotencyKey: 'over-1' })).rejects.toMatchObject({ status: 422, body: { code: 'not_enough_money' } });
    await expect(ledger.debit(userId, 'bonus', before.bonusMinor + 1, { reason: 'x', idempotencyKey: 'over-2' })).rejects.toMatchObject({ body: { code: 'insufficient_funds_on_bonus_balance' } });
    expect(await ledger.balances(userId)).toEqual(before);
  });

  it('moves two accounts in one posting atomically (bonus -> cash) and rolls back both on refusal', async () => {
    const { ledger } = sandbox.context;
    const before = await ledger.balances(userId);
    await ledger.post({ userId, reason: 'bonus-exchange', idempotencyKey: 'exchange-1', movements: [{ account: 'bonus', amountMinor: -300 }, { account: 'cash', amountMinor: 300 }] });
    expect(await ledger.balances(userId)).toEqual({ cashMinor: before.cashMinor + 300, bonusMinor: before.bonusMinor - 300 });
    const middle = await ledger.balances(userId);
    await expect(
      ledger.post({ userId, reason: 'bonus-exchange', idempotencyKey: 'exchange-2', movements: [{ account: 'cash', amountMinor: 1 }, { account: 'bonus', amountMinor: -1_000_000 }] }),
    ).rejects.toMatchObject({ body: { code: 'insufficient_funds_on_bonus_balance' } });
    expect(await ledger.balances(userId)).toEqual(middle);
  });

  it('rejects malformed postings as programming errors', async () => {
    const { ledger } = sandbox.context;
    await expect(ledger.credit(userId, 'cash', 1.5, { reason: 'x', idempotencyKey: 'float' })).rejects.toThrow(TypeError);
    await expect(ledger.credit(userId, 'cash', -1, { reason: 'x', idempotencyKey: 'neg' })).rejects.toThrow(TypeError);
    await expect(ledger.post({ userId, reason: 'x', idempotencyKey: 'dup', movements: [{ account: 'cash', amountMinor: 1 }, { account: 'cash', amountMinor: 2 }] })).rejects.toThrow(TypeError);
  });
});

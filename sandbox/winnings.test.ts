import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestSandbox, type TestSandbox } from './testing.ts';
import { cappedWin, winningsTodayMinor } from './winnings.ts';

// §9 Terms: maximum winnings per day and maximum balance, read from the market (TND 25 000 each here).
let sandbox: TestSandbox;
let userId: number;
beforeAll(async () => {
  sandbox = await createTestSandbox();
  await sandbox.register({ body: { username: 'bigwinner', email: 'bigwinner@example.test', password: 'Abc#123x', terms_accepted: true } });
  userId = (await sandbox.context.db.get<{ id: number }>("SELECT id FROM users WHERE username = 'bigwinner'"))!.id;
});
afterAll(() => sandbox.dispose());

describe('win credits under the caps', () => {
  it('counts the market day\'s winnings, cuts a win at the daily cap, and starts afresh the next day', async () => {
    const { ledger, clock } = sandbox.context;
    const cap = sandbox.context.market.maxDailyWinningsMinor;
    await ledger.credit(userId, 'cash', cap - 5000, { reason: 'casino-win', idempotencyKey: 'cap-win-1', reference: 'first:g1' });
    expect(await winningsTodayMinor(sandbox.context, sandbox.context.db, userId, clock.now())).toBe(cap - 5000);
    // The balance is far below its own cap only if the first win was spent: take it out again (not winnings).
    await ledger.debit(userId, 'cash', cap - 5000, { reason: 'casino-bet', idempotencyKey: 'cap-bet-1', reference: 'first:g1' });
    const result = await ledger.forPlayer(userId, (tx) => cappedWin(sandbox.context, tx, userId, { winMinor: 20_000, stakeMinor: 0 }));
    expect(result).toEqual({ creditMinor: 5000, withheldMinor: 15_000, cappedBy: 'daily-winnings' });
    sandbox.clock.advance(86_400_000);
    expect(await ledger.forPlayer(userId, (tx) => cappedWin(sandbox.context, tx, userId, { winMinor: 20_000, stakeMinor: 0 }))).toEqual({ creditMinor: 20_000, withheldMinor: 0, cappedBy: 'none' });
  });

  it('never takes the balance above the maximum balance', async () => {
    const { ledger } = sandbox.context;
    sandbox.clock.advance(86_400_000);
    const before = (await ledger.balances(userId)).cashMinor;
    await ledger.credit(userId, 'cash', sandbox.context.market.maxBalanceMinor - before - 1000, { reason: 'sandbox-adjustment', idempotencyKey: 'cap-fill' });
    const result = await ledger.forPlayer(userId, (tx) => cappedWin(sandbox.context, tx, userId, { winMinor: 50_000, stakeMinor: 0 }));
    expect(result).toEqual({ creditMinor: 1000, withheldMinor: 49_000, cappedBy: 'balance' });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GetCurrencyListResponse, GetSettingsResponse } from '../contract.ts';
import { createTestSandbox, type TestSandbox } from '../testing.ts';

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await createTestSandbox();
});
afterAll(() => sandbox.dispose());

describe('settings', () => {
  it('answers §3 Settings without a session: limits as decimal strings, bonus flags on', async () => {
    const result = await sandbox.call('GET', '/api/settings/');
    expect(result.status).toBe(200);
    expect(GetSettingsResponse.safeParse(result.json).success).toBe(true);
    expect(result.json.bonuses).toEqual({
      cashbackOn: true,
      transferBonusBalanceToBalanceOn: true,
      transferBonusBalanceToBalanceMinBalance: '5.00',
      transferBonusBalanceToBalanceRate: '1',
      cashbackRate: '0.1',
    });
    expect(result.json.limits).toEqual({ maxBet: '3000.00', minBet: '0.10', maxWin: '25000.00', maxTransaction: '10000.00' });
  });

  it('lists currencies, TND first', async () => {
    const result = await sandbox.call('GET', '/api/settings/currency-list/');
    expect(GetCurrencyListResponse.safeParse(result.json).success).toBe(true);
    expect(result.json[0].code).toBe('TND');
  });

  it('lets tests flip flags through PATCH /sandbox/settings (merged, validated)', async () => {
    const patched = await sandbox.call('PATCH', '/sandbox/settings', { body: { bonuses: { cashbackOn: false } } });
    expect(patched.status).toBe(200);
    const result = await sandbox.call('GET', '/api/settings/');
    expect(result.json.bonuses.cashbackOn).toBe(false);
    expect(result.json.bonuses.transferBonusBalanceToBalanceOn).toBe(true);
    const bad = await sandbox.call('PATCH', '/sandbox/settings', { body: { limits: { maxBet: 12.5 } } });
    expect(bad.status).toBe(400);
  });
});

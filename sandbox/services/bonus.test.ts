import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userRowsChanged } from '../auth/access-cache.ts';
import { createTestSandbox, integrationTicket, type TestSandbox } from '../testing.ts';
import { convertAmount } from './bonus.ts';
import { pngFile } from './kyc-fixtures.ts';

let sandbox: TestSandbox;
let player: string;
beforeAll(async () => {
  sandbox = await createTestSandbox();
  player = (await sandbox.login()).access;
});
afterAll(() => sandbox.dispose());

async function register(username: string) {
  await sandbox.register({ body: { username, email: `${username}@example.test`, password: 'Abc#123x', terms_accepted: true } });
  return (await sandbox.login(username, 'Abc#123x')).access;
}
const adjust = (username: string, account: 'cash' | 'bonus', amount: string) =>
  sandbox.call('POST', '/sandbox/wallet/adjust', { body: { username, account, amount }, headers: { 'Idempotency-Key': `adj-${username}-${account}-${Math.random().toString(36).slice(2)}` } });

describe('bonus exchange (§5)', () => {
  it('converts without floats', () => {
    expect(convertAmount(1001, '1')).toBe(1001);
    expect(convertAmount(1001, '0.5')).toBe(500);
    expect(convertAmount(333, '1.25')).toBe(416);
  });

  it('needs a low real balance, an amount above 3 TND and enough bonus; a replay moves nothing', async () => {
    expect((await sandbox.call('POST', '/api/bonus-system/bonusbalance-to-balance/', { token: player, body: { amount: '10' }, headers: { 'Idempotency-Key': 'exchange-p1-1' } })).json.code).toBe('balance_not_low_enough');
    const access = await register('exchanger');
    await adjust('exchanger', 'bonus', '20');
    const exchange = (amount: string, key: string) => sandbox.call('POST', '/api/bonus-system/bonusbalance-to-balance/', { token: access, body: { amount }, headers: { 'Idempotency-Key': key } });
    const small = await exchange('3', 'exchange-small');
    expect(small.status).toBe(400);
    expect(small.json.errors[0]).toMatchObject({ field: 'amount', code: 'bonus_amount_too_small' });
    expect((await exchange('25', 'exchange-much')).json.code).toBe('insufficient_funds_on_bonus_balance');
    const done = await exchange('4', 'exchange-ok-1');
    expect(done.status).toBe(200);
    expect(done.json).toEqual({ amount: '4.00', credited: '4.00', balance: '4.00', bonusBalance: '16.00', currency: 'TND' });
    const replay = await exchange('4', 'exchange-ok-1');
    expect(replay.json).toEqual(done.json);
    const rows = await sandbox.context.db.get<{ total: number }>("SELECT COUNT(*) AS total FROM ledger_entries WHERE reason = 'bonus-exchange'");
    expect(rows!.total).toBe(2);
    const history = await sandbox.call('GET', '/api/bonus-system/bonusbalance/history?is_accrued=true&ordering=-date', { token: access });
    expect(history.json.results[0]).toMatchObject({ type: 'TransferBonusesToBalance', amount: '-4.00', bonusBalanceBefore: '20.00', bonusBalanceAfter: '16.00' });
  });
});

describe('bonus and cashback history', () => {
  it('seeds every bonus type for player1, newest first, filtered by dates and type', async () => {
    const all = await sandbox.call('GET', '/api/bonus-system/bonusbalance/history?is_accrued=true&ordering=-date&page_size=50', { token: player });
    expect(all.status).toBe(200);
    expect(new Set(all.json.results.map((item: { type: string }) => item.type)).size).toBe(8);
    const dates = all.json.results.map((item: { date: string }) => Date.parse(item.date));
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
    const from = new Date(sandbox.clock.now() - 7 * 86_400_000).toISOString().slice(0, 16) + 'Z';
    const recent = await sandbox.call('GET', `/api/bonus-system/bonusbalance/history?date_from=${from}`, { token: player });
    expect(recent.json.count).toBeGreaterThan(0);
    expect(recent.json.count).toBeLessThan(all.json.count);
    const lucky = await sandbox.call('GET', '/api/bonus-system/bonusbalance/history?type=LuckySpin', { token: player });
    expect(lucky.json.count).toBe(1);
    const cashback = await sandbox.call('GET', '/api/bonus-system/cashback/history?is_accrued=true', { token: player });
    expect(cashback.json.count).toBe(4);
    expect((await sandbox.call('GET', '/api/bonus-system/cashback/history?date_from=2026-01-01T00:00:00Z', { token: player })).status).toBe(400);
  });
});

describe('sport bet history', () => {
  it('lists settled and open tickets with sub-bets, sells an open one once and refuses a free bet', async () => {
    const list = await sandbox.call('GET', '/sport-integration/betshistory/', { token: player });
    expect(list.status).toBe(200);
    const statuses = list.json.results.map((item: { status: string }) => item.status);
    expect(statuses).toEqual(expect.arrayContaining(['Wait', 'Winner', 'Loser', 'Voided']));
    const express = list.json.results.find((item: { ticketType: string }) => item.ticketType === 'express');
    const subBet = await sandbox.call('GET', `/sport-integration/${express.id}/subbet/`, { token: player });
    expect(subBet.json.events).toHaveLength(2);
    expect(subBet.json.outcomes[0]).toMatchObject({ market: '1X2', status: 'Winner' });
    // The seeded open tickets are the sportsbook's own, cashed out rather than sold back (sport-bets.test.ts);
    // an integration's open ticket is sold back at its stake.
    expect(list.json.results.filter((item: { canCancel: boolean }) => item.canCancel)).toEqual([]);
    const open = { id: await integrationTicket(sandbox, list.json.results[0].userId, 1500) };
    const free = list.json.results.find((item: { isFreeBet: boolean }) => item.isFreeBet);
    const cancel = (id: number, key: string) => sandbox.call('POST', `/sport-integration/ticket/${id}/cancel`, { token: player, headers: { 'Idempotency-Key': key } });
    expect((await cancel(free.id, 'cancel-free-1')).json.code).toBe('free_bet_not_sellable');
    const done = await cancel(open.id, 'cancel-open-1');
    expect(done.json).toMatchObject({ status: 'Cancelled', refundAmount: '15.00' });
    expect((await cancel(open.id, 'cancel-open-1')).json).toEqual(done.json);
    expect((await cancel(open.id, 'cancel-open-2')).json.code).toBe('ticket_not_open');
    expect((await sandbox.call('GET', '/sport-integration/999999/subbet/', { token: player })).status).toBe(404);
  });
});

describe('KYC, referral and transfers', () => {
  const upload = (token: string, bytes: Uint8Array, name: string, type: string) => {
    const form = new FormData();
    form.append('document', new Blob([bytes as BlobPart], { type }), name);
    form.append('document_type', 'passport');
    return sandbox.app.request('/api/users/documents/upload/', { method: 'POST', body: form, headers: { Authorization: `Bearer ${token}` } });
  };

  it('stores JPEG, PNG and PDF files on disk and refuses other types and large files', async () => {
    const access = await register('kycer');
    // A whole PNG: the signature alone is no longer taken for one (§5 Bounds, kyc-content.ts).
    const png = pngFile();
    const ok = await upload(access, png, 'passport.png', 'image/png');
    expect(ok.status).toBe(201);
    expect(await ok.json()).toMatchObject({ documentType: 'passport', status: 'pending', fileName: 'passport.png' });
    const fake = await upload(access, new TextEncoder().encode('MZ not an image'), 'passport.png', 'image/png');
    expect(fake.status).toBe(400);
    expect((await fake.json()).errors[0].code).toBe('invalid-type');
    const big = new Uint8Array(5 * 1024 * 1024 + 1);
    big.set([0xff, 0xd8, 0xff]);
    const large = await upload(access, big, 'big.jpg', 'image/jpeg');
    expect(large.status).toBe(400);
    expect((await large.json()).errors[0].code).toBe('invalid-size');
    const list = await sandbox.call('GET', '/api/users/documents/', { token: access });
    expect(list.json.status).toBe('pending');
    expect(list.json.documents).toHaveLength(1);
  });

  it('activates the seeded referral code once', async () => {
    const access = await register('referred');
    const activate = (code: string) => sandbox.call('POST', '/api/referral/activate/', { token: access, body: { code } });
    expect((await activate('NOPE-CODE')).json.code).toBe('referral_code_not_found');
    expect((await activate('friend-tn-2026')).status).toBe(200);
    expect((await activate('FRIEND-TN-2026')).json.code).toBe('referral_code_already_activated');
  });

  it('lists seeded transfers with created_from/created_to and sender/recipient, and one by id', async () => {
    const all = await sandbox.call('GET', '/api/backoffice/transactions/?page_size=100', { token: player });
    expect(all.json.count).toBeGreaterThanOrEqual(5);
    const profile = await sandbox.call('GET', '/api/user/profile', { token: player });
    const payments = await sandbox.call('GET', `/api/backoffice/transactions/?recipient=${profile.json.id}`, { token: player });
    expect(payments.json.results.every((item: { toId: number }) => item.toId === profile.json.id)).toBe(true);
    const from = new Date(sandbox.clock.now() - 7 * 86_400_000).toISOString().slice(0, 19) + 'Z';
    const recent = await sandbox.call('GET', `/api/backoffice/transactions/?created_from=${from}`, { token: player });
    expect(recent.json.count).toBeLessThan(all.json.count);
    const one = await sandbox.call('GET', `/api/backoffice/transactions/${all.json.results[0].id}/`, { token: player });
    expect(one.json.id).toBe(all.json.results[0].id);
    const wallet = await sandbox.call('GET', '/api/users/transactions/', { token: player });
    expect(wallet.status).toBe(200);
  });

  it('pays out through the cashier of the player once per key, and moves money between players', async () => {
    const access = await register('cashiered');
    await adjust('cashiered', 'cash', '100');
    const agent = await sandbox.context.db.get<{ id: number }>("SELECT id FROM users WHERE username = 'agent1'");
    await sandbox.context.db.run("UPDATE users SET parent_id = ? WHERE username = 'cashiered'", [agent!.id]);
    // Written around users.ts: the in-memory copy of the player's row is told (auth/access-cache.ts).
    userRowsChanged(sandbox.context.db, (await sandbox.context.db.get<{ id: number }>("SELECT id FROM users WHERE username = 'cashiered'"))!.id);
    const withdraw = (key: string, parent = agent!.id) =>
      sandbox.call('POST', '/api/backoffice/cashier/withdraw/', { token: access, body: { withdraw: '30', currencies: 'TND', parent }, headers: { 'Idempotency-Key': key } });
    const first = await withdraw('cashier-key-1');
    expect(first.status).toBe(201);
    expect(first.json).toMatchObject({ amount: '30.00', balance: '70.00', status: 'completed' });
    expect((await withdraw('cashier-key-1')).json).toEqual(first.json);
    expect((await withdraw('cashier-key-2', 999)).json.code).toBe('permission_denied');
    const profile = await sandbox.call('GET', '/api/user/profile', { token: player });
    // Transfers follow the payout rules (§5 Account changes that ask for the password): a verified e-mail first.
    expect((await sandbox.call('PATCH', '/sandbox/users/cashiered', { body: { emailVerified: true } })).status).toBe(200);
    const transfer = await sandbox.call('POST', '/api/backoffice/transactions/', { token: access, body: { amount: '20', currency: 'TND', recipient_id: profile.json.id }, headers: { 'Idempotency-Key': 'transfer-key-1' } });
    expect(transfer.status).toBe(201);
    expect(transfer.json).toMatchObject({ amount: '20.00', senderBalanceBefore: '70.00', senderBalanceAfter: '50.00', status: 'completed' });
    expect((await sandbox.call('POST', '/api/backoffice/transactions/', { token: access, body: { amount: '500', currency: 'TND', recipient_id: profile.json.id }, headers: { 'Idempotency-Key': 'transfer-key-2' } })).json.code).toBe('not_enough_money');
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogue } from './games/catalogue.ts';
import { testBackends, type TestSandbox } from './testing.ts';
import { creditWin } from './winnings.ts';

/**
 * docs/product.md "Money rules": the repros of the attacks that created money, each against the HTTP
 * sandbox on SQLite and on a real PostgreSQL server. Every one of them made money on the code before the rules
 * moved into the ledger; each now answers 409 or 422, or the first answer again, and the money is unchanged.
 */
const backends = testBackends({ poolSize: 4 });

const day = 86_400_000;
const game = catalogue('first')[0];

describe.each(backends)('money that cannot be created: $name', (backend) => {
  let sandbox: TestSandbox;
  let stop: () => Promise<void>;
  beforeAll(async () => {
    ({ sandbox, stop } = await backend.start());
  }, 120_000);
  afterAll(() => stop?.());

  const balances = (id: number) => sandbox.context.ledger.balances(id);
  const post = (path: string, token: string, body: unknown, key = crypto.randomUUID()) => sandbox.call('POST', path, { token, body, headers: { 'Idempotency-Key': key } });
  const launch = async (token: string) => {
    // One tab launching again: each launch is a new game session, replacing the tab's last one.
    const launched = await sandbox.call('POST', '/api/casino/first/createsession/', {
      token,
      headers: { 'X-Game-Client': 'tab-money-rules-0001' },
      body: { game: game.gameId, return_url: `${sandbox.url}/slots/casino`, client_type: 'desktop' },
    });
    expect(launched.status).toBe(200);
    return launched.json.launch_options.game_url as string;
  };
  const spin = async (gameUrl: string, key: string, bet = '1.00') => {
    const response = await fetch(`${gameUrl}/spin`, { method: 'POST', headers: { 'Content-Type': 'application/json', 'Idempotency-Key': key }, body: JSON.stringify({ bet }) });
    return { status: response.status, json: (await response.json()) as Record<string, unknown> };
  };
  const payout = (token: string, amount: string) => post('/api/backoffice/payments/payout/', token, { amount, payment_system: 'sandbox-card', account: '4111111111111111' });
  const cancel = (token: string, id: number) => post(`/api/backoffice/payments/payout/${id}/cancel_payment/`, token, {});

  it('answers a casino spin key replayed in a new game session with the stored round: same reels, same win, no money moved', async () => {
    const { id, access } = await sandbox.newPlayer({ cashMinor: 15_000 });
    const key = crypto.randomUUID();
    const first = await spin(await launch(access), key);
    expect(first.status).toBe(200);
    const after = await balances(id);
    for (let replay = 0; replay < 5; replay += 1) {
      const again = await spin(await launch(access), key);
      expect(again).toEqual(first);
    }
    expect(await balances(id)).toEqual(after);
    const rounds = await sandbox.context.db.get<{ n: number }>('SELECT COUNT(*) AS n FROM casino_rounds WHERE user_id = ?', [id]);
    expect(Number(rounds?.n)).toBe(1);
    // The same key for another bet is another request: refused.
    const other = await spin(await launch(access), key, '2.00');
    expect(other).toMatchObject({ status: 409, json: { code: 'idempotency_key_reused' } });
  });

  it('refuses a transfer key sent again 25 h later to another recipient, and answers it to the same one', async () => {
    const sender = await sandbox.newPlayer({ cashMinor: 10_000, emailVerified: true });
    const first = await sandbox.newPlayer();
    const second = await sandbox.newPlayer();
    const key = crypto.randomUUID();
    const send = (recipient: number) => post('/api/backoffice/transactions/', sender.access, { amount: '50.00', currency: 'TND', recipient_id: recipient }, key);
    const sent = await send(first.id);
    expect(sent.status).toBe(201);
    sandbox.clock.advance(25 * 3_600_000);
    // A fresh sign-in: the first one's access token has expired meanwhile.
    sender.access = (await sandbox.login(sender.username, 'Abc#123x')).access;
    const elsewhere = await send(second.id);
    expect(elsewhere).toMatchObject({ status: 409, json: { code: 'idempotency_key_reused' } });
    const again = await send(first.id);
    expect(again.status).toBe(201);
    expect(again.text).toBe(sent.text);
    expect((await balances(sender.id)).cashMinor).toBe(5_000);
    expect((await balances(first.id)).cashMinor).toBe(5_000);
    expect((await balances(second.id)).cashMinor).toBe(0);
  });

  it('answers an old wheel key 25 h later with its first spin, not a new free draw', async () => {
    const { id, access } = await sandbox.newPlayer({ cashMinor: 10_000 });
    const key = crypto.randomUUID();
    const first = await post('/services/wheel/spin/', access, { is_free: false }, key);
    expect(first.status).toBe(200);
    const after = await balances(id);
    sandbox.clock.advance(25 * 3_600_000);
    const fresh = (await sandbox.login((await sandbox.context.db.get<{ username: string }>('SELECT username FROM users WHERE id = ?', [id]))!.username, 'Abc#123x')).access;
    const again = await post('/services/wheel/spin/', fresh, { is_free: false }, key);
    expect(again.status).toBe(200);
    expect(again.text).toBe(first.text);
    expect(await balances(id)).toEqual(after);
  });

  it('counts money parked in a pending payout: no bonus exchange through it (§5), nothing gained by cancelling', async () => {
    const { id, access } = await sandbox.newPlayer({ cashMinor: 10_000, bonusMinor: 5_000, emailVerified: true });
    const parked = await payout(access, '100.00');
    expect(parked.status).toBe(201);
    expect((await balances(id)).cashMinor).toBe(0);
    const exchange = await post('/api/bonus-system/bonusbalance-to-balance/', access, { amount: '40' });
    expect(exchange).toMatchObject({ status: 422, json: { code: 'balance_not_low_enough' } });
    expect((await cancel(access, parked.json.id)).status).toBe(200);
    expect(await balances(id)).toEqual({ cashMinor: 10_000, bonusMinor: 5_000 });
  });

  it('counts money parked in pending payouts under the maximum balance (§9): no deposit above it, cancelling adds nothing', async () => {
    const cap = sandbox.context.market.maxBalanceMinor;
    const { id, access } = await sandbox.newPlayer({ cashMinor: cap, emailVerified: true });
    // Parked in payouts small enough to need no documents (§9: above 3 000 they do).
    const each = sandbox.context.market.withdrawalExtraVerificationAboveMinor;
    const parked = [];
    for (let left = cap; left > 0; left -= Math.min(left, each)) {
      const created = await payout(access, (Math.min(left, each) / 100).toFixed(2));
      expect(created.status).toBe(201);
      parked.push(created.json.id as number);
    }
    expect((await balances(id)).cashMinor).toBe(0);
    const deposit = await post('/api/backoffice/payments/deposit/', access, { amount: '100', payment_system: 'sandbox-card' });
    expect(deposit).toMatchObject({ status: 422, json: { code: 'max_balance_exceeded' } });
    for (const payment of parked) expect((await cancel(access, payment)).status).toBe(200);
    expect((await balances(id)).cashMinor).toBe(cap);
  });

  it('keeps one day\'s winnings counter across casino and cash-out credits (§9): a win past it pays its stake only', async () => {
    const { market, ledger } = sandbox.context;
    const { id } = await sandbox.newPlayer();
    await ledger.forPlayer(id, (tx) => creditWin(sandbox.context, tx, id, { winMinor: market.maxDailyWinningsMinor, stakeMinor: 0, reason: 'casino-win', idempotencyKey: `win-${id}` }));
    // Spent elsewhere so the maximum balance does not bind; the day's counter still holds the casino win.
    await ledger.debit(id, 'cash', market.maxDailyWinningsMinor, { reason: 'test-withdrawal', idempotencyKey: `spend-${id}` });
    const cashOut = await ledger.forPlayer(id, (tx) => creditWin(sandbox.context, tx, id, { winMinor: 30_000, stakeMinor: 10_000, reason: 'sport-cashout', idempotencyKey: `cashout-${id}` }));
    expect(cashOut).toEqual({ creditMinor: 10_000, withheldMinor: 20_000, cappedBy: 'daily-winnings' });
    // The next market day the counter starts again.
    sandbox.clock.advance(day);
    const tomorrow = await ledger.forPlayer(id, (tx) => creditWin(sandbox.context, tx, id, { winMinor: 30_000, stakeMinor: 10_000, reason: 'wheel-win', idempotencyKey: `wheel-${id}` }));
    expect(tomorrow.creditMinor).toBe(30_000);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import deExample from '../config/markets/de-example.ts';
import tn from '../config/markets/tn.ts';
import { controlSecretHeader } from './control.ts';
import { marketMonth } from './protection.ts';
import { createTestSandbox, type TestSandbox } from './testing.ts';

/**
 * §3 Player protection by market: the German-like monthly deposit limit across operators (1 000 EUR, LUGAS). The
 * central file is a stand-in on its own origin; its test hooks set what a player deposited at other operators and
 * take it down. Each deposit is checked inside its transaction: this operator's deposits of the calendar month plus
 * the file's plus this one may not pass the limit; while the file is down, as the pack says (refused). Without the
 * rule in the pack, nobody asks the file. Months on the sandbox's clock, never by sleeping.
 */
type Market = typeof tn;
const withRule = (rule: Market['protection']['crossOperatorDepositLimit']): Market => ({ ...deExample, protection: { ...deExample.protection, crossOperatorDepositLimit: rule } });

let de: TestSandbox;
let deAllowWhenDown: TestSandbox;
let deWithout: TestSandbox;
let tnSandbox: TestSandbox;
beforeAll(async () => {
  de = await createTestSandbox({ market: deExample });
  deAllowWhenDown = await createTestSandbox({ market: withRule({ name: 'LUGAS', monthlyLimit: '1000', whenDown: 'allow' }) });
  // The German-like pack without the rule, pointed at the German-like file where the player has deposited elsewhere: never asked.
  deWithout = await createTestSandbox({ market: withRule(null), depositFileUrl: de.depositFileUrl });
  tnSandbox = await createTestSandbox({ market: tn });
}, 120_000);
afterAll(() => Promise.all([de, deAllowWhenDown, deWithout, tnSandbox].map((sandbox) => sandbox.dispose())));

/** The file's own test hooks, with the sandbox's control secret. */
async function hook(sandbox: TestSandbox, path: string, body: unknown, secret = sandbox.context.config.controlSecret) {
  const response = await fetch(`${sandbox.depositFileUrl}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json', [controlSecretHeader]: secret }, body: JSON.stringify(body) });
  return response.status;
}
const month = (sandbox: TestSandbox) => marketMonth(sandbox.clock.now(), sandbox.context.market.utcOffsetMs).key;
const depositedElsewhere = (sandbox: TestSandbox, email: string, amount: string, at = month(sandbox)) => hook(sandbox, '/test/deposits', { subject: email, month: at, amount });
const down = (sandbox: TestSandbox, isDown: boolean) => hook(sandbox, '/test/down', { down: isDown });

/** A signed-in player with a deposit limit of their own well above the cross-operator one (the pack asks for a limit first). */
async function player(sandbox: TestSandbox) {
  const { id, access, username } = await sandbox.newPlayer({ cashMinor: 0 });
  expect((await sandbox.call('PUT', '/api/users/responsible-gaming/limits/', { token: access, body: { deposit_month: '5000' } })).status).toBe(200);
  return { id, access, email: `${username}@example.test` };
}

/** A card deposit made and approved on the stand-in payment page: the created answer (201), or the refusal. */
async function deposit(sandbox: TestSandbox, access: string, amount: string) {
  const created = await sandbox.call('POST', '/api/backoffice/payments/deposit/', { token: access, body: { amount, payment_system: 'sandbox-card' }, headers: { 'Idempotency-Key': crypto.randomUUID() } });
  if (created.status !== 201) return created;
  expect((await sandbox.call('POST', `${new URL(created.json.redirectLink as string).pathname}/approve`)).status).toBe(200);
  return created;
}

describe('German-like: the monthly deposit limit across operators (central deposit file)', () => {
  it('runs on its own origin; its test hooks need the control secret', async () => {
    expect(de.depositFileUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(new URL(de.depositFileUrl).port).not.toBe(new URL(de.url).port);
    expect(await hook(de, '/test/down', { down: true }, 'wrong-secret-wrong-secret-wrong-secret')).toBe(404);
    expect((await fetch(`${de.depositFileUrl}/deposits?subject=x@example.test&month=${month(de)}`)).status).toBe(200);
    expect((await de.call('GET', '/sandbox/stand-ins')).json).toMatchObject({ depositFile: de.depositFileUrl, exclusionRegister: de.exclusionRegisterUrl });
  });

  it('800 deposited elsewhere this month: 150 here goes through, 60 more is refused with what is left, 50 reaches the limit exactly', async () => {
    const { id, access, email } = await player(de);
    expect(await depositedElsewhere(de, email, '800')).toBe(200);
    expect((await deposit(de, access, '150')).status).toBe(201);
    const before = await de.context.ledger.balances(id);
    const refused = await deposit(de, access, '60');
    expect(refused).toMatchObject({ status: 422, json: { code: 'cross_operator_deposit_limit_exceeded', detail: '50.00' } });
    // Refused before any payment was made: nothing moved, nothing pending.
    expect(await de.context.ledger.balances(id)).toEqual(before);
    expect((await deposit(de, access, '50')).status).toBe(201);
    expect(await deposit(de, access, '10')).toMatchObject({ status: 422, json: { code: 'cross_operator_deposit_limit_exceeded', detail: '0.00' } });
  });

  it('a deposit made but not yet credited counts; a failed one does not', async () => {
    const { access, email } = await player(de);
    expect(await depositedElsewhere(de, email, '900')).toBe(200);
    const pending = await de.call('POST', '/api/backoffice/payments/deposit/', { token: access, body: { amount: '80', payment_system: 'sandbox-card' }, headers: { 'Idempotency-Key': crypto.randomUUID() } });
    expect(pending.status).toBe(201);
    expect(await deposit(de, access, '30')).toMatchObject({ status: 422, json: { code: 'cross_operator_deposit_limit_exceeded', detail: '20.00' } });
    expect((await de.call('POST', `${new URL(pending.json.redirectLink as string).pathname}/fail`)).status).toBe(200);
    expect((await deposit(de, access, '100')).status).toBe(201);
  });

  it('a new calendar month starts afresh (the file’s sum is per month)', async () => {
    const start = de.clock.offsetMs();
    try {
      const { access, email } = await player(de);
      expect(await depositedElsewhere(de, email, '1000')).toBe(200);
      expect((await deposit(de, access, '10')).status).toBe(422);
      const next = marketMonth(de.clock.now(), de.context.market.utcOffsetMs);
      const nextMonthStart = marketMonth(next.startsAt + 32 * 86_400_000, de.context.market.utcOffsetMs).startsAt;
      de.clock.advance(nextMonthStart - de.clock.now() + 60_000);
      const again = await de.login(email.split('@')[0], 'Abc#123x');
      expect((await deposit(de, again.access, '10')).status).toBe(201);
    } finally {
      de.clock.setOffset(start);
    }
  });

  it('the file down: deposits are refused with a clear reason (the pack says refuse), then go through once it answers', async () => {
    const { access } = await player(de);
    expect(await down(de, true)).toBe(200);
    try {
      const refused = await deposit(de, access, '10');
      expect(refused).toMatchObject({ status: 503, json: { code: 'deposit_file_unavailable', detail: 'LUGAS' } });
    } finally {
      expect(await down(de, false)).toBe(200);
    }
    expect((await deposit(de, access, '10')).status).toBe(201);
  });

  it('the file down where the pack says allow: the deposit goes through unchecked', async () => {
    const { access } = await player(deAllowWhenDown);
    expect(await down(deAllowWhenDown, true)).toBe(200);
    expect((await deposit(deAllowWhenDown, access, '10')).status).toBe(201);
  });

  it('without the rule in the pack the file is never asked, and the Tunisian pack starts no file', async () => {
    const { access, email } = await player(deWithout);
    expect(await depositedElsewhere(de, email, '1000')).toBe(200);
    expect((await deposit(deWithout, access, '1500')).status).toBe(201);
    expect(deWithout.depositFileUrl).toBe('');
    expect(tnSandbox.depositFileUrl).toBe('');
    const tnPlayer = await tnSandbox.newPlayer({ cashMinor: 0 });
    expect((await deposit(tnSandbox, tnPlayer.access, '1500')).status).toBe(201);
  });
});

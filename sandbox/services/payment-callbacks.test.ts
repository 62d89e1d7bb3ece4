import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseMoney } from '../money.ts';
import { createTestSandbox, type TestSandbox } from '../testing.ts';
import { callbackSecretName, signCallback, type CallbackMessage } from './callback-signature.ts';

// §7 Processor callbacks: a processor callback settles a payment only when it is signed with its payment system's
// secret. The reported attack: a player marked their own deposit paid with an unsigned GET of
// deposit/callback/{slug}-success/?payment_id=<the id from their own redirect link>.
let sandbox: TestSandbox;
let access: string;
let secrets: Record<string, string>;

const api = '/api/backoffice/payments';
let keys = 0;

interface Deposit {
  id: number;
  uid: string;
  /** The hosted payment page (redirectLink's path). */
  page: string;
}

async function deposit(paymentSystem = 'sandbox-card', amount = '50', returnUrl?: string): Promise<Deposit> {
  const created = await sandbox.call('POST', `${api}/deposit/`, {
    token: access,
    body: { amount, payment_system: paymentSystem, ...(returnUrl ? { return_url: returnUrl } : {}) },
    headers: { 'Idempotency-Key': `callback-test-${(keys += 1)}-${Math.random().toString(36).slice(2, 10)}` },
  });
  expect(created.status, created.text).toBe(201);
  const page = new URL(created.json.redirectLink).pathname;
  return { id: created.json.id, uid: decodeURIComponent(page.split('/').pop()!), page };
}

const statusOf = async (id: number) => (await sandbox.context.db.get<{ status: number }>('SELECT status FROM payments WHERE id = ?', [id]))!.status;
const balance = async () => (await sandbox.call('GET', '/api/user/profile', { token: access })).json.balance as string;
/** Minor units gained since `before`. */
const gainedSince = async (before: string) => parseMoney(await balance())! - parseMoney(before)!;
const auditOf = (id: number) => sandbox.context.db.all<{ action: string; actor_id: number | null; actor_role: string; status_before: number; status_after: number }>(
  'SELECT action, actor_id, actor_role, status_before, status_after FROM payment_audit WHERE payment_id = ? ORDER BY id',
  [id],
);

/** A signed POST as the processor sends it. */
function signedPost(direction: 'deposit' | 'payout', slugAndVariant: string, body: string, secret: string, sign: Partial<CallbackMessage> = {}) {
  const signature = signCallback(secret, { method: 'POST', direction, slugAndVariant, query: new URLSearchParams(), body, ...sign });
  return sandbox.call('POST', `${api}/${direction}/callback/${slugAndVariant}/`, { rawBody: body, headers: { 'Content-Type': 'application/json', 'X-Signature': signature } });
}

/** A signed GET (signature in the query, as a processor that redirects the browser would send it). */
function signedGetPath(direction: 'deposit' | 'payout', slugAndVariant: string, query: URLSearchParams, secret: string) {
  const signature = signCallback(secret, { method: 'GET', direction, slugAndVariant, query, body: '' });
  const signed = new URLSearchParams(query);
  signed.set('signature', signature);
  return `${api}/${direction}/callback/${slugAndVariant}/?${signed}`;
}

beforeAll(async () => {
  sandbox = await createTestSandbox();
  access = (await sandbox.login()).access;
  const rows = await sandbox.context.db.all<{ name: string; value: string }>("SELECT name, value FROM sandbox_secrets WHERE name LIKE 'payment-callback:%'");
  secrets = Object.fromEntries(rows.map((row) => [row.name.slice('payment-callback:'.length), row.value]));
});
afterAll(() => sandbox.dispose());

describe('callback secrets', () => {
  it('exist once per payment system from the seed, each its own, and never reach the browser', async () => {
    expect(Object.keys(secrets).sort()).toEqual(['crypto', 'sandbox-card', 'sandbox-edinar', 'sandbox-wallet']);
    expect(new Set(Object.values(secrets)).size).toBe(4);
    expect(secrets['sandbox-card']).toBe((await sandbox.context.db.get<{ value: string }>('SELECT value FROM sandbox_secrets WHERE name = ?', [callbackSecretName('sandbox-card')]))!.value);
    const payment = await deposit();
    const page = await sandbox.call('GET', payment.page);
    const item = await sandbox.call('GET', `${api}/deposit/${payment.id}`, { token: access });
    for (const text of [page.text, item.text]) {
      for (const secret of Object.values(secrets)) expect(text).not.toContain(secret);
    }
  });
});

describe('unsigned or badly signed callbacks', () => {
  it('the reported attack: an unsigned GET ...-success/?payment_id= is 401 and the deposit stays unpaid', async () => {
    const before = await balance();
    const payment = await deposit('sandbox-card', '9000');
    const attack = await sandbox.call('GET', `${api}/deposit/callback/sandbox-card-success/?payment_id=${payment.uid}`);
    expect(attack.status).toBe(401);
    expect(attack.json).toMatchObject({ code: 'invalid_signature', detail: 'missing' });
    const post = await sandbox.call('POST', `${api}/deposit/callback/sandbox-card-success/`, { body: { payment_id: payment.uid } });
    expect(post.status).toBe(401);
    expect(post.json.code).toBe('invalid_signature');
    expect(await statusOf(payment.id)).toBe(10);
    expect(await balance()).toBe(before);
    expect(await auditOf(payment.id)).toEqual([]);
  });

  it('refuse a wrong signature, another system secret, a forged one and garbage alike (401 mismatch)', async () => {
    const payment = await deposit();
    const body = JSON.stringify({ payment_id: payment.uid });
    const cases = [
      signCallback('not-the-secret', { method: 'POST', direction: 'deposit', slugAndVariant: 'sandbox-card-success', query: new URLSearchParams(), body }),
      signCallback(secrets['sandbox-edinar'], { method: 'POST', direction: 'deposit', slugAndVariant: 'sandbox-card-success', query: new URLSearchParams(), body }),
      '0'.repeat(64),
      'not hex at all',
    ];
    for (const signature of cases) {
      const result = await sandbox.call('POST', `${api}/deposit/callback/sandbox-card-success/`, { rawBody: body, headers: { 'Content-Type': 'application/json', 'X-Signature': signature } });
      expect(result.status, signature).toBe(401);
      expect(result.json).toMatchObject({ code: 'invalid_signature', detail: 'mismatch' });
    }
    // An unknown system has no secret: nothing it signs is believed.
    expect((await sandbox.call('POST', `${api}/deposit/callback/nosuchsystem-success/`, { rawBody: body, headers: { 'X-Signature': cases[0] } })).status).toBe(401);
    expect(await statusOf(payment.id)).toBe(10);
  });

  it("a valid signature for payment X cannot be replayed for payment Y, nor turn a '-fail' into a '-success'", async () => {
    const x = await deposit();
    const y = await deposit();
    const secret = secrets['sandbox-card'];
    const bodyX = JSON.stringify({ payment_id: x.uid });
    const signatureX = signCallback(secret, { method: 'POST', direction: 'deposit', slugAndVariant: 'sandbox-card-success', query: new URLSearchParams(), body: bodyX });
    const replay = await sandbox.call('POST', `${api}/deposit/callback/sandbox-card-success/`, {
      rawBody: JSON.stringify({ payment_id: y.uid }),
      headers: { 'Content-Type': 'application/json', 'X-Signature': signatureX },
    });
    expect(replay.status).toBe(401);
    // The same body and signature with Y's id added in the query (a second place payment_id is read from).
    const smuggled = await sandbox.call('POST', `${api}/deposit/callback/sandbox-card-success/?payment_id=${y.uid}`, { rawBody: '', headers: { 'X-Signature': signatureX } });
    expect(smuggled.status).toBe(401);
    // A GET signed for X, pointed at Y.
    const getX = new URL(signedGetPath('deposit', 'sandbox-card-success', new URLSearchParams({ payment_id: x.uid }), secret), 'http://sandbox.test');
    getX.searchParams.set('payment_id', y.uid);
    expect((await sandbox.call('GET', `${getX.pathname}${getX.search}`)).status).toBe(401);
    // A '-fail' signed for X, sent to '-success'.
    const failSignature = signCallback(secret, { method: 'POST', direction: 'deposit', slugAndVariant: 'sandbox-card-fail', query: new URLSearchParams(), body: bodyX });
    expect((await sandbox.call('POST', `${api}/deposit/callback/sandbox-card-success/`, { rawBody: bodyX, headers: { 'Content-Type': 'application/json', 'X-Signature': failSignature } })).status).toBe(401);
    // A deposit's signature on the payout callback.
    expect((await sandbox.call('POST', `${api}/payout/callback/sandbox-card-success/`, { rawBody: bodyX, headers: { 'Content-Type': 'application/json', 'X-Signature': signatureX } })).status).toBe(401);
    expect(await statusOf(x.id)).toBe(10);
    expect(await statusOf(y.id)).toBe(10);
  });
});

describe('signed callbacks', () => {
  it('a signed POST -success pays the deposit once and writes a processor audit row', async () => {
    const before = await balance();
    const payment = await deposit('sandbox-card', '40');
    const body = JSON.stringify({ payment_id: payment.uid, status: 'success' });
    const result = await signedPost('deposit', 'sandbox-card-success', body, secrets['sandbox-card']);
    expect(result.status, result.text).toBe(200);
    expect(result.json).toEqual({ status: 'ok' });
    expect(await statusOf(payment.id)).toBe(30);
    expect(await gainedSince(before)).toBe(4000);
    // The processor retries: acknowledged, nothing moves twice.
    expect((await signedPost('deposit', 'sandbox-card-success', body, secrets['sandbox-card'])).status).toBe(200);
    expect(await gainedSince(before)).toBe(4000);
    expect(await auditOf(payment.id)).toEqual([{ action: 'callback-success', actor_id: null, actor_role: 'processor', status_before: 10, status_after: 30 }]);
  });

  it('a signed GET (signature in the query) fails the deposit and sends the browser back to the site', async () => {
    const payment = await deposit('sandbox-edinar', '30', 'http://localhost/deposit/sandbox-edinar');
    const path = signedGetPath('deposit', 'sandbox-edinar-fail', new URLSearchParams({ payment_id: payment.uid }), secrets['sandbox-edinar']);
    const result = await sandbox.call('GET', path);
    expect(result.status).toBe(302);
    expect(result.headers.get('Location')).toBe(`http://localhost/deposit/sandbox-edinar?payment_id=${payment.id}`);
    expect(await statusOf(payment.id)).toBe(40);
  });

  it("a system's secret speaks for its own payments only", async () => {
    const card = await deposit('sandbox-card');
    const result = await signedPost('deposit', 'sandbox-edinar-success', JSON.stringify({ payment_id: card.uid }), secrets['sandbox-edinar']);
    expect(result.status).toBe(200);
    expect(await statusOf(card.id)).toBe(10);
  });

  it('payout callbacks too: unsigned is 401, a signed -fail gives the held money back', async () => {
    await sandbox.call('PATCH', '/sandbox/users/player1', { body: { emailVerified: true } });
    const before = await balance();
    const created = await sandbox.call('POST', `${api}/payout/`, {
      token: access,
      body: { amount: '25', payment_system: 'sandbox-card', account: '4111 1111 1111 1111' },
      headers: { 'Idempotency-Key': 'callback-test-payout-1' },
    });
    expect(created.status, created.text).toBe(201);
    const uid = (await sandbox.context.db.get<{ payment_uid: string }>('SELECT payment_uid FROM payments WHERE id = ?', [created.json.id]))!.payment_uid;
    const body = JSON.stringify({ payment_id: uid });
    expect((await sandbox.call('POST', `${api}/payout/callback/sandbox-card-success/`, { rawBody: body, headers: { 'Content-Type': 'application/json' } })).status).toBe(401);
    expect(await statusOf(created.json.id)).toBe(27);
    expect((await signedPost('payout', 'sandbox-card-fail', body, secrets['sandbox-card'])).status).toBe(200);
    expect(await statusOf(created.json.id)).toBe(40);
    expect(await balance()).toBe(before);
  });
});

describe('the hosted payment page is the processor', () => {
  it('approve settles the deposit through a signed callback it delivers itself', async () => {
    const before = await balance();
    const payment = await deposit('sandbox-card', '20', 'http://localhost/deposit/sandbox-card');
    expect((await sandbox.call('GET', payment.page)).status).toBe(200);
    const approved = await sandbox.call('POST', `${payment.page}/approve`);
    expect(approved.status).toBe(303);
    expect(approved.headers.get('Location')).toBe(`http://localhost/deposit/sandbox-card?payment_id=${payment.id}`);
    expect(await statusOf(payment.id)).toBe(30);
    expect(await gainedSince(before)).toBe(2000);
    expect(await auditOf(payment.id)).toEqual([{ action: 'callback-success', actor_id: null, actor_role: 'processor', status_before: 20, status_after: 30 }]);
    const failed = await deposit('sandbox-edinar', '20');
    await sandbox.call('GET', failed.page);
    await sandbox.call('POST', `${failed.page}/fail`);
    expect(await auditOf(failed.id)).toEqual([{ action: 'callback-fail', actor_id: null, actor_role: 'processor', status_before: 20, status_after: 40 }]);
  });
});

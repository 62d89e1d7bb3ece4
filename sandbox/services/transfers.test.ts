import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestSandbox, type TestSandbox } from '../testing.ts';

// §5 Account changes that ask for the password: a player-to-player transfer moved money out of an account with none of the payout rules, so an
// unverified account could pass any amount to an accomplice who then withdrew it. Transfers now follow them.
let sandbox: TestSandbox;
let recipientId: number;
beforeAll(async () => {
  sandbox = await createTestSandbox();
  recipientId = (await sandbox.call('GET', '/api/user/profile', { token: (await sandbox.login()).access })).json.id;
});
afterAll(() => sandbox.dispose());

async function player(username: string, options: { verified?: boolean; cash?: string } = {}): Promise<{ access: string; id: number }> {
  await sandbox.register({ body: { username, email: `${username}@example.test`, password: 'Abc#123x', terms_accepted: true } });
  // The registration's link confirmed the address (§5 Registration); an unverified one is an older account's, or a changed address.
  expect((await sandbox.call('PATCH', `/sandbox/users/${username}`, { body: { emailVerified: options.verified === true } })).status).toBe(200);
  if (options.cash) {
    const funded = await sandbox.call('POST', '/sandbox/wallet/adjust', { body: { username, account: 'cash', amount: options.cash }, headers: { 'Idempotency-Key': `fund-${username}-0001` } });
    expect(funded.status).toBe(200);
  }
  const { access } = await sandbox.login(username, 'Abc#123x');
  return { access, id: (await sandbox.call('GET', '/api/user/profile', { token: access })).json.id };
}

let keys = 0;
const transfer = (access: string, amount: string) =>
  sandbox.call('POST', '/api/backoffice/transactions/', { token: access, body: { amount, currency: 'TND', recipient_id: recipientId }, headers: { 'Idempotency-Key': `transfer-test-${(keys += 1)}` } });
const balance = async (access: string) => (await sandbox.call('GET', '/api/user/profile', { token: access })).json.balance;

describe('transfers follow the payout rules', () => {
  it('an unverified e-mail: 403 email_not_verified, and nothing moves', async () => {
    const sender = await player('unverifiedsender', { cash: '100' });
    const refused = await transfer(sender.access, '20');
    expect(refused.status).toBe(403);
    expect(refused.json.code).toBe('email_not_verified');
    expect(await balance(sender.access)).toBe('100.00');
  });

  it('above 3 000 TND: 403 documents_not_approved until a document is approved', async () => {
    const sender = await player('bigsender', { verified: true, cash: '5000' });
    expect((await transfer(sender.access, '3000')).status).toBe(201);
    expect((await transfer(sender.access, '1000.01')).status).toBe(201);
    const large = await transfer(sender.access, '3000.01');
    expect(large.status).toBe(403);
    expect(large.json.code).toBe('documents_not_approved');
    await sandbox.context.db.run(
      "INSERT INTO kyc_documents (user_id, document_type, file_name, stored_name, media_type, size_bytes, status, uploaded_at) VALUES (?, 'passport', 'p.png', 'p.png', 'image/png', 1, 'approved', ?)",
      [sender.id, sandbox.clock.now()],
    );
    await sandbox.call('POST', '/sandbox/wallet/adjust', { body: { username: 'bigsender', account: 'cash', amount: '3000' }, headers: { 'Idempotency-Key': 'fund-bigsender-0002' } });
    expect((await transfer(sender.access, '3000.01')).status).toBe(201);
  });

  it('the amount limits: below the withdrawal minimum or above maxTransaction is 422 transaction_limit', async () => {
    const sender = await player('limitedsender', { verified: true, cash: '100' });
    for (const amount of ['9.99', '10000.01']) {
      const refused = await transfer(sender.access, amount);
      expect(refused.status).toBe(422);
      expect(refused.json.code).toBe('transaction_limit');
    }
    expect((await sandbox.call('PATCH', '/sandbox/settings', { body: { limits: { maxTransaction: '50.00' } } })).status).toBe(200);
    expect((await transfer(sender.access, '50.01')).json.code).toBe('transaction_limit');
    expect((await transfer(sender.access, '50')).status).toBe(201);
    expect(await balance(sender.access)).toBe('50.00');
  });

  it('asks who sends: a guest is 401', async () => {
    const guest = await sandbox.call('POST', '/api/backoffice/transactions/', { body: { amount: '20', currency: 'TND', recipient_id: recipientId }, headers: { 'Idempotency-Key': 'transfer-guest-1' } });
    expect(guest.status).toBe(401);
  });
});

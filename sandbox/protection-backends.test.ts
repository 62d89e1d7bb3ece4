import { describe, expect, it } from 'vitest';
import deExample from '../config/markets/de-example.ts';
import ukExample from '../config/markets/uk-example.ts';
import { controlSecretHeader } from './control.ts';
import { marketMonth } from './protection.ts';
import { sandboxOn, testBackends, type TestSandbox } from './testing.ts';

/**
 * §3 Player protection by market, the pack rules that keep state of their own, on SQLite and on a real PostgreSQL
 * server (sandbox/db/temporary-postgres.ts): the cross-operator monthly deposit limit, checked inside the deposit's
 * transaction under the player's lock (simultaneous deposits never pass it together), and the limit review's date
 * (`users.limits_reviewed_at`). Months on the sandbox's clock, never by sleeping.
 */
const backends = testBackends();

async function deposit(sandbox: TestSandbox, access: string, amount: string) {
  const created = await sandbox.call('POST', '/api/backoffice/payments/deposit/', { token: access, body: { amount, payment_system: 'sandbox-card' }, headers: { 'Idempotency-Key': crypto.randomUUID() } });
  if (created.status !== 201) return created;
  expect((await sandbox.call('POST', `${new URL(created.json.redirectLink as string).pathname}/approve`)).status).toBe(200);
  return created;
}

describe.each(backends)('player protection state on $name', (backend) => {
  const de = sandboxOn(backend, { market: deExample });
  const uk = sandboxOn(backend, { market: ukExample });

  it('German-like: 800 deposited elsewhere, of 5 simultaneous deposits of 100 exactly 2 go through; the others are refused with the limit', async () => {
    const sandbox = de();
    const { id, access, username } = await sandbox.newPlayer({ cashMinor: 0 });
    expect((await sandbox.call('PUT', '/api/users/responsible-gaming/limits/', { token: access, body: { deposit_month: '5000' } })).status).toBe(200);
    const month = marketMonth(sandbox.clock.now(), sandbox.context.market.utcOffsetMs).key;
    const set = await fetch(`${sandbox.depositFileUrl}/test/deposits`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', [controlSecretHeader]: sandbox.context.config.controlSecret },
      body: JSON.stringify({ subject: `${username}@example.test`, month, amount: '800' }),
    });
    expect(set.status).toBe(200);
    const answers = await Promise.all(Array.from({ length: 5 }, () => deposit(sandbox, access, '100')));
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(2);
    for (const refused of answers.filter((answer) => answer.status !== 201)) expect(refused.json.code).toBe('cross_operator_deposit_limit_exceeded');
    expect((await sandbox.context.ledger.balances(id)).cashMinor).toBe(20_000);
  });

  it('UK-like: the review date is kept; 6 months on the limit is due, kept it is not', async () => {
    const sandbox = uk();
    const start = sandbox.clock.offsetMs();
    try {
      const { access, username } = await sandbox.newPlayer({ cashMinor: 0 });
      expect((await sandbox.call('PUT', '/api/users/responsible-gaming/limits/', { token: access, body: { deposit_month: '300' } })).status).toBe(200);
      const review = await sandbox.call('GET', '/api/users/responsible-gaming/limits/review/', { token: access });
      expect(review.json).toMatchObject({ due: false, everyMonths: 6 });
      sandbox.clock.advance(Date.parse(review.json.dueFrom as string) - sandbox.clock.now());
      const token = (await sandbox.login(username, 'Abc#123x')).access;
      expect((await sandbox.call('GET', '/api/users/responsible-gaming/limits/review/', { token })).json.due).toBe(true);
      expect((await sandbox.call('POST', '/api/users/responsible-gaming/limits/review/', { token })).json).toMatchObject({ due: false });
      expect((await sandbox.call('GET', '/api/users/responsible-gaming/limits/review/', { token })).json.due).toBe(false);
    } finally {
      sandbox.clock.setOffset(start);
    }
  });
});

import { Hono } from 'hono';
import { addStandInHooks, type StandInOptions } from './stand-in-hooks.ts';
import { formatMoney, parseMoney } from './money.ts';
import { registerSubject } from './exclusion-register.ts';

/**
 * A stand-in for the central deposit file of a market's cross-operator monthly deposit limit (§3 Player protection by
 * market: Germany's LUGAS, 1 000 EUR a calendar month at all operators together), on its own origin as the real one
 * is, so the sandbox reaches it over HTTP, inside the deposit's transaction, and it can be down:
 *
 *   GET  /deposits?subject=<e-mail>&month=YYYY-MM   { deposited }  what the player deposited that month at the other
 *                                                                  operators (decimal string); 503 while down
 *   POST /test/deposits  { subject, month, amount }                test hook: set that sum
 *   POST /test/down      { down }                                  test hook: take the file down or back up
 *
 * The test hooks answer only when the sandbox's test hooks are on, and each call carries their secret
 * (X-Sandbox-Control), as the /sandbox/* hooks do (§6 Test hooks). A player is known to it by e-mail address,
 * lower-cased, as to the exclusion register. This operator's own deposits are the sandbox's to count (sandbox/protection.ts).
 */
export interface DepositFileState {
  /** `${subject} ${month}` -> minor units deposited at other operators. */
  elsewhere: Map<string, number>;
  down: boolean;
}

const monthPattern = /^\d{4}-(0[1-9]|1[0-2])$/;
const keyOf = (subject: string, month: string) => `${registerSubject(subject)} ${month}`;

export function createDepositFileApp(options: StandInOptions & { state?: DepositFileState }) {
  const state: DepositFileState = options.state ?? { elsewhere: new Map(), down: false };
  const app = new Hono();

  app.get('/deposits', (c) => {
    if (state.down) return c.json({ code: 'unavailable' }, 503);
    const subject = c.req.query('subject');
    const month = c.req.query('month');
    if (!subject || !month || !monthPattern.test(month)) return c.json({ code: 'validation_error', message: 'subject and month (YYYY-MM) are required' }, 400);
    return c.json({ subject: registerSubject(subject), month, deposited: formatMoney(state.elsewhere.get(keyOf(subject, month)) ?? 0) });
  });

  addStandInHooks(app, options, state);

  app.post('/test/deposits', async (c) => {
    const body = (await c.req.json().catch(() => null)) as { subject?: unknown; month?: unknown; amount?: unknown } | null;
    const amount = typeof body?.amount === 'string' ? parseMoney(body.amount) : null;
    if (!body || typeof body.subject !== 'string' || typeof body.month !== 'string' || !monthPattern.test(body.month) || amount === null || amount < 0) {
      return c.json({ code: 'validation_error', message: 'Send { subject, month: "YYYY-MM", amount: "800.00" }.' }, 400);
    }
    state.elsewhere.set(keyOf(body.subject, body.month), amount);
    return c.json({ subject: registerSubject(body.subject), month: body.month, deposited: formatMoney(amount) });
  });

  return { app, state };
}

/**
 * What the file says `email` deposited in `month` (YYYY-MM) at the other operators, in minor units, or 'down' (no
 * answer within 3 s, an error, a 5xx, an answer that is not a sum).
 */
export async function askDepositFile(origin: string, email: string, month: string): Promise<number | 'down'> {
  try {
    const response = await fetch(`${origin}/deposits?subject=${encodeURIComponent(registerSubject(email))}&month=${month}`, { signal: AbortSignal.timeout(3_000) });
    if (!response.ok) return 'down';
    const answer = (await response.json()) as { deposited?: unknown };
    const minor = typeof answer.deposited === 'string' ? parseMoney(answer.deposited) : null;
    return minor === null || minor < 0 ? 'down' : minor;
  } catch {
    return 'down';
  }
}

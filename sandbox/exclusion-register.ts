import { Hono } from 'hono';
import { addStandInHooks, type StandInOptions } from './stand-in-hooks.ts';

/**
 * A stand-in for a market's national exclusion register (§3 Player protection by market: CRUKS, Spelpaus, GAMSTOP,
 * OASIS), on its own origin as the real one is, so the sandbox reaches it over HTTP and it can be down:
 *
 *   GET  /check?subject=<e-mail>      { listed }       503 while down
 *   POST /test/list  { subject, listed }               test hook: list or unlist a player
 *   POST /test/down  { down }                          test hook: take the register down or back up
 *
 * The test hooks answer only when the sandbox's test hooks are on, and each call carries their secret
 * (X-Sandbox-Control), as the /sandbox/* hooks do (§6 Test hooks). A player is known to it by e-mail address,
 * lower-cased (a real register matches on identity data the operator sends; the sandbox has the address).
 */
export interface ExclusionRegisterState {
  listed: Set<string>;
  down: boolean;
}

export const registerSubject = (email: string) => email.trim().toLowerCase();

export function createExclusionRegisterApp(options: StandInOptions & { state?: ExclusionRegisterState }) {
  const state: ExclusionRegisterState = options.state ?? { listed: new Set(), down: false };
  const app = new Hono();

  app.get('/check', (c) => {
    if (state.down) return c.json({ code: 'unavailable' }, 503);
    const subject = c.req.query('subject');
    if (!subject) return c.json({ code: 'validation_error', message: 'subject is required' }, 400);
    return c.json({ listed: state.listed.has(registerSubject(subject)) });
  });

  addStandInHooks(app, options, state);

  app.post('/test/list', async (c) => {
    const body = (await c.req.json().catch(() => null)) as { subject?: unknown; listed?: unknown } | null;
    if (!body || typeof body.subject !== 'string' || typeof body.listed !== 'boolean') return c.json({ code: 'validation_error', message: 'Send { subject, listed }.' }, 400);
    if (body.listed) state.listed.add(registerSubject(body.subject));
    else state.listed.delete(registerSubject(body.subject));
    return c.json({ subject: registerSubject(body.subject), listed: body.listed });
  });

  return { app, state };
}

export type RegisterAnswer = 'listed' | 'clear' | 'down';

/** Asks the register at `origin` about `email`: listed, clear, or down (no answer within 3 s, an error, a 5xx). */
export async function askExclusionRegister(origin: string, email: string): Promise<RegisterAnswer> {
  try {
    const response = await fetch(`${origin}/check?subject=${encodeURIComponent(registerSubject(email))}`, { signal: AbortSignal.timeout(3_000) });
    if (!response.ok) return 'down';
    const answer = (await response.json()) as { listed?: unknown };
    if (typeof answer.listed !== 'boolean') return 'down';
    return answer.listed ? 'listed' : 'clear';
  } catch {
    return 'down';
  }
}

import { createHash, randomBytes } from 'node:crypto';
import { Hono } from 'hono';
import * as sport from '../../generated/sport/sport.zod.ts';
import type { SandboxContext, SandboxEnv } from '../context.ts';
import { ApiError, errorCodes, validationError } from '../errors.ts';
import { formatMoney } from '../money.ts';
import { assertMayMoveMoney } from '../services/responsible-gaming.ts';
import { sendJson } from '../validate.ts';
import { playerBetGuards } from './bet-rules.ts';
import { iso } from './tickets.ts';

// The session group of the bet routes (bets.ts mounts it): the sport session and the balance it sees (§7
// session/create, session/create/test, player/balance), a signed-in player's (role P) alone.

const SessionBody = sport.CreateSportSessionBody.strict();
const BalanceBody = sport.GetSportPlayerBalanceBody.strict();

const sportSessionTtlMs = 8 * 3_600_000;
const testSessionBalance = '1000.00';
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** The body of a call whose body is optional: undefined when empty, else its JSON (400 parse_error when it is not JSON). */
async function optionalJsonBody(request: { text(): Promise<string> }): Promise<{ parsed: unknown } | undefined> {
  const text = await request.text();
  if (text.trim() === '') return undefined;
  try {
    return { parsed: JSON.parse(text) as unknown };
  } catch {
    throw validationError([{ field: 'non_field_errors', code: 'parse_error', message: 'The body is not JSON.' }]);
  }
}

export function sportSessionRoutes(context: SandboxContext) {
  const routes = new Hono<SandboxEnv>();
  const { db, clock, ledger } = context;
  const { auth, playerOnly } = playerBetGuards(context);

  routes.post('/sport-integration/player/balance', auth, playerOnly, async (c) => {
    const user = c.var.user;
    const body = await optionalJsonBody(c.req);
    let token: string | undefined;
    if (body !== undefined) {
      const result = BalanceBody.safeParse(body.parsed);
      if (!result.success) throw validationError([{ field: 'token', code: 'invalid', message: 'token is a string.' }]);
      token = result.data.token;
    }
    if (token !== undefined) {
      const session = await db.get<{ user_id: number; is_test: number; expires_at: number }>('SELECT user_id, is_test, expires_at FROM sportsbook_sport_sessions WHERE token_hash = ?', [hashToken(token)]);
      if (!session || session.user_id !== user.id || session.expires_at <= clock.now()) throw new ApiError(401, { code: errorCodes.invalidToken, message: 'This sport session is not valid.' });
      // A test session plays with no real money: it sees a fixed demo balance, never the wallet.
      if (session.is_test === 1) return sendJson(c, sport.GetSportPlayerBalanceResponse, { balance: testSessionBalance, bonusBalance: '0.00', currency: user.currency });
    }
    const balances = await ledger.balances(user.id);
    return sendJson(c, sport.GetSportPlayerBalanceResponse, { balance: formatMoney(balances.cashMinor), bonusBalance: formatMoney(balances.bonusMinor), currency: user.currency });
  });

  for (const [path, isTest] of [['/sport-integration/session/create', false], ['/sport-integration/session/create/test', true]] as const) {
    routes.post(path, auth, playerOnly, async (c) => {
      const body = await optionalJsonBody(c.req);
      if (body !== undefined && !SessionBody.safeParse(body.parsed).success) throw validationError([{ field: 'non_field_errors', code: 'invalid', message: 'Only lang and platform (desktop or mobile).' }]);
      if (!isTest) await assertMayMoveMoney(db, clock, c.var.user.id, c.var.sessionId);
      const token = randomBytes(24).toString('base64url');
      const now = clock.now();
      await db.run('INSERT INTO sportsbook_sport_sessions (token_hash, user_id, is_test, expires_at, created_at) VALUES (?, ?, ?, ?, ?)', [hashToken(token), c.var.user.id, isTest ? 1 : 0, now + sportSessionTtlMs, now]);
      return sendJson(c, sport.CreateSportSessionResponse, { token, expiresAt: iso(now + sportSessionTtlMs) });
    });
  }

  return routes;
}

import type { Context } from 'hono';
import type { Queryable } from '../db/database.ts';
import { findUserByLogin, type UserRecord } from '../users.ts';

// What the guards placed before the accounts service's login handler read of a request (§4 self-exclusion, closure
// and inactivity; §5 sign-in throttle). What they cannot read they pass on: the login handler answers it itself.

/** A POST's body as JSON; undefined for another method or a body that is not JSON. */
export async function postedJson(c: Context): Promise<unknown> {
  if (c.req.method !== 'POST') return undefined;
  try {
    return JSON.parse(await c.req.text()) as unknown;
  } catch {
    return undefined;
  }
}

/** The known user a sign-in names, with the password it offers; null for anything else. */
export async function loginAttempt(c: Context, db: Queryable): Promise<{ user: UserRecord; password: string } | null> {
  const credentials = (await postedJson(c)) as { username?: unknown; password?: unknown } | null | undefined;
  if (!credentials || typeof credentials.username !== 'string' || typeof credentials.password !== 'string' || credentials.username.length > 254) return null;
  const user = await findUserByLogin(db, credentials.username.trim());
  return user ? { user, password: credentials.password } : null;
}

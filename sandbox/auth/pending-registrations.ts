import { randomBytes } from 'node:crypto';
import type { SandboxContext } from '../context.ts';
import type { Queryable } from '../db/database.ts';
import { emailTokenHash, emailTokenLifetimeMs } from './email-tokens.ts';

/**
 * §5 Registration: a registration is held here, with the password its sender chose, until the link e-mailed to its
 * address is opened; then the account is made and signed in, once. Nothing exists before that, so signing in with the
 * new name and password tells nothing either, and a stranger who registers someone else's address first gets no
 * account the address's owner would later be handed. The link lives as long as a verification link.
 */
export interface PendingRegistration {
  username: string;
  email: string;
  passwordHash: string;
  promocode: string | null;
}

interface PendingRow {
  username: string;
  email: string;
  password_hash: string;
  promocode: string | null;
  used_at: number | null;
  expires_at: number;
}

/** Holds the registration and returns the key of its link. Expired ones go at the same time (§5 Bounds). */
export async function holdRegistration(context: SandboxContext, registration: PendingRegistration): Promise<string> {
  const key = randomBytes(24).toString('base64url');
  const now = context.clock.now();
  await context.db.run('DELETE FROM pending_registrations WHERE expires_at <= ?', [now]);
  await context.db.run(
    'INSERT INTO pending_registrations (token_hash, username, email, password_hash, promocode, created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
    [emailTokenHash(key), registration.username, registration.email, registration.passwordHash, registration.promocode, now, now + emailTokenLifetimeMs['verify-email']],
  );
  return key;
}

/** The registration a key holds, if it has not expired; `used` once its link has made the account. */
export async function findPendingRegistration(db: Queryable, now: number, key: string): Promise<(PendingRegistration & { used: boolean }) | undefined> {
  const row = await db.get<PendingRow>('SELECT username, email, password_hash, promocode, used_at, expires_at FROM pending_registrations WHERE token_hash = ?', [emailTokenHash(key)]);
  if (!row || row.expires_at <= now) return undefined;
  return { username: row.username, email: row.email, passwordHash: row.password_hash, promocode: row.promocode, used: row.used_at !== null };
}

/** Marks the key used; false when another request used it first (one link opened twice at once). */
export async function usePendingRegistration(db: Queryable, now: number, key: string): Promise<boolean> {
  const result = await db.run('UPDATE pending_registrations SET used_at = ? WHERE token_hash = ? AND used_at IS NULL', [now, emailTokenHash(key)]);
  return result.changes === 1;
}

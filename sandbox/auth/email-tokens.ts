import { createHash, randomBytes } from 'node:crypto';
import type { SandboxContext } from '../context.ts';
import type { Queryable } from '../db/database.ts';

/**
 * Single-use tokens sent by e-mail (verify-email keys, password-reset tokens). Only their SHA-256 is stored,
 * so a leaked database does not hand out working links.
 */
export type EmailTokenPurpose = 'verify-email' | 'password-reset';

export const emailTokenLifetimeMs: Record<EmailTokenPurpose, number> = {
  'verify-email': 3 * 86_400_000,
  'password-reset': 86_400_000,
};

/** What is stored of a mailed key: its SHA-256 (registration keys too, pending-registrations.ts). */
export const emailTokenHash = (token: string) => createHash('sha256').update(token).digest('hex');
const hashOf = emailTokenHash;

export async function createEmailToken(context: SandboxContext, userId: number, purpose: EmailTokenPurpose): Promise<string> {
  const token = randomBytes(24).toString('base64url');
  const now = context.clock.now();
  await context.db.run('INSERT INTO email_tokens (token_hash, user_id, purpose, created_at, expires_at) VALUES (?, ?, ?, ?, ?)', [
    hashOf(token),
    userId,
    purpose,
    now,
    now + emailTokenLifetimeMs[purpose],
  ]);
  return token;
}

export interface EmailTokenRow {
  user_id: number;
  used_at: number | null;
  expires_at: number;
}

/** The token's row when it exists for that purpose and has not expired (used or not: callers decide). */
export async function findEmailToken(db: Queryable, now: number, token: string, purpose: EmailTokenPurpose): Promise<EmailTokenRow | undefined> {
  const row = await db.get<EmailTokenRow>('SELECT user_id, used_at, expires_at FROM email_tokens WHERE token_hash = ? AND purpose = ?', [hashOf(token), purpose]);
  return row && row.expires_at > now ? row : undefined;
}

/** Marks the token used; false when it was used already (two requests racing with one link). */
export async function useEmailToken(db: Queryable, now: number, token: string): Promise<boolean> {
  const result = await db.run('UPDATE email_tokens SET used_at = ? WHERE token_hash = ? AND used_at IS NULL', [now, hashOf(token)]);
  return result.changes === 1;
}

/** Invalidates the user's other unused tokens of a purpose (a newer reset link replaces older ones). */
export async function discardEmailTokens(db: Queryable, now: number, userId: number, purpose: EmailTokenPurpose): Promise<void> {
  await db.run('UPDATE email_tokens SET used_at = ? WHERE user_id = ? AND purpose = ? AND used_at IS NULL', [now, userId, purpose]);
}

import { createHash, randomBytes } from 'node:crypto';
import { Hono } from 'hono';
import { discardEmailTokens } from '../auth/email-tokens.ts';
import { endOtherSessions } from '../auth/sessions.ts';
import type { SandboxContext, SandboxEnv } from '../context.ts';
import * as contract from '../contract.ts';
import type { Queryable } from '../db/database.ts';
import { ApiError, errorCodes } from '../errors.ts';
import { sendMail } from '../mail.ts';
import { mailLanguageOf, mailText } from '../mail-texts.ts';
import { findUserByEmail, updateUser, type UserRecord } from '../users.ts';
import { sendJson, validateJson } from '../validate.ts';
import { verifyCurrentPassword } from './auth-throttle.ts';

/**
 * §5 Account changes that ask for the password: changing the e-mail address is an account change that matters (password resets go to it).
 *
 * - It needs the current password, checked under the sign-in throttle; a missing or wrong one changes nothing.
 * - The new address must be verified again, and verify-email links sent before no longer count.
 * - The previous address is told, with a one-time link (192 random bits; only their SHA-256 is stored, like the
 *   reset links) that undoes the change for 7 days: the address comes back, verified (the link reached it),
 *   every session of the account ends, pending reset and verify links die, and later changes can no longer be
 *   undone back to their addresses. Meanwhile the previous address stays reserved for the account, so that
 *   whoever made the change cannot block the undo by registering it elsewhere.
 */
export const emailChangeUndoLifetimeMs = 7 * 86_400_000;

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** True when `email` is the previous address of another account's change that can still be undone. */
export async function emailReserved(db: Queryable, email: string, now: number, forUserId?: number): Promise<boolean> {
  const row = await db.get<{ id: number }>('SELECT id FROM email_changes WHERE old_email_key = ? AND closed_at IS NULL AND expires_at > ? AND user_id <> ? LIMIT 1', [
    email.toLowerCase(),
    now,
    forUserId ?? 0,
  ]);
  return row !== undefined;
}

function passwordError(code: 'required' | 'incorrect_password', message: string): ApiError {
  return new ApiError(400, {
    code: code === 'required' ? errorCodes.validationError : errorCodes.incorrectPassword,
    message,
    errors: [{ field: 'current_password', code, message }],
  });
}

/**
 * Refuses the change before anything is written: no password (400 required on current_password), a wrong one
 * (400 incorrect_password; it counts towards the sign-in throttle, so 429 once locked), or an address another
 * account has or keeps reserved (409 already_exists on email).
 */
export async function checkEmailChange(context: SandboxContext, user: UserRecord, newEmail: string, currentPassword: string | undefined): Promise<void> {
  if (!currentPassword) throw passwordError('required', 'Enter your current password to change the e-mail address.');
  if (!(await verifyCurrentPassword(context, user, currentPassword))) throw passwordError('incorrect_password', 'The password is incorrect.');
  const owner = await findUserByEmail(context.db, newEmail);
  if ((owner && owner.id !== user.id) || (await emailReserved(context.db, newEmail, context.clock.now(), user.id))) {
    throw new ApiError(409, {
      code: errorCodes.alreadyExists,
      message: 'A user is already registered with this e-mail address.',
      errors: [{ field: 'email', code: 'already_exists', message: 'A user is already registered with this e-mail address.' }],
    });
  }
}

/**
 * A verify-email link mailed to an earlier address must not verify the account's new one. Deleted, not marked
 * used: verify-email accepts a used key again (opening a link twice is no error).
 */
async function forgetVerifyLinks(tx: Queryable, userId: number): Promise<void> {
  await tx.run("DELETE FROM email_tokens WHERE user_id = ? AND purpose = 'verify-email'", [userId]);
}

/** Writes the change (inside the caller's transaction) and returns the undo token for the previous address's mail. */
export async function recordEmailChange(tx: Queryable, now: number, user: UserRecord, newEmail: string): Promise<string> {
  const token = randomBytes(24).toString('base64url');
  await updateUser(tx, user.id, { email: newEmail, emailVerified: false });
  await forgetVerifyLinks(tx, user.id);
  await tx.run(
    `INSERT INTO email_changes (user_id, old_email, old_email_key, new_email, undo_token_hash, created_at, expires_at)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
    [user.id, user.email, user.email.toLowerCase(), newEmail, hashOf(token), now, now + emailChangeUndoLifetimeMs],
  );
  return token;
}

/** "p•••@example.test": the previous address learns that the account moved, not the whole new address. */
function maskedAddress(email: string): string {
  const at = email.lastIndexOf('@');
  return at <= 0 ? '•••' : `${email[0]}•••${email.slice(at)}`;
}

export async function sendEmailChangedMail(context: SandboxContext, siteUrl: string, previous: UserRecord, newEmail: string, token: string): Promise<void> {
  const link = `${siteUrl}/undo-email-change/${token}`;
  await sendMail(context, {
    to: previous.email,
    ...mailText(await mailLanguageOf(context.db, context.market, previous.id), 'email-changed', { username: previous.username, masked: maskedAddress(newEmail), link }),
    kind: 'email-changed',
    link,
  });
}

interface ChangeRow {
  id: number;
  user_id: number;
  old_email: string;
  closed_at: number | null;
  expires_at: number;
}

/** POST api/accounts/email/undo/ (accounts.yaml undoEmailChange). */
export function emailChangeRoutes(context: SandboxContext) {
  const routes = new Hono<SandboxEnv>();
  const { db, clock } = context;
  const invalidLink = () =>
    new ApiError(400, {
      code: errorCodes.invalidToken,
      message: 'This link is invalid, has expired or was already used.',
      errors: [{ field: 'token', code: 'invalid', message: 'This link is invalid, has expired or was already used.' }],
    });

  routes.post('/api/accounts/email/undo/', validateJson(contract.UndoEmailChangeBody), async (c) => {
    const { token } = c.req.valid('json');
    const now = clock.now();
    const change = await db.get<ChangeRow>('SELECT id, user_id, old_email, closed_at, expires_at FROM email_changes WHERE undo_token_hash = ?', [hashOf(token)]);
    if (!change || change.closed_at !== null || change.expires_at <= now) throw invalidLink();
    const owner = await findUserByEmail(db, change.old_email);
    if (owner && owner.id !== change.user_id) {
      throw new ApiError(409, { code: errorCodes.alreadyExists, message: 'Another account uses this e-mail address now.' });
    }
    await db.transaction(async (tx) => {
      const closed = await tx.run("UPDATE email_changes SET closed_at = ?, closed_reason = 'undone' WHERE id = ? AND closed_at IS NULL", [now, change.id]);
      if (closed.changes !== 1) throw invalidLink();
      await tx.run("UPDATE email_changes SET closed_at = ?, closed_reason = 'superseded' WHERE user_id = ? AND id > ? AND closed_at IS NULL", [now, change.user_id, change.id]);
      await updateUser(tx, change.user_id, { email: change.old_email, emailVerified: true });
      // Links sent to the address being removed stop working (a reset link there would hand the account back).
      await forgetVerifyLinks(tx, change.user_id);
      await discardEmailTokens(tx, now, change.user_id, 'password-reset');
    });
    // Whoever changed the address is signed out everywhere.
    await endOtherSessions(context, change.user_id, 'email-change-undone');
    return sendJson(c, contract.UndoEmailChangeResponse, { detail: 'The previous e-mail address is back and every session was signed out.', email: change.old_email });
  });

  return routes;
}

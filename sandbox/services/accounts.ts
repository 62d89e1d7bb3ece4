import { Hono, type Context } from 'hono';
import { cachedUser, cachedUserAnswer } from '../auth/access-cache.ts';
import { requireAuth, userIsBanned } from '../auth/middleware.ts';
import { createEmailToken, discardEmailTokens, findEmailToken, useEmailToken } from '../auth/email-tokens.ts';
import { findPendingRegistration, holdRegistration, usePendingRegistration, type PendingRegistration } from '../auth/pending-registrations.ts';
import { burnVerificationTime, hashPassword, passwordRuleErrors, verifyPassword } from '../auth/passwords.ts';
import { endOtherSessions, endSession, rotateSession, startSession } from '../auth/sessions.ts';
import type { SandboxContext, SandboxEnv } from '../context.ts';
import * as contract from '../contract.ts';
import { ApiError, errorCodes, validationError, type FieldError } from '../errors.ts';
import { sendMail } from '../mail.ts';
import { mailLanguageOf, mailText } from '../mail-texts.ts';
import { findUserByEmail, findUserById, findUserByLogin, findUserByUsername, insertUser, toApiUser, updateUser, usernameRuleErrors, type UserRecord } from '../users.ts';
import { checkedAnswer, sendJson, sendJsonText, validateJson } from '../validate.ts';
import { checkEmailChange, emailChangeRoutes, emailReserved, recordEmailChange, sendEmailChangedMail } from './email-change.ts';

/**
 * Accounts (§7 "Auth and settings", schemas/openapi/accounts.yaml): sign-in, tokens, registration, e-mail
 * verification, password reset and the signed-in user.
 */
export function accountsRoutes(context: SandboxContext) {
  const routes = new Hono<SandboxEnv>();
  const auth = requireAuth(context);
  const { db, clock, ledger } = context;

  const userAnswer = async (user: UserRecord) => toApiUser(user, await ledger.balances(user.id));

  routes.post('/api/accounts/login/', validateJson(contract.LoginBody), async (c) => {
    const { username, password } = c.req.valid('json');
    const user = await findUserByLogin(db, username.trim());
    // An unknown user costs the same time as a wrong password, so timing does not tell which usernames exist.
    if (!user) await burnVerificationTime(password);
    if (!user || !(await verifyPassword(password, user.passwordHash))) {
      throw new ApiError(401, { code: errorCodes.noActiveAccount, message: 'No active account found with the given credentials.' });
    }
    // The ban is told only to someone who knows the password.
    if (user.banned) throw userIsBanned();
    // Any role signs in here: the front end signs out roles other than 'P' itself (§4 role check).
    await updateUser(db, user.id, { lastLogin: clock.now() });
    const tokens = await startSession(context, user.id);
    return sendJson(c, contract.LoginResponse, { ...tokens, user: await userAnswer(user) });
  });

  routes.post('/api/accounts/logout/', validateJson(contract.LogoutBody), async (c) => {
    await endSession(context, c.req.valid('json').refresh);
    return sendJson(c, contract.LogoutResponse, { detail: 'Successfully logged out.' });
  });

  routes.post('/api/accounts/refresh/', validateJson(contract.RefreshTokenBody), async (c) => {
    const { access, refresh, userId } = await rotateSession(context, c.req.valid('json').refresh);
    const user = await findUserById(db, userId);
    if (!user) throw new ApiError(401, { code: errorCodes.accessAndRefreshTokenInvalid, message: 'The session has expired. Please sign in again.' });
    if (user.banned) throw userIsBanned();
    return sendJson(c, contract.RefreshTokenResponse, { access, refresh });
  });

  routes.post('/api/accounts/password/reset/', validateJson(contract.ResetPasswordBody), async (c) => {
    const { email } = c.req.valid('json');
    const user = await findUserByEmail(db, email.trim());
    // Answered the same whether the address is known or not, so the form cannot probe for accounts; the mail
    // goes only to a verified address (§5 Account changes that ask for the password), never to one whose owner nobody has confirmed.
    if (user && !user.banned && user.emailVerified) {
      await discardEmailTokens(db, clock.now(), user.id, 'password-reset');
      const token = await createEmailToken(context, user.id, 'password-reset');
      const link = `${siteUrl(c, context)}/reset-password/${encodeUid(user.id)}/${token}`;
      await sendMail(context, {
        to: user.email,
        ...mailText(await mailLanguageOf(db, context.market, user.id), 'password-reset', { username: user.username, link }),
        kind: 'password-reset',
        link,
      });
    }
    return sendJson(c, contract.ResetPasswordResponse, { detail: 'If the address is known, a password reset e-mail has been sent.' });
  });

  routes.post('/api/accounts/password/reset/confirm/', validateJson(contract.ConfirmPasswordResetBody), async (c) => {
    const { uid, token, new_password: newPassword } = c.req.valid('json');
    const invalidLink = () =>
      new ApiError(400, {
        code: errorCodes.invalidToken,
        message: 'This password reset link is invalid or has expired.',
        errors: [{ field: 'token', code: 'invalid', message: 'This password reset link is invalid or has expired.' }],
      });
    const userId = decodeUid(uid);
    const now = clock.now();
    const row = userId === null ? undefined : await findEmailToken(db, now, token, 'password-reset');
    if (!row || row.used_at !== null || row.user_id !== userId) throw invalidLink();
    const user = await findUserById(db, row.user_id);
    if (!user) throw invalidLink();
    const ruleErrors = passwordRuleErrors(newPassword, user, 'new_password');
    if (ruleErrors.length > 0) throw validationError(ruleErrors);
    const passwordHash = await hashPassword(newPassword);
    await db.transaction(async (tx) => {
      if (!(await useEmailToken(tx, now, token))) throw invalidLink();
      await updateUser(tx, user.id, { passwordHash });
    });
    // Whoever held the old password is signed out everywhere.
    await endOtherSessions(context, user.id, 'password-reset');
    return sendJson(c, contract.ConfirmPasswordResetResponse, { detail: 'Password has been reset with the new password.' });
  });

  // §5 Bounds: every open tab asks this every 5 s; the checked answer is kept until a write to the player's rows.
  routes.get('/api/accounts/user', auth, async (c) => {
    const signedIn = c.get('user'); // c.var would copy every variable on each poll
    const { id } = signedIn;
    const text = await cachedUserAnswer(context, id, async () => {
      const user = (await cachedUser(context, id, () => findUserById(db, id))) ?? signedIn;
      return JSON.stringify(checkedAnswer(c, contract.GetUserResponse, await userAnswer(user)));
    });
    return sendJsonText(c, text);
  });

  routes.patch('/api/accounts/user', auth, validateJson(contract.UpdateUserBody), async (c) => {
    const body = c.req.valid('json');
    const user = c.var.user;
    const emailChanged = body.email !== undefined && body.email.toLowerCase() !== user.email.toLowerCase();
    // §5 Account changes that ask for the password: a new e-mail needs the current password; refused, nothing of the request is applied.
    if (emailChanged) await checkEmailChange(context, user, body.email!, body.current_password);
    const undoToken = await db.transaction(async (tx) => {
      await updateUser(tx, user.id, {
        ...(body.firstName !== undefined ? { firstName: body.firstName.trim() } : {}),
        ...(body.lastName !== undefined ? { lastName: body.lastName.trim() } : {}),
        // The same address in other letter case is no change of address.
        ...(body.email !== undefined && !emailChanged ? { email: body.email } : {}),
      });
      return emailChanged ? recordEmailChange(tx, clock.now(), user, body.email!) : null;
    });
    const updated = (await findUserById(db, user.id))!;
    if (undoToken) {
      await sendVerificationMail(c, context, updated);
      await sendEmailChangedMail(context, siteUrl(c, context), user, updated.email, undoToken);
    }
    return sendJson(c, contract.UpdateUserResponse, await userAnswer(updated));
  });

  routes.post('/api/accounts/registration/', validateJson(contract.RegisterBody), async (c) => {
    const body = c.req.valid('json');
    const username = body.username.trim();
    const email = body.email.trim();
    const errors: FieldError[] = [...usernameRuleErrors(username), ...passwordRuleErrors(body.password, { username, email })];
    // §5 Registration: accepting the terms is required (the schema says so too; checked here whatever it says).
    if ((body.terms_accepted as unknown) !== true) {
      errors.push({ field: 'terms_accepted', code: 'required', message: 'The terms and conditions must be accepted.' });
    }
    if (errors.length > 0) throw validationError(errors);

    // §5 Registration: the answer is the same (status, body, headers) whether the username or the address is free or
    // taken, and nobody is signed in here: the e-mail to the address carries the link that makes the account and signs
    // it in, or says why none can be made. The password is hashed on every path, so the time taken does not tell either.
    const passwordHash = await hashPassword(body.password);
    // An address that an e-mail change may still give back to its account is not free (§5 Account changes that ask for the password).
    const emailTaken = (await findUserByEmail(db, email)) !== undefined || (await emailReserved(db, email, clock.now()));
    const usernameTaken = !emailTaken && (await findUserByUsername(db, username)) !== undefined;
    if (emailTaken) await sendAlreadyRegisteredMail(context, email);
    else if (usernameTaken) await sendUsernameTakenMail(context, email, username);
    else {
      const key = await holdRegistration(context, { username, email, passwordHash, promocode: body.promocode?.trim() || null });
      await sendRegistrationMail(context, email, username, key);
    }
    return sendJson(c, contract.RegisterResponse, { detail: 'Check your e-mail: it has the link that creates your account and signs you in, or says why no account can be made.' }, 202);
  });

  routes.post('/api/accounts/registration/verify-email/', validateJson(contract.VerifyEmailBody), async (c) => {
    const { key } = c.req.valid('json');
    const now = clock.now();
    const pending = await findPendingRegistration(db, now, key);
    if (pending) return sendJson(c, contract.VerifyEmailResponse, await completeRegistration(key, pending, now));
    const row = await findEmailToken(db, now, key, 'verify-email');
    const user = row && (await findUserById(db, row.user_id));
    if (!row || !user) throw invalidVerificationLink();
    // Opening the same link twice is not an error: the address is verified either way.
    await useEmailToken(db, now, key);
    if (!user.emailVerified) await updateUser(db, user.id, { emailVerified: true });
    return sendJson(c, contract.VerifyEmailResponse, { detail: 'E-mail verified.' });
  });

  /**
   * §5 Registration: a registration's link makes the account, its address confirmed by the opening, and signs it in,
   * once. Opened again (or by a second request racing the first) it only says the address is confirmed; whoever holds
   * it then is signed in to nothing.
   */
  async function completeRegistration(key: string, pending: PendingRegistration & { used: boolean }, now: number) {
    const verified = { detail: 'E-mail verified.' };
    if (pending.used) return verified;
    const user = await db.transaction(async (tx) => {
      if (!(await usePendingRegistration(tx, now, key))) return null;
      const created = await insertUser(tx, {
        username: pending.username,
        email: pending.email,
        passwordHash: pending.passwordHash,
        dateJoined: now,
        isSelfRegistered: true,
        userTypes: 'self-registered',
        emailVerified: true,
        promocode: pending.promocode,
      });
      // Taken since the registration (another link of the same name or address was opened first): rolled back, so the
      // link keeps saying so; the address's owner, who holds it, learns only what the e-mail would have told.
      if (!created) throw new ApiError(409, { code: errorCodes.alreadyExists, message: 'This username or e-mail address was taken since the registration. Please register again.' });
      return created;
    });
    if (!user) return verified;
    await updateUser(db, user.id, { lastLogin: now });
    return { detail: 'E-mail verified. You are signed in.', ...(await startSession(context, user.id)), user: await userAnswer(user) };
  }

  routes.post('/api/accounts/registration/resend-email/', validateJson(contract.ResendEmailBody), async (c) => {
    const user = await findUserByEmail(db, c.req.valid('json').email.trim());
    if (user && !user.emailVerified && !user.banned) await sendVerificationMail(c, context, user);
    return sendJson(c, contract.ResendEmailResponse, { detail: 'If the address awaits verification, a new e-mail has been sent.' });
  });

  routes.route('/', emailChangeRoutes(context));

  return routes;
}

function invalidVerificationLink(): ApiError {
  return new ApiError(400, {
    code: errorCodes.invalidKey,
    message: 'This verification link is invalid or has expired.',
    errors: [{ field: 'key', code: 'invalid', message: 'This verification link is invalid or has expired.' }],
  });
}

/** A registration whose username and address are free: the link that makes the account and signs it in (§5 Registration). */
async function sendRegistrationMail(context: SandboxContext, email: string, username: string, key: string): Promise<void> {
  const link = `${context.config.publicUrl}/verify/${key}`;
  await sendMail(context, {
    to: email,
    ...mailText(await mailLanguageOf(context.db, context.market, undefined), 'registration', { username, link }),
    kind: 'registration',
    link,
  });
}

/** A registration with the address of an existing account: its owner is told, and offered sign-in and a reset. */
async function sendAlreadyRegisteredMail(context: SandboxContext, email: string): Promise<void> {
  const base = context.config.publicUrl;
  // The account's owner reads it, in the language they chose for the operator's mails.
  const owner = await findUserByEmail(context.db, email);
  await sendMail(context, {
    to: email,
    ...mailText(await mailLanguageOf(context.db, context.market, owner?.id), 'registration-email-taken', { base }),
    kind: 'registration-email-taken',
    link: `${base}/auth/sign-in`,
  });
}

/** A registration whose username is taken (the address is free): only the address's owner learns it. */
async function sendUsernameTakenMail(context: SandboxContext, email: string, username: string): Promise<void> {
  const base = context.config.publicUrl;
  await sendMail(context, {
    to: email,
    ...mailText(await mailLanguageOf(context.db, context.market, undefined), 'registration-username-taken', { base, username }),
    kind: 'registration-username-taken',
    link: `${base}/sign-up`,
  });
}

async function sendVerificationMail(c: Context, context: SandboxContext, user: UserRecord): Promise<void> {
  const key = await createEmailToken(context, user.id, 'verify-email');
  const link = `${siteUrl(c, context)}/verify/${key}`;
  await sendMail(context, {
    to: user.email,
    ...mailText(await mailLanguageOf(context.db, context.market, user.id), 'verify-email', { username: user.username, link }),
    kind: 'verify-email',
    link,
  });
}

/** Where the links in e-mails point: PUBLIC_URL (default http://localhost:PORT), never the request's Host (§7 Links and origins). */
export function siteUrl(_c: Context, context: SandboxContext): string {
  return context.config.publicUrl;
}

/** reset-password/{uid}/{token}: uid is the user id in base64url, as Django's urlsafe_base64_encode writes it. */
export function encodeUid(id: number): string {
  return Buffer.from(String(id), 'utf8').toString('base64url');
}

function decodeUid(uid: string): number | null {
  if (!/^[A-Za-z0-9_-]{1,16}$/.test(uid)) return null;
  const text = Buffer.from(uid, 'base64url').toString('utf8');
  return /^[1-9]\d{0,15}$/.test(text) ? Number(text) : null;
}

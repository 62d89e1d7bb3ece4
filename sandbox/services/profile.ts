import { Hono } from 'hono';
import { requireAuth } from '../auth/middleware.ts';
import { hashPassword, passwordRuleErrors } from '../auth/passwords.ts';
import { endOtherSessions } from '../auth/sessions.ts';
import type { SandboxContext, SandboxEnv } from '../context.ts';
import * as contract from '../contract.ts';
import type { Queryable } from '../db/database.ts';
import { ApiError, errorCodes, validationError, type FieldError } from '../errors.ts';
import { formatMoney } from '../money.ts';
import type { MarketFigures } from '../market.ts';
import { updateUser, type UserRecord } from '../users.ts';
import { sendJson, validateJson } from '../validate.ts';
import { verifyCurrentPassword } from './auth-throttle.ts';

/** Profile (§3 Profile info and User info, §7 Profile): the profile summary, personal details, password change. */
export function profileRoutes(context: SandboxContext) {
  const routes = new Hono<SandboxEnv>();
  const auth = requireAuth(context);
  const { db, ledger } = context;

  routes.get('/api/user/profile', auth, async (c) => {
    const user = c.var.user;
    const balances = await ledger.balances(user.id);
    return sendJson(c, contract.GetProfileResponse, {
      id: user.id,
      username: user.username,
      dateJoined: new Date(user.dateJoined).toISOString(),
      balanceCurrency: user.currency,
      balance: formatMoney(balances.cashMinor),
      isBanned: user.banned,
    });
  });

  routes.get('/api/users/user/info/', auth, async (c) => sendJson(c, contract.GetUserInfoResponse, await readUserInfo(db, c.var.user)));

  routes.patch('/api/users/user/info/', auth, validateJson(contract.UpdateUserInfoBody), async (c) => {
    const body = c.req.valid('json');
    const user = c.var.user;
    const changes = normaliseUserInfo(body, context.clock.now(), context.market);
    await db.transaction(async (tx) => {
      await updateUser(tx, user.id, {
        ...(changes.first_name !== undefined ? { firstName: changes.first_name } : {}),
        ...(changes.last_name !== undefined ? { lastName: changes.last_name } : {}),
      });
      const columns = infoColumns.filter((column) => changes[column] !== undefined);
      if (columns.length > 0) {
        await tx.run(`UPDATE user_info SET ${columns.map((column) => `${column} = ?`).join(', ')} WHERE user_id = ?`, [
          ...columns.map((column) => changes[column] ?? null),
          user.id,
        ]);
      }
    });
    const updated = { ...user, firstName: changes.first_name ?? user.firstName, lastName: changes.last_name ?? user.lastName };
    return sendJson(c, contract.UpdateUserInfoResponse, await readUserInfo(db, updated));
  });

  routes.post('/api/users/user/change-password/', auth, validateJson(contract.ChangePasswordBody), async (c) => {
    const { old_password: oldPassword, new_password: newPassword } = c.req.valid('json');
    const user = c.var.user;
    // Under the sign-in throttle: a stolen session cannot guess the password here faster than at sign-in.
    if (!(await verifyCurrentPassword(context, user, oldPassword))) {
      throw new ApiError(400, {
        code: errorCodes.incorrectOldPassword,
        message: 'The old password is incorrect.',
        errors: [{ field: 'old_password', code: errorCodes.incorrectOldPassword, message: 'The old password is incorrect.' }],
      });
    }
    const ruleErrors = passwordRuleErrors(newPassword, user, 'new_password');
    if (ruleErrors.length > 0) throw validationError(ruleErrors);
    await updateUser(db, user.id, { passwordHash: await hashPassword(newPassword) });
    // The other sessions held the old password; this one stays signed in.
    await endOtherSessions(context, user.id, 'password-changed', c.var.sessionId);
    return sendJson(c, contract.ChangePasswordResponse, { detail: 'Password changed.' });
  });

  return routes;
}

/** user_info columns, named as the API names the fields (first and last names live on users). */
const infoColumns = [
  'date_of_birth',
  'mobile_number',
  'postal_code',
  'street_address',
  'country',
  'city',
  'middle_name',
  'gender',
  'house_number',
  'contact_language',
  'document_series',
  'document_number',
  'registration_address',
] as const;

type UserInfoAnswer = ReturnType<typeof contract.GetUserInfoResponse.parse>;
type UserInfoChanges = ReturnType<typeof contract.UpdateUserInfoBody.parse>;
type UserInfoRow = Record<(typeof infoColumns)[number], string | null>;

async function readUserInfo(db: Queryable, user: UserRecord): Promise<UserInfoAnswer> {
  const row = await db.get<UserInfoRow>(`SELECT ${infoColumns.join(', ')} FROM user_info WHERE user_id = ?`, [user.id]);
  const text = (column: Exclude<(typeof infoColumns)[number], 'date_of_birth' | 'gender'>) => row?.[column] ?? '';
  const gender = row?.gender;
  return {
    first_name: user.firstName,
    last_name: user.lastName,
    date_of_birth: row?.date_of_birth ?? null,
    // §3: mobile_number is an empty string when absent.
    mobile_number: text('mobile_number'),
    postal_code: text('postal_code'),
    street_address: text('street_address'),
    country: text('country'),
    city: text('city'),
    middle_name: text('middle_name'),
    gender: gender === 'male' || gender === 'female' ? gender : '',
    house_number: text('house_number'),
    contact_language: text('contact_language'),
    document_series: text('document_series'),
    document_number: text('document_number'),
    registration_address: text('registration_address'),
  };
}

/** Trims the fields and checks what the schema cannot: adulthood (§9 age of majority, the market's minimumAge), phone and country shapes. */
function normaliseUserInfo(body: UserInfoChanges, now: number, market: MarketFigures): UserInfoChanges {
  const changes: UserInfoChanges = {};
  const errors: FieldError[] = [];
  for (const [name, value] of Object.entries(body) as [keyof UserInfoChanges, string | null | undefined][]) {
    if (value === undefined) continue;
    // date_of_birth: null clears it.
    (changes as Record<string, string | null>)[name] = typeof value === 'string' ? value.trim() : null;
  }
  if (changes.mobile_number) {
    const compact = changes.mobile_number.replace(/[\s().-]/g, '');
    if (!/^\+?\d{6,15}$/.test(compact)) errors.push({ field: 'mobile_number', code: 'invalid', message: 'Enter a valid phone number.' });
    else changes.mobile_number = compact;
  }
  if (changes.country) {
    if (!/^[A-Za-z]{2}$/.test(changes.country)) errors.push({ field: 'country', code: 'invalid', message: 'Use the two-letter country code.' });
    else changes.country = changes.country.toUpperCase();
  }
  if (changes.postal_code && !/^[A-Za-z0-9 -]{2,16}$/.test(changes.postal_code)) {
    errors.push({ field: 'postal_code', code: 'invalid', message: 'Enter a valid postal code.' });
  }
  // §3 contact language: one the market offers (the e-mails are written in it), or empty for the market's default.
  if (changes.contact_language && !market.languages.includes(changes.contact_language)) {
    errors.push({ field: 'contact_language', code: 'invalid_choice', message: `Choose one of ${market.languages.join(', ')}.` });
  }
  for (const field of ['document_series', 'document_number'] as const) {
    if (changes[field] && !/^[\p{L}\d -]+$/u.test(changes[field])) errors.push({ field, code: 'invalid', message: 'Use letters, digits, spaces and hyphens only.' });
  }
  if (changes.date_of_birth) {
    const birth = new Date(`${changes.date_of_birth}T00:00:00Z`);
    const today = new Date(now);
    const adulthood = Date.UTC(birth.getUTCFullYear() + market.minimumAge, birth.getUTCMonth(), birth.getUTCDate());
    if (adulthood > today.getTime()) errors.push({ field: 'date_of_birth', code: 'underage', message: `Players must be ${market.minimumAge} or older.` });
    else if (birth.getUTCFullYear() < 1900) errors.push({ field: 'date_of_birth', code: 'invalid', message: 'Enter a valid date of birth.' });
  }
  if (errors.length > 0) throw validationError(errors);
  return changes;
}

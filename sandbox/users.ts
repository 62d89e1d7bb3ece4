import { userRowsChanged } from './auth/access-cache.ts';
import type { Queryable } from './db/database.ts';
import type { FieldError } from './errors.ts';
import { formatMoney } from './money.ts';
import type { Balances } from './ledger.ts';

/**
 * The roles of §3 User.role. §1 and §4: only 'P' may stay signed in to the player site; the front end signs
 * every other role out ('only users can use'). The other two are named, so that a power is granted to a role
 * and never to "any role but P" (§6 Staff roles: agent1 approved its own deposit that way; DESIGN "Trust"):
 *   P  player;
 *   A  agent: reads the payments of the players whose `parent` it is, approves nothing (§6 agent labels);
 *   C  cashier: the operator's staff who approve, fail and process payments (§6 "cashier withdrawal and
 *      approval calls exist"), never their own.
 */
export const roles = { player: 'P', agent: 'A', cashier: 'C' } as const;

/** A row of users, in the sandbox's own terms. */
export interface UserRecord {
  id: number;
  username: string;
  email: string;
  passwordHash: string;
  role: string;
  currency: string;
  firstName: string;
  lastName: string;
  dateJoined: number;
  lastLogin: number | null;
  isSelfRegistered: boolean;
  userTypes: 'self-registered' | 'with-cashier';
  emailVerified: boolean;
  parentId: number | null;
  banned: boolean;
  promocode: string | null;
}

interface UserRow {
  id: number;
  username: string;
  email: string;
  password_hash: string;
  role: string;
  currency: string;
  first_name: string;
  last_name: string;
  date_joined: number;
  last_login: number | null;
  is_self_registered: number;
  user_types: string;
  email_verified: number;
  parent_id: number | null;
  banned: number;
  promocode: string | null;
}

function fromRow(row: UserRow): UserRecord {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    passwordHash: row.password_hash,
    role: row.role,
    currency: row.currency,
    firstName: row.first_name,
    lastName: row.last_name,
    dateJoined: row.date_joined,
    lastLogin: row.last_login,
    isSelfRegistered: row.is_self_registered === 1,
    userTypes: row.user_types === 'with-cashier' ? 'with-cashier' : 'self-registered',
    emailVerified: row.email_verified === 1,
    parentId: row.parent_id,
    banned: row.banned === 1,
    promocode: row.promocode,
  };
}

export async function findUserById(db: Queryable, id: number): Promise<UserRecord | undefined> {
  const row = await db.get<UserRow>('SELECT * FROM users WHERE id = ?', [id]);
  return row && fromRow(row);
}

export async function findUserByUsername(db: Queryable, username: string): Promise<UserRecord | undefined> {
  const row = await db.get<UserRow>('SELECT * FROM users WHERE username_key = ?', [username.toLowerCase()]);
  return row && fromRow(row);
}

export async function findUserByEmail(db: Queryable, email: string): Promise<UserRecord | undefined> {
  const row = await db.get<UserRow>('SELECT * FROM users WHERE email_key = ?', [email.toLowerCase()]);
  return row && fromRow(row);
}

/** The login form's "username" may also be the e-mail address (User.login is the e-mail, §3). */
export async function findUserByLogin(db: Queryable, login: string): Promise<UserRecord | undefined> {
  return (await findUserByUsername(db, login)) ?? (login.includes('@') ? await findUserByEmail(db, login) : undefined);
}

export interface NewUser {
  username: string;
  email: string;
  passwordHash: string;
  role?: string;
  currency?: string;
  firstName?: string;
  lastName?: string;
  dateJoined: number;
  isSelfRegistered?: boolean;
  userTypes?: 'self-registered' | 'with-cashier';
  emailVerified?: boolean;
  parentId?: number | null;
  promocode?: string | null;
}

/** Inserts the user and an empty user_info row; returns undefined when the username or e-mail is taken. */
export async function insertUser(db: Queryable, user: NewUser): Promise<UserRecord | undefined> {
  const inserted = await db.get<{ id: number }>(
    `INSERT INTO users (username, username_key, email, email_key, password_hash, role, currency, first_name, last_name,
       date_joined, is_self_registered, user_types, email_verified, parent_id, promocode)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT DO NOTHING RETURNING id`,
    [
      user.username,
      user.username.toLowerCase(),
      user.email,
      user.email.toLowerCase(),
      user.passwordHash,
      user.role ?? roles.player,
      user.currency ?? 'TND',
      user.firstName ?? '',
      user.lastName ?? '',
      user.dateJoined,
      user.isSelfRegistered === false ? 0 : 1,
      user.userTypes ?? 'self-registered',
      user.emailVerified ? 1 : 0,
      user.parentId ?? null,
      user.promocode ?? null,
    ],
  );
  if (!inserted) return undefined;
  userRowsChanged(db, inserted.id);
  await db.run('INSERT INTO user_info (user_id) VALUES (?) ON CONFLICT DO NOTHING', [inserted.id]);
  return findUserById(db, inserted.id);
}

/** Columns of users a service may change, by their UserRecord name. */
const updatableColumns = {
  firstName: 'first_name',
  lastName: 'last_name',
  role: 'role',
  banned: 'banned',
  emailVerified: 'email_verified',
  passwordHash: 'password_hash',
  lastLogin: 'last_login',
} as const;

export type UserChanges = Partial<Pick<UserRecord, keyof typeof updatableColumns>> & { email?: string };

export async function updateUser(db: Queryable, id: number, changes: UserChanges): Promise<void> {
  const assignments: string[] = [];
  const params: (string | number | null)[] = [];
  for (const [name, column] of Object.entries(updatableColumns) as [keyof typeof updatableColumns, string][]) {
    const value = changes[name];
    if (value === undefined) continue;
    assignments.push(`${column} = ?`);
    params.push(typeof value === 'boolean' ? (value ? 1 : 0) : value);
  }
  if (changes.email !== undefined) {
    assignments.push('email = ?', 'email_key = ?');
    params.push(changes.email, changes.email.toLowerCase());
  }
  if (assignments.length === 0) return;
  userRowsChanged(db, id);
  await db.run(`UPDATE users SET ${assignments.join(', ')} WHERE id = ?`, [...params, id]);
}

/** §3 Player protection: the market's exclusion register cleared the player at this sign-in (services/protection-routes.ts). */
export async function noteExclusionRegisterCleared(db: Queryable, id: number, at: number): Promise<void> {
  userRowsChanged(db, id);
  await db.run('UPDATE users SET exclusion_register_cleared_at = ? WHERE id = ?', [at, id]);
}

/** §3 Player protection by market, the limit review: the player set or confirmed their financial limits at `now`. */
export async function noteLimitsReviewed(db: Queryable, id: number, now: number): Promise<void> {
  userRowsChanged(db, id);
  await db.run('UPDATE users SET limits_reviewed_at = ? WHERE id = ?', [now, id]);
}

/** §3 User as the API sends it (schemas/openapi/accounts.yaml User). */
export function toApiUser(user: UserRecord, balances: Balances) {
  return {
    id: user.id,
    login: user.email,
    currency: user.currency,
    firstName: user.firstName,
    lastName: user.lastName,
    role: user.role,
    username: user.username,
    balance: formatMoney(balances.cashMinor),
    parent: user.parentId,
    email: user.email,
    dateJoined: new Date(user.dateJoined).toISOString(),
    isSelfRegistered: user.isSelfRegistered,
    userTypes: user.userTypes,
    bonusBalance: formatMoney(balances.bonusMinor),
    emailVerified: user.emailVerified,
  };
}

// Registration usernames: 3 to 150 of letters, digits and _.@+- (the class of accounts.yaml RegistrationRequest).
const usernamePattern = /^[A-Za-z0-9_.@+-]+$/;
export const usernameMinLength = 3;
export const usernameMaxLength = 150;

export function usernameRuleErrors(username: string): FieldError[] {
  if (username.length < usernameMinLength || username.length > usernameMaxLength) {
    return [{ field: 'username', code: 'invalid_length', message: `The username must have ${usernameMinLength} to ${usernameMaxLength} characters.` }];
  }
  if (!usernamePattern.test(username)) {
    return [{ field: 'username', code: 'invalid', message: 'The username may contain letters, digits and _.@+- only.' }];
  }
  return [];
}

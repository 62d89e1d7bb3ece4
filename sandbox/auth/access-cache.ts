import type { SandboxContext } from '../context.ts';
import type { Queryable } from '../db/database.ts';

/**
 * What every authenticated request reads, kept in memory (§5 Bounds: every open tab asks for the user every 5 s,
 * so the answer must cost next to nothing): a token's checked claims, whether its session is open, the user's
 * row and the user answer. Nothing here may outlive the row it copies:
 *
 * - a session's state and a user's rows carry a version that every write bumps, at the write and again when its
 *   transaction ends (`Queryable.afterTransaction`: on PostgreSQL another request may read the old row until the
 *   commit); a copy is used only while the version it was read at is still the current one, and a copy read while
 *   a write was under way is never kept;
 * - the writes that bump them are the only ones there are: users.ts, ledger.ts and auth/sessions.ts write those
 *   tables (access-cache.test.ts fails on any other);
 * - a token's claims are a pure function of the token and the secret; its expiry is still checked on each call.
 *
 * Copies are per sandbox (one per context); versions are per user id across the process, so two sandboxes in one
 * test process only make each other read again.
 */
const maxEntries = 50_000;

/** Versions of each user's rows (users, ledger entries): bumped by every write to them. */
const userVersions = new Map<number, number>();
interface Copies {
  /** Bumped by every write to any session: a copy of a session's state from before it is not used. */
  sessionGeneration: { value: number };
  claims: Map<string, unknown>;
  sessions: Map<string, { userId: number; generation: number }>;
  users: Map<number, { version: number; value: unknown }>;
  answers: Map<number, { version: number; value: string }>;
}
const copiesOf = new WeakMap<SandboxContext, Copies>();

function copies(context: SandboxContext): Copies {
  let found = copiesOf.get(context);
  if (!found) {
    found = { sessionGeneration: { value: 0 }, claims: new Map(), sessions: new Map(), users: new Map(), answers: new Map() };
    copiesOf.set(context, found);
  }
  return found;
}

/** Keeps a map bounded: a flood of tokens or players empties it rather than growing the heap. */
function remember<K, V>(map: Map<K, V>, key: K, value: V): void {
  if (map.size >= maxEntries) map.clear();
  map.set(key, value);
}

function bumpUser(userId: number): void {
  userVersions.set(userId, (userVersions.get(userId) ?? 0) + 1);
}

/** Call on every write to a user's rows (users, ledger entries), with the Queryable that writes. */
export function userRowsChanged(db: Queryable, userId: number): void {
  bumpUser(userId);
  db.afterTransaction(() => bumpUser(userId));
}

export const userVersion = (userId: number): number => userVersions.get(userId) ?? 0;

/** Call on every write to sessions (ended, pruned), with the database and the Queryable that writes. */
export function sessionsChanged(context: SandboxContext, db: Queryable = context.db): void {
  const generation = copies(context).sessionGeneration;
  generation.value += 1;
  db.afterTransaction(() => (generation.value += 1));
}

/** A token's claims as checked once (signature, shape); `check` runs on a miss, and a refusal is not kept. */
export function cachedClaims<T>(context: SandboxContext, token: string, check: () => T | null): T | null {
  const { claims } = copies(context);
  const known = claims.get(token) as T | undefined;
  if (known !== undefined) return known;
  const checked = check();
  if (checked !== null) remember(claims, token, checked);
  return checked;
}

/** Whether the session is open for this user, read from the database unless known since the last session write. */
export async function cachedSessionOpen(context: SandboxContext, sessionId: string, userId: number, read: () => Promise<boolean>): Promise<boolean> {
  const { sessions, sessionGeneration: generation } = copies(context);
  const known = sessions.get(sessionId);
  if (known && known.generation === generation.value) return known.userId === userId;
  const readAt = generation.value;
  const open = await read();
  // Only an open session is kept, and only when no session was written while it was read.
  if (open && generation.value === readAt) remember(sessions, sessionId, { userId, generation: readAt });
  return open;
}

/** A copy of something made of one user's rows, kept while no write to them has happened since it was read. */
async function cachedForUser<T>(map: Map<number, { version: number; value: T }>, userId: number, read: () => Promise<T | undefined>): Promise<T | undefined> {
  const version = userVersion(userId);
  const known = map.get(userId);
  if (known && known.version === version) return known.value;
  const value = await read();
  if (value !== undefined && userVersion(userId) === version) remember(map, userId, { version, value });
  return value;
}

/** The user's row (auth/middleware.ts). */
export function cachedUser<T>(context: SandboxContext, userId: number, read: () => Promise<T | undefined>): Promise<T | undefined> {
  return cachedForUser(copies(context).users as Map<number, { version: number; value: T }>, userId, read);
}

/** The user answer's JSON (GET /api/accounts/user): the row and both balances, checked against the contract once. */
export async function cachedUserAnswer(context: SandboxContext, userId: number, read: () => Promise<string>): Promise<string> {
  return (await cachedForUser(copies(context).answers, userId, read))!;
}

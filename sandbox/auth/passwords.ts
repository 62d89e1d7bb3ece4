import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { ApiError, errorCodes, type FieldError } from '../errors.ts';

/**
 * Password hashing with node:crypto scrypt and a random salt per password. The stored form carries its
 * parameters, so they can be raised later without breaking existing hashes:
 *   scrypt$<N>$<r>$<p>$<salt base64url>$<hash base64url>
 */
/** The cost of new hashes on a server players reach: about 50 ms of a core and 16 MB each (§5 Sign-in throttle). */
export const productionHashCost: Readonly<ScryptOptions & { N: number; r: number; p: number }> = Object.freeze({ N: 16384, r: 8, p: 1 });
/** A cost for test runs only: 16 times cheaper, still a real scrypt. */
export const testHashCost: Readonly<ScryptOptions & { N: number; r: number; p: number }> = Object.freeze({ N: 1024, r: 8, p: 1 });
/**
 * The cost new hashes are made with: the production cost, unless a test run lowered it (the sandbox project's vitest
 * setup). Hashing was most of the sandbox tests' time: auth-throttle.test.ts took 69 s at the production cost and 9 s
 * at the test cost. Verifying always uses the cost stored in the hash. The end-to-end server keeps the production
 * cost: its sign-ins answering in a few milliseconds made the browser's fake clock (auth.spec.ts inactivity) fail to
 * load a chunk, and a real server's timing is what those tests are about.
 */
export const hashCost = { ...productionHashCost };
const keyLength = 32;

/**
 * §5 Sign-in throttle: scrypt costs about 50 ms of a core and 16 MB each, and every sign-in, registration and
 * password change runs one. At most `maxRunning` run at once (one per core, within libuv's 4 threads); up to
 * `maxWaiting` more wait their turn, and beyond that a request is refused at once with 503 server_busy and
 * Retry-After: 1 instead of queueing without end, so a flood of logins cannot take every core or the memory.
 */
export const hashingLimits = {
  maxRunning: Math.max(1, Math.min(4, availableParallelism())),
  maxWaiting: 32,
};

let running = 0;
const waiting: (() => void)[] = [];

/** The hashing slots in use and waiting (tests read them). */
export function hashingLoad(): { running: number; waiting: number } {
  return { running, waiting: waiting.length };
}

function serverBusy(): ApiError {
  return new ApiError(503, { code: errorCodes.serverBusy, message: 'The server is busy. Try again in a moment.' }, { 'Retry-After': '1' });
}

async function withHashingSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running < hashingLimits.maxRunning) {
    running += 1;
  } else {
    if (waiting.length >= hashingLimits.maxWaiting) throw serverBusy();
    // The slot is handed over by the one that finishes (running stays the same).
    await new Promise<void>((resolve) => waiting.push(resolve));
  }
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  }
}

function scryptAsync(password: string, salt: Buffer, length: number, options: ScryptOptions): Promise<Buffer> {
  return withHashingSlot(
    () =>
      new Promise((resolve, reject) => {
        scrypt(password, salt, length, options, (error, key) => (error ? reject(error) : resolve(key)));
      }),
  );
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const cost = { ...hashCost };
  const key = await scryptAsync(password, salt, keyLength, cost);
  return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [N, r, p] = parts.slice(1, 4).map(Number);
  const salt = Buffer.from(parts[4], 'base64url');
  const expected = Buffer.from(parts[5], 'base64url');
  const key = await scryptAsync(password, salt, expected.length, { N, r, p });
  return timingSafeEqual(key, expected);
}

let dummyHash: Promise<string> | null = null;

/**
 * Spends the time of one verification when there is no user to verify against, so an unknown username
 * answers as slowly as a wrong password.
 */
export async function burnVerificationTime(password: string): Promise<void> {
  // A refusal (server busy) must not stay cached as the dummy hash: the next call tries again.
  dummyHash ??= hashPassword('sandbox-dummy-password').catch((error: unknown) => {
    dummyHash = null;
    throw error;
  });
  await verifyPassword(password, await dummyHash);
}

// §5 Password requirements shown to users: 5 to 40 characters; letters, digits and the specials
// !#$()@?{}|*+,^.-+&=%_:;~ (the same class as schemas/openapi/accounts.yaml Password); no spaces; must not
// resemble or contain personal data.
export const passwordMinLength = 5;
export const passwordMaxLength = 40;
const allowedCharacters = /^[A-Za-z0-9!#$()@?{}|*+,^.\-&=%_:;~]*$/;

export interface PersonalData {
  username?: string;
  email?: string;
}

/** The §5 rules a new password breaks, as field errors of `field`; empty when it is acceptable. */
export function passwordRuleErrors(password: string, personal: PersonalData, field = 'password'): FieldError[] {
  const errors: FieldError[] = [];
  if (password.length < passwordMinLength) {
    errors.push({ field, code: 'password_too_short', message: `The password must have at least ${passwordMinLength} characters.` });
  } else if (password.length > passwordMaxLength) {
    errors.push({ field, code: 'password_too_long', message: `The password must have at most ${passwordMaxLength} characters.` });
  }
  if (/\s/.test(password)) {
    errors.push({ field, code: 'password_has_spaces', message: 'The password must not contain spaces.' });
  } else if (!allowedCharacters.test(password)) {
    errors.push({ field, code: 'password_invalid_characters', message: 'The password may contain letters, digits and !#$()@?{}|*+,^.-&=%_:;~ only.' });
  }
  const lowered = password.toLowerCase();
  const personalParts = [personal.username, personal.email?.split('@')[0]]
    .filter((part): part is string => typeof part === 'string' && part.length >= 3)
    .map((part) => part.toLowerCase());
  if (personalParts.some((part) => lowered.includes(part))) {
    errors.push({ field, code: 'password_too_similar', message: 'The password must not contain your username or e-mail.' });
  }
  return errors;
}

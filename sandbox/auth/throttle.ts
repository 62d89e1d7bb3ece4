import type { Clock } from '../clock.ts';
import type { SandboxContext } from '../context.ts';
import { ApiError, errorCodes } from '../errors.ts';

/**
 * Throttling of the calls an attacker repeats (§5 Sign-in throttle): sign-in and referral-code guesses per account
 * and per client address, registration, password-reset and resend-email requests per address and per e-mail, and
 * new booking codes per address.
 *
 * Every admitted attempt is charged at once, before the password is even hashed, and the check and the charge
 * happen in one synchronous step: a burst of concurrent guesses cannot all pass the check before the first one
 * counts (46 guesses a second went through unthrottled). The caller then clears the account's charges when the
 * password was right, or refunds the charge when the attempt was no guess (bad request, server busy).
 *
 * After `free` charges each further one makes the next attempt wait backoffBaseMs, doubled per charge; from
 * `lockAfter` charges on the key is locked for lockMs at each charge. A key left alone for forgetAfterMs starts
 * again from zero.
 *
 * Counters live in memory, per running sandbox, not in the database: the check-and-charge must be atomic (a
 * database would need a row lock that SQLite and PostgreSQL spell differently, on every guess), a database
 * write per wrong guess would itself be load an attacker controls, and the sandbox is one process. The map is
 * bounded (maxKeys, least recently charged evicted first) and swept of forgotten keys. The cost: a restart
 * forgets the counters; several processes behind one site would need a shared store.
 */
export interface ThrottlePolicy {
  /** Charges that cost no wait. */
  free: number;
  /** The wait after the free-th charge; each further charge doubles it. */
  backoffBaseMs: number;
  /** From this many charges on, each charge locks the key for lockMs. */
  lockAfter: number;
  lockMs: number;
  /** A key with no charge for this long is forgotten. */
  forgetAfterMs: number;
}

const second = 1000;
const minute = 60 * second;
const hour = 60 * minute;

export const throttlePolicies = {
  /** Wrong passwords for one account (by user id; by the login typed when no such user exists). */
  signInAccount: { free: 5, backoffBaseMs: 30 * second, lockAfter: 10, lockMs: 30 * minute, forgetAfterMs: 24 * hour },
  /**
   * Wrong passwords from one client address, across accounts. Failures only, and high enough for a carrier's
   * shared address (CGNAT) or the end-to-end suite, which signs many accounts in from 127.0.0.1.
   */
  signInAddress: { free: 100, backoffBaseMs: 30 * second, lockAfter: 110, lockMs: 30 * minute, forgetAfterMs: hour },
  /**
   * Registrations from one address (every attempt the endpoint acts on counts): a few an hour
   * (REGISTRATIONS_PER_ADDRESS_PER_HOUR, registrationAddressPolicy), then locked for the hour. 25 in a row were accepted.
   */
  registrationAddress: registrationAddressPolicy(5),
  /** Registrations with one e-mail address or username (probing which are taken). */
  registrationAccount: { free: 5, backoffBaseMs: minute, lockAfter: 10, lockMs: hour, forgetAfterMs: 24 * hour },
  /** Wrong referral codes for one player (sign-in's figures: a code is guessed like a password). */
  referralAccount: { free: 5, backoffBaseMs: 30 * second, lockAfter: 10, lockMs: 30 * minute, forgetAfterMs: 24 * hour },
  /** Wrong referral codes from one client address, across accounts (as signInAddress). */
  referralAddress: { free: 100, backoffBaseMs: 30 * second, lockAfter: 110, lockMs: 30 * minute, forgetAfterMs: hour },
  /** New booking codes from one client address (guests may book): a slip shared now and then, not a code farm. */
  bookingAddress: { free: 30, backoffBaseMs: minute, lockAfter: 40, lockMs: hour, forgetAfterMs: hour },
  /** Password-reset or resend-email requests from one address. */
  mailAddress: { free: 20, backoffBaseMs: minute, lockAfter: 30, lockMs: hour, forgetAfterMs: hour },
  /** Password-reset or resend-email requests for one e-mail address: nobody's inbox gets bombed. */
  mailRecipient: { free: 3, backoffBaseMs: 5 * minute, lockAfter: 6, lockMs: hour, forgetAfterMs: 24 * hour },
} as const satisfies Record<string, ThrottlePolicy>;

/** `perHour` registrations from one address, then none until an hour has passed. */
export function registrationAddressPolicy(perHour: number): ThrottlePolicy {
  return { free: perHour, backoffBaseMs: hour, lockAfter: perHour, lockMs: hour, forgetAfterMs: hour };
}

/** The wait that the n-th charge (1-based) imposes on the next attempt. */
export function waitAfterCharge(policy: ThrottlePolicy, charges: number): number {
  if (charges < policy.free) return 0;
  if (charges >= policy.lockAfter) return policy.lockMs;
  return Math.min(policy.lockMs, policy.backoffBaseMs * 2 ** (charges - policy.free));
}

export interface ThrottleKey {
  policy: ThrottlePolicy;
  /** Unique across policies: '<what>:<who>', e.g. 'sign-in-account:id:12'. */
  key: string;
}

interface Entry {
  charges: number;
  lastChargeAt: number;
  blockedUntil: number;
  policy: ThrottlePolicy;
}

export type Admission = { allowed: true } | { allowed: false; retryAt: number };

export class Throttle {
  readonly #clock: Clock;
  readonly #maxKeys: number;
  readonly #entries = new Map<string, Entry>();
  #chargesSinceSweep = 0;

  constructor(clock: Clock, options: { maxKeys?: number } = {}) {
    this.#clock = clock;
    this.#maxKeys = options.maxKeys ?? 100_000;
  }

  /** The entry as it stands now: undefined when there is none or it has been forgotten. */
  #current(key: string, now: number): Entry | undefined {
    const entry = this.#entries.get(key);
    if (entry && entry.blockedUntil <= now && now - entry.lastChargeAt >= entry.policy.forgetAfterMs) {
      this.#entries.delete(key);
      return undefined;
    }
    return entry;
  }

  /** When the keys accept an attempt again (now when they do). */
  retryAt(keys: readonly ThrottleKey[]): number {
    return this.#retryAt(keys, this.#clock.now());
  }

  #retryAt(keys: readonly ThrottleKey[], now: number): number {
    return Math.max(now, ...keys.map(({ key }) => this.#current(key, now)?.blockedUntil ?? now));
  }

  /**
   * Refuses when any key is waiting or locked; otherwise charges every key once. Synchronous on purpose: no
   * other attempt can run between the check and the charge.
   */
  admit(keys: readonly ThrottleKey[]): Admission {
    // One reading of the clock for the check and the charge (two readings may be a millisecond apart).
    const now = this.#clock.now();
    const retryAt = this.#retryAt(keys, now);
    if (retryAt > now) return { allowed: false, retryAt };
    for (const { key, policy } of keys) {
      const entry = this.#current(key, now) ?? { charges: 0, lastChargeAt: now, blockedUntil: 0, policy };
      entry.charges += 1;
      entry.lastChargeAt = now;
      const wait = waitAfterCharge(policy, entry.charges);
      if (wait > 0) entry.blockedUntil = Math.max(entry.blockedUntil, now + wait);
      // Re-inserted last: the map's order is then least recently charged first, which eviction relies on.
      this.#entries.delete(key);
      this.#entries.set(key, entry);
    }
    this.#keepBounded(now);
    return { allowed: true };
  }

  /** The right password: the account starts again from zero. */
  clear(keys: readonly ThrottleKey[]): void {
    for (const { key } of keys) this.#entries.delete(key);
  }

  /** The records whose key starts with `prefix` dropped (the /sandbox/throttle/registrations test hook). */
  forgetKeysStartingWith(prefix: string): void {
    for (const key of [...this.#entries.keys()]) if (key.startsWith(prefix)) this.#entries.delete(key);
  }

  /** The attempt was no guess (refused as malformed, or the server was busy): its charge is given back. */
  refund(keys: readonly ThrottleKey[]): void {
    for (const { key } of keys) {
      const entry = this.#entries.get(key);
      if (!entry) continue;
      entry.charges = Math.max(0, entry.charges - 1);
      if (entry.charges < entry.policy.free) entry.blockedUntil = 0;
    }
  }

  /** Keys held (tests and the bound). */
  get size(): number {
    return this.#entries.size;
  }

  #keepBounded(now: number): void {
    this.#chargesSinceSweep += 1;
    if (this.#entries.size <= this.#maxKeys && this.#chargesSinceSweep < 10_000) return;
    this.#chargesSinceSweep = 0;
    for (const key of [...this.#entries.keys()]) this.#current(key, now);
    // Still too many: the least recently charged go first.
    for (const key of this.#entries.keys()) {
      if (this.#entries.size <= this.#maxKeys) break;
      this.#entries.delete(key);
    }
  }
}

const throttles = new WeakMap<SandboxContext, Throttle>();

/** The throttle of a running sandbox (one per context, so tests each get their own). */
export function throttleOf(context: SandboxContext): Throttle {
  let throttle = throttles.get(context);
  if (!throttle) {
    throttle = new Throttle(context.clock);
    throttles.set(context, throttle);
  }
  return throttle;
}

/** The key prefix of the registrations-per-address records. */
export const registrationAddressPrefix = 'registration-address:';

export const throttleKeys = {
  signInAccount: (account: { userId: number } | { login: string }): ThrottleKey => ({
    policy: throttlePolicies.signInAccount,
    key: 'userId' in account ? `sign-in-account:id:${account.userId}` : `sign-in-account:login:${account.login.trim().toLowerCase()}`,
  }),
  signInAddress: (address: string): ThrottleKey => ({ policy: throttlePolicies.signInAddress, key: `sign-in-address:${address}` }),
  registrationAddress: (address: string, policy: ThrottlePolicy = throttlePolicies.registrationAddress): ThrottleKey => ({ policy, key: `${registrationAddressPrefix}${address}` }),
  registrationAccount: (kind: 'email' | 'username', value: string): ThrottleKey => ({
    policy: throttlePolicies.registrationAccount,
    key: `registration-${kind}:${value.trim().toLowerCase()}`,
  }),
  referralAccount: (userId: number): ThrottleKey => ({ policy: throttlePolicies.referralAccount, key: `referral-account:${userId}` }),
  referralAddress: (address: string): ThrottleKey => ({ policy: throttlePolicies.referralAddress, key: `referral-address:${address}` }),
  bookingAddress: (address: string): ThrottleKey => ({ policy: throttlePolicies.bookingAddress, key: `booking-address:${address}` }),
  mailAddress: (purpose: string, address: string): ThrottleKey => ({ policy: throttlePolicies.mailAddress, key: `${purpose}-address:${address}` }),
  mailRecipient: (purpose: string, email: string): ThrottleKey => ({ policy: throttlePolicies.mailRecipient, key: `${purpose}-email:${email.trim().toLowerCase()}` }),
};

/**
 * 429 rate_limited with the moment a new attempt is accepted: Retry-After in whole seconds (RFC 9110) and
 * retryAfter as an ISO date-time, which the front end shows in the player's language and time zone.
 */
export function tooManyAttempts(retryAt: number, now: number): ApiError {
  const seconds = Math.max(1, Math.ceil((retryAt - now) / 1000));
  const when = new Date(now + seconds * 1000).toISOString();
  return new ApiError(
    429,
    { code: errorCodes.rateLimited, message: `Too many attempts. Try again after ${when}.`, retryAfter: when },
    { 'Retry-After': String(seconds) },
  );
}

/** Throws tooManyAttempts unless the keys admit an attempt (which is then charged). */
export function admitOrThrow(throttle: Throttle, clock: Clock, keys: readonly ThrottleKey[]): void {
  const admission = throttle.admit(keys);
  if (!admission.allowed) throw tooManyAttempts(admission.retryAt, clock.now());
}

// The client's address (TRUST_PROXY's rules) is the site's server's too: one home for both (http/client-address.ts).
export { addressKey, clientAddress } from '../../http/client-address.ts';

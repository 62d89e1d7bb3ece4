import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import type { SandboxContext } from '../context.ts';
import { ApiError } from '../errors.ts';

/**
 * §5 Bounds: demo launches need no account (§6), so each one is limited per client address, a token
 * bucket per address: a burst of `burst` launches, then one more every `refillMs`. The address is the TCP
 * peer's (the socket), never X-Forwarded-For, which the client writes. An IPv6 client is counted by its /64,
 * the block one subscriber usually holds, so rotating through it does not multiply the allowance; an IPv4
 * address mapped into IPv6 counts as the IPv4 one.
 *
 * The buckets are bounded too: at most `maxClients` (least recently seen dropped first), and a bucket that has
 * filled up again is dropped by prune() (games/upkeep.ts), since a full bucket is the same as none.
 */
export interface RateLimit {
  burst: number;
  refillMs: number;
  maxClients: number;
}

/** 30 launches at once, then one every 10 s (360 an hour): far above a player trying games, far below a flood. */
export const demoLaunchLimit: RateLimit = { burst: 30, refillMs: 10_000, maxClients: 10_000 };

export const demoLaunchRateLimited = 'demo_launch_rate_limited';

interface Bucket {
  tokens: number;
  updatedAt: number;
}

export class ClientRateLimiter {
  private readonly buckets = new Map<string, Bucket>();
  readonly limit: RateLimit;
  private readonly now: () => number;

  constructor(limit: RateLimit, now: () => number) {
    this.limit = limit;
    this.now = now;
  }

  get clients(): number {
    return this.buckets.size;
  }

  /** Takes one token for `client`: 0 when allowed, else the milliseconds until one is free. */
  take(client: string): number {
    const now = this.now();
    const bucket = this.refilled(this.buckets.get(client), now);
    // Re-inserted so the map's order stays least recently seen first.
    this.buckets.delete(client);
    this.buckets.set(client, bucket);
    while (this.buckets.size > this.limit.maxClients) this.buckets.delete(this.buckets.keys().next().value!);
    if (bucket.tokens >= 1) {
      bucket.tokens -= 1;
      return 0;
    }
    return Math.max(1, Math.ceil((1 - bucket.tokens) * this.limit.refillMs));
  }

  /** Drops the buckets that are full again. */
  prune(): number {
    const now = this.now();
    let dropped = 0;
    for (const [client, bucket] of this.buckets) {
      if (this.refilled(bucket, now).tokens < this.limit.burst) continue;
      this.buckets.delete(client);
      dropped += 1;
    }
    return dropped;
  }

  private refilled(bucket: Bucket | undefined, now: number): Bucket {
    if (!bucket) return { tokens: this.limit.burst, updatedAt: now };
    const elapsed = Math.max(0, now - bucket.updatedAt);
    return { tokens: Math.min(this.limit.burst, bucket.tokens + elapsed / this.limit.refillMs), updatedAt: now };
  }
}

const limiters = new WeakMap<SandboxContext, ClientRateLimiter>();

/** The demo-launch limiter of one sandbox, on that sandbox's clock. */
export function demoLaunchLimiter(context: SandboxContext): ClientRateLimiter {
  let limiter = limiters.get(context);
  if (!limiter) limiters.set(context, (limiter = new ClientRateLimiter(demoLaunchLimit, () => context.clock.now())));
  return limiter;
}

/**
 * The client a request is counted under: its socket's peer address, normalised (IPv6 by /64, mapped IPv4 as
 * IPv4). A request handed to app.request in a test has no socket: those share one bucket, 'in-process'.
 */
export function clientKey(c: Context): string {
  let address: string | undefined;
  try {
    address = getConnInfo(c).remote.address;
  } catch {
    return 'in-process';
  }
  return address ? normaliseAddress(address) : 'unknown';
}

export function normaliseAddress(address: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  if (mapped) return mapped[1];
  if (!address.includes(':')) return address;
  const groups = expandIpv6(address.split('%')[0]);
  return groups ? `${groups.slice(0, 4).join(':')}::/64` : address;
}

function expandIpv6(address: string): string[] | null {
  const halves = address.toLowerCase().split('::');
  if (halves.length > 2) return null;
  const head = halves[0] ? halves[0].split(':') : [];
  const tail = halves.length === 2 && halves[1] ? halves[1].split(':') : [];
  // An embedded IPv4 tail (::ffff:1.2.3.4 is handled above; 64:ff9b::1.2.3.4 here) counts as two groups.
  const last = tail.length ? tail[tail.length - 1] : head[head.length - 1];
  const extra = last?.includes('.') ? 1 : 0;
  const missing = 8 - head.length - tail.length - extra;
  if (halves.length === 1 && missing !== 0) return null;
  const groups = [...head, ...Array<string>(Math.max(0, missing)).fill('0'), ...tail];
  if (!groups.slice(0, 4).every((group) => /^[0-9a-f]{1,4}$/.test(group))) return null;
  return groups.map((group) => (group.includes('.') ? group : group.replace(/^0+(?=.)/, '')));
}

/** Takes a demo launch for the request's client, or refuses with 429 and Retry-After (seconds). */
export function takeDemoLaunch(c: Context, context: SandboxContext): void {
  const waitMs = demoLaunchLimiter(context).take(clientKey(c));
  if (waitMs === 0) return;
  const seconds = Math.ceil(waitMs / 1000);
  c.header('Retry-After', String(seconds));
  throw new ApiError(429, { code: demoLaunchRateLimited, message: `Too many demo games from this address: try again in ${seconds} s.`, detail: String(seconds) });
}

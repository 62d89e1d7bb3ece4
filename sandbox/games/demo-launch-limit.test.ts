import { describe, expect, it } from 'vitest';
import { ClientRateLimiter, normaliseAddress } from './demo-launch-limit.ts';

/** A clock that moves only when told (the sandbox's clock follows real time between steps). */
function manualClock() {
  let now = 1_000_000;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

describe('ClientRateLimiter (token bucket per client, §5 Bounds)', () => {
  const limit = { burst: 3, refillMs: 10_000, maxClients: 2 };

  it('allows a burst, then one launch per refill interval, and says how long to wait', () => {
    const clock = manualClock();
    const limiter = new ClientRateLimiter(limit, clock.now);
    expect([limiter.take('a'), limiter.take('a'), limiter.take('a')]).toEqual([0, 0, 0]);
    expect(limiter.take('a')).toBe(10_000);
    // Another client has its own bucket.
    expect(limiter.take('b')).toBe(0);
    clock.advance(4_000);
    expect(limiter.take('a')).toBe(6_000);
    clock.advance(6_000);
    expect(limiter.take('a')).toBe(0);
    expect(limiter.take('a')).toBe(10_000);
  });

  it('keeps at most maxClients buckets and prunes the ones that are full again', () => {
    const clock = manualClock();
    const limiter = new ClientRateLimiter(limit, clock.now);
    limiter.take('a');
    limiter.take('b');
    limiter.take('c');
    expect(limiter.clients).toBe(2);
    clock.advance(9_999);
    expect(limiter.prune()).toBe(0);
    clock.advance(1);
    expect(limiter.prune()).toBe(2);
    expect(limiter.clients).toBe(0);
  });
});

describe('normaliseAddress', () => {
  it('counts IPv4 as is, mapped IPv4 as IPv4 and IPv6 by its /64', () => {
    expect(normaliseAddress('203.0.113.9')).toBe('203.0.113.9');
    expect(normaliseAddress('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(normaliseAddress('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(normaliseAddress('2001:db8:1:2:ffff:ffff:ffff:fffe')).toBe('2001:db8:1:2::/64');
    expect(normaliseAddress('2001:0db8:0001:0002::9')).toBe('2001:db8:1:2::/64');
    expect(normaliseAddress('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(normaliseAddress('::1')).toBe('0:0:0:0::/64');
    expect(normaliseAddress('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
  });
});

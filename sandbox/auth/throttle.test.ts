import { describe, expect, it } from 'vitest';
import type { Clock } from '../clock.ts';
import { addressKey, Throttle, throttlePolicies, waitAfterCharge, type ThrottleKey } from './throttle.ts';

/** A clock that only moves when told (the sandbox's own follows real time too). */
function createClock(): Clock {
  let now = Date.UTC(2026, 10, 20, 12, 0, 0);
  return {
    now: () => now,
    nowSeconds: () => Math.floor(now / 1000),
    advance: (ms) => {
      now += ms;
    },
    offsetMs: () => 0,
    setOffset: () => {},
  };
}

const policy = throttlePolicies.signInAccount;
const account: ThrottleKey = { policy, key: 'sign-in-account:id:1' };

describe('waitAfterCharge (§5 Sign-in throttle: back-off after 5 failures, then a temporary lock)', () => {
  it('is free for 4 charges, doubles from the 5th and locks from the 10th', () => {
    expect([1, 2, 3, 4].map((n) => waitAfterCharge(policy, n))).toEqual([0, 0, 0, 0]);
    expect([5, 6, 7, 8, 9].map((n) => waitAfterCharge(policy, n) / 1000)).toEqual([30, 60, 120, 240, 480]);
    expect([10, 11, 50].map((n) => waitAfterCharge(policy, n))).toEqual([policy.lockMs, policy.lockMs, policy.lockMs]);
  });
});

describe('Throttle', () => {
  it('admits 5 attempts, refuses the 6th until the back-off has passed on the clock', () => {
    const clock = createClock();
    const throttle = new Throttle(clock);
    for (let attempt = 1; attempt <= 5; attempt += 1) expect(throttle.admit([account])).toEqual({ allowed: true });
    const refused = throttle.admit([account]);
    expect(refused).toEqual({ allowed: false, retryAt: clock.now() + 30_000 });
    clock.advance(29_999);
    expect(throttle.admit([account]).allowed).toBe(false);
    clock.advance(1);
    expect(throttle.admit([account]).allowed).toBe(true);
    // The 6th charge doubled the wait.
    expect(throttle.retryAt([account])).toBe(clock.now() + 60_000);
  });

  it('refuses without charging: waiting attempts do not lengthen the wait', () => {
    const clock = createClock();
    const throttle = new Throttle(clock);
    for (let attempt = 1; attempt <= 5; attempt += 1) throttle.admit([account]);
    const retryAt = throttle.retryAt([account]);
    for (let attempt = 0; attempt < 100; attempt += 1) throttle.admit([account]);
    expect(throttle.retryAt([account])).toBe(retryAt);
  });

  it('locks for 30 minutes from the 10th charge', () => {
    const clock = createClock();
    const throttle = new Throttle(clock);
    for (let charge = 1; charge <= 10; charge += 1) {
      expect(throttle.admit([account]).allowed).toBe(true);
      clock.advance(waitAfterCharge(policy, charge));
    }
    clock.advance(-waitAfterCharge(policy, 10));
    expect(throttle.retryAt([account]) - clock.now()).toBe(30 * 60_000);
  });

  it('refuses when any key is blocked and then charges none of them', () => {
    const clock = createClock();
    const throttle = new Throttle(clock);
    const address: ThrottleKey = { policy: throttlePolicies.signInAddress, key: 'sign-in-address:10.0.0.1' };
    for (let attempt = 1; attempt <= 5; attempt += 1) throttle.admit([account]);
    const other: ThrottleKey = { policy, key: 'sign-in-account:id:2' };
    expect(throttle.admit([account, address]).allowed).toBe(false);
    expect(throttle.admit([other, address]).allowed).toBe(true);
    // The address was charged once, by the admitted attempt only: free - 1 more charges reach its back-off.
    for (let attempt = 2; attempt < throttlePolicies.signInAddress.free; attempt += 1) throttle.admit([{ policy, key: `sign-in-account:id:${attempt + 10}` }, address]);
    expect(throttle.retryAt([address])).toBe(clock.now());
    throttle.admit([{ policy, key: 'sign-in-account:id:999' }, address]);
    expect(throttle.retryAt([address])).toBe(clock.now() + throttlePolicies.signInAddress.backoffBaseMs);
  });

  it('clear (the right password) starts again from zero; refund gives one charge back and lifts a back-off below free', () => {
    const clock = createClock();
    const throttle = new Throttle(clock);
    for (let attempt = 1; attempt <= 4; attempt += 1) throttle.admit([account]);
    throttle.clear([account]);
    for (let attempt = 1; attempt <= 4; attempt += 1) expect(throttle.admit([account]).allowed).toBe(true);
    throttle.admit([account]);
    expect(throttle.admit([account]).allowed).toBe(false);
    throttle.refund([account]);
    expect(throttle.admit([account]).allowed).toBe(true);
  });

  it('forgets a key left alone for forgetAfterMs', () => {
    const clock = createClock();
    const throttle = new Throttle(clock);
    for (let attempt = 1; attempt <= 4; attempt += 1) throttle.admit([account]);
    clock.advance(policy.forgetAfterMs);
    for (let attempt = 1; attempt <= 4; attempt += 1) throttle.admit([account]);
    expect(throttle.retryAt([account])).toBe(clock.now());
  });

  it('stays bounded: past maxKeys the least recently charged keys go first', () => {
    const clock = createClock();
    const throttle = new Throttle(clock, { maxKeys: 100 });
    for (let attempt = 1; attempt <= 5; attempt += 1) throttle.admit([account]);
    for (let index = 0; index < 1000; index += 1) throttle.admit([{ policy, key: `sign-in-account:login:user${index}` }]);
    expect(throttle.size).toBeLessThanOrEqual(100);
  });
});

describe('addressKey', () => {
  it('keeps IPv4, unwraps IPv4-mapped IPv6 and groups IPv6 by its /64', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8:1:2:bbbb:cccc:dddd:eeee')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    expect(addressKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
  });
});

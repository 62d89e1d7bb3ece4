import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTokenKeeper, guestToken, type IssuedToken } from './token-keeper.ts';

// §3 Sport token: a guest's '-', renewal before expiry and on request, on vitest's clock (never by waiting).
const minute = 60_000;
let issued = 0;
const fetchToken = vi.fn(async (): Promise<IssuedToken> => ({ token: `token-${(issued += 1)}`, expiresAt: new Date(Date.now() + 15 * minute).toISOString() }));

beforeEach(() => {
  vi.useFakeTimers({ now: Date.UTC(2026, 10, 27, 12) });
  issued = 0;
  fetchToken.mockClear();
});
afterEach(() => vi.useRealTimers());

const keeperWith = (overrides: Partial<Parameters<typeof createTokenKeeper>[0]> = {}) => {
  const renewed: string[] = [];
  const failures: unknown[] = [];
  const keeper = createTokenKeeper({ fetchToken, renewBeforeMs: minute, now: () => Date.now(), onRenewed: (token) => renewed.push(token), onRenewalFailed: (error) => failures.push(error), ...overrides });
  return { keeper, renewed, failures };
};

describe('sport token lifecycle', () => {
  it('gives a guest "-" without any call, and never renews it', async () => {
    const { keeper } = keeperWith();
    expect(await keeper.start(false)).toBe(guestToken);
    keeper.renew();
    await vi.advanceTimersByTimeAsync(60 * minute);
    expect(fetchToken).not.toHaveBeenCalled();
  });

  it('fetches before the embed starts and renews one minute before expiry, again and again', async () => {
    const { keeper, renewed } = keeperWith();
    expect(await keeper.start(true)).toBe('token-1');
    await vi.advanceTimersByTimeAsync(14 * minute - 1);
    expect(renewed).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(renewed).toEqual(['token-2']);
    await vi.advanceTimersByTimeAsync(14 * minute);
    expect(renewed).toEqual(['token-2', 'token-3']);
    keeper.stop();
    await vi.advanceTimersByTimeAsync(60 * minute);
    expect(fetchToken).toHaveBeenCalledTimes(3);
  });

  it('renews on request, one call for a burst of requests', async () => {
    const { keeper, renewed } = keeperWith();
    await keeper.start(true);
    keeper.renew();
    keeper.renew();
    keeper.renew();
    await vi.advanceTimersByTimeAsync(0);
    expect(renewed).toEqual(['token-2']);
    expect(fetchToken).toHaveBeenCalledTimes(2);
  });

  it('uses the server clock for expiry: a device clock ahead does not renew in a loop', async () => {
    const { keeper } = keeperWith({ now: () => Date.now() - 30 * minute });
    await keeper.start(true);
    await vi.advanceTimersByTimeAsync(30 * minute);
    expect(fetchToken).toHaveBeenCalledTimes(1);
  });

  it('rejects the start when the token is refused, and reports a refused renewal once', async () => {
    const refused = vi.fn(async (): Promise<IssuedToken> => {
      throw new Error('permission_denied');
    });
    const { keeper: failing } = keeperWith({ fetchToken: refused });
    await expect(failing.start(true)).rejects.toThrow('permission_denied');

    let calls = 0;
    const flaky = vi.fn(async (): Promise<IssuedToken> => {
      calls += 1;
      if (calls > 1) throw new Error('refused');
      return { token: 'first', expiresAt: new Date(Date.now() + 10 * minute).toISOString() };
    });
    const { keeper, failures } = keeperWith({ fetchToken: flaky });
    await keeper.start(true);
    await vi.advanceTimersByTimeAsync(60 * minute);
    expect(failures).toHaveLength(1);
    expect(flaky).toHaveBeenCalledTimes(2);
  });
});

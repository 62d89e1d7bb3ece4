import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { netResult, nextRealityCheckIn } from './reality-check-store.ts';

describe('reality check', () => {
  it('comes one interval after the last one, and never when off or signed out', () => {
    const state = { intervalMinutes: 15 as const, signedInAt: 0, startBalance: '10', lastShownAt: 60_000 };
    expect(nextRealityCheckIn(state, 60_000)).toBe(15 * 60_000);
    expect(nextRealityCheckIn(state, 20 * 60_000)).toBe(0);
    expect(nextRealityCheckIn({ ...state, intervalMinutes: 0 }, 0)).toBeNull();
    expect(nextRealityCheckIn({ ...state, signedInAt: null }, 0)).toBeNull();
  });

  it('computes the net result in minor units', () => {
    expect(netResult('1250.75', '1200.5')).toBe('-50.25');
    expect(netResult('10', '10.01')).toBe('0.01');
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 ** 9 }), fc.integer({ min: 0, max: 10 ** 9 }), (a, b) => {
        const text = (minor: number) => `${Math.floor(minor / 100)}.${String(minor % 100).padStart(2, '0')}`;
        const result = netResult(text(a), text(b));
        const expected = b - a;
        expect(result).toBe(`${expected < 0 ? '-' : ''}${text(Math.abs(expected))}`);
      }),
    );
  });
});

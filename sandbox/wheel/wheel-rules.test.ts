import { describe, expect, it } from 'vitest';
import { freeSpinPeriodStart, nextFreeSpinPeriod } from '../../src/domain/free-spin-period.ts';
import { drawSegment, hasFreeSpin } from './wheel-rules.ts';
import { checkWheelSettings, wheelSettings } from './wheel-settings.ts';

const prizes = wheelSettings.currencies.TND.prizes;
const total = prizes.reduce((sum, prize) => sum + prize.weight, 0);

describe('drawSegment (§7 server-side draw against the configured weights)', () => {
  it('maps every ticket to the segment whose weight band holds it', () => {
    expect(drawSegment(prizes, () => 0)).toBe(0);
    expect(drawSegment(prizes, () => prizes[0].weight - 1)).toBe(0);
    expect(drawSegment(prizes, () => prizes[0].weight)).toBe(1);
    expect(drawSegment(prizes, () => total - 1)).toBe(15);
    const counts = new Array<number>(16).fill(0);
    for (let ticket = 0; ticket < total; ticket += 1) counts[drawSegment(prizes, () => ticket)] += 1;
    expect(counts).toEqual(prizes.map((prize) => prize.weight));
  });

  it('refuses a generator that answers outside [0, total)', () => {
    expect(() => drawSegment(prizes, () => total)).toThrow(RangeError);
    expect(() => drawSegment(prizes, () => -1)).toThrow(RangeError);
  });

  it('with the cryptographic generator, lands near the weights over many draws', () => {
    const draws = 20_000;
    const counts = new Array<number>(16).fill(0);
    for (let index = 0; index < draws; index += 1) counts[drawSegment(prizes)] += 1;
    // The most likely prize (weight 200 of 1000): expected 4000, a 6-sigma band is about ±340.
    expect(Math.abs(counts[0] - (draws * prizes[0].weight) / total)).toBeLessThan(340);
    expect(counts.every((count) => count > 0)).toBe(true);
  });
});

describe('free-spin periods (§9 free-spin time 09:00:00, market time UTC+1)', () => {
  const at = (iso: string) => Date.parse(iso);
  it('starts each day at 09:00 Tunis time, 08:00 UTC', () => {
    expect(freeSpinPeriodStart(at('2026-03-10T08:00:00Z'), '09:00:00', 3_600_000)).toBe(at('2026-03-10T08:00:00Z'));
    expect(freeSpinPeriodStart(at('2026-03-10T07:59:59.999Z'), '09:00:00', 3_600_000)).toBe(at('2026-03-09T08:00:00Z'));
    expect(freeSpinPeriodStart(at('2026-03-10T23:30:00Z'), '09:00:00', 3_600_000)).toBe(at('2026-03-10T08:00:00Z'));
    expect(nextFreeSpinPeriod(at('2026-03-10T23:30:00Z'), '09:00:00', 3_600_000)).toBe(at('2026-03-11T08:00:00Z'));
    // Around midnight in Tunis (23:00 UTC) the period does not change.
    expect(freeSpinPeriodStart(at('2026-03-10T22:59:00Z'), '09:00:00', 3_600_000)).toBe(freeSpinPeriodStart(at('2026-03-10T23:01:00Z'), '09:00:00', 3_600_000));
  });

  it('gives a free spin only when unused this period and the balance is above the minimum', () => {
    expect(hasFreeSpin(false, 1001, 1000)).toBe(true);
    expect(hasFreeSpin(false, 1000, 1000)).toBe(false);
    expect(hasFreeSpin(true, 100_000, 1000)).toBe(false);
  });
});

describe('wheel settings', () => {
  it('are complete: 16 prizes per currency, money amounts, positive weights', () => {
    expect(() => checkWheelSettings(wheelSettings)).not.toThrow();
    expect(() => checkWheelSettings({ ...wheelSettings, currencies: { TND: { ...wheelSettings.currencies.TND, prizes: prizes.slice(1) } } })).toThrow(/16 segments/);
  });
});

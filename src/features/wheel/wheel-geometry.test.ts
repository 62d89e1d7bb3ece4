import { describe, expect, it } from 'vitest';
import { segmentCentre, segmentCount, segmentDegrees, segmentPath, segmentUnderPointer, stopRotation } from './wheel-geometry.ts';

describe('wheel geometry (§9: 16 segments of 22.5 degrees)', () => {
  it('has 16 segments of 22.5 degrees', () => {
    expect(segmentCount).toBe(16);
    expect(segmentDegrees).toBe(22.5);
  });

  for (const direction of ['ltr', 'rtl'] as const) {
    it(`stops every prize index exactly under the pointer (${direction})`, () => {
      for (let index = 0; index < 16; index += 1) {
        const rotation = stopRotation(0, index, direction, 5);
        // The segment's centre plus the rotation is a whole number of turns: it is at the top.
        expect(((segmentCentre(index, direction) + rotation) % 360 + 360) % 360).toBe(0);
        expect(segmentUnderPointer(rotation, direction)).toBe(index);
        // At least five full turns, in the direction the segments run.
        if (direction === 'ltr') expect(rotation).toBeGreaterThanOrEqual(5 * 360);
        else expect(rotation).toBeLessThanOrEqual(-5 * 360);
      }
    });

    it(`keeps turning the same way on the next spin (${direction})`, () => {
      const first = stopRotation(0, 3, direction, 5);
      const second = stopRotation(first, 11, direction, 5);
      expect(Math.abs(second)).toBeGreaterThanOrEqual(Math.abs(first) + 5 * 360);
      expect(Math.sign(second)).toBe(Math.sign(first));
      expect(segmentUnderPointer(second, direction)).toBe(11);
    });
  }

  it('gives the exact angles for a few indexes', () => {
    expect(stopRotation(0, 0, 'ltr', 1)).toBe(360);
    expect(stopRotation(0, 1, 'ltr', 1)).toBe(360 + 337.5);
    expect(stopRotation(0, 4, 'ltr', 1)).toBe(360 + 270);
    expect(stopRotation(0, 4, 'rtl', 1)).toBe(-(360 + 270));
    expect(segmentCentre(4, 'rtl')).toBe(-90);
  });

  it('mirrors the segments in right-to-left', () => {
    expect(segmentPath(1, 'ltr', 100)).not.toBe(segmentPath(1, 'rtl', 100));
    // Segment 1 lies right of the top in ltr (positive x) and left of it in rtl.
    const firstX = (path: string) => Number(path.split(' ')[4]);
    expect(firstX(segmentPath(1, 'ltr', 100))).toBeGreaterThan(0);
    expect(firstX(segmentPath(1, 'rtl', 100))).toBeLessThan(0);
  });

  it('refuses an index off the wheel', () => {
    expect(() => stopRotation(0, 16, 'ltr', 5)).toThrow(RangeError);
    expect(() => stopRotation(0, -1, 'rtl', 5)).toThrow(RangeError);
  });
});

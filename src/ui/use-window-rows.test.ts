import { describe, expect, it } from 'vitest';
import { windowRowRange } from './use-window-rows.ts';

// The lobby's grid draws only the rows near the window (§2 Casino: the whole catalogue stays far below 1 400 nodes).
describe('windowRowRange', () => {
  const grid = { count: 100, rowHeight: 200, listTop: 500, overscan: 1 };

  it('draws the rows in the window and one more on each side', () => {
    // The window shows 1 000 to 1 800: rows 2 (900-1 100, from the list top at 500) to 6 (1 700-1 900).
    expect(windowRowRange(grid, 1000, 800)).toEqual([1, 7]);
  });

  it('draws the first rows when the list starts below the window, and the last ones when it ended above', () => {
    expect(windowRowRange(grid, 0, 400)).toEqual([0, 1]);
    expect(windowRowRange(grid, 100_000, 800)).toEqual([98, 99]);
  });

  it('a row that only touches the window edge is not counted as in it', () => {
    // The window ends at 900, where row 2 starts (500 + 2 x 200).
    expect(windowRowRange({ ...grid, overscan: 0 }, 100, 800)).toEqual([0, 1]);
  });

  it('never past the list, and nothing for an empty list', () => {
    expect(windowRowRange({ ...grid, count: 3 }, 0, 5000)).toEqual([0, 2]);
    expect(windowRowRange({ ...grid, count: 0 }, 0, 800)).toBeNull();
  });
});

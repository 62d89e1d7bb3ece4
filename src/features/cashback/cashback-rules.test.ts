import { describe, expect, it } from 'vitest';
import { upcomingResets } from '../../domain/cashback-resets.ts';
import { clampOffset, currentTargets, offsetForKey } from './cashback-rules.ts';

const rule = { time: '00:11', count: 3 };

describe('§2 cashback button drag bounds', () => {
  it('keeps the offset between its resting place and 300 px, and inside the window', () => {
    expect(clampOffset(-40, 300)).toBe(0);
    expect(clampOffset(120.6, 300)).toBe(121);
    expect(clampOffset(301, 300)).toBe(300);
    expect(clampOffset(280, 300, 200)).toBe(200);
    expect(clampOffset(50, 300, -10)).toBe(0);
  });

  it('moves by the step with the arrow keys, to the ends with Home and End, and ignores other keys', () => {
    expect(offsetForKey('ArrowDown', 0, 20, 300)).toBe(20);
    expect(offsetForKey('ArrowUp', 10, 20, 300)).toBe(0);
    expect(offsetForKey('ArrowDown', 290, 20, 300)).toBe(300);
    expect(offsetForKey('End', 0, 20, 300, 250)).toBe(250);
    expect(offsetForKey('Home', 200, 20, 300)).toBe(0);
    expect(offsetForKey('Enter', 200, 20, 300)).toBeNull();
  });
});

describe('§4 countdown target after each reset', () => {
  const start = Date.parse('2026-11-25T10:00:00Z');
  const list = upcomingResets(start, rule, 'Africa/Tunis');

  it('keeps the list while the first target is ahead, then takes the next from the list', () => {
    expect(currentTargets(list, start, rule, 'Africa/Tunis')).toBe(list);
    const afterFirst = currentTargets(list, list[0], rule, 'Africa/Tunis');
    expect(afterFirst).toEqual(list.slice(1));
    expect(new Date(afterFirst[0]).toISOString()).toBe('2026-11-26T23:11:00.000Z');
  });

  it('makes a new list of three once the last target has passed', () => {
    const renewed = currentTargets([list[2]], list[2] + 1, rule, 'Africa/Tunis');
    expect(renewed).toHaveLength(3);
    expect(new Date(renewed[0]).toISOString()).toBe('2026-11-28T23:11:00.000Z');
  });

  it('across midnight UTC the target is still the 00:11 UTC+1 reset ahead', () => {
    const nearMidnight = Date.parse('2026-11-25T23:59:59Z');
    expect(new Date(currentTargets([], nearMidnight, rule, 'Africa/Tunis')[0]).toISOString()).toBe('2026-11-26T23:11:00.000Z');
  });
});

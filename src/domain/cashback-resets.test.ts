import { describe, expect, it } from 'vitest';
import { countdownParts, previousReset, upcomingResets, zoneOffsetMs } from './cashback-resets.ts';

const rule = { time: '00:11', count: 3 };
const at = (iso: string) => Date.parse(iso);
const isoList = (list: number[]) => list.map((ms) => new Date(ms).toISOString());

describe('§4 cashback resets', () => {
  it('lists the next three 00:11 UTC+1 resets (23:11 UTC) in Tunis', () => {
    expect(isoList(upcomingResets(at('2026-11-25T10:00:00Z'), rule, 'Africa/Tunis'))).toEqual([
      '2026-11-25T23:11:00.000Z',
      '2026-11-26T23:11:00.000Z',
      '2026-11-27T23:11:00.000Z',
    ]);
  });

  it('takes the next target once one passes, and the fixed offset gives the same instants', () => {
    const justBefore = at('2026-11-25T23:10:59.999Z');
    expect(upcomingResets(justBefore, rule, '+01:00')[0]).toBe(at('2026-11-25T23:11:00Z'));
    // At the reset instant itself the countdown has reached zero: the next target is the following day's.
    expect(upcomingResets(at('2026-11-25T23:11:00Z'), rule, 'Africa/Tunis')[0]).toBe(at('2026-11-26T23:11:00Z'));
    expect(upcomingResets(at('2026-11-25T23:11:00Z'), rule, '+01:00')).toEqual(upcomingResets(at('2026-11-25T23:11:00Z'), rule, 'Africa/Tunis'));
  });

  it('around midnight UTC (already the next day in Tunis) the target is 23:11 UTC of that day', () => {
    // 23:30 UTC is 00:30 in Tunis, after the 00:11 reset: the next is 00:11 the day after.
    expect(upcomingResets(at('2026-11-25T23:30:00Z'), rule, 'Africa/Tunis')[0]).toBe(at('2026-11-26T23:11:00Z'));
    expect(upcomingResets(at('2026-11-26T00:05:00Z'), rule, 'Africa/Tunis')[0]).toBe(at('2026-11-26T23:11:00Z'));
    expect(upcomingResets(at('2026-11-25T23:00:00Z'), rule, 'Africa/Tunis')[0]).toBe(at('2026-11-25T23:11:00Z'));
  });

  it('across a daylight-saving change in another market the reset stays at 00:11 on the wall clock', () => {
    // Paris leaves summer time on 2026-10-25 at 03:00 (UTC+2 to UTC+1).
    expect(isoList(upcomingResets(at('2026-10-23T12:00:00Z'), rule, 'Europe/Paris'))).toEqual([
      '2026-10-23T22:11:00.000Z',
      '2026-10-24T22:11:00.000Z',
      '2026-10-25T23:11:00.000Z',
    ]);
    // New York enters summer time on 2026-03-08 at 02:00 (UTC-5 to UTC-4).
    expect(isoList(upcomingResets(at('2026-03-07T12:00:00Z'), rule, 'America/New_York'))).toEqual([
      '2026-03-08T05:11:00.000Z',
      '2026-03-09T04:11:00.000Z',
      '2026-03-10T04:11:00.000Z',
    ]);
    expect(zoneOffsetMs(at('2026-07-01T00:00:00Z'), 'Europe/Paris')).toBe(2 * 3_600_000);
  });

  it('the previous reset is the latest at or before now', () => {
    expect(previousReset(at('2026-11-25T10:00:00Z'), rule, 'Africa/Tunis')).toBe(at('2026-11-24T23:11:00Z'));
    expect(previousReset(at('2026-11-25T23:11:00Z'), rule, 'Africa/Tunis')).toBe(at('2026-11-25T23:11:00Z'));
  });

  it('splits the time left into days, hours, minutes and seconds, never below zero', () => {
    expect(countdownParts(((2 * 24 + 3) * 3600 + 4 * 60 + 5) * 1000)).toEqual({ days: 2, hours: 3, minutes: 4, seconds: 5 });
    expect(countdownParts(1)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 1 });
    expect(countdownParts(-5000)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
  });
});

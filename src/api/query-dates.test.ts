import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dayEdge, toMinuteQuery, toSecondQuery, todayInput } from './query-dates.ts';

describe('§7 query dates', () => {
  it('formats the start and end of a day as YYYY-MM-DDTHH:mmZ and YYYY-MM-DDTHH:mm:ssZ', () => {
    expect(toMinuteQuery('2026-03-15', 'start')).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}Z$/);
    expect(toSecondQuery('2026-03-15', 'end')).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
    const start = dayEdge('2026-03-15', 'start')!;
    expect([start.getHours(), start.getMinutes()]).toEqual([0, 0]);
    const end = dayEdge('2026-03-15', 'end')!;
    expect([end.getHours(), end.getMinutes(), end.getSeconds()]).toEqual([23, 59, 59]);
  });

  it('gives nothing for days that do not exist or are not dates', () => {
    expect(toMinuteQuery('2026-02-31', 'start')).toBeUndefined();
    expect(toSecondQuery('', 'end')).toBeUndefined();
    expect(toMinuteQuery('15/03/2026', 'start')).toBeUndefined();
    fc.assert(
      fc.property(fc.string(), (text) => {
        const value = toMinuteQuery(text, 'start');
        expect(value === undefined || /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}Z$/.test(value)).toBe(true);
      }),
    );
  });

  it('keeps the start of any day before its end and round-trips today', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date(2000, 0, 1), max: new Date(2099, 11, 31), noInvalidDate: true }), (date) => {
        const day = todayInput(date);
        expect(dayEdge(day, 'start')!.getTime()).toBeLessThan(dayEdge(day, 'end')!.getTime());
        expect(Date.parse(toSecondQuery(day, 'start')!)).toBe(dayEdge(day, 'start')!.getTime());
      }),
    );
  });
});

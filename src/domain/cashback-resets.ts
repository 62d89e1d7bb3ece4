/**
 * §4 Cashback countdown, §9 Cashback reset times: the next daily cashback resets (00:11 in the market's time), for
 * the countdown on the cashback button and for the sandbox's accrual. Pure: Intl only, so the browser and the
 * sandbox compute the same instants.
 */

export interface CashbackResetRule {
  /** Daily reset time, HH:mm, in the market's wall-clock time. */
  time: string;
  /** How many upcoming resets are listed (§4: three). */
  count: number;
}

const dayMs = 86_400_000;

// One wall-clock reader per time zone: making an Intl.DateTimeFormat costs far more than using it, and the countdown
// asks four times a second.
const wallClocks = new Map<string, Intl.DateTimeFormat>();

function wallClock(timeZone: string): Intl.DateTimeFormat {
  let format = wallClocks.get(timeZone);
  if (!format) {
    // Any locale with Latin digits: only the numeric parts are read.
    format = new Intl.DateTimeFormat('en', { timeZone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric' });
    wallClocks.set(timeZone, format);
  }
  return format;
}

/** The offset (ms) of `timeZone`'s wall clock from UTC at the instant `ms`; a fixed "+01:00" is read directly. */
export function zoneOffsetMs(ms: number, timeZone: string): number {
  const fixed = /^([+-])(\d{2}):(\d{2})$/.exec(timeZone);
  if (fixed) return (fixed[1] === '-' ? -1 : 1) * (Number(fixed[2]) * 60 + Number(fixed[3])) * 60_000;
  const parts = wallClock(timeZone).formatToParts(new Date(ms));
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((item) => item.type === type)?.value ?? 0);
  const wall = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'));
  return wall - Math.floor(ms / 1000) * 1000;
}

/** The UTC instant at which the wall clock of `timeZone` reads `wallMs` (a UTC-encoded wall time). */
function instantOfWallTime(wallMs: number, timeZone: string): number {
  // Two passes: the offset at the guess can differ from the offset at the answer across a daylight-saving change.
  const guess = wallMs - zoneOffsetMs(wallMs, timeZone);
  return wallMs - zoneOffsetMs(guess, timeZone);
}

/** The daily reset instants (ms) around `now`, from two days before to `count + 1` days after, oldest first. */
function resetsAround(now: number, rule: CashbackResetRule, timeZone: string): number[] {
  const [hours, minutes] = rule.time.split(':').map(Number);
  const today = Math.floor((now + zoneOffsetMs(now, timeZone)) / dayMs) * dayMs;
  const resets: number[] = [];
  for (let day = -2; day <= rule.count + 1; day += 1) resets.push(instantOfWallTime(today + day * dayMs + (hours * 60 + minutes) * 60_000, timeZone));
  return resets;
}

/** §4: the `rule.count` reset instants (ms) strictly after `now`, oldest first, in `timeZone` (IANA name or "+01:00"). */
export function upcomingResets(now: number, rule: CashbackResetRule, timeZone: string): number[] {
  return resetsAround(now, rule, timeZone).filter((instant) => instant > now).slice(0, rule.count);
}

/** The latest reset at or before `now`: the one a cashback was last accrued at. */
export function previousReset(now: number, rule: CashbackResetRule, timeZone: string): number {
  return Math.max(...resetsAround(now, rule, timeZone).filter((instant) => instant <= now));
}

export interface CountdownParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/** §3 Cashback countdown: the time left in days, hours, minutes and seconds (never below zero). */
export function countdownParts(ms: number): CountdownParts {
  const total = Math.max(0, Math.ceil(ms / 1000));
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
  };
}

import { appConfig } from '../../engine/load-config.ts';

// Days as the market counts them (§9: the market's time, its UTC offset in config/markets), and their §7 query
// bounds (YYYY-MM-DDTHH:mmZ, first and last minute): results by day, prematch lists by Today/Tomorrow/This week.

function offsetMs(): number {
  const match = /^([+-])(\d{2}):(\d{2})$/.exec(appConfig.market.utcOffset);
  if (!match) return 0;
  return (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3])) * 60_000;
}

/** The market's calendar day today (YYYY-MM-DD). */
export function marketToday(now = Date.now()): string {
  return new Date(now + offsetMs()).toISOString().slice(0, 10);
}

const dayMs = 24 * 3600_000;
const queryTime = (ms: number) => new Date(ms).toISOString().slice(0, 16) + 'Z';

/** `days` market days from `day` (YYYY-MM-DD) as query bounds: 1 for the day alone. */
export function daysBoundsQuery(day: string, days = 1): { date_from: string; date_to: string } {
  const start = Date.parse(`${day}T00:00:00Z`) - offsetMs();
  return { date_from: queryTime(start), date_to: queryTime(start + days * dayMs - 60_000) };
}

/** The day `count` days after `day` (YYYY-MM-DD). */
export function addDays(day: string, count: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + count * dayMs).toISOString().slice(0, 10);
}

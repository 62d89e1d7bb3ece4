// §2 Speed (total blocking time): the first Intl object a page makes loads ICU's data for its language, and the first
// one with a time zone loads that zone's rules: 60-100 ms of a phone's main thread at 4x CPU slowdown. Made during the
// hydration, that cost lands inside one component's render (the wheel button's countdown, the first price), one long
// task in which a tap is not answered. Made here, one kind per task while boot waits on the language pack, the
// formatters are in their caches when the hydration asks for them (src/i18n/format.ts, src/domain/money.ts).
import { zoneOffsetMs } from '../domain/cashback-resets.ts';
import { formatDate, formatMoney } from '../i18n/format.ts';
import { findLanguage } from '../i18n/languages.ts';
import { appConfig } from './load-config.ts';
import { nextTask } from './next-task.ts';

/** Makes the first screen's formatters for `languageCode`, each in a task of its own. */
export async function warmFormats(languageCode: string): Promise<void> {
  const locale = findLanguage(languageCode).dateLocale;
  const { timezone: timeZone, currency } = appConfig.market;
  const now = Date.now();
  const steps = [
    // A number format loads the language's number data: the prices' own formats (src/engine/sportsbook/odds-format.ts,
    // not part of every page's first load) are then cheap to make.
    () => formatMoney('0', currency, locale),
    // The kick-off times' own options (src/features/sportsbook/sportsbook-ui.tsx useFormatStart): the same cached formatter.
    () => formatDate(now, { weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit', timeZone }, locale),
    () => zoneOffsetMs(now, timeZone),
  ];
  for (const step of steps) {
    await nextTask();
    step();
  }
}

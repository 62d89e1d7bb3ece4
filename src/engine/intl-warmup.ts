// §2 Speed (total blocking time): the first Intl object a page makes loads ICU's data for its language, one native
// call of 110-170 ms of a phone's main thread at 4x CPU slowdown, which no yield can split (src/engine/warm-formats.ts
// only moves it out of the hydration). ICU's data is shared by the page's threads: made first by a worker, the main
// thread's first formatter takes 0.1-2 ms instead (measured in Chromium at 4x, a fresh page each time). The page's
// inline script starts that worker as the page is parsed, while the app's scripts are still to come.

/** The worker's file (public/intl-warmup.js, served from the site's root, allowed by the pages' `worker-src 'self'`). */
export const intlWarmupWorkerUrl = '/intl-warmup.js';

/** What the page's first screen formats: its language's Intl locale, the market's time zone and currency. */
export interface IntlWarmup {
  locale: string;
  timeZone: string;
  currency: string;
}

/** The inline script that starts the worker; a browser without workers (or with a stricter policy) skips it. */
export function intlWarmupScript(warmup: IntlWarmup): string {
  // In an inline script: a "<" in a config value cannot close the element.
  const message = JSON.stringify(warmup).replace(/</g, '\\u003c');
  return `try{new Worker(${JSON.stringify(intlWarmupWorkerUrl)}).postMessage(${message})}catch(e){}`;
}

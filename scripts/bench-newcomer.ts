// The newcomer's path for `npm run bench` (docs/product.md §2 Player journey: a newcomer bets within a minute): a
// script plays it on a 390 px phone (land on the sport home, register, deposit by card, open a football match, place a
// single, scripts/newcomer-path.ts) and counts the taps (a field tapped before typing counts, typing does not) and the
// time spent waiting on the app between a tap and the next usable screen. Called by scripts/bench.ts with its browser
// and sandbox; `node scripts/bench-newcomer.ts` runs it alone.
import { availableParallelism, loadavg } from 'node:os';
import type { Browser } from 'playwright-core';
import type { SandboxContext } from '../sandbox/context.ts';
import { readOutbox } from '../sandbox/mail.ts';
import { playNewcomerPath } from './newcomer-path.ts';

/** The link of the newest e-mail to `email` in an in-process sandbox's outbox. */
export const outboxLink = (context: SandboxContext) => async (email: string) => (await readOutbox(context, { to: email, limit: 1 }))[0]?.link ?? '';

export const newcomerBudgets = { taps: 20, waitingMs: 15_000 };

/** `mailedLink` reads the link of the newest e-mail to an address from the sandbox's outbox (§5 Registration). */
export async function benchNewcomer(browser: Browser, base: string, mailedLink: (email: string) => Promise<string>): Promise<Record<string, unknown>> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, serviceWorkers: 'block' });
  const page = await context.newPage();
  const username = `bench${Date.now().toString(36)}`;
  try {
    const email = `${username}@example.test`;
    const { landingMs, taps } = await playNewcomerPath(page, base, { username, email, password: 'Bench#2026', mailedLink: () => mailedLink(email) });
    const waitingMs = taps.reduce((sum, tap) => sum + tap.waitedMs, 0);
    return {
      'newcomer path, 390 px phone (land, register, deposit by card, football match, single)': {
        taps: taps.length,
        waitingMs: Math.round(waitingMs),
        landingMs: Math.round(landingMs),
        slowestWaits: [...taps].sort((a, b) => b.waitedMs - a.waitedMs).slice(0, 4).map((tap) => `${tap.step} ${Math.round(tap.waitedMs)} ms`),
        // Other processes on the machine (1-minute load average over its cores) make the waits longer.
        loadPerCore: Number((loadavg()[0] / availableParallelism()).toFixed(1)),
        budget: { taps: newcomerBudgets.taps, waitingMs: newcomerBudgets.waitingMs },
        withinBudget: taps.length <= newcomerBudgets.taps && waitingMs <= newcomerBudgets.waitingMs,
      },
    };
  } finally {
    await context.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { runBenchAlone } = await import('./bench-alone.ts');
  await runBenchAlone('newcomer', (browser, base, sandbox) => benchNewcomer(browser, base, outboxLink(sandbox.context)));
}

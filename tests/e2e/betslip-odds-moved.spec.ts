import { readFileSync } from 'node:fs';
import type { APIRequestContext, Locator, Page, Request } from '@playwright/test';
import { AxeBuilder } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { advanceServerClock, resetServerClock } from './helpers.ts';
import { quietLiveEvents } from './live-scripts.ts';
import { freshPlayer, signInAt } from './profile-helpers.ts';

// docs/product.md §5 Bet slip and Odds changes, as a player under the default "always ask" policy meets a price that
// moved: (1) a price that fell since the pick shows the potential win at the new price, the slip saying what it was;
// (2) a live bet whose price moved during its acceptance delay is refused with the new price offered, and one tap
// places it again at that price with a new Idempotency-Key. French on a phone (390 px), Arabic on a desktop (1366 px);
// the sandbox clock is moved and the feed stepped, never slept on (@server-clock).

const pack = (language: string) => JSON.parse(readFileSync(new URL(`../../config/languages/${language}/betslip.json`, import.meta.url), 'utf8')) as { slip: Record<string, string>; stake: Record<string, string> };

interface FeedEvent {
  id: number;
  markets: { id: number; status: string; outcomes: { id: number; status: string; price: string }[] }[];
}

/** The digits of a figure as the page writes it (Arabic-Indic digits read as Latin ones), separators dropped. */
const digits = (text: string) => text.replace(/[٠-٩]/g, (digit) => String(digit.charCodeAt(0) - 0x0660)).replace(/[۰-۹]/g, (digit) => String(digit.charCodeAt(0) - 0x06f0)).replace(/\D/g, '');
/** Stake × price in minor units, as the slip's digits show it (an integer stake: exact). */
const returnDigits = (stake: number, price: string) => String(stake * Math.round(Number(price) * 100));

async function priceNow(request: APIRequestContext, eventId: number, outcomeId: number): Promise<string> {
  const { event } = (await (await request.get(`/api/sportsbook/events/${eventId}`)).json()) as { event: FeedEvent };
  return event.markets.flatMap((market) => market.outcomes).find((outcome) => outcome.id === outcomeId)!.price;
}

const liveList = '/api/sportsbook/events?section=live&markets=match-result,match-winner&limit=50';

/**
 * The live events whose first market the feed's trading moves now: a match at half-time, or one whose winner moves
 * only with the score, holds still, and which matches those are depends on the hour. The feed trades at full rate,
 * the sandbox's clock moved a quarter of a second before each step (the rate is per second of its time), until some
 * live market has moved; the whole live list when none has.
 */
async function tradedLiveEvents(request: APIRequestContext): Promise<FeedEvent[]> {
  const list = async () => ((await (await request.get(liveList)).json()) as { items: FeedEvent[] }).items;
  const prices = (event: FeedEvent | undefined) => event?.markets[0]?.outcomes.map((outcome) => outcome.price).join('/');
  const step = async () => {
    await advanceServerClock(request, 250);
    await request.post('/sandbox/sportsbook/step', { data: {} });
  };
  // One step first: a feed started again by an earlier test's clock move publishes its live list on it.
  await step();
  const before = await list();
  await request.put('/sandbox/sportsbook/settings', { data: { priceChangesPerSecond: 2000, liveTradingShare: 1 } });
  let after = before;
  let traded: FeedEvent[] = [];
  for (let round = 0; round < 10 && traded.length === 0; round += 1) {
    for (let steps = 0; steps < 4; steps += 1) await step();
    after = await list();
    traded = after.filter((event) => {
      const earlier = before.find((candidate) => candidate.id === event.id);
      return earlier !== undefined && prices(earlier) !== prices(event);
    });
  }
  await request.put('/sandbox/sportsbook/settings', { data: { priceChangesPerSecond: 0 } });
  return traded.length > 0 ? traded : after;
}

async function expectSlipAxeClean(page: Page) {
  const results = await new AxeBuilder({ page }).include('[data-testid="betslip"]').analyze();
  expect(results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical').map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
}

const stake = 5;
let feedSettings: { priceChangesPerSecond: number; liveTradingShare: number } | null = null;

test.describe('odds that moved, under "always ask" @server-clock', () => {
  test.afterEach(async ({ request }) => {
    await request.put('/sandbox/sportsbook/bets/settings', { data: { liveAcceptanceDelayMs: 5_000 } });
    if (feedSettings) await request.put('/sandbox/sportsbook/settings', { data: feedSettings });
    feedSettings = null;
    await resetServerClock(request);
  });

  for (const { lang, width } of [
    { lang: 'fr-fr', width: 390 },
    { lang: 'ar', width: 1366 },
  ] as const) {
    test(`${lang}, ${width} px: a fallen price shows the return at the new price; a live bet refused after its delay is placed again at the new price in one tap`, async ({ browser, request }) => {
      test.setTimeout(150_000);
      const words = pack(lang);
      const phone = width < 768;
      const current = (await (await request.put('/sandbox/sportsbook/settings', { data: {} })).json()) as { priceChangesPerSecond: number; liveTradingShare: number };
      feedSettings = { priceChangesPerSecond: current.priceChangesPerSecond, liveTradingShare: current.liveTradingShare };
      // The feed holds still unless the test trades it, and the live delay is long enough to move a price inside it.
      await request.put('/sandbox/sportsbook/settings', { data: { priceChangesPerSecond: 0 } });
      expect((await request.put('/sandbox/sportsbook/bets/settings', { data: { liveAcceptanceDelayMs: 30_000 } })).ok()).toBe(true);

      // The most open live match the feed trades now (a nearly decided one may close its market during the delay).
      const live = { items: await tradedLiveEvents(request) };
      const openness = (event: FeedEvent) => {
        const market = event.markets[0];
        return market?.status === 'open' && market.outcomes.every((outcome) => outcome.status === 'open') ? Math.min(...market.outcomes.map((outcome) => Number(outcome.price))) : 0;
      };
      // One that scores nothing until the ticket is decided (the steps here, then 31 s of the sandbox clock): a goal
      // would suspend its market and refuse the ticket for that, not for its price.
      const quiet = await quietLiveEvents(request, live.items.map((item) => item.id), 75_000);
      const event = [...live.items].sort((a, b) => Number(quiet.has(b.id)) - Number(quiet.has(a.id)) || openness(b) - openness(a))[0];
      expect(openness(event), 'a live match with an open market').toBeGreaterThan(1.2);
      const outcome = [...event.markets[0].outcomes].sort((a, b) => Number(b.price) - Number(a.price))[0];

      const player = await freshPlayer(request, { cash: '100' });
      const context = await browser.newContext({ viewport: { width: 1366, height: 900 }, locale: lang === 'ar' ? 'ar-TN' : 'fr-FR', isMobile: false });
      await context.addInitScript((code) => {
        localStorage.setItem('userSettings', JSON.stringify({ version: 1, savedAt: Date.now(), state: { lang: code, isChanged: true } }));
      }, lang);
      const page = await context.newPage();
      // The shared sign-in helper waits for the desktop header's balance; the phone size comes after.
      await signInAt(page, player, `/sportsbook/event/live/${event.id}`);
      if (phone) await page.setViewportSize({ width, height: 844 });
      await page.locator(`button[data-outcome="${outcome.id}"]`).click();

      // (1) The slip kept a price 0.50 above today's (picked earlier, the price fell since): written to the stored copy.
      await expect.poll(() => page.evaluate(() => localStorage.getItem('betslipSelections')?.includes('"items":[{') ?? false)).toBe(true);
      const picked = (Number(outcome.price) + 0.5).toFixed(2);
      await page.evaluate((price) => {
        const stored = JSON.parse(localStorage.getItem('betslipSelections') ?? '{}') as { state: { items: { price: string }[] } };
        stored.state.items[0].price = price;
        localStorage.setItem('betslipSelections', JSON.stringify(stored));
      }, picked);
      await page.reload();
      if (phone) await page.getByTestId('betslip-sheet').getByRole('button', { expanded: false }).click();
      const slip: Locator = page.getByTestId('betslip');
      await slip.getByRole('textbox', { name: new RegExp(words.stake.label) }).fill(String(stake));
      const line = slip.locator(`li[data-outcome="${outcome.id}"]`);
      await expect(line.getByTestId('slip-old-price')).toBeVisible();
      // The return is the one at the price Accept takes, today's, and the slip says what it was at the picked price. Today's
      // is read now: a live match's prices follow its play, also while the feed's random trading is held still.
      await expect
        .poll(async () => {
          const shown = digits((await slip.getByTestId('slip-potential-win').textContent()) ?? '');
          return shown === returnDigits(stake, await priceNow(request, event.id, outcome.id));
        })
        .toBe(true);
      expect(digits((await slip.getByTestId('slip-win-changed').textContent()) ?? '')).toBe(returnDigits(stake, picked));
      await expectSlipAxeClean(page);

      const placements: Request[] = [];
      page.on('request', (sent) => {
        if (sent.method() === 'POST' && new URL(sent.url()).pathname === '/sport-integration/ticket/placement') placements.push(sent);
      });
      // The ticket's status as the server decided it at the end of the delay: today's price of the moved selection.
      // Awaited as a promise, body and all: a response listener's body can arrive after the slip has shown it.
      type TicketStatus = { acceptance: string; selections: { oddNow?: string }[] };
      const rejection = page.waitForResponse(
        async (answer) => new URL(answer.url()).pathname === '/sport-integration/ticket/status' && ((await answer.json().catch(() => null)) as TicketStatus | null)?.acceptance === 'rejected',
        { timeout: 120_000 },
      );
      await slip.getByTestId('slip-actions').getByRole('button', { name: words.slip.acceptAndPlace }).click();
      await expect(slip.getByTestId('slip-pending')).toHaveText(words.slip.pending);
      // Accept takes the price of the moment, never the picked one (the match itself may have moved it since the list
      // was read: a live match's prices follow its play).
      const taken = (placements[0].postDataJSON() as { selections: { odd: string }[] }).selections[0].odd;
      expect(taken).not.toBe(picked);

      // (2) The price moves while the ticket waits: the feed trades (stepped, not waited for) until it has.
      await request.put('/sandbox/sportsbook/settings', { data: { priceChangesPerSecond: 2000, liveTradingShare: 1 } });
      await expect
        .poll(
          async () => {
            await request.post('/sandbox/sportsbook/step', { data: {} });
            return priceNow(request, event.id, outcome.id);
          },
          { timeout: 30_000, intervals: [200] },
        )
        .not.toBe(taken);
      await request.put('/sandbox/sportsbook/settings', { data: { priceChangesPerSecond: 0 } });
      await advanceServerClock(request, 31_000);
      await request.post('/sandbox/sportsbook/step', { data: {} });

      // Refused with the new price offered: the return at it, and one tap places again.
      await expect(slip.getByTestId('slip-rejected')).toHaveText(words.slip.liveOddsMoved, { timeout: 15_000 });
      const offered = ((await (await rejection).json()) as TicketStatus).selections[0].oddNow;
      expect(offered, 'the rejected ticket names today\'s price').toBeDefined();
      const moved = offered!;
      expect(moved).not.toBe(taken);
      await expect.poll(async () => digits((await slip.getByTestId('slip-potential-win').textContent()) ?? '')).toBe(returnDigits(stake, moved));
      await expectSlipAxeClean(page);
      await slip.getByTestId('slip-actions').getByRole('button', { name: words.slip.acceptAndPlace }).click();
      await expect(slip.getByTestId('slip-pending')).toHaveText(words.slip.pending);
      expect(placements).toHaveLength(2);
      expect((placements[1].postDataJSON() as { selections: { odd: string }[]; odds_policy: string }).selections[0].odd).toBe(moved);
      expect((placements[1].postDataJSON() as { odds_policy: string }).odds_policy).toBe('ask');
      expect(placements[1].headers()['idempotency-key']).not.toBe(placements[0].headers()['idempotency-key']);
      test.info().annotations.push({ type: 'figures', description: `${lang} ${width}: picked ${picked}, taken ${taken}, moved during the delay to ${moved}` });
      await context.close();
    });
  }
});

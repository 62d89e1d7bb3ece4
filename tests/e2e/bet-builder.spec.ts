import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { advanceServerClock, apiSession, expectAxeClean, resetServerClock, serverNow, signedInPageIn, sportsbookCash } from './helpers.ts';
import { freshPlayer } from './profile-helpers.ts';

// docs/product.md §5 "Bet builder" against the sandbox, as a fresh funded player: on a football match's page "Build a
// bet" takes three picks of the match, refuses a contradictory fourth with its reason on the pick, prices the three
// together; the builder is one line of the slip (its legs under it, no cash-out), placed as one ticket, then settled
// by moving the sandbox clock past the match (@server-clock). French on a phone (390 px), Arabic on a desktop
// (1366 px), axe-core on the builder and on the slip in each.

const phone = { width: 390, height: 844 };
const desktop = { width: 1366, height: 900 };

interface FeedMarket {
  id: number;
  type: string;
  line: string | null;
  team: string | null;
  status: string;
  outcomes: { id: number; key: string; status: string; price: string }[];
}
interface FeedEvent {
  id: number;
  startAt: string;
  markets: FeedMarket[];
}

/**
 * The soonest football match with every market listed, three legs of it the sandbox prices together, and a fourth
 * that contradicts them (under 0.5 goals, or a 0-0 score, beside over 1.5).
 */
async function matchWithBuilder(request: APIRequestContext): Promise<{ event: FeedEvent; legs: number[]; contradiction: number }> {
  const list = (await (await request.get('/api/sportsbook/events?section=prematch&sport=1&limit=50')).json()) as { items: FeedEvent[] };
  const soonest = [...list.items].sort((a, b) => Date.parse(a.startAt) - Date.parse(b.startAt));
  for (const candidate of soonest.slice(0, 8)) {
    const event = ((await (await request.get(`/api/sportsbook/events/${candidate.id}`)).json()) as { event: FeedEvent }).event;
    const outcome = (type: string, key: string, line: string | null = null) => {
      const market = event.markets.find((entry) => entry.type === type && entry.line === line && entry.team === null && entry.status === 'open');
      const found = market?.outcomes.find((entry) => entry.key === key && entry.status === 'open');
      return found?.id;
    };
    // Under 0.5 goals, else the 0-0 score: a match expected to score a few has its under-0.5 market one-sided (over at
    // 1.01) and suspended, and at some hours every soonest match was one.
    const contradiction = outcome('total', 'under', '0.5') ?? outcome('correct-score', '0-0');
    for (const result of ['home', 'away', 'draw']) {
      const legs = [outcome('match-result', result), outcome('total', 'over', '1.5'), outcome('both-teams-to-score', result === 'draw' ? 'yes' : 'no')];
      if (legs.some((id) => id === undefined) || contradiction === undefined) continue;
      const quote = await request.post('/sport-integration/builder/price', { data: { event_id: String(event.id), outcome_ids: legs.map(String) } });
      if (quote.ok() && ((await quote.json()) as { odd: string | null }).odd !== null) return { event, legs: legs as number[], contradiction };
    }
  }
  throw new Error('No football match to come offers a priced builder of three legs');
}

/** Moves the sandbox clock past the match, its end and its settlement, stepping the feed each time. */
async function playThrough(request: APIRequestContext, event: FeedEvent): Promise<void> {
  const now = await serverNow(request);
  await advanceServerClock(request, Date.parse(event.startAt) + 4 * 3_600_000 - now);
  expect((await request.post('/sandbox/sportsbook/step', { data: {} })).ok()).toBe(true);
  await advanceServerClock(request, 60_000);
  expect((await request.post('/sandbox/sportsbook/step', { data: {} })).ok()).toBe(true);
}

async function builderFlow(page: Page, event: FeedEvent, legs: number[], contradiction: number, reason: RegExp) {
  await page.goto(`/sportsbook/event/line/${event.id}`);
  await page.getByTestId('build-a-bet').click();
  const builder = page.getByTestId('bet-builder');
  for (const id of legs) await builder.locator(`button[data-outcome="${id}"]`).click();
  await expect(builder.getByTestId('builder-price')).toBeVisible();
  // A contradictory fourth pick is refused with its reason on the pick, and nothing is priced.
  await builder.locator(`button[data-outcome="${contradiction}"]`).click();
  await expect(builder.getByTestId('builder-reason')).toHaveText(reason);
  await expect(builder.getByTestId('builder-price')).toHaveCount(0);
  await expectAxeClean(page);
  await builder.locator(`button[data-outcome="${contradiction}"]`).click();
  await expect(builder.getByTestId('builder-pick')).toHaveCount(3);
  await expect(builder.getByTestId('builder-price')).toBeVisible();
}

test.describe('bet builder @server-clock', () => {
  test.afterEach(async ({ request }) => {
    await resetServerClock(request);
  });

  test('phone, fr: three picks of one match built, a contradiction refused with its reason, placed as one slip line and settled', async ({ browser, request }) => {
    test.setTimeout(150_000);
    const player = await freshPlayer(request, { cash: '50' });
    const { event, legs, contradiction } = await matchWithBuilder(request);
    const page = await signedInPageIn(browser, await apiSession(request, player), 'fr-fr', phone);
    await builderFlow(page, event, legs, contradiction, /^Incompatible avec « .+ » : les deux ne peuvent pas arriver\.$/);

    // The bar opens the builder's line: its three legs, its price, no cash-out.
    const sheet = page.getByTestId('betslip-sheet');
    await sheet.getByRole('button', { name: /Pari sur mesure/ }).click();
    const line = page.getByTestId('slip-builder');
    await expect(line.getByTestId('slip-builder-leg')).toHaveCount(3);
    await expect(line.getByTestId('slip-builder-no-cash-out')).toContainText('Pas de cash-out sur un pari sur mesure.');
    await line.getByRole('textbox', { name: /Mise du pari sur mesure/ }).fill('2');
    await expectAxeClean(page);
    await line.getByRole('button', { name: 'Placer le pari sur mesure' }).click();
    await expect(page.getByTestId('betslip').getByText(/Pari placé\. Ticket /)).toBeVisible();
    let access = (await apiSession(request, player)).access;
    expect(await sportsbookCash(request, access)).toBe('48.00');
    await expectAxeClean(page);
    // My bets shows the open builder with its legs and no cash-out, said on it.
    const slip = page.getByTestId('betslip');
    await slip.getByRole('tab', { name: 'Mes paris' }).click();
    await expect(slip.getByText('Pas de cash-out sur un pari sur mesure.')).toBeVisible();
    await expect(slip.getByTestId('cash-out-button')).toHaveCount(0);

    const history = (await (await request.get('/sport-integration/betshistory/?page_size=5', { headers: { Authorization: `Bearer ${access}` } })).json()) as { results: { ticketId: string }[] };
    const ticketId = history.results[0].ticketId;
    await playThrough(request, event);
    access = (await apiSession(request, player)).access;
    const settled = (await (await request.post('/sport-integration/ticket/status', { headers: { Authorization: `Bearer ${access}` }, data: { ticket_id: ticketId } })).json()) as { status: string; builderOdd: string; potentialWin: string; amountOut: string; selections: { result: string }[] };
    expect(settled.builderOdd).not.toBeNull();
    expect(settled.selections).toHaveLength(3);
    expect(settled.selections.every((selection) => selection.result === 'won' || selection.result === 'lost')).toBe(true);
    // Won only when every leg won, at the builder's own price; else nothing.
    const allWon = settled.selections.every((selection) => selection.result === 'won');
    expect(settled).toMatchObject(allWon ? { status: 'Winner', amountOut: settled.potentialWin } : { status: 'Loser', amountOut: '0.00' });
    expect(await sportsbookCash(request, access)).toBe(allWon ? (48 + Number(settled.potentialWin)).toFixed(2) : '48.00');
    await page.context().close();
  });

  test('desktop, ar: the builder, its reason on a refused pick and its slip line in Arabic, placed and settled', async ({ browser, request }) => {
    test.setTimeout(150_000);
    const player = await freshPlayer(request, { cash: '30' });
    const { event, legs, contradiction } = await matchWithBuilder(request);
    const page = await signedInPageIn(browser, await apiSession(request, player), 'ar', desktop);
    await builderFlow(page, event, legs, contradiction, /^لا يتوافق مع «.+»: لا يمكن أن يحدثا معًا\.$/);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');

    const line = page.getByTestId('betslip-dock').getByTestId('slip-builder');
    await expect(line.getByTestId('slip-builder-leg')).toHaveCount(3);
    await expect(line.getByTestId('slip-builder-no-cash-out')).toContainText('لا يمكن صرف الرهان المُصمَّم مبكرًا.');
    await line.getByRole('textbox', { name: /مبلغ الرهان المُصمَّم/ }).fill('3');
    await expectAxeClean(page);
    await line.getByRole('button', { name: 'ضع الرهان المُصمَّم' }).click();
    await expect(page.getByTestId('betslip-dock').getByText(/^تم الرهان\. التذكرة /)).toBeVisible();
    let access = (await apiSession(request, player)).access;
    await expect.poll(() => sportsbookCash(request, access)).toBe('27.00');
    await expectAxeClean(page);

    const history = (await (await request.get('/sport-integration/betshistory/?page_size=5', { headers: { Authorization: `Bearer ${access}` } })).json()) as { results: { ticketId: string }[] };
    await playThrough(request, event);
    access = (await apiSession(request, player)).access;
    const settled = (await (await request.post('/sport-integration/ticket/status', { headers: { Authorization: `Bearer ${access}` }, data: { ticket_id: history.results[0].ticketId } })).json()) as { status: string; selections: { result: string }[] };
    expect(['Winner', 'Loser']).toContain(settled.status);
    expect(settled.status === 'Winner').toBe(settled.selections.every((selection) => selection.result === 'won'));
    await page.context().close();
  });
});

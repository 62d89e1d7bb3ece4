import { AxeBuilder } from './axe.ts';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { advanceServerClock, apiSession, resetServerClock, serverNow, signedInPageIn, sportsbookCash } from './helpers.ts';
import { quietLiveEvents } from './live-scripts.ts';
import { freshPlayer, signIn, signInAt } from './profile-helpers.ts';

// docs/product.md §5 Bet slip and §7 Sport betting integration against the sandbox, as a fresh funded player (balances
// are compared to the cent): a system bet, singles with a stake each from the event page, the slip axe clean in English
// on a desktop and a phone; then, moving the sandbox clock (@server-clock, alone after the others), a live bet through
// its acceptance delay, a ticket settled into the bet history with its sub-bets, and a pending ticket cancelled.

const desktop = { width: 1366, height: 900 };
const phone = { width: 390, height: 844 };

async function englishPage(browser: Browser, viewport: { width: number; height: number }): Promise<Page> {
  const context = await browser.newContext({ viewport, locale: 'en-US' });
  await context.addInitScript(() => {
    localStorage.setItem('userSettings', JSON.stringify({ version: 1, savedAt: Date.now(), state: { lang: 'en-US', isChanged: true } }));
  });
  return context.newPage();
}

/** A phone page signed in as the player (the stored session a sign-in leaves, §4): the phone header has no balance to wait for. */
async function signedInPhonePage(browser: Browser, request: APIRequestContext, player: { username: string; password: string }): Promise<Page> {
  return signedInPageIn(browser, await apiSession(request, player), 'en-US', phone, 'en-US');
}

async function expectSlipAxeClean(page: Page, selector = '[data-testid="betslip"]') {
  const results = await new AxeBuilder({ page }).include(selector).analyze();
  const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(serious.map((violation) => `${violation.id} ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
}

interface FeedEvent {
  id: number;
  sportId: number;
  startAt: string;
  status: string;
  markets: { id: number; type: string; status: string; outcomes: { id: number; status: string; price: string }[] }[];
}

/** A ticket placed as the slip places it (one Idempotency-Key), on the first open outcome of the first event that has one. */
async function placeOnFirst(request: APIRequestContext, access: string, events: FeedEvent[], stake = '2.00') {
  const event = events.find((candidate) => candidate.markets.some((market) => market.status === 'open' && market.outcomes.every((outcome) => outcome.status === 'open')))!;
  const market = event.markets.find((candidate) => candidate.status === 'open' && candidate.outcomes.every((outcome) => outcome.status === 'open'))!;
  const outcome = market.outcomes[0];
  const placed = await request.post('/sport-integration/ticket/placement', {
    headers: { Authorization: `Bearer ${access}`, 'Idempotency-Key': `tickets-${crypto.randomUUID()}` },
    data: { type: 'single', stake, selections: [{ event_id: String(event.id), market_id: String(market.id), outcome_id: String(outcome.id), odd: outcome.price }], odds_policy: 'accept-any' },
  });
  expect(placed.ok(), await placed.text()).toBe(true);
  return { event, ticket: (await placed.json()) as { id: number; ticketId: string; ticketCode: string; acceptance: string; potentialWin: string } };
}

test('desktop, en: a 2/3 system bet shows its 3 bets and total stake and is placed; a Trixie is offered for 3 selections; an unknown or another player\'s bet is "not found"', async ({ browser, request }) => {
  test.setTimeout(90_000);
  const player = await freshPlayer(request, { cash: '100' });
  const page = await englishPage(browser, desktop);
  await signInAt(page, player, '/sportsbook/prematch/1');
  const rows = page.locator('[data-testid="event-row"]');
  await rows.nth(2).waitFor();
  for (const index of [0, 1, 2]) await rows.nth(index).locator('button[data-outcome]:enabled').first().click();

  const slip = page.getByTestId('betslip');
  await expect(slip.locator('li[data-outcome]')).toHaveCount(3);
  // The named full covers are data: with three selections a Trixie and a Patent fit, a Yankee (four) does not.
  await expect(slip.getByRole('radio', { name: 'Trixie' })).toBeVisible();
  await expect(slip.getByRole('radio', { name: 'Patent' })).toBeVisible();
  await expect(slip.getByRole('radio', { name: 'Yankee' })).toHaveCount(0);
  await slip.getByRole('radio', { name: 'System' }).check();
  await slip.getByRole('combobox', { name: 'Combinations' }).selectOption('2');
  await slip.getByRole('textbox', { name: /Stake per bet/ }).fill('1');
  await expect(slip.getByTestId('slip-bet-count')).toHaveText('3');
  await expect(slip.getByTestId('slip-total-stake')).toContainText('3.00');
  // The settings' limits are shown in the language's money format.
  await expect(slip.getByTestId('slip-limits')).toContainText('0.10');
  await expectSlipAxeClean(page);

  await slip.getByRole('button', { name: 'Place bet' }).click();
  await expect(slip.getByText(/Bet placed\. Ticket /)).toBeVisible();
  const access = (await apiSession(request, player)).access;
  expect(await sportsbookCash(request, access)).toBe('97.00');
  await expectSlipAxeClean(page);

  // The profile's bet detail: an id nobody has, and another player's ticket, both read "not found".
  await page.goto('/profile/bet-detail/sft?id=987654321');
  await expect(page.getByRole('alert').filter({ hasText: 'This bet was not found.' })).toBeVisible();
  const other = await freshPlayer(request, { cash: '20' });
  const feed = (await (await request.get('/api/sportsbook/events?section=prematch&markets=match-result,match-winner&limit=40')).json()) as { items: FeedEvent[] };
  const { ticket } = await placeOnFirst(request, (await apiSession(request, other)).access, feed.items);
  await page.goto(`/profile/bet-detail/sft?id=${ticket.id}`);
  await expect(page.getByRole('alert').filter({ hasText: 'This bet was not found.' })).toBeVisible();
  await expect(page.getByText(ticket.ticketCode)).toHaveCount(0);
  await page.context().close();
});

test('phone, en, event page: two picks of one event offer "Play as singles", a stake each places two singles, the bottom sheet axe clean', async ({ browser, request }) => {
  test.setTimeout(90_000);
  const player = await freshPlayer(request, { cash: '50' });
  const page = await signedInPhonePage(browser, request, player);
  const feed = (await (await request.get('/api/sportsbook/events?section=prematch&sport=1&limit=10')).json()) as { items: FeedEvent[] };
  // Two outcomes of two different markets of the one event: the first event whose main tab has two markets open (the
  // feed suspends a one-sided market, a strong favourite's double chance at 1.02, and the first event changes by the hour).
  const openMarkets = page.getByRole('tabpanel').getByRole('region').filter({ has: page.locator('button[data-outcome]:enabled') });
  let picked = false;
  for (const item of feed.items.slice(0, 6)) {
    await page.goto(`/sportsbook/event/line/${item.id}`);
    await page.locator('button[data-outcome]').first().waitFor();
    if ((await openMarkets.count()) < 2) continue;
    await openMarkets.nth(0).locator('button[data-outcome]:enabled').first().click();
    await openMarkets.nth(1).locator('button[data-outcome]:enabled').first().click();
    picked = true;
    break;
  }
  expect(picked, 'an event with two open markets').toBe(true);
  const sheet = page.getByTestId('betslip-sheet');
  await sheet.getByRole('button', { name: /Bet slip: 2/ }).click();
  const slip = page.getByTestId('betslip');
  await expect(slip.locator('li[data-outcome]')).toHaveCount(2);
  await slip.getByRole('radio', { name: 'Accumulator' }).check();
  await expect(slip.getByText('Two selections of the same event cannot be combined: place them as singles.')).toBeVisible();
  await slip.getByRole('button', { name: 'Play as singles' }).click();
  await expect(slip.getByRole('radio', { name: 'Single' })).toBeChecked();

  await slip.getByRole('radio', { name: 'A stake per selection' }).check();
  const stakes = slip.getByRole('textbox', { name: /Stake on/ });
  await expect(stakes).toHaveCount(2);
  await stakes.nth(0).fill('2');
  await stakes.nth(1).fill('0.05');
  // Refused in the field, in the language's money format; nothing can be placed.
  await expect(stakes.nth(1)).toHaveAccessibleDescription(/The minimum stake is TND\s0\.10 per bet\./);
  await expect(slip.getByTestId('slip-stake-announcer')).toHaveText(/The minimum stake is TND\s0\.10 per bet\./);
  await expect(slip.getByRole('button', { name: 'Place bet' })).toBeDisabled();
  await stakes.nth(1).fill('3');
  await expect(slip.getByTestId('slip-bet-count')).toHaveText('2');
  await expect(slip.getByTestId('slip-total-stake')).toContainText('5.00');
  await expectSlipAxeClean(page, '[data-testid="betslip-sheet"]');

  await slip.getByRole('button', { name: 'Place bet' }).click();
  await expect(slip.getByText(/2 bets placed\. Tickets /)).toBeVisible();
  expect(await sportsbookCash(request, (await apiSession(request, player)).access)).toBe('45.00');
  await page.context().close();
});

test.describe('tickets over time @server-clock', () => {
  test.afterEach(async ({ request }) => {
    await request.put('/sandbox/sportsbook/bets/settings', { data: { liveAcceptanceDelayMs: 5_000 } });
    await resetServerClock(request);
  });

  test('a live bet waits its acceptance delay (pending shown), then is accepted once the sandbox clock has passed it', async ({ browser, request }) => {
    test.setTimeout(90_000);
    expect((await request.put('/sandbox/sportsbook/bets/settings', { data: { liveAcceptanceDelayMs: 30_000 } })).ok()).toBe(true);
    const player = await freshPlayer(request, { cash: '20' });
    const page = await englishPage(browser, desktop);
    await signIn(page, player);
    // Every live event, not one sport's (the sandbox's schedule follows the real clock, and at some hours no football is
    // live), and the most open of them: moving the clock 31 s plays 31 s of each match, and a nearly decided one (its
    // favourite at 1.02) may end or suspend its market meanwhile, which rejects the ticket (§5 live acceptance).
    const live = (await (await request.get('/api/sportsbook/events?section=live&markets=match-result,match-winner&limit=50')).json()) as { items: FeedEvent[] };
    const favourite = (event: FeedEvent) => {
      const market = event.markets[0];
      return market?.status === 'open' && market.outcomes.every((outcome) => outcome.status === 'open') ? Math.min(...market.outcomes.map((outcome) => Number(outcome.price))) : 0;
    };
    // Preferably one that scores nothing until the ticket is decided (the page, then those 31 s): a goal suspends the
    // market and refuses the ticket.
    const quiet = await quietLiveEvents(request, live.items.map((item) => item.id), 75_000);
    const event = [...live.items].sort((a, b) => Number(quiet.has(b.id)) - Number(quiet.has(a.id)) || favourite(b) - favourite(a))[0];
    expect(favourite(event), 'a live match with an open market').toBeGreaterThan(1.2);
    await page.goto(`/sportsbook/event/live/${event.id}`);
    await page.locator(`button[data-outcome="${event.markets[0].outcomes[0].id}"]`).click();
    const slip = page.getByTestId('betslip');
    await slip.getByRole('textbox', { name: /Stake per bet/ }).fill('1');
    // A fall of the price during the delay would reject the ticket (§8 coefs_changed); a rise is taken.
    await slip.getByRole('combobox', { name: 'When the odds change' }).selectOption('accept-any');
    await slip.getByRole('button', { name: 'Place bet' }).click();
    await expect(slip.getByTestId('slip-pending')).toHaveText('Your live bet is waiting for acceptance…');
    // Still pending while the delay runs: the stake is already taken.
    expect(await sportsbookCash(request, (await apiSession(request, player)).access)).toBe('19.00');
    await advanceServerClock(request, 31_000);
    await expect(slip.getByText(/Bet placed\. Ticket /)).toBeVisible({ timeout: 10_000 });
    await page.context().close();
  });

  test('a selection whose market closes is marked in the slip and blocks placement until it is removed', async ({ browser, request }) => {
    test.setTimeout(90_000);
    const feed = (await (await request.get('/api/sportsbook/events?section=prematch&sport=1&markets=match-result&limit=100')).json()) as { items: FeedEvent[] };
    const byStart = [...feed.items].sort((a, b) => Date.parse(a.startAt) - Date.parse(b.startAt));
    const [soon, late] = [byStart[0], byStart[byStart.length - 1]];
    expect(Date.parse(late.startAt) - Date.parse(soon.startAt)).toBeGreaterThan(5 * 3_600_000);
    const page = await englishPage(browser, desktop);
    for (const event of [soon, late]) {
      await page.goto(`/sportsbook/event/line/${event.id}`);
      await page.locator('button[data-outcome]:enabled').first().click();
    }
    const slip = page.getByTestId('betslip');
    await expect(slip.locator('li[data-outcome]')).toHaveCount(2);
    await slip.getByRole('textbox', { name: /Stake per bet/ }).fill('1');
    await expect(slip.getByRole('button', { name: 'Place bet' })).toBeEnabled();
    // The first match is played and over: its markets close, and the stream tells the slip.
    const now = await serverNow(request);
    await advanceServerClock(request, Date.parse(soon.startAt) + 3 * 3_600_000 - now);
    expect((await request.post('/sandbox/sportsbook/step', { data: {} })).ok()).toBe(true);
    const blocked = slip.locator('li[data-blocked]');
    await expect(blocked).toHaveCount(1, { timeout: 15_000 });
    await expect(blocked).toContainText(/remove this selection to place your bet/);
    await expect(slip.getByText('Remove the suspended or closed selections to place your bet.')).toBeVisible();
    await expect(slip.getByRole('button', { name: 'Place bet' })).toBeDisabled();
    await blocked.getByRole('button', { name: /^Remove / }).click();
    await expect(slip.locator('li[data-outcome]')).toHaveCount(1);
    await expect(slip.getByRole('button', { name: 'Place bet' })).toBeEnabled();
    await page.context().close();
  });

  test('a pending live ticket is cancelled from its detail page ("Ticket canceled", stake back); a settled ticket shows in the bet history with its sub-bets', async ({ browser, request }) => {
    test.setTimeout(120_000);
    expect((await request.put('/sandbox/sportsbook/bets/settings', { data: { liveAcceptanceDelayMs: 600_000 } })).ok()).toBe(true);
    const player = await freshPlayer(request, { cash: '30' });
    let access = (await apiSession(request, player)).access;
    const live = (await (await request.get('/api/sportsbook/events?section=live&markets=match-result,match-winner&limit=40')).json()) as { items: FeedEvent[] };
    const pending = await placeOnFirst(request, access, live.items, '4.00');
    expect(pending.ticket.acceptance).toBe('pending');
    const page = await englishPage(browser, desktop);
    await signInAt(page, player, `/profile/bet-detail/sft?id=${pending.ticket.id}`);
    await expect(page.getByTestId('ticket-status')).toHaveText('Pending');
    await page.getByRole('button', { name: 'Cancel ticket' }).click();
    await expect(page.getByText('Ticket canceled').first()).toBeVisible();
    await expect(page.getByTestId('ticket-status')).toHaveText('Sold');
    expect(await sportsbookCash(request, access)).toBe('30.00');

    // A prematch football single, then the sandbox clock moves past the match and its settlement.
    const prematch = (await (await request.get('/api/sportsbook/events?section=prematch&sport=1&markets=match-result&limit=40')).json()) as { items: FeedEvent[] };
    const soonest = [...prematch.items].sort((a, b) => Date.parse(a.startAt) - Date.parse(b.startAt));
    const settled = await placeOnFirst(request, access, soonest, '5.00');
    const until = Date.parse(settled.event.startAt) + 4 * 3_600_000;
    const now = await serverNow(request);
    await advanceServerClock(request, until - now);
    expect((await request.post('/sandbox/sportsbook/step', { data: {} })).ok()).toBe(true);
    await advanceServerClock(request, 60_000);
    expect((await request.post('/sandbox/sportsbook/step', { data: {} })).ok()).toBe(true);
    // Hours later the browser's session has run out: sign in again at the new time.
    access = (await apiSession(request, player)).access;
    const status = (await (await request.post('/sport-integration/ticket/status', { headers: { Authorization: `Bearer ${access}` }, data: { ticket_id: settled.ticket.ticketId } })).json()) as { status: string };
    expect(['Winner', 'Loser']).toContain(status.status);
    const shown = status.status === 'Winner' ? 'Won' : 'Lost';
    const later = await englishPage(browser, desktop);
    await signInAt(later, player, '/profile/bet-history/sft');
    const row = later.getByRole('row').filter({ has: later.getByRole('link', { name: settled.ticket.ticketCode }) });
    await expect(row).toContainText(shown);
    await row.getByRole('link', { name: settled.ticket.ticketCode }).click();
    await expect(later.getByTestId('ticket-status')).toHaveText(shown);
    // The sub-bet: the event and its outcome, decided.
    const events = later.getByRole('table', { name: 'Events and outcomes' });
    await expect(events.getByRole('row')).toHaveCount(2);
    await expect(events.getByRole('row').nth(1)).toContainText(shown);
    await page.context().close();
    await later.context().close();
  });
});

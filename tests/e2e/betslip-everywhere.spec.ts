import { AxeBuilder } from './axe.ts';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { richPlayerPage } from './profile-helpers.ts';

// docs/product.md §5 Bet slip and My bets, as a player meets them: the slip on every sport
// page (a bet placed from /sport/Live on a desktop), Place on screen with one leg and with eight, a line's price moving
// while the slip is open, three events proposing the accumulator, a receipt whose figures are the ticket's, My bets
// with its legs and the cash-out value, by keyboard; at 390 and 1366 px, in French and Arabic.

const desktop = { width: 1366, height: 860 };
const phone = { width: 390, height: 844 };

const words = {
  'fr-fr': { place: 'Parier', stake: /Mise par pari/, keep: 'Garder les sélections', clear: 'Vider le coupon', accumulator: 'Combiné', playAccumulator: 'Jouer en combiné', myBets: 'Mes paris', cashOut: /^Encaisser\s.*\d/, confirm: "Confirmer l'encaissement", policy: 'Si les cotes changent', count: /Coupon : (\d+)/ },
  ar: { place: 'راهن', stake: /المبلغ لكل رهان/, keep: 'الاحتفاظ بالاختيارات', clear: 'إفراغ القسيمة', accumulator: 'رهان مركّب', playAccumulator: 'العب رهاناً مركّباً', myBets: 'رهاناتي', cashOut: /^صرف الرهان\s.*\d/, confirm: 'تأكيد الصرف', policy: 'عند تغير الاحتمالات', count: /القسيمة: (\d+)/ },
} as const;

function rows(page: Page): Locator {
  return page.locator('[data-testid="event-row"]');
}

/** Picks `count` more legs, one per event: the first open price of the first row not picked yet (lists are virtualised). */
async function pickLegs(page: Page, count: number): Promise<void> {
  await rows(page).first().waitFor();
  for (let index = 0; index < count; index += 1) {
    const row = rows(page).filter({ hasNot: page.locator('button[aria-pressed="true"]') }).filter({ has: page.locator('button[data-outcome]:enabled') }).first();
    await row.locator('button[data-outcome]:enabled').first().click();
  }
}

/** The Place (or Accept) button is inside the window without scrolling the page: its box, and the window's height. */
async function expectPlaceOnScreen(page: Page, slip: Locator): Promise<{ bottom: number; height: number }> {
  const place = slip.getByTestId('slip-actions').getByRole('button').last();
  await expect(place).toBeVisible();
  const box = await place.boundingBox();
  const height = page.viewportSize()!.height;
  expect(box).not.toBeNull();
  expect(box!.y).toBeGreaterThanOrEqual(0);
  expect(box!.y + box!.height).toBeLessThanOrEqual(height);
  return { bottom: box!.y + box!.height, height };
}

async function expectAxeClean(page: Page) {
  const results = await new AxeBuilder({ page })
    .include('[data-testid="betslip"]')
    .options({ rules: { 'target-size': { enabled: true }, 'label-content-name-mismatch': { enabled: true } } })
    .analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
}

// The live bet's subject is the keyboard and the receipt, not the live acceptance delay (tickets over time in
// betslip-tickets.spec.ts): its ticket is accepted at once. With the usual 5 s delay, at some hours of the sandbox's
// real-clock live schedule the first open row's price fell point after point and the ticket was refused.
let usualLiveDelayMs: number | undefined;
let usualFeed: { priceChangesPerSecond: number; liveTradingShare: number } | undefined;
test.afterEach(async ({ request }) => {
  if (usualLiveDelayMs !== undefined) await request.put('/sandbox/sportsbook/bets/settings', { data: { liveAcceptanceDelayMs: usualLiveDelayMs } });
  usualLiveDelayMs = undefined;
  if (usualFeed !== undefined) await request.put('/sandbox/sportsbook/settings', { data: usualFeed });
  usualFeed = undefined;
});

for (const lang of ['fr-fr', 'ar'] as const) {
  const w = words[lang];

  test(`desktop, ${lang}: a bet placed from /sport/Live by keyboard, the receipt's figures are the ticket's, focus back on the list`, async ({ browser, request }) => {
    // The machine is shared: longer than the default budget.
    test.setTimeout(150_000);
    const settings = await request.put('/sandbox/sportsbook/bets/settings', { data: {} });
    expect(settings.ok()).toBe(true);
    usualLiveDelayMs = ((await settings.json()) as { liveAcceptanceDelayMs: number }).liveAcceptanceDelayMs;
    expect((await request.put('/sandbox/sportsbook/bets/settings', { data: { liveAcceptanceDelayMs: 0 } })).ok()).toBe(true);
    const { page, access } = await richPlayerPage(browser, request, lang, desktop, '/sport/Live');
    const slip = page.getByTestId('betslip');
    await expect(slip).toBeVisible();
    // The empty slip's code field and its Load button stay inside the slip (in French they stuck out of it by 12 px).
    const loadButton = slip.getByTestId('booking-load').getByRole('button');
    await expect(loadButton).toBeVisible();
    const [slipBox, loadBox] = [(await slip.boundingBox())!, (await loadButton.boundingBox())!];
    expect(loadBox.x).toBeGreaterThanOrEqual(slipBox.x);
    expect(loadBox.x + loadBox.width).toBeLessThanOrEqual(slipBox.x + slipBox.width);
    // The skip link takes a keyboard player from the list to the slip in one press.
    await page.getByTestId('go-to-slip').focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('#betslip-heading')).toBeFocused();

    // The first row with a price open (a live match may have just ended and stay listed, every price closed).
    const openRow = rows(page).filter({ has: page.locator('button[data-outcome]:enabled') }).first();
    const firstOpen = openRow.locator('button[data-outcome]:enabled').first();
    await firstOpen.waitFor();
    // Pinned by its outcome: after the bet another row may be the first with an open price.
    const price = page.locator(`button[data-outcome="${await firstOpen.getAttribute('data-outcome')}"]`);
    // The price button's name says the match, the market and the pick (not "1 2,10" alone).
    const name = (await price.getAttribute('aria-label')) ?? (await price.evaluate((element) => element.textContent ?? ''));
    const teams = await openRow.getAttribute('aria-label');
    expect(name).toContain(teams!);
    await price.focus();
    await page.keyboard.press('Enter');
    // The first pick takes focus into the stake; the line names the event, the market and the pick.
    const stake = slip.getByRole('textbox', { name: w.stake });
    await expect(stake).toBeFocused();
    const line = slip.locator('li[data-outcome]');
    await expect(line).toHaveCount(1);
    await expect(line.getByTestId('slip-event')).toHaveText(teams!);
    await expect(line.getByTestId('slip-market')).not.toBeEmpty();
    await expect(line.getByTestId('slip-pick')).not.toBeEmpty();
    const onScreen = await expectPlaceOnScreen(page, slip);
    test.info().annotations.push({ type: 'figures', description: `${lang} 1366: Place bottom ${onScreen.bottom} of ${onScreen.height} with one leg` });

    await page.keyboard.type('2');
    // A live price may move during the acceptance delay: this player takes any price.
    await slip.getByLabel(w.policy).selectOption('accept-any');
    await slip.getByTestId('slip-actions').getByRole('button').last().click();
    const receipt = slip.getByTestId('slip-receipt');
    await expect(receipt).toBeVisible({ timeout: 20_000 });
    await expect(price).toBeFocused();
    // The slip is empty after placing unless kept.
    await expect(slip.locator('li[data-outcome]')).toHaveCount(0);

    const ticketCode = await receipt.getByTestId('receipt-ticket').getAttribute('data-ticket');
    const history = (await (await request.get('/sport-integration/betshistory/?page_size=100', { headers: { Authorization: `Bearer ${access}` } })).json()) as { results: { ticketId: string; ticketCode: string }[] };
    const row = history.results.find((entry) => entry.ticketCode === ticketCode)!;
    const ticket = (await (await request.post('/sport-integration/ticket/status', { headers: { Authorization: `Bearer ${access}` }, data: { ticket_id: row.ticketId } })).json()) as { stake: string; coef: string; potentialWin: string };
    const figures = async (id: string) => (await receipt.getByTestId(id).textContent())!.replace(/\s/g, ' ');
    const decimal = (amount: string) => amount.replace('.', ',');
    expect(await figures('receipt-stake')).toContain(decimal(ticket.stake));
    expect(await figures('receipt-odds')).toContain(decimal(ticket.coef));
    expect(await figures('receipt-potential-win')).toContain(decimal(ticket.potentialWin));
    await expect(receipt.getByRole('link')).toHaveAttribute('href', /bet-detail/);
    await expectAxeClean(page);

    // "Keep selections" puts the placed leg back.
    await receipt.getByRole('button', { name: w.keep }).click();
    await expect(slip.locator('li[data-outcome]')).toHaveCount(1);
    await page.context().close();
  });

  test(`desktop, ${lang}: Place stays on screen with eight legs, three events propose the accumulator, My bets shows the legs and the cash-out value`, async ({ browser, request }) => {
    // A live ticket waits its acceptance delay, and the machine is shared: longer than the default budget.
    test.setTimeout(150_000);
    const { page } = await richPlayerPage(browser, request, lang, desktop, '/sportsbook/prematch/1');
    const slip = page.getByTestId('betslip');
    await pickLegs(page, 3);
    const proposal = slip.getByTestId('slip-accumulator-proposal');
    await expect(proposal).toBeVisible();
    await proposal.getByRole('button', { name: w.playAccumulator }).click();
    await expect(slip.getByRole('radio', { name: w.accumulator })).toBeChecked();
    await expect(proposal).toHaveCount(0);
    await slip.getByRole('textbox', { name: w.stake }).fill('3');
    await expect(slip.getByTestId('slip-bet-count')).toHaveText('1');
    await slip.getByTestId('slip-actions').getByRole('button').last().click();
    await expect(slip.getByTestId('slip-receipt')).toBeVisible({ timeout: 15_000 });
    const placedEvents = await slip.getByTestId('receipt-ticket').count();
    expect(placedEvents).toBe(1);

    // My bets: each leg with its event, pick and price, and the cash-out value on the button.
    await slip.getByRole('tab', { name: w.myBets }).click();
    const card = slip.getByTestId('open-bets').getByRole('group').first();
    await expect(card.getByTestId('ticket-leg')).toHaveCount(3);
    for (const leg of await card.getByTestId('ticket-leg').all()) {
      await expect(leg.getByTestId('leg-event')).not.toBeEmpty();
      await expect(leg.getByTestId('leg-pick')).not.toHaveText('…');
      await expect(leg.getByTestId('leg-price')).toHaveText(/\d/);
      await expect(leg.getByTestId('leg-result')).not.toBeEmpty();
    }
    const cashOut = card.getByTestId('cash-out-button');
    await expect(cashOut).toHaveText(w.cashOut);
    await expectAxeClean(page);
    await cashOut.click();
    await card.getByRole('button', { name: w.confirm }).click();
    await expect(slip.getByTestId('cash-out-paid')).toContainText(/\d/);

    // Eight legs: Place still on screen without scrolling the page or the column.
    await slip.getByRole('tab').first().click();
    await pickLegs(page, 8);
    await expect(slip.locator('li[data-outcome]')).toHaveCount(8);
    const onScreen = await expectPlaceOnScreen(page, slip);
    test.info().annotations.push({ type: 'figures', description: `${lang} 1366: Place bottom ${onScreen.bottom} of ${onScreen.height} with eight legs` });
    await page.context().close();
  });

  test(`phone, ${lang}: picking updates the bar and never covers the list, the sheet keeps Place on screen with one leg and eight, a price moving is shown`, async ({ browser, request }) => {
    // A live ticket waits its acceptance delay, and the machine is shared: longer than the default budget.
    test.setTimeout(150_000);
    const { page } = await richPlayerPage(browser, request, lang, phone, '/sport/Live');
    const sheet = page.getByTestId('betslip-sheet');
    await pickLegs(page, 1);
    const bar = sheet.getByRole('button', { name: w.count });
    await expect(bar).toHaveAttribute('aria-expanded', 'false');
    await bar.click();
    const slip = page.getByTestId('betslip');
    const one = await expectPlaceOnScreen(page, slip);
    test.info().annotations.push({ type: 'figures', description: `${lang} 390: Place bottom ${one.bottom} of ${one.height} with one leg` });
    await expectAxeClean(page);
    // Emptied, then a new pick: the bar updates, the sheet stays closed over the list.
    await slip.getByRole('button', { name: w.clear }).click();
    await expect(sheet).toHaveCount(0);
    await pickLegs(page, 1);
    await expect(sheet.getByRole('button', { name: w.count })).toHaveAttribute('aria-expanded', 'false');
    await expect(rows(page).first()).toBeInViewport();

    // Eight legs in the sheet: Place (or Accept) still on screen.
    await pickLegs(page, 7);
    await expect(sheet.getByRole('button', { name: w.count })).toHaveText(/8/);
    await sheet.getByRole('button', { name: w.count }).click();
    await expect(slip.locator('li[data-outcome]')).toHaveCount(8);
    const eight = await expectPlaceOnScreen(page, slip);
    test.info().annotations.push({ type: 'figures', description: `${lang} 390: Place bottom ${eight.bottom} of ${eight.height} with eight legs` });

    // A line's price follows the feed while the slip is open: the picked one struck through beside today's. The feed
    // trades at full rate meanwhile (at its usual rate, eight matches at half-time or one-sided may hold still for 30 s).
    const feed = (await (await request.put('/sandbox/sportsbook/settings', { data: {} })).json()) as { priceChangesPerSecond: number; liveTradingShare: number };
    usualFeed = { priceChangesPerSecond: feed.priceChangesPerSecond, liveTradingShare: feed.liveTradingShare };
    await request.put('/sandbox/sportsbook/settings', { data: { priceChangesPerSecond: 2000, liveTradingShare: 1 } });
    await expect
      .poll(
        async () => {
          await request.post('/sandbox/sportsbook/step', { data: {} });
          return slip.locator('li[data-moved]').count();
        },
        { timeout: 30_000, intervals: [300] },
      )
      .toBeGreaterThan(0);
    const moved = slip.locator('li[data-moved]').first();
    await expect(moved.getByTestId('slip-old-price')).toBeVisible();
    await expect(moved.getByTestId('slip-new-price')).toBeVisible();
    await expect(slip.getByTestId('slip-announcer')).not.toBeEmpty();
    await expectPlaceOnScreen(page, slip);
    await page.context().close();
  });
}

import type { APIRequestContext, Browser } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { seriousViolations } from './helpers.ts';
import { freshPlayer } from './profile-helpers.ts';

// §2 Profile (/profile) subpages: on a phone the histories are stacked cards with stake, win and status first; a
// desktop keeps the tables. §4 Language change: a live switch reformats amounts, dates and odds at once. §3 country
// is a localized list of ISO codes. §4 Account rules: self-exclusion is no call to action and says what happens.

const phone = { width: 390, height: 844 };
const desktop = { width: 1366, height: 860 };

interface Feed {
  items: { id: number; markets: { id: number; status: string; outcomes: { id: number; status: string; price: string }[] }[] }[];
}

/** A fresh player with one 10.00 single on an open prematch outcome; its session for the browser. */
async function playerWithTicket(request: APIRequestContext) {
  const account = await freshPlayer(request, { cash: '50' });
  const login = await request.post('/api/accounts/login/', { data: account });
  const session = (await login.json()) as { access: string; refresh: string; user: { id: number } };
  const feed = (await (await request.get('/api/sportsbook/events?section=prematch&markets=match-result,match-winner&limit=60')).json()) as Feed;
  const pick = feed.items
    .map((event) => ({ event, market: event.markets.find((market) => market.status === 'open' && market.outcomes.every((outcome) => outcome.status === 'open')) }))
    .find((each) => each.market)!;
  const outcome = pick.market!.outcomes.find((each) => each.price.includes('.') && !each.price.endsWith('.00')) ?? pick.market!.outcomes[0];
  const placed = await request.post('/sport-integration/ticket/placement', {
    headers: { Authorization: `Bearer ${session.access}`, 'Idempotency-Key': `cards-${crypto.randomUUID()}` },
    data: { type: 'single', stake: '10.00', selections: [{ event_id: String(pick.event.id), market_id: String(pick.market!.id), outcome_id: String(outcome.id), odd: outcome.price }], odds_policy: 'accept-any' },
  });
  expect(placed.ok(), await placed.text()).toBe(true);
  return { session, account, price: outcome.price };
}

/** A page signed in with the session a sign-in leaves (§4), in a language. */
async function signedInPage(browser: Browser, session: { access: string; refresh: string; user: { id: number } }, lang: string, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ viewport, isMobile: viewport.width < 768, hasTouch: viewport.width < 768 });
  await context.addInitScript(
    ({ session, lang }) => {
      const savedAt = Date.now();
      if (!localStorage.getItem('userSettings')) localStorage.setItem('userSettings', JSON.stringify({ version: 1, savedAt, state: { lang, isChanged: true } }));
      if (!localStorage.getItem('auth'))
        localStorage.setItem(
          'auth',
          JSON.stringify({ version: 2, savedAt, state: { isAuth: true, user: { id: session.user.id }, session: { access: session.access, refresh: session.refresh }, communications: { signedOutReason: null }, clockOffsetMs: 0 } }),
        );
    },
    { session, lang },
  );
  return context.newPage();
}

test('phone, fr and ar: the bet history is cards with stake, payout and status first; desktop keeps the table', async ({ browser, request }) => {
  const { session } = await playerWithTicket(request);
  for (const [lang, labels] of [
    ['fr-fr', ['Mise', 'Gain', 'Statut']],
    ['ar', null],
  ] as const) {
    const page = await signedInPage(browser, session, lang, phone);
    await page.goto('/profile/bet-history/sft');
    const history = page.getByTestId('data-cards').last();
    const card = history.getByTestId('data-card').first();
    await expect(card).toBeVisible();
    await expect(page.getByRole('main').getByRole('table')).toHaveCount(0);
    // The card's first three fields are the stake, the payout and the status, in that order.
    const fields = await card.locator('dd').evaluateAll((cells) => cells.map((cell) => cell.getAttribute('data-column')));
    expect(fields.slice(0, 3)).toEqual(['in', 'out', 'status']);
    if (labels) expect((await card.locator('dt').allTextContents()).slice(0, 3)).toEqual(labels);
    // No sideways scroll: the cards fit the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width);
    const box = (await card.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(phone.width);
    expect(await seriousViolations(page)).toEqual([]);
    await page.context().close();
  }
  const page = await signedInPage(browser, session, 'fr-fr', desktop);
  await page.goto('/profile/bet-history/sft');
  await expect(page.getByRole('main').getByRole('table').last().getByRole('columnheader', { name: 'Mise' })).toBeVisible();
  await expect(page.getByTestId('data-cards')).toHaveCount(0);
  await page.context().close();
});

test('phone, fr: the limits are cards with the limit in force first', async ({ browser, request }) => {
  const account = await freshPlayer(request);
  const session = (await (await request.post('/api/accounts/login/', { data: account })).json()) as { access: string; refresh: string; user: { id: number } };
  const page = await signedInPage(browser, session, 'fr-fr', phone);
  await page.goto('/profile/limits');
  const card = page.getByTestId('data-card').first();
  await expect(card).toBeVisible();
  expect(await card.locator('dd').evaluateAll((cells) => cells.map((cell) => cell.getAttribute('data-column')))).toEqual(['kind', 'current', 'pending']);
  expect(await seriousViolations(page)).toEqual([]);
  await page.context().close();
});

test('desktop: switching fr -> ar -> en live reformats the amounts, dates and odds of the bet history without a reload', async ({ browser, request }) => {
  const { session, price } = await playerWithTicket(request);
  const page = await signedInPage(browser, session, 'fr-fr', desktop);
  await page.goto('/profile/bet-history/sft');
  const row = page.getByRole('main').getByRole('table').last().getByRole('row').nth(1);
  await expect(row).toContainText('10,00');
  const [whole, fraction] = price.split('.');
  const frenchPrice = `${whole},${(fraction ?? '').padEnd(2, '0')}`;
  // §3 Odds formats: the price takes the decimal comma of the amounts beside it.
  await expect(row).toContainText(frenchPrice);
  const frenchDate = await row.getByRole('cell').nth(1).textContent();
  expect(frenchDate).toMatch(/^\d{2}\/\d{2}\/\d{4}/);
  let reloads = 0;
  page.on('load', () => (reloads += 1));

  const switchTo = async (pick: RegExp) => {
    await page.getByRole('button', { name: /langue|language|اللغة/i }).first().click();
    await page.getByRole('menuitemradio', { name: pick }).click();
  };
  await switchTo(/العربية/);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  // ar-TN: the amount, the date and the price take the Arabic (Tunisian) conventions, Latin digits.
  const arabicDate = row.getByRole('cell').nth(1);
  await expect(arabicDate).not.toHaveText(frenchDate!);
  await expect(row).not.toContainText('10,00 TND');
  await expect(page.getByTestId('balance-label')).not.toContainText('TND');

  await switchTo(/english/i);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
  await expect(row).toContainText('10.00');
  await expect(row).toContainText(price.includes('.') ? price : `${price}.00`);
  await expect(row.getByRole('cell').nth(1)).toHaveText(/^\d{1,2}\/\d{1,2}\/\d{2},? \d{1,2}:\d{2}/);
  await expect(page.getByTestId('balance-label')).toContainText(/TND\s?40\.00/);
  expect(reloads).toBe(0);
  await page.context().close();
});

test('phone: switching fr -> ar -> en live in the side menu reformats the cards\' amounts and dates without a reload', async ({ browser, request }) => {
  const { session } = await playerWithTicket(request);
  const page = await signedInPage(browser, session, 'fr-fr', phone);
  await page.goto('/profile/bet-history/sft');
  const card = page.getByTestId('data-cards').last().getByTestId('data-card').first();
  const stake = card.locator('dd[data-column=in]');
  const date = card.locator('dd[data-column=date]');
  await expect(stake).toHaveText(/^10,00\s?TND$/);
  await expect(date).toHaveText(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
  const french = await date.textContent();
  let reloads = 0;
  page.on('load', () => (reloads += 1));
  const switchTo = async (pick: RegExp) => {
    await page.locator('header').getByRole('button', { name: /menu|القائمة/i }).first().click();
    const menu = page.locator('#side-menu');
    await menu.getByRole('button', { name: /langue|language|اللغة/i }).click();
    await menu.getByRole('menuitemradio', { name: pick }).click();
    if ((await menu.getAttribute('data-state')) === 'open') await page.keyboard.press('Escape');
  };
  await switchTo(/العربية/);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(stake).not.toHaveText(/TND/);
  await expect(date).not.toHaveText(french!);
  await switchTo(/english/i);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
  await expect(stake).toHaveText(/^TND\s?10\.00$/);
  await expect(date).toHaveText(/^\d{1,2}\/\d{1,2}\/\d{2},? \d{1,2}:\d{2}\s?(AM|PM)$/);
  expect(reloads).toBe(0);
  await page.context().close();
});

test('phone, ar: the closed side menu leaves no sliver on screen', async ({ browser }) => {
  const context = await browser.newContext({ viewport: phone, isMobile: true, hasTouch: true });
  await context.addInitScript(() => localStorage.setItem('userSettings', JSON.stringify({ version: 1, savedAt: Date.now(), state: { lang: 'ar', isChanged: true } })));
  const page = await context.newPage();
  await page.goto('/slots/casino');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  // The panels are mounted from their first opening on (their own chunk): open the menu, close it, then look.
  const opener = page.getByRole('button', { name: 'فتح القائمة' });
  await opener.click();
  const menu = page.locator('#side-menu');
  await expect(menu).toHaveAttribute('data-state', 'open');
  // Escape closes the menu once it holds the focus (a player presses it there; on a loaded machine the focus moves in
  // a moment after the panel shows).
  await expect.poll(() => menu.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(menu).toHaveAttribute('data-state', 'closed');
  await expect(opener).toHaveAttribute('aria-expanded', 'false');
  // Past the slide (§9: 0.5 s): the panel has moved off screen.
  await expect.poll(async () => (await menu.boundingBox())?.x ?? phone.width).toBeGreaterThanOrEqual(phone.width);
  const box = (await menu.boundingBox()) ?? { x: phone.width };
  // Entirely past the right edge (the inline start in Arabic), and not painted.
  expect(box.x).toBeGreaterThanOrEqual(phone.width);
  await expect(menu).toBeHidden();
  await context.close();
});

for (const language of [
  { lang: 'fr-fr', label: 'Pays', tunisia: 'Tunisie', germany: 'Allemagne' },
  { lang: 'ar', label: 'البلد', tunisia: 'تونس', germany: 'ألمانيا' },
]) {
  test(`phone, ${language.lang}: the country is a list named in the language, saved as its two-letter code`, async ({ browser, request }) => {
    const account = await freshPlayer(request);
    const session = (await (await request.post('/api/accounts/login/', { data: account })).json()) as { access: string; refresh: string; user: { id: number } };
    const page = await signedInPage(browser, session, language.lang, phone);
    await page.goto('/profile/user-info');
    const country = page.getByRole('combobox', { name: language.label });
    await expect(country).toBeVisible();
    await expect(country.locator('option', { hasText: language.tunisia })).toHaveAttribute('value', 'TN');
    await expect(country.locator('option', { hasText: language.germany })).toHaveAttribute('value', 'DE');
    expect(await country.locator('option').count()).toBeGreaterThanOrEqual(249);
    await page.getByRole('textbox', { name: /^(Prénom|الاسم)$/ }).fill('Amira');
    await page.getByRole('textbox', { name: /^(Nom|اسم العائلة|اللقب)$/ }).fill('Ben Salah');
    await country.selectOption('TN');
    const saved = page.waitForResponse((response) => response.request().method() !== 'GET' && response.url().includes('user') && response.ok());
    await page.getByRole('main').getByRole('button', { name: /enregistrer|حفظ|save/i }).click();
    const body = (await saved).request().postDataJSON() as { country?: string };
    expect(body.country).toBe('TN');
    await page.reload();
    await expect(page.getByRole('combobox', { name: language.label })).toHaveValue('TN');
    expect(await seriousViolations(page)).toEqual([]);
    await page.context().close();
  });
}

for (const viewport of [phone, desktop]) {
  test(`${viewport.width} px, fr: cooling-off is not styled like Deposit and says what happens, then asks again on a summary`, async ({ browser, request }) => {
    const account = await freshPlayer(request);
    const session = (await (await request.post('/api/accounts/login/', { data: account })).json()) as { access: string; refresh: string; user: { id: number } };
    const page = await signedInPage(browser, session, 'fr-fr', viewport);
    await page.goto('/profile/self-exclusion');
    await expect(page.getByTestId('self-exclusion-consequences')).toHaveCount(0);
    await page.getByLabel('7 jours').check();
    const consequences = page.getByTestId('self-exclusion-consequences');
    await expect(consequences).toContainText('déconnecté tout de suite');
    await expect(consequences).toContainText('pendant 7 jours');
    await expect(consequences).toContainText('7 jours après la fin');
    await expect(page.getByRole('button', { name: 'Continuer' })).toHaveAccessibleDescription(/Si vous confirmez/);
    await page.getByRole('button', { name: 'Continuer' }).click();
    const pause = page.getByTestId('self-exclusion-summary').getByRole('button', { name: 'Confirmer la pause' });
    // Not the yellow filled Deposit style: a transparent button outlined in the danger colour (read at rest: the
    // pointer that pressed Continuer may be over it, and hover fills it).
    await page.mouse.move(0, 0);
    const style = await pause.evaluate((button) => {
      const computed = getComputedStyle(button);
      return { background: computed.backgroundColor, border: computed.borderTopColor, color: computed.color };
    });
    expect(style.background).toBe('rgba(0, 0, 0, 0)');
    expect(style.border).toBe('rgb(255, 107, 107)');
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByTestId('self-exclusion-summary').getByRole('button', { name: 'Modifier' }).click();
    await page.getByLabel('Définitivement').check();
    await expect(consequences).toContainText('fermé définitivement');
    await page.getByRole('button', { name: 'Continuer' }).click();
    await expect(page.getByTestId('self-exclusion-summary')).toContainText('fermé définitivement');
    await expect(page.getByRole('button', { name: "Confirmer l'auto-exclusion" })).toBeVisible();
    await page.context().close();
  });
}

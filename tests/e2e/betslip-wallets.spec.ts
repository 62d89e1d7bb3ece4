import { AxeBuilder } from './axe.ts';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { freshPlayer, signInAt } from './profile-helpers.ts';

// docs/product.md §5 Bet slip: the balance the player chooses pays the stake (a bonus stake is a free bet, §5), and
// what is left of the loss limit and the deposit limits is shown where a stake would pass it, refused in the field.

async function expectNoSeriousAxeViolation(page: Page) {
  const results = await new AxeBuilder({ page }).include('[data-testid="betslip"]').analyze();
  expect(results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')).toEqual([]);
}

async function wallet(request: APIRequestContext, credentials: { username: string; password: string }) {
  const { access } = (await (await request.post('/api/accounts/login/', { data: credentials })).json()) as { access: string };
  const user = (await (await request.get('/api/accounts/user', { headers: { Authorization: `Bearer ${access}` } })).json()) as { balance: string; bonusBalance: string };
  return { access, balance: user.balance, bonusBalance: user.bonusBalance };
}

async function openFrenchSlip(browser: import('@playwright/test').Browser, credentials: { username: string; password: string }) {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 }, locale: 'fr-FR' });
  await context.addInitScript(() => {
    localStorage.setItem('userSettings', JSON.stringify({ version: 1, savedAt: Date.now(), state: { lang: 'fr-fr', isChanged: true } }));
  });
  const page = await context.newPage();
  await signInAt(page, credentials, '/sportsbook/prematch/1');
  const rows = page.locator('[data-testid="event-row"]');
  await rows.nth(0).waitFor();
  await rows.nth(0).locator('button[data-outcome]:enabled').first().click();
  const slip = page.getByTestId('betslip');
  await expect(slip.locator('li[data-outcome]')).toHaveCount(1);
  return { context, page, slip, stake: slip.getByRole('textbox', { name: /Mise par pari/ }) };
}

test('desktop, fr: a stake from the bonus balance is a free bet: a double click takes the bonus balance once and leaves cash alone', async ({ browser, request }) => {
  test.setTimeout(90_000);
  const player = await freshPlayer(request, { cash: '50', bonus: '20' });
  const { context, page, slip, stake } = await openFrenchSlip(browser, player);
  await stake.fill('5');
  await slip.getByRole('radio', { name: /Solde bonus/ }).check();
  await expect(slip.getByText(/pari gratuit : ses gains vont sur votre solde bonus/)).toBeVisible();
  await expectNoSeriousAxeViolation(page);
  await slip.getByRole('button', { name: 'Parier' }).dblclick();
  await expect(slip.getByText(/Pari placé\. Ticket /)).toBeVisible();
  // The wallet itself: 5 TND from the bonus balance, once; cash untouched.
  await expect.poll(async () => (await wallet(request, player)).bonusBalance).toBe('15.00');
  const after = await wallet(request, player);
  expect(after.balance).toBe('50.00');
  // One ticket, and §5: a free-bet ticket is never sold back (no cash-out quote).
  const auth = { Authorization: `Bearer ${after.access}` };
  const history = (await (await request.get('/sport-integration/betshistory/', { headers: auth })).json()) as { count: number; results: { id: number }[] };
  expect(history.count).toBe(1);
  const quote = await request.post(`/sport-integration/ticket/${history.results[0].id}/cashout/quote`, { headers: auth });
  expect(quote.status()).toBe(403);
  expect(((await quote.json()) as { code: string }).code).toBe('free_bet_not_sellable');
  await context.close();
});

test('desktop, fr: the slip says what is left of the loss limit, refuses a cash stake above it in the field, and a short balance says what may still be deposited', async ({ browser, request }) => {
  test.setTimeout(90_000);
  const player = await freshPlayer(request, { cash: '100' });
  const { access } = await wallet(request, player);
  const limits = await request.put('/api/users/responsible-gaming/limits/', { headers: { Authorization: `Bearer ${access}` }, data: { loss: '5', deposit_day: '30' } });
  expect(limits.ok(), await limits.text()).toBe(true);
  const { context, page, slip, stake } = await openFrenchSlip(browser, player);
  await expect(slip.getByTestId('slip-loss-left')).toContainText(/Il vous reste 5,00\sTND sur votre limite de pertes de 5,00\sTND/);
  await stake.fill('3');
  await slip.getByRole('button', { name: 'Parier' }).click();
  await expect(slip.getByText(/Pari placé\. Ticket /)).toBeVisible();
  await slip.getByRole('button', { name: 'Garder les sélections' }).click();
  // The placement moved what is left: 2,00 now, read again from the server.
  await expect(slip.getByTestId('slip-loss-left')).toContainText(/Il vous reste 2,00\sTND/);
  await stake.fill('3');
  // Under the field, and said by the slip's stake announcer.
  await expect(stake).toHaveAccessibleDescription(/Cette mise dépasse les 2,00\sTND qui restent sur votre limite de pertes/);
  await expect(slip.getByTestId('slip-stake-announcer')).toHaveText(/Cette mise dépasse les 2,00\sTND qui restent sur votre limite de pertes/);
  await expect(slip.getByRole('button', { name: 'Parier' })).toBeDisabled();
  await expectNoSeriousAxeViolation(page);
  // Nothing was sent: the balance holds the one 3 TND stake.
  expect((await wallet(request, player)).balance).toBe('97.00');
  await stake.fill('2');
  await expect(slip.getByText(/Cette mise dépasse/)).toHaveCount(0);
  await expect(slip.getByRole('button', { name: 'Parier' })).toBeEnabled();
  // A stake above the balance: the deposit limits say what may still be deposited (30,00 TND today).
  await stake.fill('150');
  await expect(slip.getByText(/Vos limites de dépôt vous permettent encore de déposer 30,00\sTND/)).toBeVisible();
  await context.close();
});

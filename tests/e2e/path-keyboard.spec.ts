import { expect, test } from './fixtures.ts';
import { keyboardPathStart, keyPressBudget, signInByKeyboard } from './keyboard-path.ts';
import { freshPlayer } from './profile-helpers.ts';

// docs/product.md §2 Player journey, betting by keyboard: on a desktop, with the keyboard alone, a player signs in,
// reaches the deposit amount and places a bet in at most 60 key presses (Tab, Shift+Tab, Enter; the characters typed
// into the fields are counted apart), and the focus is never left on the page body on the way; in French and in
// Arabic (right to left), one browser context each.

const words = {
  'fr-fr': { username: "Nom d'utilisateur", amount: /Montant/, stake: /Mise par pari/, accept: /Accepter/ },
  ar: { username: 'اسم المستخدم', amount: /المبلغ/, stake: /المبلغ لكل رهان/, accept: /قبول/ },
} as const;

// The path's subject is the keyboard, not the live acceptance delay (tickets over time in betslip-tickets.spec.ts): a
// live ticket is accepted at once here. With the usual 5 s delay, a live price falling point after point (a tennis
// favourite 1.40, 1.30, 1.22) refused the ticket at each of the three accepts the path allows, at some hours of the
// sandbox's real-clock schedule.
test.afterEach(async ({ request }) => {
  await request.put('/sandbox/sportsbook/bets/settings', { data: { liveAcceptanceDelayMs: 5_000 } });
});

for (const lang of ['fr-fr', 'ar'] as const) {
  const w = words[lang];
  test(`desktop, ${lang}: sign in, reach the deposit amount and place a bet by keyboard within 60 key presses, focus never on the body`, async ({ browser, request }) => {
    test.setTimeout(120_000);
    expect((await request.put('/sandbox/sportsbook/bets/settings', { data: { liveAcceptanceDelayMs: 0 } })).ok()).toBe(true);
    const player = await freshPlayer(request, { cash: '100' });
    const { context, page, keys } = await keyboardPathStart(browser, lang);

    await signInByKeyboard(page, keys, player, w.username);

    await test.step('reach the deposit amount', async () => {
      await keys.press('Enter');
      await expect(page).toHaveURL(/\/profile\/replenishment/);
      await keys.moveTo(page.locator('a[data-testid^="system-"]').first());
      await keys.press('Enter');
      await expect(page).toHaveURL(/\/deposit\//);
      await keys.moveTo(page.getByRole('textbox', { name: w.amount }));
    });
    const toDeposit = keys.presses;

    await test.step('place a bet from the live list: the first pick focuses the stake, Enter there places it, focus back on the price', async () => {
      // Every live event (the footer's "live sport"): the sandbox's schedule follows the real clock, and at some hours
      // the live football list the other footer link opens is empty.
      await keys.moveTo(page.getByRole('contentinfo').locator('a[href="/sport/Live"]').first());
      await keys.press('Enter');
      await expect(page).toHaveURL(/\/sport\/Live/);
      // The sports bar is one Tab stop (its arrow keys move along it): the Tabs to a price do not cross every sport.
      await expect(page.getByRole('toolbar').first().locator('a[tabindex="0"]')).toHaveCount(1);
      const price = page.locator('[data-testid="event-row"] button[data-outcome]:enabled').first();
      await price.waitFor();
      const outcome = await price.getAttribute('data-outcome');
      const picked = page.locator(`button[data-outcome="${outcome}"]`);
      await keys.moveTo(picked, 'Tab', 60);
      await keys.press('Enter');
      const slip = page.getByTestId('betslip');
      await expect(slip.getByRole('textbox', { name: w.stake })).toBeFocused();
      await keys.type('2');
      // A live price may move during the acceptance delay; the slip's own default policy applies (asked again on change).
      await keys.press('Enter');
      const receipt = slip.getByTestId('slip-receipt');
      const accept = slip.getByTestId('slip-actions').getByRole('button').last();
      // The price moved: Accept and place is the slip's button, and Enter in the stake field takes it; a fast live
      // market may move again before the ticket goes, so up to three times.
      for (let accepts = 0; accepts < 3; accepts += 1) {
        await expect(receipt.or(accept.filter({ hasText: w.accept }))).toBeVisible({ timeout: 30_000 });
        if (await receipt.isVisible()) break;
        await expect(slip.getByRole('textbox', { name: w.stake })).toBeFocused();
        await keys.press('Enter');
      }
      await expect(receipt).toBeVisible({ timeout: 30_000 });
      await expect(picked).toBeFocused();
    });

    test.info().annotations.push({ type: 'figures', description: `${lang} keyboard path: ${keys.presses} key presses (${toDeposit} to the deposit amount), ${keys.typed} characters typed` });
    expect(keys.presses).toBeLessThanOrEqual(keyPressBudget);
    await context.close();
  });
}

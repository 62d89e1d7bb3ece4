import { expect, test } from './fixtures.ts';

// §1 Languages (Arabic is right to left): the password's show button sits at the field's inline end, on the
// left in Arabic; the dots must stop before it, not run under it.
test('phone, ar: password dots stop before the show button', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  await context.addInitScript(() => {
    if (!localStorage.getItem('userSettings')) localStorage.setItem('userSettings', JSON.stringify({ version: 1, savedAt: Date.now(), state: { lang: 'ar', isChanged: true } }));
  });
  const page = await context.newPage();
  await page.goto('/auth/sign-in');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const field = page.getByRole('main').locator('input[type=password]');
  await field.fill('a-long-latin-password-0123456789');
  const layout = await field.evaluate((input) => {
    const style = getComputedStyle(input);
    const box = input.getBoundingClientRect();
    const button = input.parentElement!.querySelector('button')!.getBoundingClientRect();
    // The text area of the field: its box less the padding on each side.
    return { textLeft: box.left + parseFloat(style.paddingLeft), textRight: box.right - parseFloat(style.paddingRight), buttonLeft: button.left, buttonRight: button.right };
  });
  // The button is on the left in Arabic, and the text area begins after it.
  expect(layout.buttonRight).toBeLessThan(layout.textRight);
  expect(layout.textLeft).toBeGreaterThanOrEqual(layout.buttonRight);
  await context.close();
});

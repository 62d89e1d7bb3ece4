import { expect, test, type Page } from '@playwright/test';
import { AxeBuilder } from '../e2e/axe.ts';
import { slipStates } from '../../src/testing/slip-states.tsx';

// The fixture kit's page (src/testing/kit/, CONVENTIONS 21) built as `npm run build:kit` builds it, in the suite's
// browser: every named state of the slip that its component tests render is listed and drawn from the same data, the
// API answered by msw's service worker as the tests' mock API answers it. French on a phone, Arabic on a desktop.

async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical').map((violation) => `${violation.id} ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

test('fr at 390 px: every named state is listed and drawn with what it shows; a pending ticket is accepted, a refused one says why', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/?lang=fr-fr');
  await expect(page.getByTestId('kit-states').getByRole('link')).toHaveText(Object.keys(slipStates));
  for (const [name, state] of Object.entries(slipStates)) {
    await page.goto(`/?state=${name}&lang=fr-fr`);
    await expect(page.getByTestId('kit-shows')).toHaveText(state.shows);
    await expect(page.getByTestId('betslip')).toBeVisible();
  }

  // The worker answers as the state says: the live ticket waits, then is accepted.
  await page.goto('/?state=pending&lang=fr-fr');
  await page.getByRole('button', { name: 'Parier' }).click();
  await expect(page.getByText('Pari placé. Ticket ABCD2345.')).toBeVisible({ timeout: 15_000 });
  // The refusal names the new price, offered to accept.
  await page.goto('/?state=refused&lang=fr-fr');
  await page.getByRole('button', { name: 'Parier' }).click();
  await expect(page.getByTestId('betslip').getByText(/Les cotes ont changé/).first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('ar at 1280 px: the states right to left in Arabic, axe clean', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/?state=system2of3&lang=ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByTestId('kit-shows')).toHaveText(slipStates.system2of3.shows);
  await expect(page.getByTestId('betslip').getByRole('button', { name: 'راهن', exact: true })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.goto('/?state=movedPrice&lang=ar');
  await expect(page.getByTestId('betslip').getByText('2,10').or(page.getByTestId('betslip').getByText('2.10')).first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

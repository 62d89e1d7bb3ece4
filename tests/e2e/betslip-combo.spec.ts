import { AxeBuilder } from './axe.ts';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { sportsbookCash } from './helpers.ts';
import { richPlayerPage } from './profile-helpers.ts';

// docs/product.md §5 Bet slip, against the sandbox: singles and an accumulator placed together from one slip (as
// bet365 and Sky Bet do). A fresh funded player picks two prematch selections of two events, stakes each single and
// the accumulator row, places once, and the receipt lists the three tickets in the ticket's own figures; the balance
// goes down by the sum, to the cent. French on a phone, Arabic on a desktop, axe on the slip.

const desktop = { width: 1366, height: 860 };
const phone = { width: 390, height: 844 };

const words = {
  'fr-fr': { perSelection: 'Une mise par sélection', policy: 'Si les cotes changent', place: 'Parier', count: /Coupon : (\d+)/, accumulator: 'Combiné' },
  ar: { perSelection: 'مبلغ لكل اختيار', policy: 'عند تغير الاحتمالات', place: 'راهن', count: /القسيمة: (\d+)/, accumulator: 'رهان مركّب' },
} as const;

interface TicketAnswer {
  ticketCode: string;
  type: string;
  stake: string;
  coef: string;
  potentialWin: string;
  selections: unknown[];
  boost?: { potentialWin: string } | null;
}

/** Two picks, one per event: the first open price of each of the first two rows with one. */
async function pickTwoEvents(page: Page): Promise<void> {
  const rows = page.locator('[data-testid="event-row"]');
  await rows.first().waitFor();
  for (let index = 0; index < 2; index += 1) {
    const row = rows.filter({ hasNot: page.locator('button[aria-pressed="true"]') }).filter({ has: page.locator('button[data-outcome]:enabled') }).first();
    await row.locator('button[data-outcome]:enabled').first().click();
  }
}

async function expectAxeClean(page: Page, slip: Locator) {
  await expect(slip).toBeVisible();
  const results = await new AxeBuilder({ page })
    .include('[data-testid="betslip"]')
    .options({ rules: { 'target-size': { enabled: true }, 'label-content-name-mismatch': { enabled: true } } })
    .analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => `${node.target.join(' ')} ${node.failureSummary ?? ''}`).join(", ")}`)).toEqual([]);
}

/** An amount as the page writes it (a comma for the decimal mark in both languages, spaces of any kind). */
const shown = (amount: string) => amount.replace('.', ',');
const text = async (locator: Locator) => ((await locator.textContent()) ?? '').replace(/\s/g, ' ');

for (const [lang, size] of [['fr-fr', phone], ['ar', desktop]] as const) {
  const w = words[lang];

  test(`${lang} ${size.width}: two singles and the accumulator row placed together, one receipt of three tickets, the balance down by their sum`, async ({ browser, request }) => {
    // The machine is shared: longer than the default budget.
    test.setTimeout(150_000);
    const { page, access } = await richPlayerPage(browser, request, lang, size, '/sportsbook/prematch/1');
    await pickTwoEvents(page);
    if (size === phone) {
      const bar = page.getByTestId('betslip-sheet').getByRole('button', { name: w.count });
      await expect(bar).toHaveText(/2/);
      await bar.click();
    }
    const slip = page.getByTestId('betslip');
    await expect(slip.locator('li[data-outcome]')).toHaveCount(2);
    // Prematch prices may still move: this player takes any price.
    await slip.getByLabel(w.policy).selectOption('accept-any');
    await slip.getByRole('radio', { name: w.perSelection }).check();

    const combo = slip.getByTestId('slip-combo');
    await expect(combo).toBeVisible();
    await expect(combo.getByText(w.accumulator)).toBeVisible();
    await expect(combo.getByTestId('slip-combo-price')).toHaveText(/\d/);
    const lines = slip.locator('li[data-outcome]');
    await lines.nth(0).getByRole('textbox').fill('2');
    await lines.nth(1).getByRole('textbox').fill('3');
    await combo.getByRole('textbox').fill('1.50');
    await expect(combo.getByTestId('slip-combo-win')).toContainText(/\d/);
    await expect(slip.getByTestId('slip-bet-count')).toHaveText('3');
    await expect(slip.getByTestId('slip-total-stake')).toContainText(shown('6.50'));
    // Each line and the accumulator row have a Max of their own.
    await expect(slip.getByTestId('line-stake-max')).toHaveCount(2);
    await expect(combo.getByTestId('slip-combo-max')).toBeVisible();
    // Checked where the player left the slip's top choices: in view, clear of the pinned footer.
    await slip.getByRole('radio', { name: w.perSelection }).scrollIntoViewIfNeeded();
    await expectAxeClean(page, slip);

    expect(await sportsbookCash(request, access)).toBe('200.00');
    await slip.getByRole('button', { name: w.place, exact: true }).click();
    const receipt = slip.getByTestId('slip-receipt');
    await expect(receipt).toBeVisible({ timeout: 20_000 });
    const placed = receipt.getByTestId('receipt-ticket');
    await expect(placed).toHaveCount(3);

    // The receipt's figures are each ticket's own, as the sandbox has it.
    const history = (await (await request.get('/sport-integration/betshistory/?page_size=100', { headers: { Authorization: `Bearer ${access}` } })).json()) as { results: { ticketId: string; ticketCode: string }[] };
    expect(history.results).toHaveLength(3);
    const tickets: TicketAnswer[] = [];
    for (const item of await placed.all()) {
      const code = await item.getAttribute('data-ticket');
      const row = history.results.find((entry) => entry.ticketCode === code)!;
      const ticket = (await (await request.post('/sport-integration/ticket/status', { headers: { Authorization: `Bearer ${access}` }, data: { ticket_id: row.ticketId } })).json()) as TicketAnswer;
      tickets.push(ticket);
      expect(await text(item.getByTestId('receipt-stake'))).toContain(shown(ticket.stake));
      expect(await text(item.getByTestId('receipt-odds'))).toContain(shown(ticket.coef));
      expect(await text(item.getByTestId('receipt-potential-win'))).toContain(shown(ticket.boost?.potentialWin ?? ticket.potentialWin));
    }
    expect(tickets.map((ticket) => [ticket.type, ticket.stake, ticket.selections.length])).toEqual([
      ['single', '2.00', 1],
      ['single', '3.00', 1],
      ['accumulator', '1.50', 2],
    ]);
    expect(await sportsbookCash(request, access)).toBe('193.50');
    await page.context().close();
  });
}

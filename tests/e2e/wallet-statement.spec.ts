import { readFile } from 'node:fs/promises';
import { expect, test } from './fixtures.ts';
import { apiSession, player, expectAxeClean, signedInInLanguage, teamViewports } from './helpers.ts';
import { freshPlayer } from './profile-helpers.ts';
import { readCsv } from '../read-csv.ts';

// §3 Transaction (display): the wallet statement shows every movement with the balance after it, filters, pages,
// exports the filtered range as CSV and details each movement with what caused it.
const viewports = teamViewports;

const languages = [
  {
    name: 'fr',
    lang: 'fr-fr',
    viewport: viewports[0],
    title: 'Relevé du portefeuille',
    transfer: 'Virement',
    header: ['N°', 'Date', 'Type', 'Détail', 'Solde', 'Montant', 'Solde avant', 'Solde après', 'Devise'],
    separator: ';',
    sent: '-10,00',
    cause: /Virement n° \d+/,
    entryTitle: 'Mouvement du portefeuille',
    exportButton: 'Exporter en CSV',
  },
  {
    name: 'ar',
    lang: 'ar',
    viewport: viewports[1],
    title: 'كشف المحفظة',
    transfer: 'تحويل',
    header: ['رقم', 'التاريخ', 'النوع', 'التفصيل', 'الرصيد', 'المبلغ', 'الرصيد قبل', 'الرصيد بعد', 'العملة'],
    separator: ';',
    sent: '-10,00',
    cause: /تحويل رقم \d+/,
    entryTitle: 'حركة المحفظة',
    exportButton: 'تصدير بصيغة CSV',
  },
] as const;


const plain = (text: string) => text.replace(/[\s\u200e\u200f\u061c]/g, '');

// One test per language at its width of the team's pair (README "Tests"): French on a phone, Arabic on a desktop.
for (const language of languages) {
  test(`${language.name} at ${language.viewport.name} px: every movement with its balance, the header's balance last, the CSV's same rows, the cause`, async ({ browser, request }) => {
    // Twice the default: a sign-in and a walk with axe on a loaded 2-core machine.
    test.setTimeout(90_000);
    const account = await freshPlayer(request, { verified: true, cash: '500', bonus: '20' });
    const session = await apiSession(request, account);
    const recipient = await apiSession(request, player);
    const recipientId = (await (await request.get('/api/user/profile', { headers: { Authorization: `Bearer ${recipient.access}` } })).json()).id;
    const sent = await request.post('/api/backoffice/transactions/', {
      headers: { Authorization: `Bearer ${session.access}`, 'Idempotency-Key': `statement-${account.username}` },
      data: { amount: '10', currency: 'TND', recipient_id: recipientId },
    });
    expect(sent.status(), await sent.text()).toBe(201);

    const { context, page } = await signedInInLanguage(browser, account, language.lang, language.viewport.size);
    for (const viewport of [language.viewport]) {
      await test.step(`${viewport.name} px`, async () => {
        await page.setViewportSize(viewport.size);
        await page.goto('/profile/statement');
        await expect(page.getByRole('heading', { level: 1, name: language.title })).toBeVisible();
        const balances = page.getByTestId('statement-balance-after');
        await expect(balances).toHaveCount(3);
        // The newest movement is the transfer out of the cash balance: its balance after is the header's balance.
        // The phone's header shows the cash balance alone; the desktop's balance label shows it first.
        const header = page.getByRole('banner').getByTestId('header-balance').or(page.getByTestId('balance-label').first().locator('.amount').first());
        await expect(header).toHaveText(/\d/);
        expect(plain((await balances.first().textContent()) ?? '')).toBe(plain((await header.textContent()) ?? ''));
        expect(plain((await balances.first().textContent()) ?? '')).toContain('490,00');
        await expectAxeClean(page);

        // The CSV holds the rows of the screen, the header row in the language, the amounts in the locale.
        const download = page.waitForEvent('download');
        await page.getByRole('button', { name: language.exportButton }).click();
        const file = await (await download).path();
        const rows = readCsv(await readFile(file, 'utf8'), language.separator);
        expect(rows[0]).toEqual(language.header);
        expect(rows).toHaveLength(4);
        const shownIds = await page.getByRole('link', { name: /#\d+/ }).allTextContents();
        expect(rows.slice(1).map((cells) => `#${cells[0]}`)).toEqual(shownIds.map((text) => text.trim()));
        expect(rows[1][2]).toBe(language.transfer);
        expect(plain(rows[1][5])).toBe(language.sent);
        expect(plain((await balances.first().textContent()) ?? '')).toContain(plain(rows[1][7]));

        // The type filter keeps the transfer only.
        await page.locator('select[name="type"]').selectOption('transfer');
        await expect(balances).toHaveCount(1);

        // The movement's own page says what caused it and links to it.
        await page.getByRole('link', { name: /#\d+/ }).first().click();
        await expect(page.getByRole('heading', { level: 1, name: language.entryTitle })).toBeVisible();
        await expect(page.getByTestId('statement-cause')).toHaveText(language.cause);
        await expectAxeClean(page);
        await page.getByTestId('statement-cause-link').click();
        await expect(page).toHaveURL(/\/profile\/transactions\/\d+$/);
      });
    }
    await context.close();
  });
}

import { AxeBuilder } from './axe.ts';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { openInApp, player, untilNoChunkLoading, untilSessionClockworkRuns } from './helpers.ts';
import { freshPlayer, signIn, signInAt, toast } from './profile-helpers.ts';

/** A whole 1 x 1 PNG: the sandbox checks every chunk and re-encodes it (§5 Bounds). */
const onePixelPng = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

/**
 * The profile screen at `path`, opened through the app, has its title and its data, and axe finds nothing serious or
 * critical on it. The shell's header has its own axe checks (tests/e2e/shell.spec.ts); these are the profile screens.
 */
async function expectScreenAxeClean(page: Page, path: string) {
  await openInApp(page, path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(serious.map((violation) => `${path}: ${violation.id} ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
}

test.describe('profile (§2 Profile (/profile) subpages)', () => {
  test('edit personal details: info updated, kept after a reload', async ({ page, request }) => {
    await signInAt(page, await freshPlayer(request), '/profile/user-info');
    const form = page.getByRole('form', { name: 'Enregistrer' });
    await form.getByLabel('Prénom', { exact: true }).fill('Amira');
    await form.getByLabel('Nom', { exact: true }).fill('Ben Salah');
    await form.getByLabel('Ville').fill('Sfax');
    await form.getByLabel('Pays').selectOption({ label: 'Tunisie' });
    await form.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(toast(page, /Informations mises à jour/)).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('Ville')).toHaveValue('Sfax');
    await expect(page.getByLabel('Pays')).toHaveValue('TN');
  });

  test('change password: mismatch checked locally, wrong old password mapped, then sign in with the new one', async ({ page, request }) => {
    const account = await freshPlayer(request);
    await signInAt(page, account, '/profile/change-password');
    let calls = 0;
    page.on('request', (r) => {
      if (r.url().includes('/change-password/')) calls += 1;
    });
    const form = page.getByRole('form', { name: 'Changer le mot de passe' });
    await form.getByLabel('Mot de passe actuel').fill(account.password);
    await form.getByLabel('Nouveau mot de passe', { exact: true }).fill('New#pass456');
    await form.getByLabel('Répétez le nouveau mot de passe').fill('New#pass457');
    await form.getByRole('button', { name: 'Changer le mot de passe' }).click();
    await expect(form.getByText('Les mots de passe ne correspondent pas')).toBeVisible();
    expect(calls).toBe(0);
    await expect(form.getByText(/5 à 40 caractères/)).toBeVisible();
    await form.getByLabel('Mot de passe actuel').fill('wrong-old-pass');
    await form.getByLabel('Répétez le nouveau mot de passe').fill('New#pass456');
    await form.getByRole('button', { name: 'Changer le mot de passe' }).click();
    await expect(form.getByText(/ancien mot de passe est incorrect|incorrect/i)).toBeVisible();
    await form.getByLabel('Mot de passe actuel').fill(account.password);
    await form.getByRole('button', { name: 'Changer le mot de passe' }).click();
    await expect(toast(page, /Votre mot de passe a été changé/)).toBeVisible();
    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());
    await signIn(page, { username: account.username, password: 'New#pass456' });
  });

  test('deposit through the sandbox payment page: approve credits the balance, fail does not', async ({ page, request }) => {
    await signInAt(page, await freshPlayer(request), '/profile/replenishment');
    await expect(page.getByTestId('system-sandbox-wallet')).toHaveAttribute('aria-disabled', 'true');
    await page.getByTestId('system-sandbox-card').click();
    await expect(page).toHaveURL(/\/deposit\/sandbox-card$/);
    await page.getByLabel('Montant').fill('5');
    await page.getByRole('button', { name: 'Continuer vers le paiement' }).click();
    await expect(page.getByText('Le montant est hors des limites de ce moyen de paiement')).toBeVisible();
    await page.getByLabel('Montant').fill('120');
    await page.getByRole('button', { name: 'Continuer vers le paiement' }).click();
    await expect(page.getByRole('heading', { name: 'Sandbox payment page' })).toBeVisible();
    await page.getByRole('button', { name: 'Approve payment' }).click();
    await expect(page).toHaveURL(/\/deposit\/sandbox-card\?payment_id=\d+/);
    await expect(page.getByTestId('payment-status')).toContainText('Réussi');
    await expect(page.getByTestId('balance-label').first()).toContainText(/120,00/);

    await page.getByLabel('Montant').fill('30');
    await page.getByRole('button', { name: 'Continuer vers le paiement' }).click();
    await page.getByRole('button', { name: 'Fail payment' }).click();
    await expect(page.getByTestId('payment-status')).toContainText('Échoué');
    await expect(page.getByTestId('balance-label').first()).toContainText(/120,00/);
  });

  test('a forged redirectLink is not followed: no navigation, and the player is told why (§5 Bounds)', async ({ page, request }) => {
    await signInAt(page, await freshPlayer(request), '/deposit/sandbox-card');
    const leaks: string[] = [];
    page.on('request', (sent) => {
      if (sent.url().includes('evil.example')) leaks.push(sent.url());
    });
    page.on('dialog', (dialog) => {
      leaks.push(`dialog: ${dialog.message()}`);
      void dialog.dismiss();
    });
    let forged = 'https://evil.example/pay?card=please';
    let forgedAnswers = 0;
    // The real deposit is created; only the answer's redirectLink is forged, as a hostile network or backend would.
    await page.route('**/api/backoffice/payments/deposit/', async (route) => {
      if (route.request().method() !== 'POST') return route.fallback();
      const response = await route.fetch();
      await route.fulfill({ response, json: { ...(await response.json()), redirectLink: forged } });
      forgedAnswers += 1;
    });
    await page.getByLabel('Montant').fill('50');
    await page.getByRole('button', { name: 'Continuer vers le paiement' }).click();
    await expect.poll(() => forgedAnswers).toBe(1);
    await expect(page.getByRole('alert').filter({ hasText: "n'appartient à aucun de nos prestataires de paiement" })).toBeVisible();
    await expect(page).toHaveURL(/\/deposit\/sandbox-card$/);

    forged = 'javascript:alert(document.domain)';
    await page.getByLabel('Montant').fill('60');
    await page.getByRole('button', { name: 'Continuer vers le paiement' }).click();
    // The first refusal is still on screen: wait for the second forged answer before judging it, so the test never
    // ends while its own route handler is still answering.
    await expect.poll(() => forgedAnswers).toBe(2);
    await expect(page.getByRole('alert').filter({ hasText: "n'appartient à aucun de nos prestataires de paiement" })).toBeVisible();
    await expect(page).toHaveURL(/\/deposit\/sandbox-card$/);
    expect(leaks).toEqual([]);
  });

  test('withdraw: the payout waits for manual approval, and documents are needed above 3 000 TND', async ({ page, request }) => {
    await signInAt(page, await freshPlayer(request, { verified: true, cash: '5000' }), '/withdrawal/sandbox-card');
    await page.getByLabel('Montant').fill('3500');
    await page.getByLabel('Numéro de carte ou de compte').fill('4111 1111 1111 1111');
    await page.getByRole('button', { name: 'Retirer' }).click();
    await expect(toast(page, /documents/i)).toBeVisible();
    await page.getByLabel('Montant').fill('50');
    await page.getByRole('button', { name: 'Retirer' }).click();
    await expect(page.getByTestId('payment-status')).toContainText('Traitement manuel requis');
    await page.goto('/profile/withdraw');
    await expect(page.getByTestId('payout-status').first()).toHaveText('Traitement manuel requis');
  });

  test('crypto deposit: supported currencies in order, minimum, address with QR code', async ({ page }) => {
    await signInAt(page, player, '/deposit/crypto');
    const select = page.getByLabel('Devise');
    const options = () => select.locator('option').evaluateAll((nodes) => nodes.map((node) => (node as HTMLOptionElement).value));
    // The processor also offers xmr, in its own order: only the supported list is shown, in its order (§5, §9).
    await expect.poll(options).toEqual(['btc', 'eth', 'usdttrc20', 'usdterc20', 'busdbsc', 'bnbbsc', 'doge', 'trx', 'ltc']);
    await expect(page.getByTestId('crypto-minimum')).toContainText('0.0002 BTC');
    await select.selectOption('eth');
    await page.getByRole('button', { name: "Obtenir l'adresse de dépôt" }).click();
    await expect(page.getByTestId('crypto-address')).toHaveText(/^0x[0-9a-f]{40}$/);
    await expect(page.getByTestId('crypto-qr')).toBeVisible();
    await expect(page.getByRole('button', { name: "Copier l'adresse" })).toBeVisible();
  });

  test('KYC: a valid PNG is sent, an invalid type is refused', async ({ page, request }) => {
    await signInAt(page, await freshPlayer(request), '/profile/kyc-verifiaction');
    await page.getByRole('button', { name: 'Envoyer le document' }).click();
    await expect(page.getByText('Veuillez sélectionner un fichier')).toBeVisible();
    await page.getByLabel('Fichier').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await page.getByRole('button', { name: 'Envoyer le document' }).click();
    await expect(page.getByText(/Type invalide/)).toBeVisible();
    await page.getByLabel('Fichier').setInputFiles({ name: 'passport.png', mimeType: 'image/png', buffer: onePixelPng });
    await page.getByRole('button', { name: 'Envoyer le document' }).click();
    await expect(toast(page, /KYC envoyé/)).toBeVisible();
    await expect(page.getByTestId('kyc-status')).toHaveText("En cours d'examen");
    await expect(page.getByRole('cell', { name: 'passport.png' })).toBeVisible();
  });

  test('KYC: a file that only starts like a PNG is refused; past the hour’s uploads the page says when to retry (§5 Bounds)', async ({ page, request }) => {
    const account = await freshPlayer(request);
    await signInAt(page, account, '/profile/kyc-verifiaction');
    const polyglot = Buffer.concat([onePixelPng.subarray(0, 33), Buffer.from('<html><script>alert(document.cookie)</script></html>')]);
    await page.getByLabel('Fichier').setInputFiles({ name: 'passport.png', mimeType: 'image/png', buffer: polyglot });
    await page.getByRole('button', { name: 'Envoyer le document' }).click();
    await expect(page.getByText(/Type invalide/)).toBeVisible();
    // The refused attempt counts: 9 more through the API use the hour's 10.
    const { access } = (await (await request.post('/api/accounts/login/', { data: account })).json()) as { access: string };
    for (let index = 0; index < 9; index++) {
      const sent = await request.post('/api/users/documents/upload/', {
        headers: { Authorization: `Bearer ${access}` },
        multipart: { document: { name: `page-${index}.png`, mimeType: 'image/png', buffer: onePixelPng }, document_type: 'passport' },
      });
      expect(sent.status(), await sent.text()).toBe(201);
    }
    await page.getByLabel('Fichier').setInputFiles({ name: 'passport.png', mimeType: 'image/png', buffer: onePixelPng });
    await page.getByRole('button', { name: 'Envoyer le document' }).click();
    await expect(page.getByRole('alert').filter({ hasText: /Trop de documents envoyés depuis une heure : réessayez dans (59|60) min/ })).toBeVisible();
  });

  test('referral code: activated once, refused the second time', async ({ page, request }) => {
    await signInAt(page, await freshPlayer(request), '/profile/promocode');
    await page.getByRole('textbox', { name: 'Code' }).fill('FRIEND-TN-2026');
    await page.getByRole('button', { name: 'Activer' }).click();
    await expect(toast(page, /Code activé/)).toBeVisible();
    await page.getByRole('button', { name: 'Activer' }).click();
    await expect(page.getByText(/déjà activé|already/i).first()).toBeVisible();
  });

  test('bonus exchange: above 3 TND, balance converted, a double click moves money once', async ({ page, request }) => {
    const account = await freshPlayer(request, { bonus: '20' });
    await signInAt(page, account, '/profile/exchange-bonus-balance');
    await page.getByLabel('Montant du bonus').fill('3');
    await page.getByRole('button', { name: 'Transférer' }).click();
    await expect(page.getByText('Le montant du bonus doit dépasser 3 TND')).toBeVisible();
    await page.getByLabel('Montant du bonus').fill('8');
    await page.getByRole('button', { name: 'Transférer' }).dblclick();
    await expect(toast(page, /Solde converti/)).toBeVisible();
    await expect(page.getByTestId('bonus-balance')).toContainText(/12,00/);
    // Every movement is a ledger row: one exchange is one bonus debit and one cash credit.
    const ledger = (await (await request.get(`/sandbox/users/${account.username}/ledger`)).json()) as { items: { reason: string }[] };
    expect(ledger.items.filter((item) => item.reason === 'bonus-exchange')).toHaveLength(2);
  });

  test('histories filter by dates and show an empty state', async ({ page }) => {
    const histories = ['/profile/bonus-history', '/profile/cashback-history', '/profile/bet-history/sft', '/profile/transactions'];
    await signInAt(page, player, histories[0]);
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    for (const path of histories) {
      // Opened through the running app, as a player moves between the histories: the app starts once.
      await openInApp(page, path);
      const rows = page.locator('tbody tr');
      await expect(rows.first()).toBeVisible();
      const before = await rows.count();
      await page.getByRole('textbox', { name: 'Du' }).fill(day(-8));
      await page.getByRole('textbox', { name: 'Au' }).fill(day(0));
      const answered = page.waitForResponse((response) => /date_from|created_from/.test(response.url()) && /(date|created)_from=\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?Z/.test(decodeURIComponent(response.url())));
      await page.getByRole('button', { name: 'Appliquer' }).click();
      await answered;
      await expect.poll(() => rows.count(), { message: path }).toBeLessThan(before);
      await page.getByRole('textbox', { name: 'Du' }).fill('2001-01-01');
      await page.getByRole('textbox', { name: 'Au' }).fill('2001-01-02');
      await page.getByRole('button', { name: 'Appliquer' }).click();
      await expect(page.getByTestId('empty-state')).toBeVisible();
    }
  });

  test('bet detail: events and outcomes, an accepted open ticket is cashed out rather than canceled, a free bet cannot be sold', async ({ page }) => {
    await signInAt(page, player, '/profile/bet-history/sft');
    await page.getByRole('row').filter({ hasText: 'Combiné' }).getByRole('link').click();
    await expect(page.getByText('Arsenal - Chelsea')).toBeVisible();
    await page.goto('/profile/bet-history/sft');
    await page.getByRole('row').filter({ hasText: 'Pari gratuit' }).getByRole('link').click();
    await expect(page.getByText('Les paris gratuits ne peuvent pas être vendus.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Annuler le ticket' })).toHaveCount(0);
    await page.goto('/profile/bet-history/sft');
    // The seeded open ticket is the sportsbook's, accepted: it is not sold back at its stake but cashed out at its
    // value, offered above the history (docs/product.md §5 My bets; tests/e2e/mybets.spec.ts).
    await expect(page.getByTestId('open-bets').getByTestId('cash-out-button')).toHaveCount(1);
    const open = page.getByRole('row').filter({ hasText: 'En attente' }).filter({ hasNotText: 'Pari gratuit' });
    await open.first().getByRole('link').click();
    await expect(page.getByTestId('ticket-status')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Annuler le ticket' })).toHaveCount(0);
  });

  test('limits: a lower limit applies at once, a higher one is pending for 7 days', async ({ page, request }) => {
    await signInAt(page, await freshPlayer(request), '/profile/limits');
    await page.getByLabel('Limite de dépôt par jour').fill('100');
    await page.getByRole('button', { name: 'Enregistrer les limites' }).click();
    await expect(page.getByTestId('limit-depositDay')).toContainText(/100,00/);
    await page.getByLabel('Limite de dépôt par jour').fill('50');
    await page.getByRole('button', { name: 'Enregistrer les limites' }).click();
    await expect(page.getByTestId('limit-depositDay')).toContainText(/50,00/);
    await page.getByLabel('Limite de dépôt par jour').fill('500');
    await page.getByRole('button', { name: 'Enregistrer les limites' }).click();
    await expect(page.getByTestId('pending-depositDay')).toContainText(/500,00/);
    await expect(page.getByTestId('limit-depositDay')).toContainText(/50,00/);
    // The sandbox refuses a deposit past the limit in force.
    await page.goto('/deposit/sandbox-card');
    await page.getByLabel('Montant').fill('60');
    await page.getByRole('button', { name: 'Continuer vers le paiement' }).click();
    await expect(toast(page, /limite de dépôt/)).toBeVisible();
  });

  test('self-exclusion signs out at once and sign-in is refused', async ({ page, request }) => {
    const account = await freshPlayer(request);
    await signInAt(page, account, '/profile/self-exclusion');
    // Nothing is asked of the server before a period is chosen and the summary confirmed.
    await page.getByRole('button', { name: 'Continuer' }).click();
    await expect(page.getByText('Choisissez une période')).toBeVisible();
    await page.getByLabel('7 jours').check();
    await page.getByRole('button', { name: 'Continuer' }).click();
    // §4: the summary says until when and what stops, before anything is done.
    const summary = page.getByTestId('self-exclusion-summary');
    await expect(summary.getByRole('heading', { name: 'Vérifiez avant de confirmer' })).toBeFocused();
    await expect(summary).toContainText(/bloqué jusqu'au \d{2}\/\d{2}\/\d{4}/);
    await expect(summary).toContainText('les dépôts');
    await expect(summary).toContainText('les paris sportifs et les jeux de casino');
    // "Modifier" goes back to the period, still chosen; nothing was sent.
    await summary.getByRole('button', { name: 'Modifier' }).click();
    await expect(page.getByLabel('7 jours')).toBeChecked();
    await expect(page.getByTestId('balance-label').first()).toBeVisible();
    await page.getByRole('button', { name: 'Continuer' }).click();
    // Up to 30 days the button says what it is, a pause (cooling-off, §4).
    await summary.getByRole('button', { name: 'Confirmer la pause' }).click();
    // Signed out, on a page that says so, with where to find help.
    await expect(page).toHaveURL(/\/self-excluded\?from=/);
    await expect(page.getByRole('heading', { level: 1, name: 'Votre compte est en pause' })).toBeVisible();
    await expect(page.getByTestId('self-excluded-until')).toContainText(/à partir du \d{2}\/\d{2}\/\d{4}/);
    await expect(page.getByTestId('help-organisations').getByRole('link').first()).toHaveAttribute('target', '_blank');
    await expect(page.getByRole('link', { name: /Jeu responsable/ }).first()).toHaveAttribute('href', '/responsible-gambling');
    await expect(page.getByTestId('balance-label')).toHaveCount(0);
    await page.goto('/auth/sign-in');
    const { signInWithForm } = await import('./helpers.ts');
    await signInWithForm(page, account);
    // §3 Responsible-gaming limits and self-exclusion: the form says until when (end of the period) and that reactivation comes 7 days later.
    const refusal = page.getByRole('alert').filter({ hasText: 'auto-exclu jusqu' });
    await expect(refusal).toBeVisible();
    await expect(refusal).toContainText('Vous pourrez le réactiver à partir du');
    await expect(refusal).toContainText(/\d{2}\/\d{2}\/\d{4}/);
    await expect(page.getByTestId('balance-label')).toHaveCount(0);
  });
  // A permanent exclusion refused at sign-in without a date: the refusal is sandbox/services/responsible-gaming.test.ts's,
  // its message src/features/auth/login-form.test.tsx's.
});

test.describe('reality check', () => {
  test('after the chosen interval a dialog shows time played and net result, with continue or sign out', async ({ page, request }) => {
    await signInAt(page, await freshPlayer(request, { cash: '100' }), '/profile/limits');
    // The session's start is taken by the signed-in clockwork, whose chunk comes after the sign-in, once the player's
    // balance has loaded: the clock must not jump before it (under load it had not, and the session began 16 minutes
    // later, after the jump).
    await expect(page.getByTestId('balance-label').first()).toBeVisible();
    await untilSessionClockworkRuns(page);
    await expect.poll(() => page.evaluate(() => (JSON.parse(localStorage.getItem('reality-check') ?? '{}') as { state?: { signedInAt?: number | null } }).state?.signedInAt ?? null)).not.toBeNull();
    // The page's clock is taken over once it has loaded, before the interval is chosen (which sets the check's timer):
    // the loads begun before keep the browser's own timers, which the jump below cannot fire early.
    await page.clock.install();
    await page.getByLabel('Me le rappeler toutes les').selectOption('15');
    await untilNoChunkLoading(page);
    await page.clock.fastForward('16:00');
    const dialog = page.getByRole('dialog', { name: 'Rappel de jeu' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('Vous jouez depuis');
    await expect(dialog.getByTestId('reality-check-net')).toContainText(/0,00/);
    await expect(dialog.getByRole('button', { name: 'Se déconnecter' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Continuer' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByTestId('balance-label').first()).toBeVisible();
  });
});

test.describe('profile accessibility', () => {
  const pages = [
    '/profile/user-info',
    '/profile/change-password',
    '/profile/transactions',
    '/profile/promocode',
    '/profile/limits',
    '/profile/user-bonus',
    '/profile/self-exclusion',
    '/profile/bet-history/sft',
    '/profile/bonus-history',
    '/profile/cashback-history',
    '/profile/replenishment',
    '/profile/withdraw',
    '/profile/cashier',
    '/profile/kyc-verifiaction',
    '/profile/exchange-bonus-balance',
    '/profile/bonus',
    '/balance',
    '/deposit/sandbox-card',
    '/deposit/crypto',
    '/withdrawal/sandbox-card',
  ];

  // One test, one sign-in, each page a step (a failure names it): the app starts once and the pages are opened
  // through it, as a player clicks through the profile, instead of a context and a sign-in per group of pages.
  test(`no serious or critical axe violation on ${pages[0]} and the next ${pages.length - 1}`, async ({ browser }) => {
    test.setTimeout(240_000);
    const context = await browser.newContext();
    const page = await context.newPage();
    await signInAt(page, player, pages[0]);
    for (const path of pages) {
      await test.step(path, () => expectScreenAxeClean(page, path));
    }
    await context.close();
  });

  // Arabic beside the French pass above (the team's pair, README "Tests"): English is laid out as French is, and its
  // texts are checked complete by the language packs' tests (src/i18n).
  for (const language of [{ name: 'ar', pick: /العربية/, title: 'البيانات الشخصية' }]) {
    test(`no serious or critical axe violation in ${language.name} (mobile width)`, async ({ browser }) => {
      test.setTimeout(120_000);
      const context = await browser.newContext();
      const page = await context.newPage();
      await signInAt(page, player, '/profile/user-info');
      await page.getByRole('button', { name: /langue|language|اللغة/i }).first().click();
      await page.getByRole('menuitemradio', { name: language.pick }).click();
      await expect(page.getByRole('heading', { level: 1, name: language.title })).toBeVisible();
      await page.setViewportSize({ width: 390, height: 844 });
      for (const path of ['/profile/user-info', '/profile/limits', '/profile/bonus-history', '/profile/kyc-verifiaction', '/profile/self-exclusion', '/profile/bookmakers-settings', '/deposit/sandbox-card']) {
        await expectScreenAxeClean(page, path);
      }
      await context.close();
    });
  }
});

test.describe('profile gaps (§2 Profile (/profile) subpages)', () => {
  test('a crypto deposit is credited: the tester sends, the network sees and confirms (10 -> 20 -> 30)', async ({ page, request }) => {
    await signInAt(page, await freshPlayer(request), '/deposit/crypto');
    await expect(page.getByTestId('crypto-minimum')).toBeVisible();
    const created = page.waitForResponse((response) => response.url().includes('/crypto-pay/create-payment'));
    await page.getByRole('button', { name: "Obtenir l'adresse de dépôt" }).click();
    const { payment_id: paymentId } = (await (await created).json()) as { payment_id: string };
    await expect(page.getByTestId('crypto-waiting')).toBeVisible();
    const balance = page.getByTestId('balance-label').first();
    const before = await balance.textContent();
    const step = async (name: string, data?: object) => expect((await request.post(`/sandbox/crypto-pay/${paymentId}/${name}`, { data })).ok()).toBe(true);
    await step('send', { amount: '150' });
    await expect(page.getByTestId('payment-status')).toHaveAttribute('data-status', '10');
    await expect(page.getByTestId('crypto-amount')).toContainText('150,00');
    await step('seen');
    await expect(page.getByTestId('payment-status')).toHaveAttribute('data-status', '20');
    await expect(page.getByTestId('payment-status')).toContainText('Demandé');
    await expect(balance).toHaveText(before ?? '');
    await step('confirm');
    await step('confirm');
    await expect(page.getByTestId('payment-status')).toHaveAttribute('data-status', '30');
    await expect(page.getByTestId('payment-status')).toContainText('Réussi');
    await expect(balance).toContainText('150,00');
  });

  test('the profile sections come from the menu config: bookmakers settings open on desktop too', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await signInAt(page, player, '/profile/limits');
    const sections = page.getByRole('navigation', { name: 'Rubriques du profil' });
    await expect(sections.getByRole('link', { name: 'Auto-exclusion' })).toBeVisible();
    await sections.getByRole('link', { name: 'Paramètres des paris' }).click();
    await expect(page).toHaveURL(/\/profile\/bookmakers-settings$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Paramètres des paris' })).toBeVisible();
  });

  test('a real-money bet past the loss limit is refused and the game page says why', async ({ page, request }) => {
    const account = await freshPlayer(request, { cash: '100' });
    const login = await request.post('/api/accounts/login/', { data: account });
    const { access } = (await login.json()) as { access: string };
    const limited = await request.put('/api/users/responsible-gaming/limits/', { data: { loss: '0.5' }, headers: { Authorization: `Bearer ${access}` } });
    expect(limited.ok(), await limited.text()).toBe(true);
    await page.setViewportSize({ width: 1280, height: 800 });
    // The game page has no header balance to wait for: signed in on the sign-in page, then the game.
    await signIn(page, account);
    await page.goto(`/slots/nexa/${encodeURIComponent('bgaming:BookOfGrizzly')}`);
    const frame = page.frameLocator('[data-testid=game-frame]');
    await expect(frame.getByTestId('game-balance')).toHaveText('100.00');
    await frame.getByTestId('game-spin').click();
    await expect(frame.getByTestId('game-result')).toHaveAttribute('data-code', 'loss_limit_exceeded');
    await expect(frame.getByTestId('game-result')).toContainText('limite de pertes');
    await expect(toast(page, /limite de pertes/)).toBeVisible();
    await expect(frame.getByTestId('game-balance')).toHaveText('100.00');
  });
});

test.describe('session-time limit on the server @server-clock', () => {
  test.afterEach(async ({ request }) => {
    const { resetServerClock } = await import('./helpers.ts');
    await resetServerClock(request);
  });

  test('once the time signed in today passes the limit, a deposit is refused with its reason', async ({ page, request }) => {
    const { advanceServerClock } = await import('./helpers.ts');
    const account = await freshPlayer(request);
    await signInAt(page, account, '/profile/limits');
    await page.getByLabel('Durée de session maximale (minutes)').fill('1');
    await page.getByRole('button', { name: 'Enregistrer les limites' }).click();
    await expect(page.getByTestId('limit-sessionTime')).toContainText('1');
    // The browser's own sign-out runs on the browser clock; only the sandbox's clock moves here.
    await advanceServerClock(request, 2 * 60_000);
    await page.goto('/deposit/sandbox-card');
    await page.getByLabel('Montant').fill('20');
    await page.getByRole('button', { name: 'Continuer vers le paiement' }).click();
    await expect(toast(page, /limite de temps de session/)).toBeVisible();
  });
});

import { expect, test } from './fixtures.ts';
import { advanceServerClock, agent, expectSignedIn, mailedLinkPath, openRegistrationLink, outbox, player, resetServerClock, signInWithForm, uniqueName, untilNoChunkLoading, untilSessionClockworkRuns } from './helpers.ts';

test.describe('sign-in and session (§4, §6)', () => {
  test('player1 signs in from the header and sees the balance label, then signs out', async ({ page }) => {
    await page.goto('/slots/casino');
    await signInWithForm(page, player);
    const label = page.getByTestId('balance-label').first();
    await expect(label).toBeVisible();
    // §9: currency plus balance, plus bonus balance, floored to 2 decimals, in French conventions.
    await expect(label).toContainText(/1\s?250,75/);
    await expect(label).toContainText(/40,00/);
    await expect(label).toContainText('TND');

    await page.getByRole('button', { name: /menu du compte/i }).click();
    const logout = page.waitForRequest((request) => request.url().endsWith('/api/accounts/logout/') && request.method() === 'POST');
    await page.getByRole('menuitem', { name: /se déconnecter/i }).click();
    expect((await logout).postDataJSON()).toHaveProperty('refresh');
    await expect(page.getByTestId('header-sign-in')).toBeVisible();
    await expect(page.getByTestId('balance-label')).toHaveCount(0);
  });

  // The form's own states (empty fields refused without a call, a wrong password warned once with what was typed
  // kept) are src/features/auth/login-form.test.tsx's.

  // agent1 (A) and the cashier (C, §6 Staff roles) are not players: the site is not theirs.
  for (const account of [agent, { username: 'cashier1', password: 'cashier1-pass' }]) {
    test(`a role other than P (${account.username}) is signed out at once with "only users can use"`, async ({ page }) => {
      await page.goto('/slots/casino');
      await signInWithForm(page, account);
      await expect(page.getByText('Seuls les joueurs peuvent utiliser ce site').first()).toBeVisible();
      await expect(page.getByTestId('balance-label')).toHaveCount(0);
      await page.reload();
      await expect(page.getByTestId('balance-label')).toHaveCount(0);
    });
  }

  test('guards: a guest at an auth-only page signs in and lands back there; players leave guest-only pages for /slots/casino', async ({ page }) => {
    await page.goto('/profile/user-info');
    await expect(page).toHaveURL(/\/auth\/sign-in\?next=%2Fprofile%2Fuser-info$/);
    await signInWithForm(page, player);
    await expect(page).toHaveURL(/\/profile\/user-info$/);
    await expectSignedIn(page);
    await page.goto('/auth/sign-in');
    await expect(page).toHaveURL(/\/slots\/casino$/);
    await page.goto('/sign-up');
    await expect(page).toHaveURL(/\/slots\/casino$/);
    // Only a same-site next is followed.
    await page.goto('/auth/sign-in?next=%2F%2Felsewhere.example%2F');
    await expect(page).toHaveURL(/\/slots\/casino$/);
  });

  test('the session survives a reload (auth store persisted)', async ({ page }) => {
    await page.goto('/slots/casino');
    await signInWithForm(page, player);
    await expectSignedIn(page);
    await page.reload();
    await expectSignedIn(page);
  });
});

test.describe('token refresh against the real sandbox @server-clock', () => {
  test.describe.configure({ mode: 'serial' });
  test.afterEach(async ({ request }) => resetServerClock(request));

  test('after the access token expires, the next call refreshes once and the player stays signed in', async ({ page, request }) => {
    await page.goto('/slots/casino');
    await signInWithForm(page, player);
    await expectSignedIn(page);
    const refreshed = page.waitForResponse((response) => response.url().endsWith('/api/accounts/refresh/'));
    // The sandbox's access tokens live 300 s: move its clock past that; the 5 s user poll then gets a 401.
    await advanceServerClock(request, 301_000);
    expect((await refreshed).status()).toBe(200);
    const userAfter = await page.waitForResponse((response) => response.url().endsWith('/api/accounts/user') && response.status() === 200);
    expect(userAfter.ok()).toBe(true);
    await expectSignedIn(page);
  });

  test('once the refresh token has expired too, the player is signed out with the session-expired message', async ({ page, request }) => {
    await page.goto('/slots/casino');
    await signInWithForm(page, player);
    await expectSignedIn(page);
    await advanceServerClock(request, 8 * 24 * 3600 * 1000);
    // Found by the 5 s user poll, then the refused refresh: three rounds of requests, slow on a loaded machine.
    await expect(page.getByText(/votre session a expiré/i).first()).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('balance-label')).toHaveCount(0);
  });
});

test.describe('inactivity (controllable browser clock)', () => {
  test('20 minutes without activity sign the player out with the session-expired message', async ({ page }) => {
    await page.clock.install();
    await page.goto('/slots/casino');
    await signInWithForm(page, player);
    await expectSignedIn(page);
    await untilNoChunkLoading(page);
    await untilSessionClockworkRuns(page);
    // The access token is due for its refresh inside the jump: its answer is in before the next jump, which would
    // otherwise fire its request's 30 s time-out, a refresh that failed (§4: that signs out, with another message).
    const refreshed = page.waitForResponse((answer) => new URL(answer.url()).pathname === '/api/accounts/refresh/');
    await page.clock.fastForward('19:00');
    await refreshed;
    await expectSignedIn(page);
    await page.clock.fastForward('01:30');
    await expect(page.getByText(/20 minutes d'inactivité/).first()).toBeVisible();
    await expect(page.getByTestId('balance-label')).toHaveCount(0);
  });
});

test.describe('registration and e-mail flows', () => {
  test('sign-up/{promocode}: prefilled code, terms required, "check your e-mail", and the e-mailed link signs the new account in once (§5 Registration)', async ({ page, request }) => {
    const username = uniqueName('e2e');
    // One address registers a few players an hour (§5 Sign-in throttle): the suite's others come from 127.0.0.1 too.
    expect((await request.post('/sandbox/throttle/registrations')).ok()).toBe(true);
    await page.goto('/sign-up/WELCOME10');
    const form = page.getByRole('form', { name: /créer mon compte/i });
    await expect(form.getByLabel(/code promo/i)).toHaveValue('WELCOME10');
    await form.getByLabel("Nom d'utilisateur").fill(username);
    await form.getByLabel('Adresse e-mail').fill(`${username}@example.test`);
    await form.getByLabel('Mot de passe', { exact: true }).fill('Secret#2026');
    await form.getByLabel('Répétez le mot de passe').fill('Secret#2026');
    let registrationCalls = 0;
    page.on('request', (r) => {
      if (r.url().endsWith('/api/accounts/registration/')) registrationCalls += 1;
    });
    await form.getByRole('button', { name: /créer mon compte/i }).click();
    await expect(form.getByText('Vous devez accepter les conditions générales')).toBeVisible();
    expect(registrationCalls).toBe(0);
    await expect(form.getByLabel("Nom d'utilisateur")).toHaveValue(username);

    await form.getByLabel(/j'accepte les conditions/i).check();
    await form.getByRole('button', { name: /créer mon compte/i }).click();
    // §5 Registration: the same "check your e-mail" whatever was free or taken, and nobody signed in.
    await expect(page.getByRole('main').getByRole('status')).toContainText(`${username}@example.test`);
    await expect(page.getByRole('main').getByRole('status')).toContainText(/ouvrez son lien pour créer votre compte/i);
    await expect(page.getByTestId('balance-label')).toHaveCount(0);

    // The link signs the new player in, on the deposit, the address confirmed.
    const link = await mailedLinkPath(request, `${username}@example.test`, 'registration');
    await page.goto(link);
    await expect(page).toHaveURL(/\/profile\/replenishment$/);
    await expectSignedIn(page);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByTestId('email-verification-notice')).toHaveCount(0);

    // Once: opened again, signed out, it only says the address is confirmed.
    await page.evaluate(() => localStorage.clear());
    await page.context().clearCookies();
    await page.goto(link);
    await expect(page.getByText('Votre adresse e-mail est confirmée.')).toBeVisible();
    await expect(page.getByTestId('balance-label')).toHaveCount(0);

    await page.evaluate(() => localStorage.clear());
    await page.context().clearCookies();
    await page.goto('/auth/sign-in');
    await signInWithForm(page, { username, password: 'Secret#2026' });
    await expectSignedIn(page);
  });

  test('a name already in use is not signed in: the page says the e-mail tells why (§5 Sign-in throttle)', async ({ page, request }) => {
    expect((await request.post('/sandbox/throttle/registrations')).ok()).toBe(true);
    const email = `${uniqueName('taken')}@example.test`;
    await page.goto('/sign-up');
    const form = page.getByRole('form', { name: /créer mon compte/i });
    await form.getByLabel("Nom d'utilisateur").fill('player1');
    await form.getByLabel('Adresse e-mail').fill(email);
    await form.getByLabel('Mot de passe', { exact: true }).fill('Secret#2026');
    await form.getByLabel('Répétez le mot de passe').fill('Secret#2026');
    await form.getByLabel(/j'accepte les conditions/i).check();
    await form.getByRole('button', { name: /créer mon compte/i }).click();
    await expect(page.getByText(/ouvrez son lien pour créer votre compte/i)).toBeVisible();
    await expect(page.getByTestId('balance-label')).toHaveCount(0);
    expect((await outbox(request, email))[0]?.kind).toBe('registration-username-taken');
  });

  test('passwords that do not match are refused locally', async ({ page }) => {
    await page.goto('/sign-up');
    const form = page.getByRole('form', { name: /créer mon compte/i });
    await form.getByLabel('Mot de passe', { exact: true }).fill('Secret#2026');
    await form.getByLabel('Répétez le mot de passe').fill('Secret#2027');
    await form.getByRole('button', { name: /créer mon compte/i }).click();
    await expect(form.getByText('Les mots de passe ne correspondent pas')).toBeVisible();
  });

  test('the terms the sign-up asks to accept are a link that opens them in a new tab, keeping what was typed (§5 Registration)', async ({ page, context }) => {
    await page.goto('/sign-up');
    const form = page.getByRole('form', { name: /créer mon compte/i });
    await form.getByLabel("Nom d'utilisateur").fill('keeps-typing');
    const terms = form.getByRole('link', { name: 'conditions générales' });
    await expect(terms).toHaveAttribute('href', '/terms-and-conditions');
    const [tab] = await Promise.all([context.waitForEvent('page'), terms.click()]);
    await expect(tab).toHaveURL(/\/terms-and-conditions$/);
    await tab.close();
    await expect(form.getByLabel("Nom d'utilisateur")).toHaveValue('keeps-typing');
    await expect(form.getByRole('checkbox')).not.toBeChecked();
  });

  test('forgot-password and reset-password/{uid}/{token}: the new password works', async ({ page, request }) => {
    const username = uniqueName('reset');
    expect((await request.post('/sandbox/throttle/registrations')).ok()).toBe(true);
    const created = await request.post('/api/accounts/registration/', {
      data: { username, email: `${username}@example.test`, password: 'First#2026', terms_accepted: true },
    });
    expect(created.status()).toBe(202);
    // The registration's link makes the account, its address confirmed: resets go only to a confirmed address (§5
    // Account changes that ask for the password).
    await openRegistrationLink(request, `${username}@example.test`);
    await page.goto('/forgot-password');
    await page.getByRole('main').getByLabel('Adresse e-mail').fill(`${username}@example.test`);
    await page.getByRole('main').getByRole('button', { name: 'Envoyer le lien' }).click();
    await expect(page.getByText(/un lien vient d'être envoyé/)).toBeVisible();
    await page.goto(await mailedLinkPath(request, `${username}@example.test`, 'password-reset'));
    await page.getByRole('main').getByRole('textbox', { name: 'Nouveau mot de passe' }).fill('Second#2026');
    await page.getByRole('main').getByLabel('Répétez le mot de passe').fill('Second#2026');
    await page.getByRole('main').getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page.getByText(/mot de passe modifié/i)).toBeVisible();
    await page.goto('/auth/sign-in');
    await signInWithForm(page, { username, password: 'Second#2026' });
    await expectSignedIn(page);
  });
});

import { expect } from './fixtures.ts';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { apiSession, expectSignedIn, openRegistrationLink, storeSession, uniqueName, type ApiSession } from './helpers.ts';

/** A fresh player for tests that change a password, self-exclude, move or drain money (player1 stays intact). */
export async function freshPlayer(request: APIRequestContext, options: { verified?: boolean; cash?: string; bonus?: string } = {}) {
  const username = uniqueName('pf');
  const password = 'Tn#pass123';
  const register = () => request.post('/api/accounts/registration/', { data: { username, email: `${username}@example.test`, password, terms_accepted: true } });
  let registered = await register();
  // The suite registers more players from 127.0.0.1 in an hour than one address may (§5 Sign-in throttle, 100): past
  // that, it forgets the throttle's records through the test hook and registers again.
  if (registered.status() === 429) {
    expect((await request.post('/sandbox/throttle/registrations')).ok()).toBe(true);
    registered = await register();
  }
  expect(registered.ok(), await registered.text()).toBe(true);
  await openRegistrationLink(request, `${username}@example.test`);
  // The link confirmed the address (§5 Registration); unless asked, the player is left unconfirmed, as an older account
  // or a changed address is, which the tests of email_not_verified need.
  if (!options.verified) expect((await request.patch(`/sandbox/users/${username}`, { data: { emailVerified: false } })).ok()).toBe(true);
  for (const [account, amount] of [['cash', options.cash], ['bonus', options.bonus]] as const) {
    if (!amount) continue;
    const adjusted = await request.post('/sandbox/wallet/adjust', { data: { username, account, amount }, headers: { 'Idempotency-Key': uniqueName('adjust-key-') } });
    expect(adjusted.ok(), await adjusted.text()).toBe(true);
  }
  return { username, password };
}

/**
 * A signed-in page, the player's session from the API (§7 login) stored as a sign-in leaves it: /auth/sign-in then
 * sends the player on, as after the form (which auth.spec.ts tests). Ends with the header's balance shown.
 */
export async function signIn(page: Page, credentials: { username: string; password: string }) {
  await storeSession(page, await apiSession(page.request, credentials));
  await page.goto('/auth/sign-in');
  await expectSignedIn(page);
}

/**
 * A signed-in page opened straight at `path`: the player's session from the API (§7 login) stored before the page's
 * first load, as a sign-in leaves it, so the browser loads one page where signIn loads /auth/sign-in and then the page
 * (the form and its redirect are auth.spec.ts's subject). Ends with the header's balance shown; returns the session.
 */
export async function signInAt(page: Page, credentials: { username: string; password: string }, path: string): Promise<ApiSession> {
  const session = await apiSession(page.request, credentials);
  await storeSession(page, session);
  await page.goto(path);
  await expectSignedIn(page);
  return session;
}

/** The toast region's text, whatever the toast's role. */
export function toast(page: Page, text: RegExp) {
  return page.getByText(text).first();
}

/** A deposit approved by the cashier through the API: the player's first, which brings the first-deposit bonus. */
export async function firstDeposit(request: APIRequestContext, credentials: { username: string; password: string }, amount: string) {
  const token = async (login: { username: string; password: string }) => ((await (await request.post('/api/accounts/login/', { data: login })).json()) as { access: string }).access;
  const player = await token(credentials);
  const created = await request.post('/api/backoffice/payments/deposit/', {
    data: { amount, payment_system: 'sandbox-card', return_url: 'http://localhost/deposit/sandbox-card' },
    headers: { Authorization: `Bearer ${player}`, 'Idempotency-Key': crypto.randomUUID() },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  const staff = await token({ username: 'cashier1', password: 'cashier1-pass' });
  for (const step of ['approve_success', 'process_after_approve']) {
    const answer = await request.post(`/api/backoffice/payments/deposit/${id}/${step}/`, { data: {}, headers: { Authorization: `Bearer ${staff}` } });
    expect(answer.ok(), await answer.text()).toBe(true);
  }
}

/**
 * A fresh player with 200.00, signed in, in `lang` (French or Arabic), on `path` at `size`: one page load, at the
 * desktop's size first (the shared sign-in waits for the desktop header's balance), the size asked after.
 */
export async function richPlayerPage(browser: Browser, request: APIRequestContext, lang: 'fr-fr' | 'ar', size: { width: number; height: number }, path: string): Promise<{ page: Page; access: string }> {
  const player = await freshPlayer(request, { cash: '200' });
  const context = await browser.newContext({ viewport: { width: 1366, height: 860 }, locale: lang === 'ar' ? 'ar-TN' : 'fr-FR' });
  await context.addInitScript((code) => {
    localStorage.setItem('userSettings', JSON.stringify({ version: 1, savedAt: Date.now(), state: { lang: code, isChanged: true } }));
  }, lang);
  const page = await context.newPage();
  const { access } = await signInAt(page, player, path);
  await page.setViewportSize(size);
  return { page, access };
}

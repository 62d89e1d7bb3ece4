import { expect } from './fixtures.ts';
import type { APIRequestContext, Page } from '@playwright/test';

export const player = { username: 'player1', password: 'player1-pass' };
export const agent = { username: 'agent1', password: 'agent1-pass' };

/**
 * Signs in through a login form on the page (/auth/sign-in's, an open panel's) or, when none is shown, the desktop
 * header's, whose sign-in button opens it.
 */
export async function signInWithForm(page: Page, credentials: { username: string; password: string }): Promise<void> {
  const forms = page.getByRole('form', { name: /se connecter|sign in|دخول/i });
  const opener = page.getByTestId('header-sign-in');
  await expect(forms.or(opener).first()).toBeVisible();
  if (!(await forms.first().isVisible())) await opener.click();
  const form = forms.first();
  await form.getByLabel(/nom d'utilisateur|username|اسم المستخدم/i).fill(credentials.username);
  await form.getByLabel(/^mot de passe$|^password$|^كلمة المرور$/i).fill(credentials.password);
  await form.getByRole('button', { name: /se connecter|sign in|دخول/i }).click();
}

export async function expectSignedIn(page: Page): Promise<void> {
  await expect(page.getByTestId('balance-label').first()).toBeVisible();
}

/** Moves the sandbox's clock (test controls are on in the e2e server only). */
export async function advanceServerClock(request: APIRequestContext, ms: number): Promise<void> {
  const response = await request.post('/sandbox/clock', { data: { advanceMs: ms } });
  expect(response.ok()).toBe(true);
}

export async function resetServerClock(request: APIRequestContext): Promise<void> {
  await request.post('/sandbox/clock', { data: { offsetMs: 0 } });
}

export interface OutboxMail {
  to: string;
  subject: string;
  kind: string;
  link?: string;
}

/** The sandbox's sent e-mails to one address, newest first. */
export async function outbox(request: APIRequestContext, to: string): Promise<OutboxMail[]> {
  const response = await request.get(`/sandbox/outbox?to=${encodeURIComponent(to)}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { items: OutboxMail[] }).items;
}

/** The path of the newest link of a kind sent to an address ('verify-email', 'password-reset'). */
export async function mailedLinkPath(request: APIRequestContext, to: string, kind: string): Promise<string> {
  const mail = (await outbox(request, to)).find((item) => item.kind === kind && item.link);
  expect(mail, `no ${kind} mail to ${to}`).toBeTruthy();
  return new URL(mail!.link!).pathname;
}

export function uniqueName(prefix: string): string {
  return `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
}

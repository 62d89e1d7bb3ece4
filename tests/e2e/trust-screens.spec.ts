import { AxeBuilder } from './axe.ts';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { advanceServerClock, apiSession, mailedLinkPath, resetServerClock, storeSession, uniqueName } from './helpers.ts';
import { freshPlayer } from './profile-helpers.ts';

// The player-visible screens of the trust-and-safety rules (§5 Sign-in throttle, §5 Account changes that ask for the password, §5 KYC upload, §7 Links and origins), walked in French on a 390 px phone and
// in Arabic on a 1366 px desktop (the team's pair, README "Tests"; the clock-moved walks take the other two pairs): the
// text is in the chosen language with no English left in it, nothing overflows the page's width, right to left in
// Arabic, and axe finds nothing serious. State is seeded through the API and the sandbox's test hooks, so each test
// only walks the screen it is about. One test per language walks each screen once, in one page.

// Each walk signs in, scans with axe and reads the page several times: on a shared 2-core machine the longest (KYC:
// three refusals, laid out at both widths, and ten uploads) needs more than the default 45 s.
test.describe.configure({ timeout: 180_000 });

type PackValues = Record<string, string>;

/** One language pack flattened to `area.path.key` -> text, read from config/languages/<code>/*.json. */
function readPack(code: string): PackValues {
  const values: PackValues = {};
  const walk = (prefix: string, node: unknown) => {
    if (typeof node === 'string') values[prefix] = node;
    else if (node && typeof node === 'object') for (const [key, child] of Object.entries(node)) walk(prefix ? `${prefix}.${key}` : key, child);
  };
  const folder = join('config', 'languages', code);
  for (const file of readdirSync(folder).filter((name) => name.endsWith('.json'))) walk(file.replace(/\.json$/, ''), JSON.parse(readFileSync(join(folder, file), 'utf8')));
  return values;
}

const english = readPack('en-US');
const viewports = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1366, height: 860 },
] as const;
// Each language at its width of the team's pair (README "Tests"): French on a phone, Arabic on a desktop.
const languages = [
  { name: 'fr', code: 'fr-fr', dir: 'ltr', pack: readPack('fr-fr'), viewport: viewports[0] },
  { name: 'ar', code: 'ar', dir: 'rtl', pack: readPack('ar'), viewport: viewports[1] },
] as const;
type Language = (typeof languages)[number];
type Viewport = (typeof viewports)[number];

/** A pack's text with its {{placeholders}} filled. */
function text(language: Language, key: string, values: Record<string, string | number> = {}): string {
  const template = language.pack[key];
  if (template === undefined) throw new Error(`${language.code} has no ${key}`);
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(values[name] ?? `{{${name}}}`));
}

/** A pattern for a pack's text whose {{placeholders}} may hold anything. */
function pattern(language: Language, key: string): RegExp {
  const template = language.pack[key];
  if (template === undefined) throw new Error(`${language.code} has no ${key}`);
  return new RegExp(template.split(/\{\{\s*\w+\s*\}\}/).map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('.+'));
}

/**
 * English sentences that must not show in a French or Arabic page: every en-US text of two words or more that the
 * language translates differently, cut at its placeholders into runs of 12 characters or more.
 */
function englishFragments(language: Language): string[] {
  const fragments = new Set<string>();
  for (const [key, value] of Object.entries(english)) {
    if (language.pack[key] === value) continue;
    for (const part of value.split(/\{\{\s*\w+\s*\}\}/)) {
      const trimmed = part.trim();
      if (trimmed.length >= 12 && /\s/.test(trimmed)) fragments.add(trimmed);
    }
  }
  return [...fragments];
}

async function open(browser: Browser, language: Language, viewport: Viewport) {
  const context = await browser.newContext({ viewport: { width: viewport.width, height: viewport.height }, locale: language.code === 'ar' ? 'ar-TN' : 'fr-FR' });
  // The device's language choice, as the language selector stores it (§4 Language change).
  await context.addInitScript((chosen) => {
    if (!localStorage.getItem('userSettings')) localStorage.setItem('userSettings', JSON.stringify({ version: 1, savedAt: Date.now(), state: { lang: chosen, isChanged: true } }));
  }, language.code);
  return { context, page: await context.newPage() };
}

/** What every screen here must hold: its language and direction, no English, no sideways scroll, axe clean. */
async function expectSound(page: Page, language: Language, viewport: Viewport, { axe = true } = {}): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('lang', language.code);
  await expect(page.locator('html')).toHaveAttribute('dir', language.dir);
  const shown = await page.locator('body').innerText();
  const leaks = englishFragments(language).filter((fragment) => shown.includes(fragment));
  expect(leaks, 'English text in the page').toEqual([]);
  expect(await page.evaluate(() => window.innerWidth)).toBe(viewport.width);
  // Read once the layout has followed a resize (the phone's layout replaces the desktop's a render later).
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), { message: 'the page scrolls sideways' }).toBeLessThanOrEqual(0);
  if (!axe) return;
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(serious.map((violation) => `${violation.id} ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** expectSound at the language's width of the pair (the page may have been moved to the other width meanwhile). */
async function expectSoundAtLanguageWidth(page: Page, language: Language, { axe = true } = {}): Promise<void> {
  const { viewport } = language;
  await page.setViewportSize({ width: viewport.width, height: viewport.height });
  await expectSound(page, language, viewport, { axe });
}

/**
 * The player's session from the API stored before the page's first load, as a sign-in leaves it: the browser loads
 * `path` once (no sign-in page, reload and redirect first). A guest would be sent to the sign-in page instead.
 */
async function signInAt(page: Page, account: { username: string; password: string }, path: string) {
  await storeSession(page, await apiSession(page.request, account));
  await page.goto(path);
  await expect(page).toHaveURL((url) => url.pathname === path);
}

async function accessToken(request: APIRequestContext, account: { username: string; password: string }): Promise<string> {
  const answer = await request.post('/api/accounts/login/', { data: account });
  expect(answer.ok(), await answer.text()).toBe(true);
  return ((await answer.json()) as { access: string }).access;
}

const onePixelPng = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

for (const language of languages) {
  const where = `${language.name} at ${language.viewport.width} px`;

  test(`${where}: the e-mail card asks for the password and says what happens to both addresses`, async ({ browser, request }) => {
    const account = await freshPlayer(request, { verified: true });
    const oldEmail = `${account.username}@example.test`;
    const newEmail = `${uniqueName('moved')}@example.test`;
    const { context, page } = await open(browser, language, language.viewport);
    await signInAt(page, account, '/profile/user-info');
    const form = page.getByRole('form', { name: text(language, 'profile.email.submit') });
    const card = page.locator('section, div').filter({ has: form }).filter({ hasText: text(language, 'profile.email.intro') }).last();
    await expect(card.getByText(text(language, 'profile.email.current', { email: oldEmail }))).toBeVisible();
    await expect(card.getByText(text(language, 'profile.email.intro'))).toBeVisible();

    // Without the password nothing is sent; with a wrong one the refusal sits under the password field.
    await form.getByLabel(text(language, 'profile.email.newEmail')).fill(newEmail);
    await form.getByRole('button', { name: text(language, 'profile.email.submit') }).click();
    await expect(form.getByText(text(language, 'profile.field.required'))).toBeVisible();
    const password = form.getByLabel(text(language, 'profile.email.currentPassword'));
    await password.fill('not-my-password');
    const refused = page.waitForResponse((response) => response.url().endsWith('/api/accounts/user') && response.request().method() === 'PATCH');
    await form.getByRole('button', { name: text(language, 'profile.email.submit') }).click();
    expect((await refused).status()).toBe(400);
    await expect(form.getByText(pattern(language, 'errors.field.incorrect_password'))).toBeVisible();
    // What was typed stays, so the player only corrects the password.
    await expect(form.getByLabel(text(language, 'profile.email.newEmail'))).toHaveValue(newEmail);
    await expect(card.getByText(text(language, 'profile.email.current', { email: oldEmail }))).toBeVisible();
    await expectSoundAtLanguageWidth(page, language);

    await password.fill(account.password);
    await form.getByRole('button', { name: text(language, 'profile.email.submit') }).click();
    await expect(page.getByText(text(language, 'profile.email.changed', { email: newEmail })).first()).toBeVisible();
    await expect(card.getByText(text(language, 'profile.email.current', { email: newEmail }))).toBeVisible();
    await expectSoundAtLanguageWidth(page, language);
    expect(await mailedLinkPath(request, oldEmail, 'email-changed')).toMatch(/^\/undo-email-change\/[\w-]+$/);
    await context.close();
  });

  test(`${where}: the undo link restores the address once; a used or made-up link is refused plainly`, async ({ browser, request }) => {
    const account = await freshPlayer(request, { verified: true });
    const oldEmail = `${account.username}@example.test`;
    const changed = await request.patch('/api/accounts/user', {
      headers: { Authorization: `Bearer ${await accessToken(request, account)}` },
      data: { email: `${uniqueName('moved')}@example.test`, current_password: account.password },
    });
    expect(changed.ok(), await changed.text()).toBe(true);
    const undoPath = await mailedLinkPath(request, oldEmail, 'email-changed');

    const { context, page } = await open(browser, language, language.viewport);
    await page.goto(undoPath);
    await expect(page.getByRole('heading', { name: text(language, 'auth.undoEmail.title') })).toBeVisible();
    await expect(page.getByText(text(language, 'auth.undoEmail.intro'))).toBeVisible();
    await expectSoundAtLanguageWidth(page, language);
    await page.getByRole('button', { name: text(language, 'auth.undoEmail.submit') }).click();
    await expect(page.getByRole('status').filter({ hasText: text(language, 'auth.undoEmail.done', { email: oldEmail }) })).toBeVisible();
    await expect(page.getByRole('link', { name: text(language, 'auth.undoEmail.newPassword') })).toBeVisible();
    await expectSoundAtLanguageWidth(page, language);

    // The same link a second time, and a link nobody was sent: refused, with the way out still offered.
    for (const path of [undoPath, `/undo-email-change/${'x'.repeat(43)}`, '/undo-email-change/%3Cscript%3E']) {
      await page.goto(path);
      await page.getByRole('button', { name: text(language, 'auth.undoEmail.submit') }).click();
      await expect(page.getByRole('alert').filter({ hasText: text(language, 'auth.undoEmail.failed') })).toBeVisible();
    }
    await expectSoundAtLanguageWidth(page, language);
    await context.close();
  });

  test(`${where}: each refused KYC upload says why next to the field and keeps what was chosen`, async ({ browser, request }) => {
    const account = await freshPlayer(request);
    const { context, page } = await open(browser, language, language.viewport);
    await signInAt(page, account, '/profile/kyc-verifiaction');
    const form = page.getByRole('form', { name: text(language, 'profile.kyc.upload') });
    const file = form.getByLabel(text(language, 'profile.kyc.file'));
    const type = form.getByLabel(text(language, 'profile.kyc.documentType'));
    const send = form.getByRole('button', { name: text(language, 'profile.kyc.upload') });
    await type.selectOption('id_card');
    // The field speaks the page's language: the browser's own "Choose File" button is out of sight, our button
    // opens the file chooser, and the input itself still takes the keyboard focus.
    const picker = form.locator('label').filter({ has: page.locator('input[type="file"]') });
    await expect(picker).toContainText(text(language, 'profile.kyc.chooseFile'));
    await expect(picker).toContainText(text(language, 'profile.kyc.noFile'));
    const nativeBox = (await file.boundingBox())!;
    expect(nativeBox.width * nativeBox.height).toBeLessThanOrEqual(1);
    const chooser = page.waitForEvent('filechooser');
    await picker.getByText(text(language, 'profile.kyc.chooseFile')).click();
    await (await chooser).setFiles({ name: 'first.png', mimeType: 'image/png', buffer: onePixelPng });
    await expect(picker).toContainText('first.png');
    await file.focus();
    expect(await file.evaluate((input) => input === document.activeElement)).toBe(true);

    const refusals: { name: string; file: { name: string; mimeType: string; buffer: Buffer }; message: RegExp | string }[] = [
      { name: 'wrong type', file: { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') }, message: text(language, 'profile.kyc.invalidType') },
      { name: 'too large', file: { name: 'scan.png', mimeType: 'image/png', buffer: Buffer.alloc(5 * 1024 * 1024 + 1, 1) }, message: text(language, 'profile.kyc.invalidSize') },
      // Only starts like a PNG: the server reads the whole file and refuses it.
      { name: 'not a whole image', file: { name: 'card.png', mimeType: 'image/png', buffer: Buffer.concat([onePixelPng.subarray(0, 33), Buffer.from('<html><script>alert(1)</script></html>')]) }, message: text(language, 'profile.kyc.invalidType') },
    ];
    for (const [index, refusal] of refusals.entries()) {
      // The refusals alternate between the phone's width and the desktop's, so both lay the notice under the form.
      await page.setViewportSize({ width: viewports[index % 2]!.width, height: viewports[index % 2]!.height });
      await file.setInputFiles(refusal.file);
      await send.click();
      const notice = page.getByRole('alert').filter({ hasText: refusal.message });
      await expect(notice, refusal.name).toBeVisible();
      // Tied to the file field for screen readers, and shown right under the form.
      const noticeId = await notice.getAttribute('id');
      expect(noticeId).toBeTruthy();
      await expect(file).toHaveAttribute('aria-describedby', noticeId!);
      await expect(file).toHaveAttribute('aria-invalid', 'true');
      const formBox = (await form.boundingBox())!;
      const noticeBox = (await notice.boundingBox())!;
      expect(noticeBox.y - (formBox.y + formBox.height), `${refusal.name}: the message sits under the form`).toBeLessThan(48);
      // Nothing chosen is lost: the document type and the file stay.
      await expect(type).toHaveValue('id_card');
      expect(await file.evaluate((input: HTMLInputElement) => input.files?.[0]?.name)).toBe(refusal.file.name);
      await expect(picker).toContainText(refusal.file.name);
      // axe once for the refusal notice (the same element each time), the cheap checks for every message.
      await expectSoundAtLanguageWidth(page, language, { axe: refusal === refusals[0] });
    }

    // The refused polyglot counted; 9 more through the API use the hour's 10, so the next is refused with a time.
    const access = await accessToken(request, account);
    for (let index = 0; index < 9; index++) {
      const sent = await request.post('/api/users/documents/upload/', {
        headers: { Authorization: `Bearer ${access}` },
        multipart: { document: { name: `page-${index}.png`, mimeType: 'image/png', buffer: onePixelPng }, document_type: 'passport' },
      });
      expect(sent.status(), await sent.text()).toBe(201);
    }
    await file.setInputFiles({ name: 'card.png', mimeType: 'image/png', buffer: onePixelPng });
    await send.click();
    await expect(page.getByRole('alert').filter({ hasText: text(language, 'profile.kyc.rateLimited', { minutes: 60 }) })).toBeVisible();
    await expect(type).toHaveValue('id_card');
    await expectSoundAtLanguageWidth(page, language);
    await context.close();
  });

  test(`${where}: a deposit whose payment page is not one of our processors is not followed, and the player is told`, async ({ browser, request }) => {
    const account = await freshPlayer(request);
    const { context, page } = await open(browser, language, language.viewport);
    await signInAt(page, account, '/deposit/sandbox-card');
    const leaks: string[] = [];
    page.on('request', (sent) => {
      if (sent.url().includes('evil.example')) leaks.push(sent.url());
    });
    // The real deposit is created; only its redirectLink is forged, as a hostile network or backend would.
    await page.route('**/api/backoffice/payments/deposit/', async (route) => {
      if (route.request().method() !== 'POST') return route.fallback();
      const response = await route.fetch();
      await route.fulfill({ response, json: { ...(await response.json()), redirectLink: 'https://evil.example/pay' } });
    });
    // The backend's own description of the system is English; the pack's is shown (checked with the rest below).
    await expect(page.getByRole('main').getByText(text(language, 'profile.paymentSystems.deposit.sandbox-card'))).toBeVisible();
    const amount = page.getByLabel(text(language, 'profile.deposit.amount'));
    await amount.fill('50');
    await page.getByRole('button', { name: text(language, 'profile.deposit.submit') }).click();
    await expect(page.getByRole('alert').filter({ hasText: text(language, 'profile.deposit.redirectRefused') })).toBeVisible();
    await expect(page).toHaveURL(/\/deposit\/sandbox-card$/);
    await expect(amount).toHaveValue('50');
    expect(leaks).toEqual([]);
    await expectSoundAtLanguageWidth(page, language);
    await context.close();
  });

  test(`${where}: a paused sign-in says when to try again`, async ({ browser, request }) => {
    const account = await freshPlayer(request);
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect((await request.post('/api/accounts/login/', { data: { username: account.username, password: `wrong-${attempt}` } })).status()).toBe(401);
    }
    const { context, page } = await open(browser, language, language.viewport);
    await page.goto('/auth/sign-in');
    // The page's own form (on a desktop the header has one too).
    const form = page.getByRole('main').getByRole('form', { name: text(language, 'auth.signIn.submit') });
    await form.getByLabel(text(language, 'auth.signIn.username')).fill(account.username);
    await form.getByLabel(text(language, 'auth.signIn.password'), { exact: true }).fill(account.password);
    const refused = page.waitForResponse((response) => response.url().endsWith('/api/accounts/login/'));
    await form.getByRole('button', { name: text(language, 'auth.signIn.submit') }).click();
    expect((await refused).status()).toBe(429);
    await expect(form.getByRole('alert').filter({ hasText: pattern(language, 'auth.signIn.locked') })).toBeVisible();
    // What was typed stays.
    await expect(form.getByLabel(text(language, 'auth.signIn.username'))).toHaveValue(account.username);
    await expect(page.getByTestId('balance-label')).toHaveCount(0);
    await expectSoundAtLanguageWidth(page, language);
    await context.close();
  });
}

// Past the link's 7 days and past the player's 20 documents need the sandbox's clock moved, so these run in the
// server-clock project, alone and after the others (playwright.config.ts).
test.describe('trust screens after time has passed @server-clock', () => {
  test.afterEach(async ({ request }) => resetServerClock(request));

  for (const [language, viewport] of [
    [languages[0], viewports[1]],
    [languages[1], viewports[0]],
  ] as const) {
    const where = `${language.name} ${viewport.width} px`;

    test(`${where}: an undo link older than 7 days is refused plainly and the address stays changed`, async ({ browser, request }) => {
      const account = await freshPlayer(request, { verified: true });
      const oldEmail = `${account.username}@example.test`;
      const newEmail = `${uniqueName('moved')}@example.test`;
      const changed = await request.patch('/api/accounts/user', {
        headers: { Authorization: `Bearer ${await accessToken(request, account)}` },
        data: { email: newEmail, current_password: account.password },
      });
      expect(changed.ok(), await changed.text()).toBe(true);
      const undoPath = await mailedLinkPath(request, oldEmail, 'email-changed');
      await advanceServerClock(request, 7 * 24 * 3600_000 + 60_000);

      const { context, page } = await open(browser, language, viewport);
      await page.goto(undoPath);
      await page.getByRole('button', { name: text(language, 'auth.undoEmail.submit') }).click();
      await expect(page.getByRole('alert').filter({ hasText: text(language, 'auth.undoEmail.failed') })).toBeVisible();
      await expectSound(page, language, viewport);
      const user = await request.get('/api/accounts/user', { headers: { Authorization: `Bearer ${await accessToken(request, account)}` } });
      expect(((await user.json()) as { email: string }).email).toBe(newEmail);
      await context.close();
    });

    test(`${where}: past 20 documents awaiting review the upload is refused with the quota, and the choice is kept`, async ({ browser, request }) => {
      const account = await freshPlayer(request);
      // 10 uploads an hour: two hours' worth, the clock moved between them.
      for (const hour of [0, 1]) {
        if (hour) await advanceServerClock(request, 3600_000 + 60_000);
        const access = await accessToken(request, account);
        for (let index = 0; index < 10; index++) {
          const sent = await request.post('/api/users/documents/upload/', {
            headers: { Authorization: `Bearer ${access}` },
            multipart: { document: { name: `page-${hour}-${index}.png`, mimeType: 'image/png', buffer: onePixelPng }, document_type: 'passport' },
          });
          expect(sent.status(), await sent.text()).toBe(201);
        }
      }
      await advanceServerClock(request, 3600_000 + 60_000);
      const { context, page } = await open(browser, language, viewport);
      await signInAt(page, account, '/profile/kyc-verifiaction');
      const form = page.getByRole('form', { name: text(language, 'profile.kyc.upload') });
      const type = form.getByLabel(text(language, 'profile.kyc.documentType'));
      await type.selectOption('proof_of_address');
      await form.getByLabel(text(language, 'profile.kyc.file')).setInputFiles({ name: 'bill.png', mimeType: 'image/png', buffer: onePixelPng });
      await form.getByRole('button', { name: text(language, 'profile.kyc.upload') }).click();
      await expect(page.getByRole('alert').filter({ hasText: text(language, 'profile.kyc.quotaCount', { documents: 20 }) })).toBeVisible();
      await expect(type).toHaveValue('proof_of_address');
      await expectSound(page, language, viewport);
      await context.close();
    });
  }
});

import { AxeBuilder } from './axe.ts';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { freshPlayer, signIn } from './profile-helpers.ts';

// §2 Sportsbook: the odds format (§3), the sportsbook search (§5) and the /sport and /sport-live choosers (§2), in the
// browser against the sandbox's real feed.

const desktop = { width: 1280, height: 800 };
const mobile = { width: 390, height: 844 };

async function expectNoSeriousAxeViolation(page: Page, where: string) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(serious.map((violation) => `${where}: ${violation.id} ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
}

async function expectNoHorizontalOverflow(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

/** The feed's sports with their counts, as the sandbox answers them. */
async function feedSports(page: Page) {
  const answer = await page.request.get('/api/sportsbook/sports');
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { items: { id: number; prematchCount: number; liveCount: number }[] }).items;
}

/** A team name of a prematch event of the feed, for a search that must find it. */
async function aFeedTeam(page: Page): Promise<{ name: string; eventId: number }> {
  const answer = await page.request.get('/api/sportsbook/events?section=prematch&sport=1&limit=5');
  expect(answer.ok(), await answer.text()).toBe(true);
  const event = ((await answer.json()) as { items: { id: number; home: { name: string } }[] }).items[0];
  return { name: event.home.name, eventId: event.id };
}

test.describe('odds format (§3)', () => {
  test('changing the format in bookmakers settings changes the prices shown, and it is kept', async ({ page, request }) => {
    await page.setViewportSize(desktop);
    await signIn(page, await freshPlayer(request));
    // Bookmakers settings is a mobile page (§2/§6).
    await page.setViewportSize(mobile);
    await page.goto('/profile/bookmakers-settings');
    const preview = page.getByTestId('odds-format-preview');
    // A new player sees decimal prices, in French with a decimal comma.
    await expect(preview).toHaveText('Vos cotes : 1,80  ·  2,50');
    // Each format shows the same two prices in its own way.
    await expect(page.locator('[data-odds-format=fractional] [data-testid=odds-example]')).toHaveText('4/5  ·  6/4');
    await expect(page.locator('[data-odds-format=malay] [data-testid=odds-example]')).toHaveText('0,80  ·  -0,67');

    await page.getByRole('radio', { name: /Américaine/ }).check();
    await expect(preview).toHaveText('Vos cotes : -125  ·  +150');
    await page.getByRole('radio', { name: /Indonésienne/ }).check();
    await expect(preview).toHaveText('Vos cotes : -1,25  ·  1,50');
    await expect(page.getByRole('radio', { name: /Indonésienne/ })).toBeChecked();

    await page.reload();
    await expect(page.getByTestId('odds-format-preview')).toHaveText('Vos cotes : -1,25  ·  1,50');
    await expectNoSeriousAxeViolation(page, 'bookmakers settings');
  });
});

test.describe('sport choosers (§2)', () => {
  test('/sport lists the feed\'s sports with prematch counts and opens a sport\'s prematch list', async ({ page }) => {
    await page.setViewportSize(mobile);
    const sports = await feedSports(page);
    const football = sports.find((sport) => sport.id === 1)!;
    await page.goto('/sport');
    const dialog = page.getByRole('dialog');
    const list = dialog.getByRole('region', { name: 'Sports' });
    const first = list.getByRole('link').first();
    // Football is first in config order and always has prematch events in the feed.
    await expect(first).toHaveAttribute('href', '/sportsbook/prematch/1');
    // The feed moves on while the page loads (a prematch event may go live in between): the count shown is the feed's,
    // read before or after.
    const footballAfter = (await feedSports(page)).find((sport) => sport.id === 1)!;
    const counts = new Set([football.prematchCount, footballAfter.prematchCount]);
    await expect(first).toHaveAccessibleName(new RegExp(`^Football (${[...counts].join('|')}) événements$`));
    expect(await list.getByRole('link').count()).toBe(sports.filter((sport) => sport.prematchCount > 0).length);
    await first.click();
    await expect(page).toHaveURL(/\/sportsbook\/prematch\/1$/);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('/sport-live lists the sports in play with live counts, each opening its live list', async ({ page }) => {
    await page.setViewportSize(desktop);
    const live = (await feedSports(page)).filter((sport) => sport.liveCount > 0);
    expect(live.length).toBeGreaterThan(0);
    await page.goto('/sport-live');
    const list = page.getByRole('dialog').getByRole('region', { name: 'En direct maintenant' });
    const links = list.getByRole('link');
    await expect(links).toHaveCount(live.length);
    const hrefs = await links.evaluateAll((elements) => elements.map((element) => element.getAttribute('href')));
    expect(hrefs.sort()).toEqual(live.map((sport) => `/sportsbook/live/${sport.id}`).sort());
    await links.first().click();
    await expect(page).toHaveURL(/\/sportsbook\/live\/\d+$/);
  });
});

test.describe('sportsbook search (§5)', () => {
  test('explains the rule, keeps what was typed, finds a team of the feed and opens its match with the keyboard', async ({ page }) => {
    await page.setViewportSize(mobile);
    const team = await aFeedTeam(page);
    await page.goto('/sport');
    const search = page.getByRole('combobox', { name: 'Rechercher une équipe, une compétition ou un match' });
    let searched = 0;
    page.on('request', (request) => void (request.url().includes('/api/sportsbook/search') && (searched += 1)));
    await search.fill('esp');
    await expect(page.getByText('Saisissez au moins 4 caractères pour lancer la recherche.')).toBeVisible();
    await search.fill("tunis'");
    await expect(page.getByText('La recherche accepte uniquement des lettres, des chiffres et des espaces.')).toBeVisible();
    await expect(search).toHaveValue("tunis'");
    expect(searched).toBe(0);

    await search.fill(team.name);
    const match = page.getByRole('option', { name: new RegExp(team.name) }).first();
    await expect(match).toBeVisible();
    await expect(search).toHaveAttribute('aria-expanded', 'true');
    await search.press('ArrowDown');
    await expect(search).toHaveAttribute('aria-activedescendant', /.+/);
    const href = await page.locator(`#${await search.getAttribute('aria-activedescendant')}`).getAttribute('data-href');
    await search.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expectNoHorizontalOverflow(page);
  });
});

// The team's pair (README "Tests"): French at 390 px, Arabic at 1280 px.
test.describe('choosers and search: French at 390 px and Arabic at 1280 px, axe clean', () => {
  for (const language of [
    { name: 'fr', pick: null, width: '390', viewport: mobile, prematch: 'Sports', live: 'En direct maintenant', search: /Rechercher/ },
    { name: 'ar', pick: /العربية/, width: '1280', viewport: desktop, prematch: 'الرياضات', live: 'مباشر الآن', search: /ابحث/ },
  ]) {
    test(`${language.name}`, async ({ browser }) => {
      test.setTimeout(120_000);
      const context = await browser.newContext({ viewport: desktop });
      const page = await context.newPage();
      const team = await aFeedTeam(page);
      if (language.pick) {
        await page.goto('/slots/casino');
        await page.getByRole('button', { name: /langue|language|اللغة/i }).first().click();
        await page.getByRole('menuitemradio', { name: language.pick }).click();
        await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      }
      const { width, viewport } = language;
      await page.setViewportSize(viewport);
      for (const [path, heading] of [['/sport', language.prematch], ['/sport-live', language.live]] as const) {
        await page.goto(path);
        const list = page.getByRole('dialog').getByRole('region', { name: heading });
        await expect(list.getByRole('link').first()).toBeVisible();
        await expectNoHorizontalOverflow(page);
        await expectNoSeriousAxeViolation(page, `${language.name} ${width} ${path}`);
      }
      // The search with its results open.
      const search = page.getByRole('combobox', { name: language.search });
      await search.fill(team.name);
      await expect(page.getByRole('option').first()).toBeVisible();
      await expectNoHorizontalOverflow(page);
      await expectNoSeriousAxeViolation(page, `${language.name} ${width} search results`);
      // And the rule's message.
      await search.fill('ab');
      await expect(search).toHaveAttribute('aria-invalid', 'true');
      await expectNoSeriousAxeViolation(page, `${language.name} ${width} search rule`);
      await context.close();
    });
  }
});

import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { pageInLanguage } from './helpers.ts';

// docs/product.md §1 right-to-left, §2 Sportsbook and §2 Player journey (focus below the sticky header), in French on
// a phone and in Arabic on a desktop: the Arabic scoreboard shows each side's score beside its own team (the leading
// side is the one shown leading), Shift+Tab through an event page never leaves the focus under the sticky header,
// /sport/Home does not scroll sideways at 320 px, /sportsbook names every sport whole at 1366 px, and the double-chance
// picks of an event page read differently at 390 px.

interface FeedEvent {
  id: number;
  status: string;
  score: { home: number; away: number } | null;
  markets: { type: string; status: string }[];
}

async function liveEvents(request: APIRequestContext): Promise<FeedEvent[]> {
  const answer = await request.get('/api/sportsbook/events?section=live&limit=200');
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { items: FeedEvent[] }).items;
}

/** The focused stops whose box lies (partly) under the sticky header, over `presses` presses of `key`. */
async function stopsUnderHeader(page: Page, key: 'Tab' | 'Shift+Tab', presses: number): Promise<string[]> {
  const hidden: string[] = [];
  for (let index = 0; index < presses; index += 1) {
    await page.keyboard.press(key);
    const found = await page.evaluate(() => {
      const active = document.activeElement;
      const header = document.querySelector('header');
      if (!active || !header || header.contains(active) || !document.getElementById('main')?.contains(active)) return null;
      const box = active.getBoundingClientRect();
      const headerBottom = header.getBoundingClientRect().bottom;
      if (box.height === 0 || box.top >= headerBottom - 1) return null;
      // Above the header's edge and drawn over it (a skip link shown on focus) is not hidden: what the player sees
      // at the stop's top is the stop itself, not the header.
      const seen = document.elementFromPoint(box.left + box.width / 2, Math.max(0, box.top) + 2);
      return seen && header.contains(seen) ? `${active.tagName} ${(active.textContent ?? '').trim().slice(0, 30)} top ${Math.round(box.top)} < ${Math.round(headerBottom)}` : null;
    });
    if (found) hidden.push(found);
  }
  return hidden;
}

test('Arabic, 1366 px: each score sits beside its own team, so the side leading is shown leading', async ({ browser, request }) => {
  const events = (await liveEvents(request)).filter((event) => event.score);
  expect(events.length).toBeGreaterThan(0);
  // A match one side leads, where the feed has one at this hour; the sides' places are checked on any.
  const event = events.find((candidate) => candidate.score!.home !== candidate.score!.away) ?? events[0];
  const { context, page } = await pageInLanguage(browser, 'ar', { width: 1366, height: 860 });
  await page.goto(`/sportsbook/event/live/${event.id}`);
  const board = page.getByTestId('scoreboard');
  await expect(board).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const centre = async (testId: string) => {
    const box = (await board.getByTestId(testId).boundingBox())!;
    return box.x + box.width / 2;
  };
  const homeTeam = await centre('team-home');
  const awayTeam = await centre('team-away');
  const homeScore = await centre('score-home');
  const awayScore = await centre('score-away');
  // Right to left: the home team on the right, and its score on the right of the two figures.
  expect(homeTeam).toBeGreaterThan(awayTeam);
  expect(homeScore).toBeGreaterThan(awayScore);
  const home = Number(await board.getByTestId('score-home').textContent());
  const away = Number(await board.getByTestId('score-away').textContent());
  if (home !== away) {
    // The larger figure is on the leading team's side.
    const leaderSide = home > away ? homeTeam : awayTeam;
    const largerFigure = home > away ? homeScore : awayScore;
    expect(Math.sign(largerFigure - (homeScore + awayScore) / 2)).toBe(Math.sign(leaderSide - (homeTeam + awayTeam) / 2));
  }
  await context.close();
});

for (const [lang, viewport] of [
  ['fr-fr', { width: 390, height: 844 }],
  ['ar', { width: 1366, height: 860 }],
] as const) {
  test(`${lang} at ${viewport.width} px: Shift+Tab through an event page never leaves the focus under the sticky header`, async ({ browser, request }) => {
    test.setTimeout(90_000);
    // A prematch football match: its page holds every market of the plan, dozens of stops.
    const answer = await request.get('/api/sportsbook/events?section=prematch&sport=1&limit=5');
    const event = ((await answer.json()) as { items: FeedEvent[] }).items[0];
    expect(event).toBeDefined();
    const { context, page } = await pageInLanguage(browser, lang, viewport);
    await page.goto(`/sportsbook/event/line/${event.id}`);
    await expect(page.getByTestId('scoreboard')).toBeVisible();
    await page.locator('[data-testid="market"] button[data-outcome]').first().waitFor();
    // Down the page by Tab (its own check), then back up by Shift+Tab, the direction the stops hid in.
    const downward = await stopsUnderHeader(page, 'Tab', 40);
    const upward = await stopsUnderHeader(page, 'Shift+Tab', 40);
    expect({ downward, upward }).toEqual({ downward: [], upward: [] });
    await context.close();
  });
  // The sport pages' outline (heading order, regions named once) is checked with their axe pass in sportsbook.spec.ts.
}

test('French at 320 px: /sport/Home does not scroll sideways', async ({ browser }) => {
  const { context, page } = await pageInLanguage(browser, 'fr-fr', { width: 320, height: 700 });
  await page.goto('/sport/Home');
  await page.locator('[data-testid="event-row"]').first().waitFor({ timeout: 15_000 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  await context.close();
});

test('French at 1366 px: /sportsbook names every sport whole beside the docked slip', async ({ browser }) => {
  const { context, page } = await pageInLanguage(browser, 'fr-fr', { width: 1366, height: 860 });
  await page.goto('/sportsbook');
  const names = page.getByTestId('all-sports-entry').locator('.name');
  await expect(names.first()).toBeVisible();
  const cut = await names.evaluateAll((elements) => elements.filter((element) => element.scrollWidth > element.clientWidth + 1 || getComputedStyle(element).textOverflow === 'ellipsis').map((element) => element.textContent));
  expect(cut).toEqual([]);
  await context.close();
});

test('French at 390 px: an event page’s double-chance picks read differently, none cut', async ({ browser, request }) => {
  const answer = await request.get('/api/sportsbook/events?section=prematch&sport=1&limit=20');
  const events = ((await answer.json()) as { items: FeedEvent[] }).items;
  // Football's market plan offers double chance on every match (config/sportsbook).
  const event = events[0];
  expect(event).toBeDefined();
  const { context, page } = await pageInLanguage(browser, 'fr-fr', { width: 390, height: 844 });
  await page.goto(`/sportsbook/event/line/${event.id}`);
  const market = page.getByTestId('market').filter({ has: page.getByRole('button', { name: 'Double chance', exact: true }) });
  await expect(market).toBeVisible();
  const labels = market.locator('button[data-outcome] .label');
  await expect(labels).toHaveCount(3);
  const shown = await labels.evaluateAll((elements) => elements.map((element) => ({ text: element.textContent, cut: element.scrollWidth > element.clientWidth + 1 || element.scrollHeight > element.clientHeight + 1 })));
  expect(shown.filter((label) => label.cut)).toEqual([]);
  expect(new Set(shown.map((label) => label.text)).size).toBe(3);
  await context.close();
});

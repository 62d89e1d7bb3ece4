import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { advanceServerClock, pageSetToLanguage, resetServerClock, seriousViolations, serverNow } from './helpers.ts';
import { defaultFeedSettings } from '../../sandbox/sportsbook/feed.ts';
import { eventsPublished, resultsRetentionMs } from '../../sandbox/sportsbook/generator.ts';
import { scriptOf } from '../../sandbox/sportsbook/simulation.ts';
import { sportById } from '../../sandbox/sportsbook/sports.ts';

// docs/product.md §2 Sportsbook "Match tracker": a live football match's page follows a goal on its tracker (the
// timeline, the score, the polite announcement) in French on a phone and in Arabic on a desktop, with axe on each.
// The goal is the match's own: the sandbox plays every match from its seed, so the spec reads when the next goal of a
// live match comes from the same script and moves the sandbox's clock just past it.

const phone = { width: 390, height: 844 };
const wide = { width: 1366, height: 900 };

interface FeedEvent {
  id: number;
  home: { name: string };
  away: { name: string };
}

/** The live football match whose next goal (one that needs no video review) comes first, a minute from now or later. */
async function nextGoal(request: APIRequestContext): Promise<{ event: FeedEvent; at: number; team: 'home' | 'away' } | null> {
  const response = await request.get('/api/sportsbook/events?section=live&sport=1&limit=50');
  expect(response.ok()).toBe(true);
  const live = ((await response.json()) as { items: FeedEvent[] }).items;
  // Far enough ahead for the page to open first on a loaded machine.
  const now = (await serverNow(request)) + 60_000;
  const seed = defaultFeedSettings.seed;
  const specs = new Map(eventsPublished(seed, -Infinity, now + 8 * 86_400_000, { fixtures: now - resultsRetentionMs.fixtures, arenas: now - resultsRetentionMs.arenas }).map((spec) => [spec.id, spec]));
  let best: { event: FeedEvent; at: number; team: 'home' | 'away' } | null = null;
  for (const event of live) {
    const spec = specs.get(event.id);
    if (!spec) continue;
    const script = scriptOf(sportById(1)!, spec, seed);
    if (script.kind !== 'timed') continue;
    const goal = script.scores.find((score) => score.at > now && !score.review && !score.shootout);
    if (goal && (!best || goal.at < best.at)) best = { event, at: goal.at, team: goal.team };
  }
  return best;
}

/**
 * The next goal of a live match; when none of the matches live now has one to come (late in their games, or in the
 * morning hours, UTC, when the sandbox's leagues play none), the sandbox's clock moves on half an hour at a time until
 * one has (the test resets it after).
 */
async function goalToCome(request: APIRequestContext): Promise<{ event: FeedEvent; at: number; team: 'home' | 'away' }> {
  for (let tries = 0; tries < 32; tries += 1) {
    const goal = await nextGoal(request);
    if (goal) return goal;
    await advanceServerClock(request, 30 * 60_000);
    expect((await request.post('/sandbox/sportsbook/step', { data: {} })).ok()).toBe(true);
  }
  throw new Error('No live football match had a goal to come in sixteen hours of the sandbox clock');
}

for (const { language, viewport, title, goalFor, kickOff } of [
  { language: 'fr-fr', viewport: phone, title: 'Suivi du match', goalFor: 'But pour', kickOff: 'ltr' },
  { language: 'ar', viewport: wide, title: 'متابعة المباراة', goalFor: 'هدف لـ', kickOff: 'rtl' },
]) {
  test(`${language} at ${viewport.width} px: the tracker of a live football match follows a goal, announced politely (§2 Sportsbook) @server-clock`, async ({ browser, request }) => {
    test.setTimeout(120_000);
    const goal = await goalToCome(request);
    const page = await pageSetToLanguage(browser, language, viewport);
    await page.goto(`/sportsbook/event/live/${goal.event.id}`);
    await expect(page.locator('html')).toHaveAttribute('dir', kickOff);
    // Opened at the player's tap, under the scoreboard (it would push the markets down by itself).
    const toggle = page.getByTestId('event-tracker-toggle');
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await toggle.click();
    const tracker = page.getByTestId('match-tracker');
    await expect(tracker).toBeVisible({ timeout: 20_000 });
    await expect(tracker.getByRole('heading', { level: 2 })).toHaveText(title);
    await expect(page.getByTestId('pitch')).toBeVisible();
    const score = page.getByTestId('score');
    const before = (await score.textContent()) ?? '';
    expect(await seriousViolations(page), 'axe before the goal').toEqual([]);
    // Nothing overflows the screen (the pitch and the momentum scale with it).
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);

    // The match goes on to two seconds past its next goal.
    const now = await serverNow(request);
    expect((await request.post('/sandbox/clock', { data: { advanceMs: goal.at + 2000 - now } })).ok()).toBe(true);
    expect((await request.post('/sandbox/sportsbook/step', { data: {} })).ok()).toBe(true);

    await expect(score).not.toHaveText(before, { timeout: 15_000 });
    // The goal heads the timeline (newest first; a card or a corner of the same last seconds may come before it).
    await expect
      .poll(async () => (await tracker.locator('[data-testid="tracker-incidents"] li').evaluateAll((items) => items.slice(0, 3).map((item) => `${item.getAttribute('data-kind')}:${item.getAttribute('data-team')}`))).includes(`goal:${goal.team}`), { timeout: 15_000 })
      .toBe(true);
    // The stats count the goal as a shot on target for the scorer.
    await expect(tracker.locator('[data-stat="shotsOnTarget"]')).toBeVisible();
    const announcer = page.getByTestId('tracker-announcer');
    await expect(announcer).toHaveAttribute('aria-live', 'polite');
    await expect(announcer).toContainText(goalFor);
    // The band of the pitch is mirrored in Arabic: home attacks to the right in French, to the left in Arabic.
    // (a side's safe zone is its own half, its attacks the other's).
    const band = page.getByTestId('zone-band');
    if ((await band.count()) > 0) {
      const pitch = page.getByTestId('pitch');
      const towardsRight = ((await pitch.getAttribute('data-attacking')) === 'home') === (kickOff === 'ltr');
      const inOwnHalf = (await pitch.getAttribute('data-zone')) === 'safe';
      const centre = Number(await band.getAttribute('x')) + Number(await band.getAttribute('width')) / 2;
      expect(centre > 150).toBe(inOwnHalf ? !towardsRight : towardsRight);
    }
    expect(await seriousViolations(page), 'axe after the goal').toEqual([]);
    await page.context().close();
  });
}

// The worker's next tests see the sandbox's own time again.
test.afterEach(async ({ request }) => resetServerClock(request));

test('the live list shows the trackers as an optional panel, off until asked (fr, 390 px) @server-clock', async ({ browser, request }) => {
  // Trackers follow football: some hours of the day have none live, so the sandbox's clock goes to one that has.
  await goalToCome(request);
  const page = await pageSetToLanguage(browser, 'fr-fr', phone);
  await page.goto('/sport/Live');
  await expect(page.getByTestId('event-row').first()).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('row-tracker')).toHaveCount(0);
  const toggle = page.getByTestId('live-trackers-toggle');
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('match-tracker').first()).toBeVisible({ timeout: 20_000 });
  expect(await seriousViolations(page)).toEqual([]);
  await page.context().close();
});

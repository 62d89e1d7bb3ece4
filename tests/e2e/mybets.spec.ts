import { AxeBuilder } from './axe.ts';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { advanceServerClock, resetServerClock, serverNow, signedInPageIn, sportsbookCash } from './helpers.ts';
import { freshPlayer } from './profile-helpers.ts';

// My bets (§6 cash-out at the operator's discretion) on the profile's sport bet history: tickets placed through the
// API, then cashed out in the browser in full, in part, and after the quote changed under the player.
// A fresh funded player per test: balances are compared to the cent, so no other spec may move them.

const mobile = { width: 390, height: 844 };
const desktop = { width: 1366, height: 900 };
const toMinor = (money: string) => Math.round(Number(money) * 100);

interface Feed {
  items: { id: number; startAt: string; markets: { id: number; status: string; outcomes: { id: number; status: string; price: string }[] }[] }[];
}

async function login(request: APIRequestContext, username: string, password: string) {
  const answer = await request.post('/api/accounts/login/', { data: { username, password } });
  expect(answer.ok(), await answer.text()).toBe(true);
  return (await answer.json()) as { access: string; refresh: string; user: { id: number } };
}

/**
 * Single tickets of 10.00 on distinct prematch outcomes, placed with an Idempotency-Key as the slip does. On events an
 * hour or more away: one that kicks off during the test has its prematch prices closed, and no cash-out then.
 */
async function placeSingles(request: APIRequestContext, access: string, count: number) {
  const now = await serverNow(request);
  const feed = (await (await request.get(`/api/sportsbook/events?section=prematch&markets=match-result,match-winner&limit=60&date_from=${new Date(now + 3_600_000).toISOString().slice(0, 16)}Z`)).json()) as Feed;
  const picks = feed.items
    .map((event) => ({ event, market: event.markets.find((market) => market.status === 'open' && market.outcomes.every((outcome) => outcome.status === 'open')) }))
    .filter((pick) => pick.market)
    .slice(0, count);
  expect(picks.length).toBe(count);
  const tickets: { id: number; ticketCode: string; ticketId: string }[] = [];
  for (const { event, market } of picks) {
    const outcome = market!.outcomes[0];
    const selection = { event_id: String(event.id), market_id: String(market!.id), outcome_id: String(outcome.id), odd: outcome.price };
    const placed = await request.post('/sport-integration/ticket/placement', {
      headers: { Authorization: `Bearer ${access}`, 'Idempotency-Key': `mybets-${crypto.randomUUID()}` },
      data: { type: 'single', stake: '10.00', selections: [selection], odds_policy: 'accept-any' },
    });
    expect(placed.ok(), await placed.text()).toBe(true);
    tickets.push(await placed.json());
  }
  return tickets;
}

async function cashBalance(request: APIRequestContext, access: string) {
  return toMinor(await sportsbookCash(request, access));
}

async function expectAxeClean(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(serious.map((violation) => `${violation.id} ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
}

test.afterEach(async ({ request }) => resetServerClock(request));

test('open tickets cash out in full once on a double click, in part, and a changed quote is shown before it is taken', async ({ browser, request }) => {
  const player = await freshPlayer(request, { cash: '100.00' });
  const session = await login(request, player.username, player.password);
  const [full, partial] = await placeSingles(request, session.access, 2);
  const page = await signedInPageIn(browser, session, 'fr', desktop, 'fr-FR');
  await page.goto('/profile/bet-history/sft');

  const openBets = page.getByTestId('open-bets');
  const fullCard = openBets.getByRole('group', { name: full.ticketCode });
  const partialCard = openBets.getByRole('group', { name: partial.ticketCode });
  await expect(fullCard).toBeVisible();
  await expect(partialCard).toBeVisible();
  await expect(fullCard.getByText('Accepté')).toBeVisible();
  await expectAxeClean(page);

  // Full cash-out: the quote (10 s) expires before the player confirms; the sandbox answers the new one, which is
  // shown and not taken until the player confirms again.
  await fullCard.getByRole('button', { name: 'Encaisser' }).click();
  await expect(fullCard.getByTestId('cash-out-quote')).toContainText("Valeur d'encaissement");
  await advanceServerClock(request, 11_000);
  const before = await cashBalance(request, session.access);
  await fullCard.getByRole('button', { name: "Confirmer l'encaissement" }).click();
  await expect(fullCard.getByTestId('cash-out-quote')).toContainText('a changé');
  expect(await cashBalance(request, session.access)).toBe(before);
  await expectAxeClean(page);

  // A double click on the confirmation pays once. The feed keeps trading: on a busy machine the value may move again
  // before the confirmation lands, and the player is shown the newer quote to confirm (as above); they confirm that.
  const confirm = fullCard.getByRole('button', { name: "Confirmer l'encaissement" });
  await expect
    .poll(
      async () => {
        if ((await page.getByText(/Encaissé/).count()) > 0) return true;
        if ((await confirm.count()) > 0 && (await confirm.isEnabled())) await confirm.dblclick();
        return (await page.getByText(/Encaissé/).count()) > 0;
      },
      { timeout: 20_000, intervals: [1_000] },
    )
    .toBe(true);
  const paid = toMinor(((await (await request.get('/sport-integration/betshistory/?page_size=100', { headers: { Authorization: `Bearer ${session.access}` } })).json()) as { results: { id: number; amountOut: string }[] }).results.find((row) => row.id === full.id)!.amountOut);
  expect(paid).toBeGreaterThan(0);
  expect(await cashBalance(request, session.access)).toBe(before + paid);
  // The cashed-out ticket leaves the open bets; the history names it (§3 Cashout).
  await expect(fullCard).toHaveCount(0);

  // Partial cash-out: 2,00 of the quote; the ticket stays open for the rest.
  const beforePartial = await cashBalance(request, session.access);
  await partialCard.getByRole('button', { name: 'Encaisser' }).click();
  await partialCard.getByLabel('Montant à encaisser (facultatif)').fill('2,00');
  // As above, the feed may move the value before the confirmation lands: the player confirms the newer quote.
  const confirmPartial = partialCard.getByRole('button', { name: "Confirmer l'encaissement" });
  const partPaid = page.getByText(/Encaissé : 2,00/).first();
  await expect
    .poll(
      async () => {
        if ((await partPaid.count()) > 0) return true;
        if ((await confirmPartial.count()) > 0 && (await confirmPartial.isEnabled())) await confirmPartial.click();
        return (await partPaid.count()) > 0;
      },
      { timeout: 20_000, intervals: [1_000] },
    )
    .toBe(true);
  expect(await cashBalance(request, session.access)).toBe(beforePartial + 200);
  await expect(partialCard).toBeVisible();
  // The card shows what is left riding, and what was cashed out so far (a win pays only the stake left).
  const left = (await (await request.post('/sport-integration/ticket/status', { headers: { Authorization: `Bearer ${session.access}` }, data: { ticket_id: partial.ticketId } })).json()) as { stakeLeft: string; stake: string };
  expect(toMinor(left.stakeLeft)).toBeLessThan(toMinor(left.stake));
  await expect(partialCard.getByTestId('open-ticket-cashed-out')).toContainText('2,00');
  await expect(partialCard.getByTestId('open-ticket-stake')).toContainText(left.stakeLeft.replace('.', ','));
  await page.context().close();
});

test('open bets in Arabic at 390 px: the ticket with its cash-out, axe clean', async ({ browser, request }) => {
  const player = await freshPlayer(request, { cash: '50.00' });
  const session = await login(request, player.username, player.password);
  const [ticket] = await placeSingles(request, session.access, 1);
  const page = await signedInPageIn(browser, session, 'ar', mobile, 'fr-FR');
  await page.goto('/profile/bet-history/sft');
  const card = page.getByTestId('open-bets').getByRole('group', { name: ticket.ticketCode });
  await card.getByRole('button', { name: 'صرف الرهان' }).click();
  await expect(card.getByTestId('cash-out-quote')).toBeVisible();
  await expectAxeClean(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.context().close();
});

test("the seeded player's open tickets load without an error and the paid one offers its cash-out, fr at 1366 px and ar at 390 px", async ({ browser, request }) => {
  const session = await login(request, 'player1', 'player1-pass');
  for (const [lang, viewport, cashOut] of [
    ['fr', desktop, 'Encaisser'],
    ['ar', mobile, 'صرف الرهان'],
  ] as const) {
    const page = await signedInPageIn(browser, session, lang, viewport, 'fr-FR');
    await page.goto('/profile/bet-history/sft');
    const openBets = page.getByTestId('open-bets');
    // Two seeded open tickets: the paid one with its cash-out, the free bet without (docs/product.md §5 My bets).
    await expect(openBets.getByRole('group')).toHaveCount(2);
    await expect(openBets.getByTestId('cash-out-button')).toHaveCount(1);
    await expect(openBets.getByRole('button', { name: cashOut })).toBeVisible();
    await expect(openBets.getByTestId('ticket-leg')).toHaveCount(2);
    // The ticket's status call answers: no "part of this page could not be loaded" banner (it said "Introuvable").
    await expect(openBets.getByTestId('open-ticket-potential-win')).toHaveCount(2);
    await expect(page.getByTestId('load-failure-notice')).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    await page.context().close();
  }
});

import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { expectAxeCleanStrict, signedInPageIn, sportsbookCash } from './helpers.ts';
import { freshPlayer } from './profile-helpers.ts';

// docs/product.md §5 "Edit bet": an open accumulator placed through the API, then edited in My bets in the browser:
// one leg removed and one added from the upcoming events, reviewed and confirmed; the sandbox cashes the old ticket
// out and places the new one in one transaction. French on a phone, Arabic on a desktop; axe on the dialog.
// A fresh funded player per test: balances are compared to the cent.

const mobile = { width: 390, height: 844 };
const desktop = { width: 1366, height: 900 };

interface Feed {
  items: { id: number; startAt: string; markets: { id: number; status: string; outcomes: { id: number; status: string; price: string }[] }[] }[];
}
interface TicketAnswer {
  id: number;
  ticketCode: string;
  ticketId: string;
  status: string;
  selections: { eventId: number; outcomeId: number; eventName: string }[];
}

async function login(request: APIRequestContext, username: string, password: string) {
  const answer = await request.post('/api/accounts/login/', { data: { username, password } });
  expect(answer.ok(), await answer.text()).toBe(true);
  return (await answer.json()) as { access: string; refresh: string; user: { id: number } };
}

/** An accumulator of 10.00 on the match results of the first two prematch events, placed as the slip places it. */
async function placeAccumulator(request: APIRequestContext, access: string): Promise<TicketAnswer> {
  const feed = (await (await request.get('/api/sportsbook/events?section=prematch&markets=match-result,match-winner&limit=200')).json()) as Feed;
  const selections = feed.items
    // Events an hour away at least: a match that goes live during the test may suspend a market now and then, and an
    // edit is not offered while a leg is suspended (as cash-out is not).
    .filter((event) => Date.parse(event.startAt) > Date.now() + 3_600_000)
    .map((event) => ({ event, market: event.markets.find((market) => market.status === 'open' && market.outcomes.every((outcome) => outcome.status === 'open')) }))
    .filter((pick) => pick.market)
    .slice(0, 2)
    .map(({ event, market }) => ({ event_id: String(event.id), market_id: String(market!.id), outcome_id: String(market!.outcomes[0].id), odd: market!.outcomes[0].price }));
  expect(selections).toHaveLength(2);
  const placed = await request.post('/sport-integration/ticket/placement', {
    headers: { Authorization: `Bearer ${access}`, 'Idempotency-Key': `edit-${crypto.randomUUID()}` },
    data: { type: 'accumulator', stake: '10.00', selections, odds_policy: 'accept-any' },
  });
  expect(placed.ok(), await placed.text()).toBe(true);
  return (await placed.json()) as TicketAnswer;
}

async function ticketStatus(request: APIRequestContext, access: string, ticketId: string): Promise<TicketAnswer> {
  const answer = await request.post('/sport-integration/ticket/status', { headers: { Authorization: `Bearer ${access}` }, data: { ticket_id: ticketId } });
  expect(answer.ok(), await answer.text()).toBe(true);
  return (await answer.json()) as TicketAnswer;
}

/**
 * Removes the ticket's second leg, adds the first price of the upcoming events, reviews and confirms. The feed keeps
 * trading: when the value or a price moved before the confirmation landed, the dialog offers "review again" and the
 * player confirms the new review (nothing was changed meanwhile, which the balance check after shows).
 */
async function editInDialog(page: Page, texts: { edit: string; title: string; reviewTitle: string }, old: TicketAnswer) {
  const card = page.getByTestId('open-bets').getByRole('group', { name: old.ticketCode });
  await card.getByRole('button', { name: texts.edit }).click();
  const dialog = page.getByRole('dialog', { name: texts.title });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId('edit-leg')).toHaveCount(2);
  await expectAxeCleanStrict(page, '[data-testid="edit-bet-dialog"]');

  await dialog.getByTestId('edit-remove').nth(1).click();
  await expect(dialog.getByTestId('edit-leg').nth(1)).toHaveAttribute('data-removed', 'true');
  await dialog.getByTestId('edit-add-toggle').click();
  // The removed leg's event is offered again (one pick per event): a pick of another event is added.
  const another = dialog.getByTestId('edit-upcoming-event').filter({ hasNot: page.getByRole('group', { name: old.selections[1].eventName, exact: true }) });
  const price = another.first().getByTestId('edit-upcoming-pick').first();
  await price.click();
  await expect(price).toHaveAttribute('aria-pressed', 'true');
  await expect(dialog.getByTestId('edit-added')).toHaveCount(1);
  await expectAxeCleanStrict(page, '[data-testid="edit-bet-dialog"]');

  await dialog.getByTestId('edit-review').click();
  await expect(dialog.getByRole('heading', { name: texts.reviewTitle })).toBeVisible();
  await expect(dialog.getByTestId('edit-cash-out')).not.toBeEmpty();
  await expect(dialog.getByTestId('edit-countdown')).toBeVisible();
  await expectAxeCleanStrict(page, '[data-testid="edit-bet-dialog"]');

  const done = page.getByTestId('edit-done');
  await expect
    .poll(
      async () => {
        if ((await done.count()) > 0) return true;
        const again = dialog.getByTestId('edit-review-again');
        const confirm = dialog.getByTestId('edit-confirm');
        if ((await again.count()) > 0) await again.click();
        else if ((await confirm.count()) > 0 && (await confirm.getAttribute('aria-disabled')) !== 'true') await confirm.click();
        return (await done.count()) > 0;
      },
      { timeout: 20_000, intervals: [1_000] },
    )
    .toBe(true);
  await expect(dialog).toHaveCount(0);
  // The dialog closed on a card that leaves the list: the list's notice holds the focus, never the page body.
  await expect(done).toBeFocused();
  return done;
}

async function expectEdited(request: APIRequestContext, access: string, old: TicketAnswer, code: string, cashBefore: string) {
  const history = (await (await request.get('/sport-integration/betshistory/?page_size=100', { headers: { Authorization: `Bearer ${access}` } })).json()) as { results: { id: number; ticketId: string; ticketCode: string; status: string }[] };
  expect(history.results.find((row) => row.id === old.id)!.status).toBe('Cashout');
  const created = history.results.find((row) => row.ticketCode === code)!;
  const edited = await ticketStatus(request, access, created.ticketId);
  expect(edited).toMatchObject({ status: 'Wait', editedFrom: old.ticketCode });
  // The first leg kept, the second removed, one added from another event.
  expect(edited.selections).toHaveLength(2);
  expect(edited.selections[0].outcomeId).toBe(old.selections[0].outcomeId);
  expect(edited.selections.map((leg) => leg.outcomeId)).not.toContain(old.selections[1].outcomeId);
  // No stake change: the cash-out value became the new stake, and the balance did not move.
  expect(await sportsbookCash(request, access)).toBe(cashBefore);
}

test('French on a phone: an accumulator edited in My bets, one leg removed and one added', async ({ browser, request }) => {
  const player = await freshPlayer(request, { cash: '100.00' });
  const session = await login(request, player.username, player.password);
  const old = await placeAccumulator(request, session.access);
  const cashBefore = await sportsbookCash(request, session.access);
  const page = await signedInPageIn(browser, session, 'fr', mobile, 'fr-FR');
  await page.goto('/profile/bet-history/sft');

  const done = await editInDialog(page, { edit: 'Modifier le pari', title: `Modifier le ticket ${old.ticketCode}`, reviewTitle: 'Votre nouveau ticket' }, old);
  const code = /est (\w+)\./.exec((await done.textContent()) ?? '')![1];
  await expectEdited(request, session.access, old, code, cashBefore);
  // The new ticket is in the open bets with its history.
  const card = page.getByTestId('open-bets').getByRole('group', { name: code });
  await card.getByTestId('edit-history').locator('summary').click();
  await expect(card.getByTestId('edit-history')).toContainText(old.ticketCode);
  await page.context().close();
});

test('Arabic on a desktop: an accumulator edited in My bets, one leg removed and one added', async ({ browser, request }) => {
  const player = await freshPlayer(request, { cash: '100.00' });
  const session = await login(request, player.username, player.password);
  const old = await placeAccumulator(request, session.access);
  const cashBefore = await sportsbookCash(request, session.access);
  const page = await signedInPageIn(browser, session, 'ar', desktop, 'fr-FR');
  await page.goto('/profile/bet-history/sft');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');

  const done = await editInDialog(page, { edit: 'تعديل الرهان', title: `تعديل التذكرة ${old.ticketCode}`, reviewTitle: 'تذكرتك الجديدة' }, old);
  const code = /هي (\w+)\./.exec((await done.textContent()) ?? '')![1];
  await expectEdited(request, session.access, old, code, cashBefore);
  await page.context().close();
});

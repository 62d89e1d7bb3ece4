import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { keyboardPathStart, keyPressBudget, signInByKeyboard } from './keyboard-path.ts';
import { freshPlayer } from './profile-helpers.ts';

// docs/product.md §2 Player journey, betting by keyboard, and §6 cash-out: on a desktop, with the keyboard alone, a
// player signs in, reaches My bets and cashes out an open ticket in at most 60 key presses (Tab, Shift+Tab, Enter and
// the menu's arrows; the characters typed are counted apart), and the focus is never left on the page body on the way,
// Encaisser to Confirmer to the paid notice included; in French and in Arabic (right to left), one context each.

const words = {
  'fr-fr': { username: "Nom d'utilisateur", betHistory: 'Historique des paris', confirm: "Confirmer l'encaissement" },
  ar: { username: 'اسم المستخدم', betHistory: 'سجل الرهانات', confirm: 'تأكيد الصرف' },
} as const;

/** A single of 5.00 on a prematch price, placed through the API as the slip places it: the open ticket to cash out. */
async function openTicket(request: APIRequestContext, username: string, password: string) {
  const login = await request.post('/api/accounts/login/', { data: { username, password } });
  expect(login.ok(), await login.text()).toBe(true);
  const { access } = (await login.json()) as { access: string };
  const feed = (await (await request.get('/api/sportsbook/events?section=prematch&markets=match-result,match-winner&limit=200')).json()) as {
    items: { id: number; startAt: string; markets: { id: number; status: string; outcomes: { id: number; status: string; price: string }[] }[] }[];
  };
  // The match starting last: one going live during the test would have its cash-out refused meanwhile.
  const open = feed.items.filter((item) => item.markets.some((market) => market.status === 'open' && market.outcomes.every((outcome) => outcome.status === 'open')));
  const event = open.toSorted((a, b) => Date.parse(b.startAt) - Date.parse(a.startAt))[0];
  expect(event).toBeDefined();
  const market = event.markets.find((candidate) => candidate.status === 'open')!;
  const outcome = market.outcomes[0];
  const placed = await request.post('/sport-integration/ticket/placement', {
    headers: { Authorization: `Bearer ${access}`, 'Idempotency-Key': `keyboard-cash-out-${crypto.randomUUID()}` },
    data: { type: 'single', stake: '5.00', selections: [{ event_id: String(event.id), market_id: String(market.id), outcome_id: String(outcome.id), odd: outcome.price }], odds_policy: 'accept-any' },
  });
  expect(placed.ok(), await placed.text()).toBe(true);
  return (await placed.json()) as { ticketCode: string };
}

for (const lang of ['fr-fr', 'ar'] as const) {
  const w = words[lang];
  test(`desktop, ${lang}: sign in, reach My bets and cash out by keyboard within 60 key presses, focus never on the body`, async ({ browser, request }) => {
    test.setTimeout(120_000);
    const player = await freshPlayer(request, { cash: '50' });
    const ticket = await openTicket(request, player.username, player.password);
    const { context, page, keys } = await keyboardPathStart(browser, lang);

    await signInByKeyboard(page, keys, player, w.username);
    const toSignIn = keys.presses;

    await test.step('My bets from the account menu: the bet history page, its heading focused', async () => {
      const menu = page.getByRole('banner').getByRole('button', { name: new RegExp(player.username) });
      await keys.moveTo(menu);
      await keys.press('Enter');
      const entry = page.getByRole('menuitem', { name: w.betHistory });
      await expect(entry).toBeVisible();
      await keys.moveTo(entry, 'ArrowDown', 20);
      await keys.press('Enter');
      await expect(page).toHaveURL(/\/profile\/bet-history/);
    });
    const toMyBets = keys.presses;

    await test.step('cash out: Encaisser hands the focus to Confirmer, Confirmer to the paid notice', async () => {
      const card = page.getByRole('group', { name: ticket.ticketCode });
      const cashOut = card.getByTestId('cash-out-button');
      await expect(cashOut).toBeVisible({ timeout: 15_000 });
      await keys.moveTo(cashOut);
      await keys.press('Enter');
      const confirm = card.getByRole('button', { name: w.confirm });
      await expect(confirm).toBeFocused();
      await keys.press('Enter');
      // Cashed out in full: the ticket leaves the open ones, and the list's paid notice has the focus.
      const paid = page.getByTestId('cash-out-paid');
      await expect(paid).toBeVisible({ timeout: 15_000 });
      await expect(paid).toContainText(ticket.ticketCode);
      await expect(paid).toBeFocused();
      await keys.expectFocusKept();
    });

    test.info().annotations.push({ type: 'figures', description: `${lang} keyboard path to a cash-out: ${keys.presses} key presses (${toSignIn} to sign in, ${toMyBets} to My bets), ${keys.typed} characters typed` });
    console.log(`${lang} keyboard path to a cash-out: ${keys.presses} key presses (${toSignIn} to sign in, ${toMyBets} to My bets)`);
    expect(keys.presses).toBeLessThanOrEqual(keyPressBudget);
    await context.close();
  });
}

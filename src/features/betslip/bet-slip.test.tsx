// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { getGetSportTicketStatusMockHandler, getPlaceSportTicketMockHandler } from '../../api/testing.ts';
import { appConfig } from '../../engine/load-config.ts';
import { betTypes } from '../../engine/sportsbook/bet-types.ts';
import { formatMoney } from '../../i18n/format.ts';
import { betslipSelectionsStore } from '../../stores/betslip-selections.ts';
import { betslipSlipStore } from '../../stores/betslip-slip.ts';
import { player, startScreenKit } from '../../testing/render-screen.tsx';
import { renderSlipState } from '../../testing/render-slip-state.tsx';
import { feedEvent, slipStates, ticket } from '../../testing/slip-states.tsx';
import { pendingPollMs } from './use-placement.ts';

// docs/product.md §5 Bet slip, one state at a time in jsdom (the slip's states are not proven only through a
// browser): empty, single, accumulator, system, price moved, suspended, pending, refused, and the receipt. The
// states are the fixture kit's (src/testing/slip-states.tsx).

startScreenKit();

const t = (key: string) => i18next.t(key);
const slip = () => screen.getByTestId('betslip');
const placeButton = () => within(screen.getByTestId('slip-actions')).getAllByRole('button').at(-1) as HTMLButtonElement;
const placeEnabled = () => waitFor(() => expect(placeButton().disabled).toBe(false));

/** Lets answers and timers run under fake timers until `done` holds (testing-library's waitFor needs real ones). */
async function runUntil(done: () => boolean) {
  for (let step = 0; step < 200 && !done(); step += 1) await act(() => vi.advanceTimersByTimeAsync(10));
  expect(done()).toBe(true);
}

/** The pending state, its status poll counting its calls and answering `later`; Place pressable. */
async function pendingSlip(later = ticket()) {
  const status = { calls: 0 };
  const view = renderSlipState(slipStates.pending, { api: [getGetSportTicketStatusMockHandler(() => (status.calls++, later))] });
  await placeEnabled();
  return { status, view };
}

describe('bet slip states', () => {
  it('empty: says how to add a selection, with no Place button', () => {
    renderSlipState(slipStates.empty);
    expect(slip().textContent).toContain(t('betslip.slip.empty'));
    expect(screen.queryByTestId('slip-actions')).toBeNull();
  });

  it('My bets: the tab loads the open tickets when chosen, the slip kept', async () => {
    renderSlipState({ ...slipStates.single, user: player() });
    fireEvent.click(screen.getByRole('tab', { name: t('betslip.tabs.mybets') }));
    expect(await screen.findByTestId('open-bets')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: t('betslip.tabs.slip') }));
    expect(slip().querySelectorAll('li[data-outcome]')).toHaveLength(1);
  });

  it('single: the line names the event, the market and the pick; Place is in the pinned footer with the totals', () => {
    renderSlipState(slipStates.single);
    const line = within(slip().querySelector<HTMLElement>('li[data-outcome]')!);
    expect(line.getByTestId('slip-event').textContent).toBe('Home 7001 – Away 7001');
    expect(line.getByTestId('slip-market').textContent).toContain('Résultat du match');
    expect(line.getByTestId('slip-pick').textContent).toBe('Home 7001');
    expect(placeButton().textContent).toBe(t('betslip.slip.place'));
    expect(screen.getByTestId('slip-potential-win').textContent).toMatch(/9,25/);
    expect(screen.queryByTestId('slip-accumulator-proposal')).toBeNull();
  });

  it('quick stakes: the market’s, in its order; a tap types the amount as the stake', async () => {
    renderSlipState({ ...slipStates.single, slip: {} });
    const buttons = within(screen.getByRole('group', { name: t('betslip.stake.quick') })).getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual([...appConfig.market.quickStakes]);
    fireEvent.click(buttons.at(-1)!);
    expect(betslipSlipStore.stake).toBe(appConfig.market.quickStakes.at(-1));
    await waitFor(() => expect(screen.getByTestId('slip-total-stake').textContent).toBe(formatMoney(appConfig.market.quickStakes.at(-1)!, appConfig.market.currency)));
  });

  it('Max: a signed-in player’s largest stake (here the balance) typed in one tap', async () => {
    renderSlipState({ ...slipStates.single, slip: {}, user: player({ balance: '42.37' }) });
    fireEvent.click(await screen.findByTestId('stake-max'));
    expect(betslipSlipStore.stake).toBe('42.37');
    await waitFor(() => expect(screen.getByTestId('slip-total-stake').textContent).toBe(formatMoney('42.37', appConfig.market.currency)));
    await placeEnabled();
  });

  it('Max: never above the maximum per bet', async () => {
    renderSlipState({ ...slipStates.single, slip: {}, user: player({ balance: '5000.00' }) });
    fireEvent.click(await screen.findByTestId('stake-max'));
    // The kit's settings: at most 3 000.00 per bet.
    expect(betslipSlipStore.stake).toBe('3000');
  });

  it('Max with a stake per selection: each line’s and the accumulator row’s own, from what the balance leaves beside the other stakes', async () => {
    // 20.00 in the wallet; the state stakes 2 and 3 on the singles and 1 on the accumulator.
    renderSlipState(slipStates.singlesWithAccumulator, { user: player({ balance: '20.00' }) });
    const [first, , third] = slipStates.singlesWithAccumulator.selections;
    const lineMax = (outcomeId: number) => within(slip().querySelector<HTMLElement>(`li[data-outcome="${outcomeId}"]`)!).findByRole('button', { name: i18next.t('betslip.stake.maxFor', { name: `Home ${outcomeId === first.outcomeId ? first.eventId : third.eventId}` }) });
    // The common stake's Max is not offered while each line has its own.
    expect(screen.queryByTestId('stake-max')).toBeNull();
    fireEvent.click(await lineMax(first.outcomeId));
    // 20 − 3 − 1.
    expect(betslipSlipStore.stakes[String(first.outcomeId)]).toBe('16');
    await waitFor(() => expect(screen.getByTestId('slip-total-stake').textContent).toBe(formatMoney('20.00', appConfig.market.currency)));
    await placeEnabled();
    // The untyped third line now has nothing left: no Max for it; the accumulator row's Max is its own 1 back.
    await waitFor(() => expect(within(slip().querySelector<HTMLElement>(`li[data-outcome="${third.outcomeId}"]`)!).queryByTestId('line-stake-max')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: i18next.t('betslip.combo.max', { count: 3 }) }));
    expect(betslipSlipStore.comboStake).toBe('1');
    // Less on the first line frees the rest for the accumulator: 20 − 10 − 3.
    act(() => void (betslipSlipStore.stakes[String(first.outcomeId)] = '10'));
    await waitFor(() => expect(screen.getByTestId('slip-total-stake').textContent).toBe(formatMoney('14.00', appConfig.market.currency)));
    fireEvent.click(screen.getByTestId('slip-combo-max'));
    expect(betslipSlipStore.comboStake).toBe('7');
  });

  it('Max: not offered to a guest (no balance to bet from)', () => {
    renderSlipState(slipStates.single);
    expect(screen.queryByTestId('stake-max')).toBeNull();
  });

  it('accumulator: legs from different events propose it; taking the offer makes one bet at the product of the prices', () => {
    renderSlipState(slipStates.accumulatorOffer);
    const proposal = screen.getByTestId('slip-accumulator-proposal');
    expect(proposal.textContent).toContain('9,00');
    fireEvent.click(within(proposal).getByRole('button', { name: t('betslip.proposal.play') }));
    expect(betslipSlipStore.type).toBe('accumulator');
  });

  it('accumulator of two legs of one event: refused with "play as singles", and no proposal', () => {
    renderSlipState(slipStates.sameEventAccumulator);
    expect(screen.getByRole('alert').textContent).toContain(t('betslip.refusals.same_event_combination'));
    expect(screen.queryByTestId('slip-accumulator-proposal')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: t('betslip.slip.playAsSingles') }));
    expect(betslipSlipStore.type).toBe('single');
  });

  it('choice of type: the types always offered, and each other type while the number of selections fits it', () => {
    renderSlipState({ ...slipStates.accumulatorOffer, slip: {} });
    const group = screen.getByRole('group', { name: t('betslip.slip.typeLegend') });
    const shown = within(group).getAllByRole('radio').map((radio) => (radio as HTMLInputElement).value);
    const expected = betTypes.filter((type) => type.offered === 'always' || (type.selections.min <= 3 && type.selections.max >= 3)).map((type) => type.id);
    expect(shown).toEqual(expected);
    // A type of exactly three (a named full cover) is among them, and none that takes more.
    expect(betTypes.some((type) => type.selections.min === 3 && type.selections.max === 3 && shown.includes(type.id))).toBe(true);
    expect(betTypes.filter((type) => type.selections.min > 3 && type.offered !== 'always').some((type) => shown.includes(type.id))).toBe(false);
    // The first type listed is the one a new slip starts with.
    expect((within(group).getAllByRole('radio')[shown.indexOf(betTypes[0].id)] as HTMLInputElement).checked).toBe(true);
  });

  it('accumulator boost: a qualifying prematch 5-fold shows the boosted return and a line saying the boost; 4 legs, a live leg or a leg under the minimum price show none', async () => {
    renderSlipState(slipStates.boostedAccumulator);
    // 10 × 1.50^5 = 75.93; 5 % of the net 65.93 is 3.29: 79.22 in all, as settlement pays it.
    expect(screen.getByTestId('slip-potential-win').textContent).toMatch(/79,22/);
    expect(screen.getByTestId('slip-boost').textContent).toBe(i18next.t('betslip.slip.boost', { percent: 5, amount: formatMoney('3.29', appConfig.market.currency) }));
    act(() => void betslipSelectionsStore.items.pop());
    await waitFor(() => expect(screen.queryByTestId('slip-boost')).toBeNull());
    expect(screen.getByTestId('slip-potential-win').textContent).toMatch(/50,62/);
    cleanup();
    const [first, ...rest] = slipStates.boostedAccumulator.selections;
    renderSlipState({ ...slipStates.boostedAccumulator, selections: [{ ...first, live: true }, ...rest] });
    expect(screen.queryByTestId('slip-boost')).toBeNull();
    cleanup();
    renderSlipState({ ...slipStates.boostedAccumulator, selections: [{ ...first, price: '1.29' }, ...rest] });
    expect(screen.queryByTestId('slip-boost')).toBeNull();
  });

  it('singles with a stake each and the accumulator row: its price, its own stake and win; the footer sums all; Place sends each as its own ticket and the receipt lists them', async () => {
    const sent: { key: string | null; body: { type: string; stake: string; selections: unknown[] } }[] = [];
    renderSlipState(slipStates.singlesWithAccumulator, {
      user: player({ balance: '100.00' }),
      api: [
        http.post('*/sport-integration/ticket/placement', async ({ request }) => {
          const body = (await request.clone().json()) as (typeof sent)[number]['body'];
          sent.push({ key: request.headers.get('Idempotency-Key'), body });
          const n = sent.length;
          return HttpResponse.json(ticket({ id: n, ticketId: `T-${n}`, ticketCode: `CODE${n}`, type: body.type, stake: body.stake, unitStake: body.stake, live: false }));
        }),
      ],
    });
    const combo = within(screen.getByTestId('slip-combo'));
    expect(combo.getByText(t('betslip.types.accumulator'))).toBeTruthy();
    // 2.00 × 1.50 × 3.00.
    expect(combo.getByTestId('slip-combo-price').textContent).toBe('9,00');
    expect(combo.getByTestId('slip-combo-win').textContent).toBe(i18next.t('betslip.combo.potentialWin', { amount: formatMoney('9.00', appConfig.market.currency) }));
    // The offer to switch the slip to an accumulator gives way to the row.
    expect(screen.queryByTestId('slip-accumulator-proposal')).toBeNull();
    // 2 + 3 + 1; 2 × 2.00 + 3 × 1.50 + 9.00.
    expect(screen.getByTestId('slip-bet-count').textContent).toBe('3');
    expect(screen.getByTestId('slip-total-stake').textContent).toBe(formatMoney('6.00', appConfig.market.currency));
    expect(screen.getByTestId('slip-potential-win').textContent).toBe(formatMoney('17.50', appConfig.market.currency));
    // A refused accumulator stake is said in its field and stops Place; a valid one again lets it place.
    fireEvent.change(combo.getByRole('textbox'), { target: { value: '0,05' } });
    await waitFor(() => expect(combo.getByRole('textbox').getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByTestId('slip-stake-announcer').textContent).toContain(i18next.t('betslip.refusals.stake_too_low', { amount: formatMoney('0.10', appConfig.market.currency) }));
    expect(placeButton().disabled).toBe(true);
    fireEvent.change(combo.getByRole('textbox'), { target: { value: '1' } });
    await placeEnabled();
    fireEvent.click(placeButton());
    const receipt = within(await screen.findByTestId('slip-receipt'));
    expect(sent.map((entry) => [entry.body.type, entry.body.stake, entry.body.selections.length])).toEqual([
      ['single', '2.00', 1],
      ['single', '3.00', 1],
      ['accumulator', '1.00', 3],
    ]);
    expect(new Set(sent.map((entry) => entry.key)).size).toBe(3);
    expect(receipt.getAllByTestId('receipt-ticket').map((item) => item.getAttribute('data-ticket'))).toEqual(['CODE1', 'CODE2', 'CODE3']);
    expect(receipt.getAllByTestId('receipt-stake').map((item) => item.textContent)).toEqual(['2.00', '3.00', '1.00'].map((amount) => formatMoney(amount, appConfig.market.currency)));
    expect(betslipSlipStore.comboStake).toBe('');
  });

  it('the accumulator row of five prematch legs at 1.50 or more shows its win with the advertised boost', () => {
    renderSlipState({ ...slipStates.boostedAccumulator, slip: { stakeMode: 'each', stakes: {}, comboStake: '10' } });
    // 10 × 1.50^5 = 75.93; 5 % of the net 65.93 is 3.29: 79.22, as the slip's own accumulator and settlement say.
    expect(screen.getByTestId('slip-combo-win').textContent).toContain(formatMoney('79.22', appConfig.market.currency));
    expect(screen.getByTestId('slip-combo-boost').textContent).toBe(i18next.t('betslip.combo.boost', { percent: 5 }));
    expect(screen.getByTestId('slip-potential-win').textContent).toBe(formatMoney('79.22', appConfig.market.currency));
  });

  it('receipt of a boosted accumulator: the potential win with the boost the ticket says (as the slip showed it), and a line saying the boost', async () => {
    const boosted = ticket({ type: 'accumulator', stake: '10.00', unitStake: '10.00', coef: '7.59', potentialWin: '75.93', boost: { percent: 5, amount: '3.29', potentialWin: '79.22' }, live: false });
    renderSlipState({ ...slipStates.boostedAccumulator, user: player() }, { api: [getPlaceSportTicketMockHandler(boosted)] });
    expect(screen.getByTestId('slip-potential-win').textContent).toBe(formatMoney('79.22', appConfig.market.currency));
    await placeEnabled();
    fireEvent.click(placeButton());
    const receipt = within(await screen.findByTestId('slip-receipt'));
    expect(receipt.getByTestId('receipt-potential-win').textContent).toBe(formatMoney('79.22', appConfig.market.currency));
    expect(receipt.getByTestId('receipt-boost').textContent).toBe(i18next.t('betslip.receipt.boost', { percent: 5, amount: formatMoney('3.29', appConfig.market.currency) }));
  });

  it('receipt of a ticket without a boost: its potential win as placed, no boost line', async () => {
    renderSlipState({ ...slipStates.single, user: player() }, { api: [getPlaceSportTicketMockHandler(ticket({ boost: null }))] });
    await placeEnabled();
    fireEvent.click(placeButton());
    const receipt = within(await screen.findByTestId('slip-receipt'));
    expect(receipt.getByTestId('receipt-potential-win').textContent).toBe(formatMoney('9.25', appConfig.market.currency));
    expect(receipt.queryByTestId('receipt-boost')).toBeNull();
  });

  it('system: 2 of 3 makes three bets of the stake each', () => {
    renderSlipState(slipStates.system2of3);
    expect(screen.getByTestId('slip-bet-count').textContent).toBe('3');
    expect(screen.getByTestId('slip-total-stake').textContent).toMatch(/3,00/);
  });

  it('price moved: the picked price struck through beside the feed’s, announced politely, and Accept replaces Place', async () => {
    const { pushLive } = renderSlipState({ ...slipStates.movedPrice, live: undefined });
    pushLive(slipStates.movedPrice.live);
    await waitFor(() => expect(screen.getByTestId('slip-old-price').textContent).toBe('1,85'));
    expect(screen.getByTestId('slip-new-price').textContent).toBe('2,10');
    expect(screen.getByTestId('slip-announcer').getAttribute('aria-live')).toBe('polite');
    expect(screen.getByTestId('slip-announcer').textContent).toContain('2,10');
    expect(placeButton().textContent).toBe(t('betslip.slip.acceptAndPlace'));
    // A player who takes any price is not asked.
    act(() => void (betslipSlipStore.oddsPolicy = 'accept-any'));
    await waitFor(() => expect(placeButton().textContent).toBe(t('betslip.slip.place')));
  });

  it('price fell: the potential win is the one at the new price (the price Accept takes), and the slip says what it was', async () => {
    const { pushLive } = renderSlipState({ ...slipStates.movedPrice, live: undefined });
    expect(screen.getByTestId('slip-potential-win').textContent).toMatch(/9,25/);
    expect(screen.queryByTestId('slip-win-changed')).toBeNull();
    pushLive({ seq: 6, events: [feedEvent(slipStates.movedPrice.selections[0], '1.60')] });
    // 5 at 1.60 returns 8.00, not the 9.25 of the picked 1.85.
    await waitFor(() => expect(screen.getByTestId('slip-potential-win').textContent).toMatch(/8,00/));
    expect(screen.getByTestId('slip-win-changed').textContent).toBe(i18next.t('betslip.slip.potentialWinChanged', { amount: formatMoney('9.25', appConfig.market.currency) }));
    expect(placeButton().textContent).toBe(t('betslip.slip.acceptAndPlace'));
  });

  it('refused for a changed price: the potential win is the one at the price the refusal named', async () => {
    renderSlipState(slipStates.refused);
    await placeEnabled();
    fireEvent.click(placeButton());
    // 5 at the refusal's 1.95 returns 9.75.
    await waitFor(() => expect(screen.getByTestId('slip-potential-win').textContent).toMatch(/9,75/));
    expect(screen.getByTestId('slip-win-changed').textContent).toMatch(/9,25/);
  });

  it('suspended: the line says so, and Place is refused until it is removed', async () => {
    renderSlipState(slipStates.suspended);
    await waitFor(() => expect(slip().textContent).toContain(t('betslip.blocked.suspended')));
    expect(placeButton().disabled).toBe(true);
  });

  it('pending, then the receipt: the live ticket waits, then each ticket’s stake, odds, return, code and link; the slip empties', async () => {
    const { status } = await pendingSlip();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.click(placeButton());
    await runUntil(() => screen.queryByTestId('slip-pending') !== null);
    expect(screen.getByTestId('slip-pending').textContent).toBe(t('betslip.slip.pending'));
    // The status is asked once the poll's second is up (§7 ticket/status), and the receipt follows.
    await act(() => vi.advanceTimersByTimeAsync(pendingPollMs));
    await runUntil(() => screen.queryByTestId('slip-receipt') !== null);
    const receipt = within(screen.getByTestId('slip-receipt'));
    expect(status.calls).toBe(1);
    expect(receipt.getByTestId('receipt-stake').textContent).toMatch(/5,00/);
    expect(receipt.getByTestId('receipt-odds').textContent).toBe('1,85');
    expect(receipt.getByTestId('receipt-potential-win').textContent).toMatch(/9,25/);
    expect(receipt.getByRole('link').getAttribute('href')).toMatch(/bet-detail.*id=41/);
    expect(betslipSelectionsStore.items).toEqual([]);
    fireEvent.click(receipt.getByRole('button', { name: t('betslip.slip.keep') }));
    expect(betslipSelectionsStore.items).toHaveLength(1);
  });

  it('live ticket rejected because its price fell during the delay: the new price is offered, and one tap places again at it with a new key', async () => {
    const sent: { key: string | null; body: { selections: { odd: string }[]; odds_policy: string } }[] = [];
    renderSlipState(slipStates.liveRejected, {
      api: [http.post('*/sport-integration/ticket/placement', async ({ request }) => void sent.push({ key: request.headers.get('Idempotency-Key'), body: (await request.clone().json()) as (typeof sent)[number]['body'] }))],
    });
    await placeEnabled();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.click(placeButton());
    await runUntil(() => screen.queryByTestId('slip-pending') !== null);
    await act(() => vi.advanceTimersByTimeAsync(pendingPollMs));
    await runUntil(() => screen.queryByTestId('slip-rejected') !== null);
    expect(screen.getByTestId('slip-rejected').textContent).toBe(t('betslip.slip.liveOddsMoved'));
    // The line names old and new; the money is at the new price (5 at 1.60), and one tap takes it.
    expect(slip().querySelector('li[data-outcome]')!.textContent).toContain('1,60');
    expect(screen.getByTestId('slip-potential-win').textContent).toMatch(/8,00/);
    expect(placeButton().textContent).toBe(t('betslip.slip.acceptAndPlace'));
    fireEvent.click(placeButton());
    await runUntil(() => sent.length === 2);
    expect(sent[1].body.selections[0].odd).toBe('1.60');
    expect(sent[1].body.odds_policy).toBe(sent[0].body.odds_policy);
    expect(sent[1].key).not.toBe(sent[0].key);
    expect(betslipSelectionsStore.items[0].price).toBe('1.60');
  });

  it('Enter in the stake field places the bet, as the Place button does (betting by keyboard)', async () => {
    // A player's single, accepted at once.
    renderSlipState({ ...slipStates.single, user: player() }, { api: [getPlaceSportTicketMockHandler(ticket())] });
    await placeEnabled();
    fireEvent.keyDown(slip().querySelector<HTMLInputElement>('input[data-slip-stake]')!, { key: 'Enter' });
    expect(await screen.findByTestId('slip-receipt')).toBeTruthy();
  });

  it('pending, then the slip leaves the screen: the ticket-status poll stops', async () => {
    const { status, view } = await pendingSlip(ticket({ acceptance: 'pending' }));
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.click(placeButton());
    await runUntil(() => screen.queryByTestId('slip-pending') !== null);
    // It asks once a second while the ticket waits (§7 ticket/status)...
    await runUntil(() => status.calls === 1);
    view.unmount();
    // ...and not once more after the slip is gone.
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(status.calls).toBe(1);
  });

  it('currency: a guest’s amounts are in the market’s currency, a player’s in the currency their balance is kept in', async () => {
    renderSlipState(slipStates.single);
    const unit = () => screen.getByRole('textbox', { name: new RegExp(t('betslip.stake.label')) }).getAttribute('aria-labelledby')!.split(' ').map((id) => document.getElementById(id)?.textContent).join(' ');
    expect(unit()).toContain(appConfig.market.currency);
    expect(screen.getByTestId('slip-potential-win').textContent).toBe(formatMoney('9.25', appConfig.market.currency));
    cleanup();
    const elsewhere = appConfig.market.currency === 'EUR' ? 'USD' : 'EUR';
    renderSlipState(slipStates.single, { user: player({ currency: elsewhere }) });
    await waitFor(() => expect(screen.getByTestId('slip-potential-win').textContent).toBe(formatMoney('9.25', elsewhere)));
    expect(unit()).toContain(elsewhere);
    expect(slip().textContent).not.toContain(appConfig.market.currency);
  });

  it('refused: a changed price names old and new and is accepted in one tap; a blocked selection is announced', async () => {
    const placed: { selections: { odd: string }[] }[] = [];
    // Reads what the slip sends and answers nothing: the state's refusals answer.
    renderSlipState(slipStates.refused, { api: [http.post('*/sport-integration/ticket/placement', async ({ request }) => void placed.push((await request.clone().json()) as (typeof placed)[number]))] });
    await placeEnabled();
    fireEvent.click(placeButton());
    const alert = await screen.findByText((_, element) => element?.getAttribute('role') === 'alert' && (element.textContent ?? '').includes('1,95'));
    expect(alert.textContent).toContain(t('betslip.refusals.coefs_changed'));
    fireEvent.click(screen.getByRole('button', { name: t('betslip.slip.acceptAndPlace') }));
    await waitFor(() => expect(slip().textContent).toContain(t('betslip.refusals.error_block_bet_data')));
    expect(placed[1].selections[0].odd).toBe('1.95');
    expect(placeButton().disabled).toBe(true);
  });
});

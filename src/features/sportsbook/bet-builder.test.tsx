// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { getPriceSportBuilderMockHandler } from '../../../generated/sport/sport.msw.ts';
import type { BuilderQuote } from '../../api/bet-builder.ts';
import type { SportsbookEvent, SportsbookMarket } from '../../api/sportsbook.ts';
import { betslipBuilderStore, clearBuilder } from '../../stores/betslip-builder.ts';
import { renderScreen, startScreenKit } from '../../testing/render-screen.tsx';
import { testMarket } from '../../testing/sportsbook-events.ts';
import { BetBuilder } from './bet-builder.tsx';

// docs/product.md §5 "Bet builder", the event page's "Build a bet" mode one state at a time: no pick, one pick (a
// price needs two), priced, a pick refused with the reason naming the pick it clashes with, and a failed quote.

const server = startScreenKit();
/** A first render loads the slip's modules: on a busy machine that takes seconds, not the default one. */
const patience = { timeout: 15_000 };
const t = (key: string, options: Record<string, unknown> = {}) => i18next.t(key, options);

beforeEach(() => clearBuilder());

/** A market of `keys` outcomes numbered after it, priced 1.50, 2.50, ... */
const market = (id: number, type: string, keys: string[], extra: Partial<SportsbookMarket> = {}) =>
  testMarket(id, type, keys.map((key, index) => ({ id: id * 100 + index + 1, key, name: null, price: (1.5 + index).toFixed(2), priceVersion: 1, status: 'open', result: null })), extra);

// A football match (sport 1, whose builder config takes the result, totals and both teams to score, not halves).
const event = {
  id: 501,
  sportId: 1,
  league: { id: 1, name: 'Ligue 1', slug: 'ligue-1', country: { code: 'TN', name: 'Tunisia' } },
  home: { id: 1, name: 'Espérance' },
  away: { id: 2, name: 'Club Africain' },
  startAt: '2026-11-23T18:00:00.000Z',
  status: 'prematch',
  phase: null,
  clock: null,
  score: null,
  incident: null,
  marketCount: 4,
  markets: [
    market(501001, 'match-result', ['home', 'draw', 'away']),
    market(501004, 'total', ['over', 'under'], { line: '2.5' }),
    market(501006, 'both-teams-to-score', ['yes', 'no']),
    market(501008, 'period-result', ['home', 'draw', 'away'], { period: 'h1' }),
  ],
} as SportsbookEvent;
const homeWin = 50100101;
const over = 50100401;
const under = 50100402;
const bttsYes = 50100601;

/** The sandbox's quote as the fake answers it: two legs at least, under 2.5 refused beside over 2.5's market. */
function quoteOf(ids: number[]): BuilderQuote {
  const legs = ids.map((outcomeId, index) => ({
    outcomeId,
    marketId: Math.floor(outcomeId / 100),
    odd: '1.50',
    refusal: outcomeId === under && ids.slice(0, index).includes(over) ? { code: 'builder_same_market' as const, conflictsWith: over } : null,
  }));
  const refused = legs.some((leg) => leg.refusal !== null);
  return { eventId: event.id, odd: refused || ids.length < 2 ? null : '4.35', unpriced: refused ? 'refused' : ids.length < 2 ? 'too_few_legs' : null, legs, fewestLegs: 2, mostLegs: 6, cashOut: false };
}

function renderBuilder() {
  return renderScreen(<BetBuilder event={event} />, {
    api: [getPriceSportBuilderMockHandler(async (info) => quoteOf(((await info.request.json()) as { outcome_ids: string[] }).outcome_ids.map(Number)))],
  });
}

const pickButton = (outcomeId: number) => screen.getByTestId('bet-builder').querySelector<HTMLButtonElement>(`button[data-outcome="${outcomeId}"]`)!;
const picks = () => screen.getByTestId('builder-picks');

describe('the "Build a bet" mode', () => {
  it('no pick: lists only the markets the builder takes, and says to pick', () => {
    renderBuilder();
    expect(picks().textContent).toContain(t('betslip.builder.noPicks'));
    expect(screen.getAllByTestId('builder-market')).toHaveLength(3);
    expect(pickButton(50100801)).toBeNull();
    expect(picks().textContent).toContain(t('betslip.builder.noCashOut'));
  });

  it('one pick: pressed, in the builder (not the slip), and a price needs a second', async () => {
    renderBuilder();
    fireEvent.click(pickButton(homeWin));
    await waitFor(() => expect(pickButton(homeWin).getAttribute('aria-pressed')).toBe('true'), patience);
    expect(betslipBuilderStore).toMatchObject({ eventId: event.id, legs: [{ outcomeId: homeWin, price: '1.50' }] });
    await waitFor(() => expect(picks().textContent).toContain(t('betslip.builder.needMore', { count: 2 })), patience);
    // A second tap takes it out again.
    fireEvent.click(pickButton(homeWin));
    expect(betslipBuilderStore.legs).toHaveLength(0);
    await waitFor(() => expect(pickButton(homeWin).getAttribute('aria-pressed')).toBe('false'), patience);
  });

  it('priced: two picks show the sandbox\'s price of them together', async () => {
    renderBuilder();
    fireEvent.click(pickButton(homeWin));
    fireEvent.click(pickButton(bttsYes));
    await waitFor(() => expect(screen.getByTestId('builder-price').textContent).toMatch(/4[.,]35/), patience);
    expect(within(picks()).getAllByTestId('builder-pick')).toHaveLength(2);
  });

  it('refused: the pick shows why, naming the pick it clashes with, and there is no price', async () => {
    renderBuilder();
    fireEvent.click(pickButton(over));
    fireEvent.click(pickButton(under));
    const first = () => `${betslipBuilderStore.legs[0].marketName}: ${betslipBuilderStore.legs[0].pickName}`;
    await waitFor(() => expect(screen.getByTestId('builder-reason').textContent).toBe(t('betslip.builderReasons.builder_same_market', { other: first() })), patience);
    expect(pickButton(under).hasAttribute('data-refused')).toBe(true);
    expect(screen.queryByTestId('builder-price')).toBeNull();
    expect(picks().textContent).toContain(t('betslip.builder.refused'));
  });

  it('a quote that fails says so, with a retry', async () => {
    renderBuilder();
    server.use(http.post('*/sport-integration/builder/price', () => HttpResponse.json({ code: 'builder_unavailable', message: 'No builder.' }, { status: 422 })));
    fireEvent.click(pickButton(homeWin));
    fireEvent.click(pickButton(bttsYes));
    await waitFor(() => expect(within(picks()).getByRole('alert').textContent).toContain(t('betslip.builder.priceError')), patience);
    expect(within(picks()).getByRole('button', { name: t('betslip.builder.retry') })).toBeTruthy();
  });
});

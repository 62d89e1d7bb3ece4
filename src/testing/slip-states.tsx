import { http, HttpResponse, type RequestHandler } from 'msw';
import { getGetSportTicketStatusMockHandler, getPlaceSportTicketMockHandler } from '../api/mock-handlers.ts';
import type { BetHistoryItem } from '../api/bonus.ts';
import type { SportTicket } from '../api/sportsbook-bets.ts';
import type { SportsbookEvent } from '../api/sportsbook.ts';
import { betTypes, combinesAll, sizeIsChosen } from '../engine/sportsbook/bet-types.ts';
import { listColumns, orderedSports } from '../engine/sportsbook/sportsbook-config.ts';
import { betslipSelectionsStore, type BetslipSelection } from '../stores/betslip-selections.ts';
import { betslipSlipStore, type BetslipSlipState } from '../stores/betslip-slip.ts';
import { player, type LiveFeed, type ScreenUser } from './screen-setup.tsx';

// docs/product.md §5 Bet slip: the slip's named states as data (the selections, the slip's choices, who plays, what the
// API answers, what the live feed says), shared by the slip's component tests (render-slip-state.tsx) and the fixture
// kit's page (kit-main.tsx), which draws each in a browser. The types are found by what they declare (src/engine/sportsbook/bet-types.ts), never by their id.

/** A selection of event `eventId`'s match result: outcome `n` at `price`, named as the sport pages name it. */
export function pick(eventId: number, n: number, price: string, names = true): BetslipSelection {
  return {
    eventId,
    marketId: eventId * 1000 + 1,
    outcomeId: (eventId * 1000 + 1) * 100 + n,
    price,
    priceVersion: 1,
    live: true,
    label: `Event ${eventId}: pick ${n}`,
    ...(names ? { eventName: `Home ${eventId} – Away ${eventId}`, marketName: 'Résultat du match', pickName: `Home ${eventId}` } : {}),
  };
}

const firstSport = orderedSports[0];
const listMarket = listColumns(firstSport.id)[0].market;

/** The event as the live feed has it now: the picked outcome at `price`, its market `status`. */
export function feedEvent(selection: BetslipSelection, price: string, status: 'open' | 'suspended' = 'open'): SportsbookEvent {
  return {
    id: selection.eventId,
    sportId: firstSport.id,
    league: { id: 1, name: 'League', slug: 'league', country: { code: 'TN', name: 'Tunisia' } },
    home: { id: 1, name: 'Home' },
    away: { id: 2, name: 'Away' },
    startAt: '2026-11-23T06:30:00.000Z',
    status: 'live',
    phase: 'h1',
    clock: null,
    score: { home: 0, away: 0, periods: [], point: null, server: null },
    incident: null,
    marketCount: 1,
    markets: [
      {
        id: selection.marketId,
        // The first sport's list market (a match result): the slip reads prices by outcome, whatever the market.
        type: listMarket,
        period: null,
        line: null,
        team: null,
        player: null,
        status,
        main: true,
        outcomes: [{ id: selection.outcomeId, key: 'home', name: null, price, priceVersion: 2, status: 'open', result: null }],
      },
    ],
  } as SportsbookEvent;
}

/** A ticket as §7 ticket/placement answers it: a single of 5.00 at 1.85, accepted. */
export function ticket(overrides: Partial<SportTicket> = {}): SportTicket {
  return {
    id: 41,
    ticketId: 'T-41',
    ticketCode: 'ABCD2345',
    status: 'Wait',
    acceptance: 'accepted',
    rejectReason: null,
    type: betTypes[0].id,
    systemSize: null,
    betCount: 1,
    unitStake: '5.00',
    stake: '5.00',
    coef: '1.85',
    potentialWin: '9.25',
    stakeLeft: '5.00',
    potentialWinLeft: '9.25',
    amountOut: '0.00',
    isFreeBet: false,
    live: true,
    acceptAt: null,
    createdAt: '2026-11-23T06:30:00.000Z',
    balance: '95.00',
    bonusBalance: '0.00',
    selections: [],
    ...overrides,
  };
}

/** The bet history's row of ticket T-41 while it is open, as My bets lists it (§6): a bet of the first type (a single), 10.00 at 1.85. */
export function openBetRow(overrides: Partial<BetHistoryItem> = {}): BetHistoryItem {
  return {
    id: 41,
    date: '2026-11-23T06:30:00Z',
    amountIn: '10.00',
    amountOut: '0.00',
    coef: '1.85',
    status: 'Wait',
    provider: 'sportsbook',
    producer: 'sportsbook',
    token: 'token',
    ticketId: 'T-41',
    ticketCode: 'ABCD2345',
    ticketType: betTypes[0].id,
    userId: 1,
    isFreeBet: false,
    ...overrides,
  };
}

/** A §8 refusal of the placement, by selection (409). */
export function refusal(code: string, selections: { outcomeId: number; code: string; odd: string | null }[]) {
  return HttpResponse.json({ code, message: code, selections }, { status: 409 });
}

export interface SlipState {
  /** What the state shows, in a few words (a test's or the kit page's heading). */
  shows: string;
  /** A guest (the default) or a signed-in player. */
  user?: ScreenUser;
  /** The live feed's messages, in the live store before the slip's first render. */
  live?: LiveFeed;
  selections: readonly BetslipSelection[];
  slip?: Partial<BetslipSlipState>;
  /** The answers the state needs; a function, so each render gets handlers of its own (msw's `once` and counters). */
  api?: () => RequestHandler[];
}

const accumulator = betTypes.find(combinesAll)!;
const system = betTypes.find(sizeIsChosen)!;
const one = pick(7001, 1, '1.85');
const threeEvents = [pick(7001, 1, '2.00'), pick(7002, 1, '1.50'), pick(7003, 1, '3.00')];

/** The slip's named states (docs/product.md §5 Bet slip). */
export const slipStates = {
  empty: { shows: 'no selection: how to add one, no Place', selections: [] },
  single: { shows: 'one selection, a stake of 5 at 1.85', selections: [one], slip: { stake: '5' } },
  accumulatorOffer: { shows: 'three events as singles: the accumulator proposed', selections: threeEvents, slip: { stake: '2' } },
  sameEventAccumulator: {
    shows: 'an accumulator of two legs of one event: refused, play as singles',
    selections: [pick(7001, 1, '2.00'), { ...pick(7001, 2, '3.00'), marketId: 7001002 }],
    slip: { type: accumulator.id, stake: '2' },
  },
  boostedAccumulator: {
    shows: 'a prematch accumulator of 5 at 1.50, 10 staked: the advertised +5 % boost in the potential win',
    selections: [7001, 7002, 7003, 7004, 7005].map((eventId) => ({ ...pick(eventId, 1, '1.50'), live: false })),
    slip: { type: accumulator.id, stake: '10' },
  },
  singlesWithAccumulator: {
    shows: 'three events with a stake each (2 and 3) and the accumulator row beside them (1 at 9.00)',
    selections: threeEvents,
    slip: { stakeMode: 'each', stakes: { [String(threeEvents[0].outcomeId)]: '2', [String(threeEvents[1].outcomeId)]: '3' }, comboStake: '1' },
  },
  system2of3: { shows: 'a system 2/3 of 1 each: three bets', selections: threeEvents, slip: { type: system.id, systemSize: 2, stake: '1' } },
  movedPrice: { shows: 'the price moved from 1.85 to 2.10: Accept and place', selections: [one], slip: { stake: '5' }, live: { seq: 5, events: [feedEvent(one, '2.10')] } },
  suspended: { shows: 'the market suspended: Place refused', selections: [one], slip: { stake: '5' }, user: player(), live: { seq: 5, events: [feedEvent(one, '1.85', 'suspended')] } },
  pending: {
    shows: 'a live ticket waiting its acceptance, then accepted',
    selections: [one],
    slip: { stake: '5' },
    user: player(),
    api: () => [getPlaceSportTicketMockHandler(ticket({ acceptance: 'pending' })), getGetSportTicketStatusMockHandler(ticket())],
  },
  liveRejected: {
    shows: 'a live ticket rejected at the end of its delay, its price fallen to 1.60: Accept the new odds and place',
    selections: [one],
    slip: { stake: '5' },
    user: player(),
    api: () => [
      getPlaceSportTicketMockHandler(ticket({ acceptance: 'pending' })),
      getGetSportTicketStatusMockHandler(
        ticket({
          acceptance: 'rejected',
          rejectReason: 'coefs_changed',
          status: 'Return',
          amountOut: '5.00',
          selections: [{ eventId: one.eventId, marketId: one.marketId, outcomeId: one.outcomeId, odd: '1.85', oddNow: '1.60', eventName: 'Home 7001 - Away 7001', result: 'open' }],
        }),
      ),
    ],
  },
  refused: {
    shows: 'refused: the price changed to 1.95, then the selection blocked',
    selections: [one],
    slip: { stake: '5' },
    user: player(),
    api: () => [
      http.post('*/sport-integration/ticket/placement', async ({ request }) => {
        const body = (await request.json()) as { selections: { odd: string }[] };
        if (body.selections[0].odd === '1.85') return refusal('coefs_changed', [{ outcomeId: one.outcomeId, code: 'coefs_changed', odd: '1.95' }]);
        return refusal('error_block_bet_data', [{ outcomeId: one.outcomeId, code: 'error_block_bet_data', odd: null }]);
      }),
    ],
  },
} satisfies Record<string, SlipState>;

/** Puts a named state's selections and choices in the slip's stores (copies: a state is shared, the stores write through). */
export function seedSlipState(state: SlipState): void {
  betslipSelectionsStore.items = structuredClone([...state.selections]);
  Object.assign(betslipSlipStore, structuredClone(state.slip ?? {}));
}

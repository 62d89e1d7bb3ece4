import { useEffect, useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useSnapshot } from 'valtio';
import { useGetSettings, useGetUser } from '../../api/accounts.ts';
import { playerLimitsQuery } from '../../api/player-limits.ts';
import type { SlipRefusalSelection } from '../../api/sportsbook-bets.ts';
import { toMinorUnits } from '../../domain/money.ts';
import { useIsAuth, usePlayerFiguresShown } from '../../stores/auth.ts';
import { useSlipSelections, type BetslipSelection } from '../../stores/betslip-selections.ts';
import { betslipSlipStore } from '../../stores/betslip-slip.ts';
import { livePriceMap, useClosedSelections, useLivePrices, useLiveTopics } from './use-live.ts';
import { betTypeOf, comboBesideSingles, proposedOverSingles, sizeIsChosen, type SlipBetType } from './bet-types.ts';
import { acceptsPriceChange, maxStakesPerLine, maxUnitStakeMinor, slipSummary, type SlipSummary } from './slip-maths.ts';
import { slipBoost, type SlipBoost } from './accumulator-boost.ts';

// docs/product.md §5 Bet slip: what the slip may place now — the stake and type checked against the settings' limits
// (§9), the wallet and the loss limit, the selections' live status and live price. Views read it; nothing here renders.

/** How long the slip's selections stay unchanged before the stream follows them. */
const topicSettleMs = 1500;
/** §8 codes that name a selection the slip cannot place until it is removed. */
const blockingCodes = new Set(['error_block_bet_data', 'error_exist_bet']);

/** A line whose feed price moved since it was picked (§5: shown struck through beside the new one). */
export interface MovedPrice {
  picked: string;
  now: string;
  /** Whether the odds policy the player keeps takes the new price without asking (§8 coefs_changed). */
  accepted: boolean;
}

export interface SlipReadiness {
  selections: readonly Readonly<BetslipSelection>[];
  /** The slip's bet type (the stored one, else the first configured). */
  type: SlipBetType;
  /** What the slip places, at the prices it would be taken at: a moved price's new one, a refused price's new one (§5). */
  summary: SlipSummary;
  /** The potential win at the prices as picked, while a price moved and it differs from the summary's; else null. */
  pickedWinMinor: number | null;
  /** §5 "Max": the largest stake per bet the player can place now (signed in, one stake for every bet), else null. */
  maxStakeMinor: number | null;
  /**
   * §5 "Max" with a stake per selection (signed in): each line's largest stake (by outcome id) and the accumulator
   * row's, beside what the other lines stake now; else null.
   */
  lineMaxStakeMinor: { lines: Readonly<Record<number, number | null>>; combo: number | null } | null;
  /** The advertised accumulator boost, when the slip places one accumulator that qualifies (§5); in the potential win shown. */
  boost: SlipBoost | null;
  limits: { minBet?: string; maxBetMinor?: number; maxWinMinor?: number } | null;
  walletMinor: number | null;
  tooLittleMoney: boolean;
  lossLimit: string | null;
  lossLeftMinor: number | null;
  lossBites: boolean;
  depositLeftMinor: number | null;
  /** Live status of the selections that are not open (suspended, closed), by outcome id. */
  closed: Map<number, string>;
  moved: Map<number, MovedPrice>;
  /** Some moved price needs the player's yes before placing. */
  needsAccept: boolean;
  blocked: Set<number>;
  blockedInSlip: boolean;
  ready: boolean;
  /** Every leg from a different event while each is a bet alone: the type combining them all, proposed (§5). */
  proposal: SlipBetType | null;
  isAuth: boolean;
  balances: { balance: string; bonusBalance: string } | null;
}

export function useSlipReadiness(refusals: readonly SlipRefusalSelection[]): SlipReadiness {
  const selections = useSlipSelections();
  const slip = useSnapshot(betslipSlipStore);
  // Whether the render draws the signed-in frame: the server's page and its hydration agree (§2 Speed).
  const auth = { isAuth: useIsAuth() };
  const settings = useGetSettings();
  const user = useGetUser({ query: { enabled: auth.isAuth } });
  const rgLimits = useQuery({ ...playerLimitsQuery, enabled: auth.isAuth });
  // The player's balances and limits once the page is the browser's: the server's signed-in frame has none (§2 Speed).
  const figuresShown = usePlayerFiguresShown();
  const userData = figuresShown ? user.data : undefined;
  const playerLimits = figuresShown ? rgLimits.data : undefined;

  // The live stream tells each selection's status and price. The topics follow the slip a moment later, so picking
  // selections in a row reconnects the stream once, not on every tap.
  const topicKey = [...new Set(selections.map((item) => `event:${item.eventId}`))].sort().join(',');
  const [streamedKey, setStreamedKey] = useState(topicKey);
  useEffect(() => {
    const timer = setTimeout(() => setStreamedKey(topicKey), topicSettleMs);
    return () => clearTimeout(timer);
  }, [topicKey]);
  useLiveTopics(streamedKey === '' ? [] : streamedKey.split(','), []);
  const closedKey = useClosedSelections(selections);
  const closed = useMemo(() => new Map(closedKey === '' ? [] : closedKey.split(';').map((entry) => [Number(entry.split(':')[0]), entry.split(':')[1]] as const)), [closedKey]);
  const pricesKey = useLivePrices(selections.map((item) => item.outcomeId));
  const moved = useMemo(() => {
    const now = livePriceMap(pricesKey);
    const result = new Map<number, MovedPrice>();
    for (const item of selections) {
      const price = now.get(item.outcomeId);
      if (price !== undefined && Number(price) !== Number(item.price)) result.set(item.outcomeId, { picked: item.price, now: price, accepted: acceptsPriceChange(slip.oddsPolicy, item.price, price) });
    }
    return result;
  }, [pricesKey, selections, slip.oddsPolicy]);

  // §9 and the settings' limits (GET api/settings/): minBet rounded up, maxBet per bet, maxWin per ticket.
  const settingsLimits = settings.data?.limits;
  const maxBetMinor = settingsLimits ? (toMinorUnits(settingsLimits.maxBet) ?? undefined) : undefined;
  const maxWinMinor = settingsLimits ? (toMinorUnits(settingsLimits.maxWin) ?? undefined) : undefined;
  const type = betTypeOf(slip.type);
  // §5 Odds changes: the money shown is the money at the price that would be taken (the feed's new one, or the one a
  // refusal named), never the picked price the player is being asked to give up.
  const refusedPrices = new Map(refusals.filter((entry) => entry.code === 'coefs_changed' && entry.odd).map((entry) => [entry.outcomeId, entry.odd!] as const));
  const takenPrice = (item: Readonly<BetslipSelection>) => moved.get(item.outcomeId)?.now ?? refusedPrices.get(item.outcomeId) ?? item.price;
  // §5: singles with a stake each on selections of different events offer the accumulator of them all beside them.
  const comboType = comboBesideSingles(type, slip.stakeMode, selections);
  const summaryAt = (priceOf: (item: Readonly<BetslipSelection>) => string) =>
    slipSummary({
      type,
      legs: selections.map((item) => ({ eventId: item.eventId, price: priceOf(item), outcomeId: item.outcomeId })),
      stakeMode: slip.stakeMode,
      stake: slip.stake,
      stakes: slip.stakes,
      systemSize: sizeIsChosen(type) ? slip.systemSize : undefined,
      limits: { minBet: settingsLimits?.minBet, maxBetMinor, maxWinMinor },
      combo: comboType ? { type: comboType, stake: slip.comboStake ?? '' } : null,
    });
  const summary = summaryAt(takenPrice);
  const boost = slipBoost(type, summary, selections.map((item) => ({ price: takenPrice(item), live: item.live })));
  const priceMoved = selections.some((item) => takenPrice(item) !== item.price);
  const pickedSummary = priceMoved ? summaryAt((item) => item.price) : null;
  // Compared as shown: each with the boost it would get at its own prices.
  const pickedBoost = pickedSummary ? slipBoost(type, pickedSummary, selections) : null;
  const pickedWin = pickedSummary?.totals.ok ? pickedSummary.totals.potentialWinMinor + (pickedBoost?.boostMinor ?? 0) : null;
  const takenWin = summary.totals.ok ? summary.totals.potentialWinMinor + (boost?.boostMinor ?? 0) : null;
  const pickedWinMinor = pickedWin !== null && takenWin !== null && pickedWin !== takenWin ? pickedWin : null;
  const totals = summary.totals;
  const walletMinor = userData ? toMinorUnits(slip.wallet === 'bonus' ? userData.bonusBalance : userData.balance) : null;
  const tooLittleMoney = walletMinor !== null && totals.ok && totals.totalStakeMinor > walletMinor;
  // §5 Bet slip: what is left of the loss limit, by the sum the placement refuses on; a cash stake above it is
  // refused here, before anything is sent. Bonus stakes are free bets and do not count (§5).
  const lossLimit = playerLimits?.loss.current ?? null;
  const lossLeftMinor = playerLimits?.loss.remaining == null ? null : toMinorUnits(playerLimits.loss.remaining);
  const lossBites = slip.wallet === 'cash' && lossLeftMinor !== null && totals.ok && summary.tickets.length > 0 && totals.totalStakeMinor > lossLeftMinor;
  // Where the balance is short, the deposit limits say how much may still be deposited (the tightest window).
  const depositLeft = playerLimits
    ? [playerLimits.depositDay, playerLimits.depositWeek, playerLimits.depositMonth].map((entry) => (entry.remaining == null ? null : toMinorUnits(entry.remaining))).filter((entry): entry is number => entry !== null)
    : [];
  const depositLeftMinor = depositLeft.length > 0 ? Math.min(...depositLeft) : null;

  const maxStakeMinor =
    auth.isAuth && walletMinor !== null && !summary.perSelection
      ? maxUnitStakeMinor({
          type,
          legs: selections.map((item) => ({ eventId: item.eventId, price: takenPrice(item) })),
          systemSize: sizeIsChosen(type) ? slip.systemSize : undefined,
          limits: { minBet: settingsLimits?.minBet, maxBetMinor, maxWinMinor },
          walletMinor,
          lossLeftMinor: slip.wallet === 'cash' ? lossLeftMinor : null,
        })
      : null;

  const lineMaxStakeMinor =
    auth.isAuth && walletMinor !== null && summary.perSelection
      ? maxStakesPerLine({
          type,
          comboType,
          legs: selections.map((item) => ({ eventId: item.eventId, price: takenPrice(item), outcomeId: item.outcomeId })),
          summary,
          limits: { minBet: settingsLimits?.minBet, maxBetMinor, maxWinMinor },
          walletMinor,
          lossLeftMinor: slip.wallet === 'cash' ? lossLeftMinor : null,
        })
      : null;

  const blocked = new Set([...closed.keys(), ...refusals.filter((entry) => blockingCodes.has(entry.code)).map((entry) => entry.outcomeId)]);
  const blockedInSlip = selections.some((item) => blocked.has(item.outcomeId));
  const ready = summary.tickets.length > 0 && !blockedInSlip && !tooLittleMoney && !lossBites;
  // The accumulator row beside singles with a stake each is the offer itself.
  const proposal = summary.combo ? null : proposedOverSingles(type, selections);

  return {
    selections,
    type,
    summary,
    pickedWinMinor,
    maxStakeMinor,
    lineMaxStakeMinor,
    boost,
    limits: settingsLimits ? { minBet: settingsLimits.minBet, maxBetMinor, maxWinMinor } : null,
    walletMinor,
    tooLittleMoney,
    lossLimit,
    lossLeftMinor,
    lossBites,
    depositLeftMinor,
    closed,
    moved,
    needsAccept: [...moved.values()].some((entry) => !entry.accepted),
    blocked,
    blockedInSlip,
    ready,
    proposal,
    isAuth: auth.isAuth,
    balances: userData ? { balance: userData.balance, bonusBalance: userData.bonusBalance } : null,
  };
}

import { betCountOf, combinationSizes, combinationsOf, minimumStakeMinor, potentialReturns, priceFromDecimal, totalStakeMinor, type BetTypeProblem, type BetTypeShape } from '../../domain/bet-maths.ts';
import { acceptsPriceMove, type OddsPolicy } from '../../domain/odds-policy.ts';
import { parseAmount, type AmountProblem } from '../../domain/money.ts';
import { placesEachAlone } from './bet-types.ts';

// The bet slip's rules that need no screen (docs/product.md §5 Bet slip; SPEC §9 limits): what a typed stake is
// worth, and what a slip of some type and selections places.

export type StakeProblem = AmountProblem | 'zero' | 'stake_too_low' | 'stake_too_high' | 'max_win_exceeded';

export interface StakeLimits {
  /** Settings' minBet (decimal string); §9: rounded up, never below TND 0.1. */
  minBet?: string;
  /** Settings' maxBet per bet, in minor units. */
  maxBetMinor?: number;
}

export type StakeCheck = { ok: true; minor: number } | { ok: false; problem: StakeProblem; limitMinor?: number };

/**
 * A stake as the player typed it: letters, two separators, three decimals or a minus are refused with the reason
 * (never rounded silently, §9), as is a stake under the minimum or over the maximum per bet. A French keyboard's
 * comma is a decimal mark.
 */
export function checkStake(text: string, limits: StakeLimits = {}): StakeCheck {
  const parsed = parseAmount(text.trim(), { decimalComma: true });
  if (!parsed.ok) return { ok: false, problem: parsed.problem };
  if (parsed.minor === 0) return { ok: false, problem: 'zero' };
  const minimum = minimumStakeMinor(limits.minBet) ?? minimumStakeMinor(undefined) ?? 10;
  if (parsed.minor < minimum) return { ok: false, problem: 'stake_too_low', limitMinor: minimum };
  if (limits.maxBetMinor !== undefined && parsed.minor > limits.maxBetMinor) return { ok: false, problem: 'stake_too_high', limitMinor: limits.maxBetMinor };
  return { ok: true, minor: parsed.minor };
}

export interface SlipLeg {
  eventId: number;
  price: string;
}

export type SlipProblem = BetTypeProblem | 'same_event_combination' | 'bad_price';

export type SlipTotals = { ok: true; betCount: number; totalStakeMinor: number; potentialWinMinor: number } | { ok: false; problem: SlipProblem };

/**
 * Number of bets, total stake and potential win of a slip. Two selections of one event never go into one
 * combination (§5: they are not independent), so any type combining legs refuses them; singles take them.
 */
export function slipTotals(type: BetTypeShape, legs: readonly SlipLeg[], unitStakeMinor: number, systemSize?: number): SlipTotals {
  const resolved = combinationSizes(type, legs.length, systemSize);
  if ('problem' in resolved) return { ok: false, problem: resolved.problem };
  const combines = resolved.sizes.some((size) => size > 1);
  if (combines && new Set(legs.map((leg) => leg.eventId)).size < legs.length) return { ok: false, problem: 'same_event_combination' };
  const prices: number[] = [];
  for (const leg of legs) {
    const price = priceFromDecimal(leg.price);
    if (price === null) return { ok: false, problem: 'bad_price' };
    prices.push(price);
  }
  const betCount = betCountOf(legs.length, resolved.sizes);
  const returns = potentialReturns(prices, combinationsOf(legs.length, resolved.sizes), unitStakeMinor);
  return { ok: true, betCount, totalStakeMinor: totalStakeMinor(unitStakeMinor, betCount), potentialWinMinor: returns.totalMinor };
}

/** Whether the slip may place at `next` without asking, under the policy the player keeps (§5 Odds changes, §8 coefs_changed). */
export function acceptsPriceChange(policy: OddsPolicy, seen: string, next: string): boolean {
  const before = priceFromDecimal(seen);
  const after = priceFromDecimal(next);
  if (before === null || after === null) return false;
  return acceptsPriceMove(policy, before, after);
}

export interface SlipSummaryInput {
  type: BetTypeShape;
  legs: readonly (SlipLeg & { outcomeId: number })[];
  /** Singles only: one stake for every selection, or a stake per selection (docs/product.md §5 Bet slip). */
  stakeMode: 'one' | 'each';
  stake: string;
  /** Per selection (outcome id), as typed; an empty stake leaves that selection out. */
  stakes: Readonly<Record<string, string>>;
  systemSize?: number;
  limits?: StakeLimits & { maxWinMinor?: number };
  /**
   * Singles with a stake each on selections of different events: the accumulator offered beside them (§5, placed
   * with them as a ticket of its own), its type and its stake as typed (empty leaves it out). Null: no such row.
   */
  combo?: { type: BetTypeShape; stake: string } | null;
}

/** One ticket the slip places: its legs (indices into the slip) and unit stake. */
export interface SlipTicket {
  /** Another type than the slip's: the accumulator row placed beside the singles. */
  typeId?: string;
  legs: number[];
  unitStakeMinor: number;
  potentialWinMinor: number;
  totalStakeMinor: number;
}

export interface SlipSummary {
  perSelection: boolean;
  /** The common stake's check (null when each selection has its own). */
  stakeCheck: StakeCheck | null;
  /** Each selection's own stake check, by outcome id (typed stakes only). */
  legChecks: Record<number, StakeCheck>;
  totals: SlipTotals;
  /** What would be placed, one ticket per single with its own stake (and the accumulator row's); empty while something is refused. */
  tickets: SlipTicket[];
  /** The accumulator row beside singles with a stake each, when the slip offers it; else null. */
  combo: SlipComboRow | null;
}

/** §5 Bet slip: the accumulator of every selection, offered beside singles that each have a stake. */
export interface SlipComboRow {
  typeId: string;
  /** Its price, in hundredths (what a stake of 1 returns). */
  priceHundredths: number;
  /** Its stake's check, null while no stake is typed. */
  check: StakeCheck | null;
  /** The ticket it places, null while its stake is untyped or refused. */
  ticket: SlipTicket | null;
}

const refusedCheck = (problem: StakeProblem, limitMinor?: number): StakeCheck => ({ ok: false, problem, ...(limitMinor === undefined ? {} : { limitMinor }) });

/**
 * What a slip places and why it cannot (§9 stake limits, maxWin per ticket). Singles with a stake per selection
 * place one single per typed stake; otherwise one ticket of the slip's type at the common stake.
 */
export function slipSummary(input: SlipSummaryInput): SlipSummary {
  const { type, legs, limits = {} } = input;
  const maxWin = limits.maxWinMinor;
  if (input.stakeMode === 'each' && placesEachAlone(type)) {
    const legChecks: Record<number, StakeCheck> = {};
    const tickets: SlipTicket[] = [];
    let refused = false;
    for (const [index, leg] of legs.entries()) {
      const typed = input.stakes[String(leg.outcomeId)] ?? '';
      if (typed.trim() === '') continue;
      let check = checkStake(typed, limits);
      const totals = check.ok ? slipTotals(type, [leg], check.minor) : null;
      if (check.ok && totals?.ok && maxWin !== undefined && totals.potentialWinMinor > maxWin) check = refusedCheck('max_win_exceeded', maxWin);
      legChecks[leg.outcomeId] = check;
      if (!check.ok || !totals?.ok) {
        refused = true;
        continue;
      }
      tickets.push({ legs: [index], unitStakeMinor: check.minor, potentialWinMinor: totals.potentialWinMinor, totalStakeMinor: totals.totalStakeMinor });
    }
    const combo = comboRow(input, maxWin);
    if (combo?.check && !combo.check.ok) refused = true;
    if (combo?.ticket) tickets.push(combo.ticket);
    const totals: SlipTotals = {
      ok: true,
      betCount: tickets.length,
      totalStakeMinor: tickets.reduce((sum, ticket) => sum + ticket.totalStakeMinor, 0),
      potentialWinMinor: tickets.reduce((sum, ticket) => sum + ticket.potentialWinMinor, 0),
    };
    return { perSelection: true, stakeCheck: null, legChecks, totals, tickets: refused ? [] : tickets, combo };
  }
  let stakeCheck = checkStake(input.stake, limits);
  const totals = slipTotals(type, legs, stakeCheck.ok ? stakeCheck.minor : 0, input.systemSize);
  if (stakeCheck.ok && totals.ok && maxWin !== undefined && totals.potentialWinMinor > maxWin) stakeCheck = refusedCheck('max_win_exceeded', maxWin);
  const tickets = stakeCheck.ok && totals.ok ? [{ legs: legs.map((_, index) => index), unitStakeMinor: stakeCheck.minor, potentialWinMinor: totals.potentialWinMinor, totalStakeMinor: totals.totalStakeMinor }] : [];
  return { perSelection: false, stakeCheck, legChecks: {}, totals, tickets, combo: null };
}

/** The accumulator row of a slip of singles with a stake each: its price, its stake's check and its ticket (§5). */
function comboRow(input: SlipSummaryInput, maxWin: number | undefined): SlipComboRow | null {
  const { combo, legs, limits = {} } = input;
  if (!combo || legs.length < 2) return null;
  const priced = slipTotals(combo.type, legs, 100);
  if (!priced.ok) return null;
  const row: SlipComboRow = { typeId: combo.type.id, priceHundredths: priced.potentialWinMinor, check: null, ticket: null };
  if (combo.stake.trim() === '') return row;
  let check = checkStake(combo.stake, limits);
  const totals = check.ok ? slipTotals(combo.type, legs, check.minor) : null;
  if (check.ok && totals?.ok && maxWin !== undefined && totals.potentialWinMinor > maxWin) check = refusedCheck('max_win_exceeded', maxWin);
  row.check = check;
  if (check.ok && totals?.ok) row.ticket = { typeId: combo.type.id, legs: legs.map((_, index) => index), unitStakeMinor: check.minor, potentialWinMinor: totals.potentialWinMinor, totalStakeMinor: totals.totalStakeMinor };
  return row;
}

export interface MaxStakeInput {
  type: BetTypeShape;
  legs: readonly SlipLeg[];
  systemSize?: number;
  limits: StakeLimits & { maxWinMinor?: number };
  /** The chosen wallet's balance. */
  walletMinor: number;
  /** What the loss limit leaves, for a cash stake (null: no limit, or a bonus stake). */
  lossLeftMinor: number | null;
}

/**
 * §5 Bet slip "Max": the largest stake per bet the slip can place now, the same limits the field checks: the balance
 * and what the loss limit leaves, shared by the slip's bets; the maximum per bet; the maximum win per ticket. Null
 * when the slip places nothing or that stake is under the minimum.
 */
export function maxUnitStakeMinor(input: MaxStakeInput): number | null {
  const probe = slipTotals(input.type, input.legs, 100, input.systemSize);
  if (!probe.ok || probe.betCount === 0) return null;
  const caps = [Math.floor(input.walletMinor / probe.betCount)];
  if (input.lossLeftMinor !== null) caps.push(Math.floor(input.lossLeftMinor / probe.betCount));
  if (input.limits.maxBetMinor !== undefined) caps.push(input.limits.maxBetMinor);
  const cap = Math.min(...caps);
  let stake = cap;
  const maxWin = input.limits.maxWinMinor;
  const winAt = (unit: number) => {
    const totals = slipTotals(input.type, input.legs, unit, input.systemSize);
    return totals.ok ? totals.potentialWinMinor : Number.POSITIVE_INFINITY;
  };
  if (maxWin !== undefined && stake > 0 && winAt(stake) > maxWin) {
    // The win grows with the stake (floored per combination): scale down, then step to the largest stake within it.
    stake = Math.floor((stake * maxWin) / winAt(stake));
    while (stake > 0 && winAt(stake) > maxWin) stake -= 1;
    while (stake < cap && winAt(stake + 1) <= maxWin) stake += 1;
  }
  const minimum = minimumStakeMinor(input.limits.minBet) ?? minimumStakeMinor(undefined) ?? 10;
  return stake >= minimum ? stake : null;
}

export interface LineMaxInput {
  /** The singles' type, and the accumulator row's (null when the slip offers none). */
  type: BetTypeShape;
  comboType: BetTypeShape | null;
  legs: readonly (SlipLeg & { outcomeId: number })[];
  /** The slip as it stands: the other lines' valid stakes come off the balance and the loss limit. */
  summary: Pick<SlipSummary, 'legChecks' | 'combo'>;
  limits: StakeLimits & { maxWinMinor?: number };
  walletMinor: number;
  lossLeftMinor: number | null;
}

/**
 * §5 Bet slip "Max" with a stake per selection: for each line (by outcome id) and the accumulator row, the largest
 * stake that line alone can take now, under the same limits as the field, from what the balance and the loss limit
 * leave once the other lines' stakes are taken. Null for a line that could take less than the minimum.
 */
export function maxStakesPerLine(input: LineMaxInput): { lines: Record<number, number | null>; combo: number | null } {
  const typed = (check: StakeCheck | null | undefined) => (check?.ok ? check.minor : 0);
  const comboStake = typed(input.summary.combo?.check);
  const allStakes = input.legs.reduce((sum, leg) => sum + typed(input.summary.legChecks[leg.outcomeId]), comboStake);
  const maxBeside = (type: BetTypeShape, legs: readonly SlipLeg[], ownMinor: number) => {
    const others = allStakes - ownMinor;
    return maxUnitStakeMinor({ type, legs, limits: input.limits, walletMinor: input.walletMinor - others, lossLeftMinor: input.lossLeftMinor === null ? null : input.lossLeftMinor - others });
  };
  const lines: Record<number, number | null> = {};
  for (const leg of input.legs) lines[leg.outcomeId] = maxBeside(input.type, [leg], typed(input.summary.legChecks[leg.outcomeId]));
  const combo = input.comboType && input.summary.combo ? maxBeside(input.comboType, input.legs, comboStake) : null;
  return { lines, combo };
}

import { proxy } from 'valtio';
import { persistStore } from './persist.ts';
import { betslipWriteDelayMs } from './betslip-selections.ts';
import type { OddsPolicy } from '../domain/odds-policy.ts';

/**
 * The bet slip's choices beside its selections (docs/product.md §5 Bet slip): the bet type, the stake as typed and the
 * odds-change policy the player keeps (§8 coefs_changed). Persisted so a reload or a sign-in finds the slip as it was.
 */
/** §5 Odds changes: the contract's OddsPolicy, ruled by src/domain/odds-policy.ts. */
export type SlipOddsPolicy = OddsPolicy;

export interface BetslipSlipState {
  /** A bet type id of config/sportsbook/bet-types.ts; '' (or an id no longer configured) is the first type listed. */
  type: string;
  systemSize: number;
  /** The stake as typed (one stake for every bet); checked, never rounded, before anything is sent. */
  stake: string;
  /** Singles: one stake for every selection, or a stake per selection (`stakes`, by outcome id). */
  stakeMode: 'one' | 'each';
  stakes: Record<string, string>;
  /** A stake per selection on different events: the stake of the accumulator row placed beside the singles (§5). */
  comboStake: string;
  oddsPolicy: SlipOddsPolicy;
  wallet: 'cash' | 'bonus';
}

export const betslipSlipStore = proxy<BetslipSlipState>({ type: '', systemSize: 2, stake: '', stakeMode: 'one', stakes: {}, comboStake: '', oddsPolicy: 'ask', wallet: 'cash' });

export const betslipSlipPersistence = { key: 'betslipSlip', version: 1 } as const;

let stop: (() => void) | null = null;

/** Started by the first slip on screen; one copy for the whole app. */
export function startBetslipSlipPersistence(): void {
  // Written off the keystroke, like the selections (betslip-selections.ts betslipWriteDelayMs).
  stop ??= persistStore(betslipSlipStore, { ...betslipSlipPersistence, writeDelayMs: betslipWriteDelayMs });
}

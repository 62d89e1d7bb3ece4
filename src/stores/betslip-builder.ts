import { proxy } from 'valtio';
import { persistStore } from './persist.ts';
import { betslipWriteDelayMs } from './betslip-selections.ts';

/**
 * The bet builder's picks (docs/product.md §5 "Bet builder"): outcomes of one match, in the order picked (the
 * sandbox checks each against those before it), shown as one line of the bet slip with its own stake. One builder at
 * a time: a pick on another match starts a new one. Persisted like the slip, so a reload or a sign-in finds it.
 */
export interface BuilderLeg {
  marketId: number;
  outcomeId: number;
  /** The leg's own price when picked ("1.85"), shown for reference: the builder has its own. */
  price: string;
  marketName: string;
  pickName: string;
}

export interface BetslipBuilderState {
  eventId: number | null;
  eventName: string;
  legs: BuilderLeg[];
  stake: string;
}

export const betslipBuilderStore = proxy<BetslipBuilderState>({ eventId: null, eventName: '', legs: [], stake: '' });

export const betslipBuilderPersistence = { key: 'betslipBuilder', version: 1 } as const;

/** Adds the pick to the builder of its match (a new builder for another match), or takes it out if already in. */
export function toggleBuilderLeg(event: { id: number; name: string }, leg: BuilderLeg): 'added' | 'removed' {
  if (betslipBuilderStore.eventId !== event.id) Object.assign(betslipBuilderStore, { eventId: event.id, eventName: event.name, legs: [] });
  const index = betslipBuilderStore.legs.findIndex((entry) => entry.outcomeId === leg.outcomeId);
  if (index >= 0) {
    betslipBuilderStore.legs.splice(index, 1);
    return 'removed';
  }
  betslipBuilderStore.legs.push({ ...leg });
  return 'added';
}

export function removeBuilderLeg(outcomeId: number): void {
  const index = betslipBuilderStore.legs.findIndex((entry) => entry.outcomeId === outcomeId);
  if (index >= 0) betslipBuilderStore.legs.splice(index, 1);
}

export function clearBuilder(): void {
  Object.assign(betslipBuilderStore, { eventId: null, eventName: '', legs: [] });
}

let stop: (() => void) | null = null;

/** Started by the first screen that shows the builder; one copy for the whole app. */
export function startBetslipBuilderPersistence(): void {
  stop ??= persistStore(betslipBuilderStore, { ...betslipBuilderPersistence, writeDelayMs: betslipWriteDelayMs });
}

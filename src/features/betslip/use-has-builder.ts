import { useSnapshot } from 'valtio';
import { betslipBuilderStore } from '../../stores/betslip-builder.ts';

/**
 * Whether the slip holds a bet builder (its line shows even when the slip has no other selection). Apart from the
 * builder's line, so the slip and its dock know of a builder without loading it (§2 Speed: first load).
 */
export function useHasBuilder(): boolean {
  return useSnapshot(betslipBuilderStore).legs.length > 0;
}

import { betslipSelectionsStore } from './betslip-selections.ts';

// docs/product.md §5 Bet slip, by keyboard: the first pick takes focus into the slip's stake, and
// placing brings it back to the price it came from, so a keyboard player never tabs through the whole list to the
// slip nor falls to the page body. Shared by the price buttons (sportsbook) and the slip (betslip).

let origin: HTMLElement | null = null;
let stakeWanted = false;

/** A price button added a selection: remember it, and ask the slip for its stake if it is the first one. */
export function selectionAdded(from: HTMLElement | null): void {
  origin = from;
  if (betslipSelectionsStore.items.length === 1) stakeWanted = true;
}

/** The slip calls it once its stake field is on screen: true once per first pick. */
export function takeStakeFocusRequest(): boolean {
  const wanted = stakeWanted;
  stakeWanted = false;
  return wanted;
}

/** After placing: back to the price picked last, or to the page's main region, never the body. */
export function returnFocusToList(): void {
  const target = origin && origin.isConnected ? origin : document.querySelector<HTMLElement>('main');
  if (!target) return;
  if (target.tagName === 'MAIN' && !target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus();
}

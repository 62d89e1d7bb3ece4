import { betslipSelectionsStore } from './betslip-selections.ts';

// docs/product.md §5 Bet slip, by keyboard: the first pick takes focus into the slip's stake, and
// placing brings it back to the price it came from, so a keyboard player never tabs through the whole list to the
// slip nor falls to the page body. Shared by the price buttons (sportsbook) and the slip (betslip).
//
// A price button is not a stable element: the live feed suspends its market (the button is disabled, and a disabled
// button cannot hold the focus), and a list may mount it again (a live list refreshed, a virtual list re-measured).
// So the focus is owed to an outcome, not to an element: the button of that outcome takes it back when it mounts or
// opens again, for a short while and only if the player has not put the focus anywhere else meanwhile.

/** How long a price may take the focus back after losing it (a market suspended for a goal reopens within seconds). */
export const focusReturnWindowMs = 10_000;

let origin: HTMLElement | null = null;
let stakeWanted = false;
/** The outcome whose price the focus belongs on, until `until` (Date.now()). */
let owed: { outcomeId: string; until: number } | null = null;
/** The element that last took the focus: a price that loses it to a re-render had it last. */
let lastFocused: EventTarget | null = null;
let listening = false;

function isFallback(element: Element | null): boolean {
  return !element || element === document.body || element === document.documentElement || element.tagName === 'MAIN';
}

function listen(): void {
  if (listening || typeof document === 'undefined') return;
  listening = true;
  document.addEventListener('focusin', (event) => {
    lastFocused = event.target;
    // The player (or the page) put the focus somewhere else: nothing is owed any more.
    const target = event.target instanceof HTMLElement ? event.target : null;
    if (owed && !isFallback(target) && target?.getAttribute('data-outcome') !== owed.outcomeId) owed = null;
  });
  document.addEventListener('pointerdown', () => (owed = null), true);
}

function priceButton(outcomeId: string): HTMLButtonElement | null {
  return document.querySelector<HTMLButtonElement>(`button[data-outcome="${CSS.escape(outcomeId)}"]`);
}

/** The page's main region, focusable from script only: where the focus waits while its price is away. */
function focusMain(): void {
  const main = document.querySelector<HTMLElement>('main');
  if (!main) return;
  if (!main.hasAttribute('tabindex')) main.setAttribute('tabindex', '-1');
  main.focus({ preventScroll: true });
}

/** A price button added a selection: remember it, and ask the slip for its stake if it is the first one. */
export function selectionAdded(from: HTMLElement | null): void {
  listen();
  origin = from;
  if (betslipSelectionsStore.items.length === 1) stakeWanted = true;
}

/** The slip calls it once its stake field is on screen: true once per first pick. */
export function takeStakeFocusRequest(): boolean {
  const wanted = stakeWanted;
  stakeWanted = false;
  return wanted;
}

/**
 * After placing: back to the price picked last, or to the page's main region while that price is suspended or not
 * mounted (it takes the focus back when it is), never the body.
 */
export function returnFocusToList(): void {
  listen();
  const outcomeId = origin?.getAttribute('data-outcome') ?? null;
  const button = origin?.isConnected ? origin : outcomeId ? priceButton(outcomeId) : null;
  if (outcomeId) owed = { outcomeId, until: Date.now() + focusReturnWindowMs };
  if (button && !(button as HTMLButtonElement).disabled) {
    origin = button;
    button.focus();
    if (document.activeElement === button) return;
  }
  focusMain();
}

/**
 * A price button is on screen and open (mounted, re-mounted or reopened): it takes the focus if the focus is owed to
 * its outcome and is waiting on the page (body or main), not if the player has moved it.
 */
export function priceAvailable(outcomeId: number, element: HTMLButtonElement): void {
  listen();
  if (!owed || owed.outcomeId !== String(outcomeId)) return;
  if (Date.now() > owed.until) {
    owed = null;
    return;
  }
  if (!isFallback(document.activeElement) || element.disabled) return;
  origin = element;
  element.focus({ preventScroll: true });
}

/**
 * A price button is leaving (unmounted, or suspended and disabled): if it had the focus, the focus is owed to its
 * outcome, and waits on the main region rather than the body until the price is back.
 */
export function priceUnavailable(outcomeId: number, element: HTMLButtonElement): void {
  if (lastFocused !== element && document.activeElement !== element) return;
  listen();
  owed = { outcomeId: String(outcomeId), until: Date.now() + focusReturnWindowMs };
  // A replacement mounted in the same render has taken it already; a disabled button loses it at the next frame.
  const later = typeof requestAnimationFrame === 'function' ? requestAnimationFrame : (run: () => void) => setTimeout(run, 16);
  later(() => {
    if (owed?.outcomeId !== String(outcomeId) || (element.isConnected && !element.disabled)) return;
    if (document.activeElement === document.body || document.activeElement === element) focusMain();
  });
}

/** Tests: forget what a previous test left. */
export function resetSlipFocus(): void {
  origin = null;
  stakeWanted = false;
  owed = null;
  lastFocused = null;
}

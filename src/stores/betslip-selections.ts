import { proxy, useSnapshot } from 'valtio';
import { subscribe } from 'valtio/vanilla';
import { authStore } from './auth.ts';
import { persistStore } from './persist.ts';
import { useHydrated } from './hydration.ts';

/**
 * The outcomes a player (or a guest) picked for the bet slip (§2 Sportsbook; the slip itself comes later). A
 * selection names the outcome with the price version it was picked at, so the slip can quote it to the feed.
 *
 * §6: guests browse and pick; betting needs sign-in. A guest's picks survive signing in (they become the player's);
 * a player's picks go when they sign out (src/stores/player-owned.ts), so the next person on the device sees none.
 */
export interface BetslipSelection {
  eventId: number;
  marketId: number;
  outcomeId: number;
  /** Decimal price when picked ("1.85"). */
  price: string;
  priceVersion: number;
  /** Whether the event was live when picked (the slip links to the right event page). */
  live: boolean;
  /** What the player picked, as the odds button named it ("Espérance - Club Africain: 1"); older copies lack it. */
  label?: string;
  /** §5 Bet slip: a line names the event, the market and the pick, in the language they were picked in. */
  eventName?: string;
  marketName?: string;
  pickName?: string;
}

export interface BetslipSelectionsState {
  /** Who picked them: the signed-in player's id, or null for a guest. */
  owner: number | null;
  items: BetslipSelection[];
}

export const betslipSelectionsStore = proxy<BetslipSelectionsState>({ owner: null, items: [] });

const noSelections: readonly BetslipSelection[] = [];
/**
 * The picks as a render shows them: none on the site's server and while the browser hydrates the server's page (the
 * slip is stored on this device, so the server's page, a guest's or the signed-in frame, shows it empty: §2 Speed),
 * the stored ones from the next render on.
 */
export function useSlipSelections(): readonly BetslipSelection[] {
  const { items } = useSnapshot(betslipSelectionsStore);
  return useHydrated() ? items : noSelections;
}

/** Persisted like the other client stores (§4 Persistence: versioned; a copy of another version is dropped). */
export const betslipSelectionsPersistence = { key: 'betslipSelections', version: 1 } as const;

/**
 * The copy is written off the tap that adds a selection (§5 Bet slip: the slip answers in the next frame), a burst of
 * picks once; leaving or hiding the page writes it at once (persist.ts), so a reload or a sign-in still finds it.
 */
export const betslipWriteDelayMs = 300;

/** One selection per market: the slip holds at most one outcome of a market; picking another replaces it. */
export function toggleSelection(selection: BetslipSelection): 'added' | 'removed' {
  const items = betslipSelectionsStore.items;
  const index = items.findIndex((item) => item.outcomeId === selection.outcomeId);
  if (index >= 0) {
    items.splice(index, 1);
    return 'removed';
  }
  const sameMarket = items.findIndex((item) => item.marketId === selection.marketId);
  if (sameMarket >= 0) items.splice(sameMarket, 1);
  items.push({ ...selection });
  betslipSelectionsStore.owner = authStore.isAuth ? (authStore.user?.id ?? 0) : null;
  return 'added';
}

/** §8 coefs_changed accepted: the slip now quotes today's price. */
export function updateSelectionPrice(outcomeId: number, price: string): void {
  const item = betslipSelectionsStore.items.find((entry) => entry.outcomeId === outcomeId);
  if (item) item.price = price;
}

export function removeSelection(outcomeId: number): void {
  const index = betslipSelectionsStore.items.findIndex((item) => item.outcomeId === outcomeId);
  if (index >= 0) betslipSelectionsStore.items.splice(index, 1);
}

export function clearSelections(): void {
  betslipSelectionsStore.items = [];
}

export function isSelected(outcomeId: number): boolean {
  return betslipSelectionsStore.items.some((item) => item.outcomeId === outcomeId);
}

/** Sign-out (and a boot with nobody signed in): a player's picks go; a guest's stay with the device's guest. */
export function clearPlayerSelections(): void {
  if (betslipSelectionsStore.owner === null) return;
  betslipSelectionsStore.items = [];
  betslipSelectionsStore.owner = null;
}

/** Reads the stored copy, keeps writing it, and hands a guest's picks to the player who signs in. */
export function startBetslipSelectionsPersistence(): () => void {
  const stopPersisting = persistStore(betslipSelectionsStore, { ...betslipSelectionsPersistence, writeDelayMs: betslipWriteDelayMs });
  const adopt = () => {
    if (authStore.isAuth && betslipSelectionsStore.owner === null && betslipSelectionsStore.items.length > 0) {
      betslipSelectionsStore.owner = authStore.user?.id ?? 0;
    }
  };
  adopt();
  const stopAdopting = subscribe(authStore, adopt, true);
  return () => {
    stopAdopting();
    stopPersisting();
  };
}

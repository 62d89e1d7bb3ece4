// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { clearAuth, signIn } from './auth.ts';
import { betslipSelectionsPersistence, betslipSelectionsStore, betslipWriteDelayMs, isSelected, startBetslipSelectionsPersistence, toggleSelection } from './betslip-selections.ts';
import { clearPlayerOwnedState, startPlayerOwnedStateGuard } from './player-owned.ts';

const pick = (outcomeId: number, marketId = Math.floor(outcomeId / 100)) => ({ eventId: Math.floor(marketId / 1000), marketId, outcomeId, price: '1.85', priceVersion: 3, live: false });

let stops: (() => void)[] = [];
afterEach(() => {
  for (const stop of stops) stop();
  stops = [];
  clearAuth();
  betslipSelectionsStore.items = [];
  betslipSelectionsStore.owner = null;
  localStorage.clear();
});

describe('bet slip selections (§6: guests pick, betting needs sign-in)', () => {
  it('a tap adds, a second tap removes, and another outcome of the same market replaces the first', () => {
    expect(toggleSelection(pick(100100101))).toBe('added');
    expect(toggleSelection(pick(100100102))).toBe('added');
    expect(betslipSelectionsStore.items.map((item) => item.outcomeId)).toEqual([100100102]);
    expect(toggleSelection(pick(100200101))).toBe('added');
    expect(toggleSelection(pick(100100102))).toBe('removed');
    expect(isSelected(100200101)).toBe(true);
    expect(isSelected(100100102)).toBe(false);
  });

  it("keeps a guest's picks when they sign in, and clears them when the player signs out", () => {
    stops.push(startBetslipSelectionsPersistence(), startPlayerOwnedStateGuard());
    toggleSelection(pick(100100101));
    expect(betslipSelectionsStore.owner).toBeNull();
    signIn({ id: 7 }, { access: 'a', refresh: 'r' });
    expect(betslipSelectionsStore).toMatchObject({ owner: 7, items: [expect.objectContaining({ outcomeId: 100100101 })] });
    clearAuth('sessionExpired');
    expect(betslipSelectionsStore.items).toEqual([]);
  });

  it("a guest's picks survive a reload; a player's picks do not survive a session that ended while away", async () => {
    localStorage.setItem(betslipSelectionsPersistence.key, JSON.stringify({ version: 1, savedAt: Date.now(), state: { owner: null, items: [pick(100100101)] } }));
    stops.push(startBetslipSelectionsPersistence());
    clearPlayerOwnedState(); // what the guard does at a boot with nobody signed in
    expect(betslipSelectionsStore.items).toHaveLength(1);

    betslipSelectionsStore.owner = 7;
    clearPlayerOwnedState();
    expect(betslipSelectionsStore.items).toEqual([]);
    // Written off the tap, a moment later (betslipWriteDelayMs).
    await new Promise((resolve) => setTimeout(resolve, betslipWriteDelayMs + 50));
    expect(JSON.parse(localStorage.getItem(betslipSelectionsPersistence.key)!).state.items).toEqual([]);
  });

  it('drops a stored copy of another version', () => {
    localStorage.setItem(betslipSelectionsPersistence.key, JSON.stringify({ version: 0, savedAt: Date.now(), state: { items: [{ id: 1 }] } }));
    stops.push(startBetslipSelectionsPersistence());
    expect(betslipSelectionsStore.items).toEqual([]);
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { ref } from 'valtio';
import { authStore, clearAuth, signIn } from './auth.ts';
import { gamesProviderStore } from './games-provider.ts';
import { notifiesStore } from './notifies.ts';
import { clearPlayerOwnedState, startPlayerOwnedStateGuard } from './player-owned.ts';
import { favoriteTab, slotsStore, type NormalisedGame } from './slots.ts';

const game = (id: string, tab: string[]): NormalisedGame => ({ id, gameId: id, gameName: id, description: '', tab, provider: 'p', routeProvider: 'p', imageUrl: '', hasDemoMode: false }) as unknown as NormalisedGame;

/** What player1 leaves behind after an evening of play. */
function playAsPlayer() {
  signIn({ id: 7 }, { access: 'a', refresh: 'r' });
  slotsStore.extraData = { orbit: { provider: 'orbit', freeSpinLeft: 5, sessionEnd: false, prizeAmount: '10', prizeCurrency: 'TND' } };
  slotsStore.freeSpinInfo = { provider: 'orbit', freeSpinLeft: 5, sessionEnd: false, prizeAmount: '10', prizeCurrency: 'TND' };
  slotsStore.gameUrl = 'http://games.example/session/abc';
  slotsStore.favorite = ['g1_p'];
  slotsStore.gameList = { p: ref([game('g1', ['popular', favoriteTab]), game('g2', ['popular'])]) };
  slotsStore.gameListInField = { q: { slots: ref([game('g3', [favoriteTab])]) } };
  gamesProviderStore.extraDataLoaded = ['orbit'];
  notifiesStore.cashbackHiddenIds = [3];
  notifiesStore.personalJackpotHiddenIds = [4];
  notifiesStore.firstDepositShown = true;
  notifiesStore.pwaNotificationShown = true;
}

let stop: (() => void) | undefined;
afterEach(() => {
  stop?.();
  stop = undefined;
  clearAuth();
  clearPlayerOwnedState();
  notifiesStore.pwaNotificationShown = false;
});

function expectNothingOfThePlayer() {
  expect(slotsStore.extraData).toEqual({});
  expect(slotsStore.freeSpinInfo).toBeNull();
  expect(slotsStore.gameUrl).toBeNull();
  expect(slotsStore.favorite).toEqual([]);
  expect(slotsStore.gameList.p.map((item) => item.tab)).toEqual([['popular'], ['popular']]);
  expect(slotsStore.gameListInField.q.slots[0].tab).toEqual([]);
  expect(gamesProviderStore.extraDataLoaded).toEqual([]);
  expect(notifiesStore).toMatchObject({ cashbackHiddenIds: [], personalJackpotHiddenIds: [], firstDepositShown: false });
  expect(JSON.stringify([slotsStore, notifiesStore])).not.toMatch(/abc|g1_p/);
}

describe('player-owned state (docs/product.md §6: nothing of the previous player survives sign-out)', () => {
  it('is cleared when the signed-in flag goes off, keeping the catalogue and the device flags', () => {
    playAsPlayer();
    stop = startPlayerOwnedStateGuard();
    expect(slotsStore.favorite).toEqual(['g1_p']); // signed in: nothing is touched
    clearAuth('sessionExpired');
    expectNothingOfThePlayer();
    expect(slotsStore.gameList.p.map((item) => item.id)).toEqual(['g1', 'g2']);
    expect(notifiesStore.pwaNotificationShown).toBe(true);
  });

  it('clears a copy read at boot when nobody is signed in (signed out in another tab, or the session ended)', () => {
    playAsPlayer();
    clearAuth();
    slotsStore.favorite = ['g1_p'];
    stop = startPlayerOwnedStateGuard();
    expectNothingOfThePlayer();
  });

  it('leaves the state alone while the same player stays signed in (token refresh, user polling)', () => {
    playAsPlayer();
    stop = startPlayerOwnedStateGuard();
    authStore.session = { access: 'a2', refresh: 'r2' };
    expect(slotsStore.extraData).not.toEqual({});
    expect(notifiesStore.cashbackHiddenIds).toEqual([3]);
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { defaultBackUrl, slotsStore } from '../../stores/slots.ts';
import { lobbyOf } from './lobby-page.tsx';
import { backAddress, launchKindOf } from './use-game-launch.ts';

afterEach(() => {
  slotsStore.backUrl = defaultBackUrl;
});

describe('game routes (§2)', () => {
  it('launch real money, demo with demoStart, free spins on /{freeSpin}/session', () => {
    expect(launchKindOf('slots-game', { provider: 'p', gameId: 'g' })).toBe('real');
    expect(launchKindOf('slots-game-demo', { provider: 'p', gameId: 'g', demoStart: 'demo' })).toBe('demo');
    expect(launchKindOf('slots-game-free-spin', { provider: 'p', gameId: 'g', freeSpin: 'free' })).toBe('freeSpin');
  });

  it('go back to the remembered address, default /slots/casino, never off the site', () => {
    expect(backAddress()).toBe('/slots/casino');
    slotsStore.backUrl = '/slots/live-casino?providers=evolution';
    expect(backAddress()).toBe('/slots/live-casino?providers=evolution');
    slotsStore.backUrl = '//evil.test/x';
    expect(backAddress()).toBe(defaultBackUrl);
    slotsStore.backUrl = 'https://evil.test/';
    expect(backAddress()).toBe(defaultBackUrl);
  });
});

describe('lobbies (§2)', () => {
  it('reads the section and category from the route', () => {
    expect(lobbyOf('slots-casino', {})).toEqual({ section: 'casino' });
    expect(lobbyOf('slots-all', {})).toEqual({ section: 'all' });
    expect(lobbyOf('slots-live-casino', {})).toEqual({ section: 'live-casino' });
    expect(lobbyOf('slots-section', { sectionId: 'live-casino', id: 'poker' })).toEqual({ section: 'live-casino', category: 'poker' });
    expect(lobbyOf('slots-game-type', { gameType: 'megaways' })).toEqual({ section: 'all', category: 'megaways' });
  });
});

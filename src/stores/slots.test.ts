// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';

// Fresh modules per test: the stored copy is read once per page, by whichever code needs it first.
const storedCopy = (state: Record<string, unknown>) => JSON.stringify({ version: 7, savedAt: Date.now(), state });
const game = { id: 'g1', gameId: 'g1', gameName: 'Fruit Party', provider: 'p', routeProvider: 'p', tab: ['popular', 'favorite'] };
const settled = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  localStorage.clear();
  vi.resetModules();
  localStorage.setItem('slots', storedCopy({ favorite: ['g1_p'], gameList: { p: [game] }, backUrl: '/slots/all' }));
});

describe('the slots copy is read when first needed (docs/product.md §2 Speed, §4 Persistence)', () => {
  it('is not read by a page that has no casino in it, and is read when the casino code loads', async () => {
    const { slotsStore } = await import('./slots.ts');
    expect(slotsStore.favorite).toEqual([]);
    expect(slotsStore.gameList).toEqual({});
    await import('../features/casino/slots-store.ts');
    expect(slotsStore.favorite).toEqual(['g1_p']);
    expect(slotsStore.gameList.p.map((item) => item.gameName)).toEqual(['Fruit Party']);
    expect(slotsStore.backUrl).toBe('/slots/all');
  });

  it('is read and cleared at a sign-out on such a page: the previous player\'s favourites never come back', async () => {
    const { signIn, clearAuth } = await import('./auth.ts');
    const { startPlayerOwnedStateGuard } = await import('./player-owned.ts');
    signIn({ id: 7 }, { access: 'a', refresh: 'r' });
    const stop = startPlayerOwnedStateGuard();
    clearAuth();
    await settled();
    window.dispatchEvent(new Event('pagehide')); // the page is left: the pending write is made at once
    stop();
    const written = JSON.parse(localStorage.getItem('slots')!) as { state: { favorite: string[]; gameList: { p: Array<{ tab: string[] }> } } };
    expect(written.state.favorite).toEqual([]);
    expect(written.state.gameList.p[0].tab).toEqual(['popular']);
    const { slotsStore } = await import('../features/casino/slots-store.ts');
    expect(slotsStore.favorite).toEqual([]);
  });
});

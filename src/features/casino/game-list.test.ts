import { describe, expect, it, vi } from 'vitest';
import { providerSchema, type CasinoGame, type ProviderConfig } from '../../../schemas/config/provider.ts';
import { ApiError } from '../../api/client.ts';
import { createRegistry } from '../../engine/providers.ts';
import type { SlotsState } from '../../stores/slots.ts';
import { favoriteTab } from '../../stores/slots.ts';
import { allGames, loadGameList, replaceKeepingFavourites } from './game-list.ts';
import { exitFreeSpinSession, fetchSessionUrl, withAttempts } from './game-session.ts';

// Synthetic providers: the loading rules are the engine's, whatever the integration.
const base = {
  label: 'P',
  list: { request: { path: '/api/p/games/' }, itemsAt: '' },
  fields: { gameId: 'id', gameName: 'name', provider: 'producer' },
  launch: { real: { request: { method: 'POST', path: '/api/p/login/' }, urlAt: 'url' } },
  frameOrigins: ['http://games.test'],
} as const;

function provider(id: string, extra: Record<string, unknown> = {}): ProviderConfig {
  return providerSchema.parse({ id, ...base, ...extra });
}

function emptyStore(): SlotsState {
  return { gameList: {}, errorMessage: null, gameUrl: null, freeSpinGameUrl: null, freeSpinInfo: null, extraData: {}, favorite: [], gameListInField: {}, backUrl: '/slots/casino', communications: {} };
}

function setup(configs: ProviderConfig[], answers: Record<string, unknown>) {
  const call = vi.fn(async ({ path }: { path: string }) => {
    const answer = answers[path];
    if (answer instanceof Error) throw answer;
    return answer;
  });
  const registry = createRegistry(configs, { call, gameOrigin: () => '' });
  const store = emptyStore();
  const providerState = { requested: [] as string[], extraDataLoaded: [] as string[] };
  return { call, registry, store, providerState };
}

const items = [
  { id: 'g1', name: 'One', producer: 'alpha' },
  { id: 'g2', name: 'Two', producer: 'beta' },
];

describe('§4 game list loading', () => {
  it('runs one load per provider when given an array', async () => {
    const { call, registry, store, providerState } = setup([provider('a'), provider('b', { list: { request: { path: '/api/b/games/' }, itemsAt: '' } })], {
      '/api/p/games/': items,
      '/api/b/games/': [items[0]],
    });
    await loadGameList(['a', 'b'], { isAuth: true, registry, store, providerState });
    expect(call).toHaveBeenCalledTimes(2);
    expect(store.gameList.a).toHaveLength(2);
    expect(store.gameList.b).toHaveLength(1);
  });

  it('throws Provider "X" not found in configuration', async () => {
    const { registry, store, providerState } = setup([provider('a')], {});
    await expect(loadGameList('zzz', { isAuth: true, registry, store, providerState })).rejects.toThrow('Provider "zzz" not found in configuration');
  });

  it('gives guests the default list without calling the list', async () => {
    const { call, registry, store, providerState } = setup([provider('a', { defaultList: [{ id: 'd1', name: 'Default', producer: 'alpha' }] })], { '/api/p/games/': items });
    await loadGameList('a', { isAuth: false, registry, store, providerState });
    expect(call).not.toHaveBeenCalled();
    expect(store.gameList.a.map((game) => [game.gameId, game.isDefault])).toEqual([['d1', true]]);
    await loadGameList('a', { isAuth: true, registry, store, providerState });
    expect(store.gameList.a.map((game) => game.gameId)).toEqual(['g1', 'g2']);
  });

  it('fetches extra data once per provider, skips it for guests when auth is required', async () => {
    const convert = vi.fn((answer: unknown) => ({ converted: answer }));
    const config = provider('a', { extraData: { request: { path: '/api/p/extra/' }, authRequired: true, convert } });
    const { call, registry, store, providerState } = setup([config], { '/api/p/games/': items, '/api/p/extra/': { left: 3 } });
    await loadGameList('a', { isAuth: false, registry, store, providerState });
    expect(call.mock.calls.map(([request]) => request.path)).toEqual(['/api/p/games/']);
    expect(store.extraData.a).toBeUndefined();
    await loadGameList('a', { isAuth: true, registry, store, providerState });
    expect(store.extraData.a).toEqual({ converted: { left: 3 } });
    // Loaded and extra data present: the list is not refetched, and extra data is not asked again.
    await loadGameList('a', { isAuth: true, registry, store, providerState });
    expect(call.mock.calls.map(([request]) => request.path)).toEqual(['/api/p/games/', '/api/p/extra/']);
    expect(convert).toHaveBeenCalledTimes(1);
  });

  it('refetches when extra data is absent (the list alone does not stop a load)', async () => {
    const { call, registry, store, providerState } = setup([provider('a')], { '/api/p/games/': items });
    await loadGameList('a', { isAuth: true, registry, store, providerState });
    await loadGameList('a', { isAuth: true, registry, store, providerState });
    expect(call).toHaveBeenCalledTimes(2);
  });

  it('stores a unique-field provider per field value', async () => {
    const { registry, store, providerState } = setup([provider('a', { uniqueField: 'producer' })], { '/api/p/games/': items });
    await loadGameList('a', { isAuth: true, registry, store, providerState });
    expect(store.gameList.a).toBeUndefined();
    expect(Object.keys(store.gameListInField.a)).toEqual(['alpha', 'beta']);
    expect(store.gameListInField.a.beta[0].gameId).toBe('g2');
  });

  it('replaces the provider games, keeping entries tagged favorite', async () => {
    const { registry, store, providerState } = setup([provider('a')], { '/api/p/games/': [items[1]] });
    const favourite: CasinoGame = { ...registry.a.map(items[0]), tab: [favoriteTab] };
    const other = registry.a.map({ id: 'old', name: 'Old', producer: 'x' });
    store.gameList.a = [favourite, other];
    await loadGameList('a', { isAuth: true, registry, store, providerState });
    expect(store.gameList.a.map((game) => game.gameId)).toEqual(['g2', 'g1']);
  });

  it('runs one load when the same provider is asked twice at once', async () => {
    const { call, registry, store, providerState } = setup([provider('a')], { '/api/p/games/': items });
    await Promise.all([loadGameList('a', { isAuth: true, registry, store, providerState }), loadGameList('a', { isAuth: true, registry, store, providerState })]);
    expect(call).toHaveBeenCalledTimes(1);
  });

  it('stores the server message when the fetch fails', async () => {
    const failure = new ApiError({ success: false, data: null, errorMessage: 'Provider is down', codeStatus: 'x', responseStatus: 503, errorBody: null });
    const { registry, store, providerState } = setup([provider('a')], { '/api/p/games/': failure });
    await loadGameList('a', { isAuth: true, registry, store, providerState });
    expect(store.errorMessage).toBe('Provider is down');
  });

  it('merges favourites into a fresh list and flattens stores in provider order', () => {
    const game = (id: string, tab: string[] = []): CasinoGame => ({ id: `${id}_a`, gameId: id, description: '', gameName: id, tab, tabLive: [], provider: 'x', imageUrl: '', routeProvider: 'a', hasDemoMode: false, hasFreeSpins: false, isDefault: false, additionalData: {} });
    expect(replaceKeepingFavourites([game('1', [favoriteTab])], [game('1'), game('2')]).map((item) => item.tab)).toEqual([[favoriteTab], []]);
    expect(allGames({ gameList: { a: [game('1')] }, gameListInField: { b: { f: [game('2')] } } }, ['b', 'a']).map((item) => item.gameId)).toEqual(['2', '1']);
  });
});

describe('§4 session URL fetch: 3 attempts in total', () => {
  it('retries and resolves on a later attempt', async () => {
    const work = vi.fn().mockRejectedValueOnce(new Error('1')).mockResolvedValueOnce('url');
    const onFailure = vi.fn();
    expect(await withAttempts(work, { onFailure })).toBe('url');
    expect(work).toHaveBeenCalledTimes(2);
    expect(onFailure).not.toHaveBeenCalled();
  });

  it('calls the failure callback after the third failure, and raises each earlier one', async () => {
    const work = vi.fn().mockRejectedValue(new Error('down'));
    const onFailure = vi.fn();
    const onAttemptFailed = vi.fn();
    expect(await withAttempts(work, { onFailure, onAttemptFailed })).toBeNull();
    expect(work).toHaveBeenCalledTimes(3);
    expect(onAttemptFailed.mock.calls.map(([, attempt]) => attempt)).toEqual([1, 2]);
    expect(onFailure).toHaveBeenCalledTimes(1);
  });

  it('stores the URL and redirects withRedirect; free spins keep their own URL', async () => {
    const { registry, store } = setup([provider('a')], {});
    const adapter = { ...registry.a, launch: vi.fn().mockResolvedValue('http://games.test/play/1') };
    const redirect = vi.fn();
    const params = { game: registry.a.map(items[0]), isDesktop: false, lang: 'fr-fr', returnUrl: 'http://site.test/slots/casino', onFailure: vi.fn(), store, redirect };
    await fetchSessionUrl({ ...params, adapter, kind: 'real', withRedirect: true });
    expect(store.gameUrl).toBe('http://games.test/play/1');
    expect(redirect).toHaveBeenCalledWith('http://games.test/play/1');
    await fetchSessionUrl({ ...params, adapter, kind: 'freeSpin' });
    expect(store.freeSpinGameUrl).toBe('http://games.test/play/1');
    store.freeSpinInfo = { provider: 'a', sessionEnd: false, freeSpinLeft: 0, prizeAmount: '1.00', prizeCurrency: 'TND' };
    exitFreeSpinSession(store);
    expect(store.freeSpinGameUrl).toBeNull();
    expect(store.freeSpinInfo).toBeNull();
  });
});

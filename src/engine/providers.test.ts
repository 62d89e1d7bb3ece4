import { describe, expect, it, vi } from 'vitest';
import { providerSchema } from '../../schemas/config/provider.ts';
import { withProviderDefaults } from '../../schemas/config/provider.define.ts';
import type { ProviderInput } from '../../schemas/config/provider.ts';
import { ConfigError, validateProviders } from './validate-config.ts';
import { createAdapter, createRegistry, fillQuery, fillTemplate, getProvider, readPath } from './providers.ts';
import { launchWith, testAdapter, testGameOrigin as gameOrigin } from './testing.tsx';

// The engine's provider adapters on fixture providers (CONVENTIONS 18): an operator's edit of config/providers
// turns only the config checks red (config/providers/*.test.ts test each provider's own mapper).
const sample = (id: string, extra: Record<string, unknown> = {}) => ({ code: id, title: `Game ${id}`, maker: 'maker', kind: 'slot', ...extra });
const fixture = {
  id: 'alpha',
  label: 'Alpha',
  list: { request: { method: 'GET', path: '/api/casino/alpha/games/' }, itemsAt: 'data.games' },
  fields: { gameId: 'code', gameName: 'title', description: 'title', provider: 'maker' },
  convert: ({ item }: { item: Record<string, unknown> }) => ({ tab: item.kind === 'live' ? [] : ['slots'], tabLive: item.kind === 'live' ? ['roulette'] : [] }),
  launch: {
    real: { request: { method: 'POST', path: '/api/casino/alpha/launch/' }, body: { game: '{gameId}', device: { viewport: { desktop: 'pc', mobile: 'phone' } }, back: '{returnUrl}' }, urlAt: 'session.url' },
    demo: { request: { method: 'POST', path: '/api/casino/alpha/demo/' }, body: { game: '{gameId}' }, urlAt: 'url', guestAllowed: true },
  },
  frameOrigins: ['{gameOrigin}'],
  exclusions: { gameIds: ['retired'], providers: ['banned-maker'] },
  categories: { popular: ['a1'] },
} satisfies ProviderInput;
const guestListFixture = { ...fixture, id: 'beta', label: 'Beta', defaultList: [sample('b1'), sample('b2', { kind: 'live' })] } satisfies ProviderInput;

describe('provider registry', () => {
  const registry = createRegistry([fixture, guestListFixture].map(withProviderDefaults), { gameOrigin: () => gameOrigin });

  it('finds an adapter by id and throws Provider "X" not found in configuration for an unknown one (§4)', () => {
    expect(getProvider('alpha', registry).config.label).toBe('Alpha');
    expect(() => getProvider('no-such-provider', registry)).toThrow('Provider "no-such-provider" not found in configuration');
    expect(() => getProvider('toString', registry)).toThrow('Provider "toString" not found in configuration');
  });

  it('reports a bad provider file with its path and field', () => {
    const broken = [{ ...fixture, launch: { real: { request: { method: 'POST', path: 'no-slash' }, urlAt: 'x' } } }];
    expect(() => validateProviders(broken)).toThrow(ConfigError);
    expect(() => validateProviders(broken)).toThrow(/config\/providers\/alpha\.ts: launch\.real\.request\.path/);
    expect(() => validateProviders([fixture, fixture])).toThrow('config/providers/index.ts: providers[1]: Duplicate id "alpha"');
  });

  it('the runtime defaults (withProviderDefaults, no zod) give what the schema parses', () => {
    for (const file of [fixture, guestListFixture]) expect(withProviderDefaults(file)).toStrictEqual(providerSchema.parse(file));
    const request = { path: '/api/casino/x/' };
    const bare = { id: 'bare', label: 'Bare', list: { request, itemsAt: '' }, fields: {}, launch: { real: { request, urlAt: '' }, demo: { request, urlAt: '', guestAllowed: true } }, frameOrigins: ['{gameOrigin}'] };
    expect(withProviderDefaults(bare)).toStrictEqual(providerSchema.parse(bare));
    const partly = { ...bare, exclusions: { gameIds: ['1'] }, extraData: { request, authRequired: false, convert: (answer: unknown) => answer } };
    expect(withProviderDefaults(partly)).toStrictEqual(providerSchema.parse(partly));
  });
});

describe('field mapping (§3)', () => {
  const { adapter } = testAdapter(fixture);

  it('maps through the path map, the convert function and the categories, keyed by provider', () => {
    expect(adapter.map(sample('a1'))).toMatchObject({ id: 'a1_alpha', gameId: 'a1', gameName: 'Game a1', description: 'Game a1', provider: 'maker', routeProvider: 'alpha' });
    expect(adapter.map(sample('a1')).tab).toEqual(['slots', 'popular']);
    expect(adapter.map(sample('a2', { kind: 'live' }))).toMatchObject({ tab: [], tabLive: ['roulette'] });
  });

  it('leaves out excluded game ids and producers', () => {
    const games = adapter.mapAll([sample('retired'), sample('kept'), sample('gone', { maker: 'banned-maker' })]);
    expect(games.map((game) => game.gameId)).toEqual(['kept']);
  });

  it('maps a full-size list answer in slices: the same games as mapAll, with the main thread free between slices', async () => {
    const items = Array.from({ length: 2939 }, (_, index) => sample(`g${index}`));
    const sliced = createAdapter(withProviderDefaults(fixture), { gameOrigin: () => gameOrigin, call: async () => ({ data: { games: items } }) });
    let listed = false;
    let listedWhenOtherTaskRan: boolean | null = null;
    setTimeout(() => {
      listedWhenOtherTaskRan = listed;
    }, 0);
    const listing = sliced.list({ isDesktop: true }).then((games) => {
      listed = true;
      return games;
    });
    // A task queued before the answer arrives gets its turn while the list is still being mapped: one long task
    // mapping all 2 939 items (§9) would have finished first.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(listedWhenOtherTaskRan).toBe(false);
    const games = await listing;
    expect(games).toEqual(sliced.mapAll(items));
    expect(games).toHaveLength(2939);
  });

  it('asks for the list of the player\'s platform where the query picks by viewport (§7)', async () => {
    const byPlatform = { ...fixture, list: { ...fixture.list, request: { ...fixture.list.request, query: { platform: { viewport: { desktop: 'desktop', mobile: 'mobile' } }, page: 1 } } } } satisfies ProviderInput;
    const asked: unknown[] = [];
    const listing = createAdapter(withProviderDefaults(byPlatform), { gameOrigin: () => gameOrigin, call: async (call) => (asked.push(call.query), { data: { games: [] } }) });
    await listing.list({ isDesktop: false });
    await listing.list({ isDesktop: true });
    expect(asked).toEqual([{ platform: 'mobile', page: 1 }, { platform: 'desktop', page: 1 }]);
    expect(fillQuery(undefined, true)).toBeUndefined();
  });

  it('gives guests the default list, marked isDefault, where one is declared (§4)', () => {
    expect(adapter.defaultList()).toBeNull();
    const list = testAdapter(guestListFixture).adapter.defaultList()!;
    expect(list.map((game) => game.gameId)).toEqual(['b1', 'b2']);
    expect(list.every((game) => game.isDefault)).toBe(true);
  });
});

describe('session launchers', () => {
  it('fills body templates keeping whole-value types', () => {
    const variables = { gameId: '1000', gameIdNumber: 1000, system: 'evolution', isMobile: 1 as const, clientType: 'mobile' as const, lang: 'fr-fr', returnUrl: 'http://site.test/slots/casino' };
    expect(fillTemplate({ GameId: '{gameIdNumber}', a: 'x-{gameId}', p: { viewport: { desktop: 'WEB', mobile: 'MOBILE' } }, n: 1 }, variables, false)).toEqual({ GameId: 1000, a: 'x-1000', p: 'MOBILE', n: 1 });
  });

  it('launches with the declared body for the viewport and reads the URL at urlAt', async () => {
    const desktop = await launchWith(fixture, sample('a1'), { session: { url: `${gameOrigin}/play/1` } });
    expect(desktop.url).toBe(`${gameOrigin}/play/1`);
    expect(desktop.request).toMatchObject({ method: 'POST', path: '/api/casino/alpha/launch/', body: { game: 'a1', device: 'pc', back: 'http://site.test/slots/casino' } });
    const phone = await launchWith(fixture, sample('a1'), { session: { url: `${gameOrigin}/play/2` } }, 'real', false);
    expect(phone.request.body).toMatchObject({ device: 'phone' });
    const demo = await launchWith(fixture, sample('a1'), { url: `${gameOrigin}/play/3` }, 'demo');
    expect(demo).toMatchObject({ url: `${gameOrigin}/play/3`, request: { path: '/api/casino/alpha/demo/' } });
  });

  it('allows only the configured frame origins', () => {
    const { adapter } = testAdapter(fixture);
    expect(adapter.allowsFrameUrl(`${gameOrigin}/play/x`)).toBe(true);
    expect(adapter.allowsFrameUrl('http://evil.test/play/x')).toBe(false);
    expect(adapter.allowsFrameUrl('javascript:alert(1)')).toBe(false);
  });

  it("allows a fixed origin and a runtime setting's origin its config declares, and nothing while the setting is unset", () => {
    const own = { ...fixture, frameOrigins: ['https://games.lumen.test', '{setting:ALPHA_GAME_ORIGIN}'] } satisfies ProviderInput;
    const { adapter } = testAdapter(own);
    expect(adapter.allowsFrameUrl('https://games.lumen.test/play/x')).toBe(true);
    expect(adapter.allowsFrameUrl('https://play.alpha.test/play/x')).toBe(false);
    vi.stubGlobal('window', { __RUNTIME_CONFIG__: { providerOrigins: { ALPHA_GAME_ORIGIN: 'https://play.alpha.test' } } });
    try {
      expect(adapter.allowsFrameUrl('https://play.alpha.test/play/x')).toBe(true);
      expect(adapter.allowsFrameUrl(`${gameOrigin}/play/x`)).toBe(false);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('reads dotted paths', () => {
    expect(readPath({ a: { b: 'c' } }, 'a.b')).toBe('c');
    expect(readPath('x', '')).toBe('x');
    expect(readPath({ a: null }, 'a.b')).toBeUndefined();
  });
});

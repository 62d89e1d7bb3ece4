import { describe, expect, it, vi } from 'vitest';
import providersFile from '../../config/providers/index.ts';
import { providerSchema } from '../../schemas/config/provider.ts';
import { withProviderDefaults } from '../../schemas/config/provider.define.ts';
import { ConfigError, validateProviders } from './validate-config.ts';
import { createAdapter, createRegistry, fillTemplate, getProvider, providerConfigs, readPath, type ProviderAdapter } from './providers.ts';

const gameOrigin = 'http://games.test:3001';
const registry = createRegistry(providerConfigs, { gameOrigin: () => gameOrigin });
// Providers are looked up by their kind of source shape, never by id (src/ names no provider).
const byListItems = (itemsAt: string, path: string) => Object.values(registry).find((adapter) => adapter.config.list.itemsAt === itemsAt && adapter.config.list.request.path.includes(path))!;
const firstKind = byListItems('items', '/first/');
const outcomeKind = byListItems('', '/outcome/');
const thirdKind = byListItems('games', '/third/');
const fourthKind = byListItems('results', '/fourth/');

describe('config/providers', () => {
  it('parses every provider file and lists four integrations', () => {
    expect(validateProviders(providersFile)).toHaveLength(4);
    for (const adapter of [firstKind, outcomeKind, thirdKind, fourthKind]) expect(adapter).toBeDefined();
  });

  it('reports a bad file with its path and field', () => {
    const broken = [{ ...providerConfigs[0], launch: { real: { request: { method: 'POST', path: 'no-slash' }, urlAt: 'x' } } }];
    expect(() => validateProviders(broken)).toThrow(ConfigError);
    expect(() => validateProviders(broken)).toThrow(new RegExp(`config/providers/${providerConfigs[0].id}.ts: launch.real.request.path`));
  });

  it('the runtime defaults (withProviderDefaults, no zod) give what the schema parses, for every provider file', () => {
    for (const file of providersFile) expect(withProviderDefaults(file)).toStrictEqual(providerSchema.parse(file));
    expect(providerConfigs).toStrictEqual(validateProviders(providersFile));
    // A file that leaves out every key with a default.
    const request = { path: '/api/casino/x/' };
    const bare = { id: 'bare', label: 'Bare', list: { request, itemsAt: '' }, fields: {}, launch: { real: { request, urlAt: '' }, demo: { request, urlAt: '', guestAllowed: true } }, frameOrigins: ['{gameOrigin}'] };
    expect(withProviderDefaults(bare)).toStrictEqual(providerSchema.parse(bare));
    const partly = { ...bare, exclusions: { gameIds: ['1'] }, extraData: { request, authRequired: false, convert: (answer: unknown) => answer } };
    expect(withProviderDefaults(partly)).toStrictEqual(providerSchema.parse(partly));
  });

  it('throws Provider "X" not found in configuration for an unknown id (§4)', () => {
    expect(() => getProvider('no-such-provider', registry)).toThrow('Provider "no-such-provider" not found in configuration');
    expect(() => getProvider('toString', registry)).toThrow('Provider "toString" not found in configuration');
  });
});

describe('field mappers against samples of each source shape (§3)', () => {
  it('maps the first integration (identifier, title, producer, provider)', () => {
    const game = firstKind.map({ identifier: 'bgaming:BookOfGrizzly', title: 'Book of Grizzly', producer: 'bgaming', provider: 'bgaming', categories: ['wild', 'books'], has_demo: true });
    expect(game).toMatchObject({
      id: `bgaming:BookOfGrizzly_${firstKind.id}`,
      gameId: 'bgaming:BookOfGrizzly',
      gameName: 'Book of Grizzly',
      description: 'Book of Grizzly',
      provider: 'BGaming',
      routeProvider: firstKind.id,
      hasDemoMode: true,
      hasFreeSpins: false,
      imageUrl: `${gameOrigin}/images/first/bgaming%3ABookOfGrizzly.svg`,
      additionalData: { system: 'bgaming' },
    });
    // The static catalogue adds its category.
    expect(game.tab).toEqual(['wild', 'books', 'drops-and-wins']);
  });

  it('maps the outcome-type integration (Id, Description, Format, Name, SectionId, HasFreeSpins)', () => {
    const game = outcomeKind.map({ Id: 1000, Description: 'A slot.', Format: 'slot', Name: 'Mighty Wolf', SectionId: 1, HasFreeSpins: true });
    expect(game).toMatchObject({ gameId: '1000', gameName: 'Mighty Wolf', description: 'A slot.', format: 'slot', hasFreeSpins: true, hasDemoMode: true, routeProvider: outcomeKind.id });
    expect(game.tab).toContain('popular');
    const table = outcomeKind.map({ Id: 1029, Description: '', Format: 'table', Name: 'French Roulette 31', SectionId: 2, HasFreeSpins: false });
    expect(table.tab).toEqual(['roulette']);
  });

  it('maps the third integration and keeps the unique field value', () => {
    const sample = {
      id: 500,
      game_id: 'evosw-0001',
      name: 'Lightning Baccarat 1',
      description: 'Live baccarat.',
      producer: 'evosw',
      integration: 'evolution',
      slug: 'evolution/evosw-0001',
      image: `${gameOrigin}/images/third/evosw-0001.svg`,
      image_desktop: `${gameOrigin}/images/third/evosw-0001.svg`,
      drops_and_wins: true,
      game_type: 'live',
    };
    const game = thirdKind.map(sample);
    expect(game).toMatchObject({ gameId: 'evosw-0001', gameName: 'Lightning Baccarat 1', provider: 'Evolution', tabLive: ['baccarat'], tab: ['drops-and-wins', 'popular'], additionalData: { system: 'evolution', field: 'evosw' } });
    const crash = thirdKind.map({ ...sample, game_id: 'spribe-0005', name: 'Aviator 1', producer: 'spribe', slug: 'spribe/spribe-0005', game_type: 'crash', drops_and_wins: false });
    expect(crash).toMatchObject({ tab: ['show-games'], tabLive: [], additionalData: { field: 'spribe' } });
  });

  it('maps the fourth integration (symbol, name, producer, game_type, image_url)', () => {
    const game = fourthKind.map({ symbol: 'lc23lightningd', name: 'Lightning Dice 1', producer: 'Pragmatic Play Live', game_type: 'lc', image_url: 'http://x.test/a.svg', platforms: ['WEB'] });
    expect(game).toMatchObject({ gameId: 'lc23lightningd', gameName: 'Lightning Dice 1', provider: 'Pragmatic Play Live', imageUrl: 'http://x.test/a.svg', tab: [], tabLive: ['dice'] });
    expect(fourthKind.map({ symbol: 'vs25cleopatram', name: 'Cleopatra Megaways', producer: 'Pragmatic Play', game_type: 'vs', image_url: '' }).tab).toEqual(
      expect.arrayContaining(['megaways', 'egypt', 'popular']),
    );
  });

  it('leaves out excluded game ids and producers', () => {
    const excluded = firstKind.config.exclusions;
    const games = firstKind.mapAll([
      { identifier: excluded.gameIds[0], title: 'Old', producer: 'x', provider: 'x' },
      { identifier: 'x:Kept', title: 'Kept', producer: 'x', provider: 'x' },
      { identifier: 'y:Gone', title: 'Gone', producer: excluded.providers[0], provider: 'y' },
    ]);
    expect(games.map((game) => game.gameId)).toEqual(['x:Kept']);
  });

  it('maps a full-size list answer in slices: the same games as mapAll, with the main thread free between slices', async () => {
    const items = Array.from({ length: 2939 }, (_, index) => ({ identifier: `p:Game${index}`, title: `Game ${index}`, producer: 'p', provider: 'p' }));
    const answer = readPath({ items }, '') as object;
    const adapter = createAdapter(firstKind.config, { gameOrigin: () => gameOrigin, call: async () => answer });
    let listed = false;
    let listedWhenOtherTaskRan: boolean | null = null;
    setTimeout(() => {
      listedWhenOtherTaskRan = listed;
    }, 0);
    const listing = adapter.list().then((games) => {
      listed = true;
      return games;
    });
    // A task queued before the answer arrives gets its turn while the list is still being mapped: one long task
    // mapping all 2 939 items (§9) would have finished first.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(listedWhenOtherTaskRan).toBe(false);
    const games = await listing;
    expect(games).toEqual(adapter.mapAll(items));
    expect(games).toHaveLength(2939);
  });

  it('marks the default list as isDefault', () => {
    const list = fourthKind.defaultList()!;
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((game) => game.isDefault)).toBe(true);
    expect(firstKind.defaultList()).toBeNull();
  });
});

describe('session launchers', () => {
  it('fills body templates keeping whole-value types', () => {
    const variables = { gameId: '1000', gameIdNumber: 1000, system: 'evolution', isMobile: 1 as const, clientType: 'mobile' as const, lang: 'fr-fr', returnUrl: 'http://site.test/slots/casino' };
    expect(fillTemplate({ GameId: '{gameIdNumber}', a: 'x-{gameId}', p: { viewport: { desktop: 'WEB', mobile: 'MOBILE' } }, n: 1 }, variables, false)).toEqual({ GameId: 1000, a: 'x-1000', p: 'MOBILE', n: 1 });
  });

  async function launchWith(adapter: ProviderAdapter, answer: unknown, kind: 'real' | 'demo' | 'freeSpin' = 'real', isDesktop = true) {
    const call = vi.fn().mockResolvedValue(answer);
    const withCall = createAdapter(adapter.config, { gameOrigin: () => gameOrigin, call });
    const game = withCall.map(sampleOf(adapter));
    const url = await withCall.launch({ game, kind, isDesktop, lang: 'fr-fr', returnUrl: 'http://site.test/slots/casino' });
    return { url, request: call.mock.calls[0][0] };
  }

  const sampleOf = (adapter: ProviderAdapter): Record<string, unknown> =>
    adapter === firstKind
      ? { identifier: 'a:B', title: 'B', producer: 'a', provider: 'a' }
      : adapter === outcomeKind
        ? { Id: 1004, Description: '', Format: 'slot', Name: 'N', SectionId: 1, HasFreeSpins: true }
        : adapter === thirdKind
          ? { id: 1, game_id: 'spribe-0002', name: 'Aviator', description: '', producer: 'spribe', integration: 'spribe', slug: 'spribe/spribe-0002', image: '', image_desktop: '', drops_and_wins: false, game_type: 'crash' }
          : { symbol: 'vs20tigerriche', name: 'Tiger Riches', producer: 'Pragmatic Play', game_type: 'vs', image_url: '' };

  it('launches each integration with its body and finds the URL in its answer', async () => {
    const first = await launchWith(firstKind, { launch_options: { game_url: `${gameOrigin}/play/1` } });
    expect(first.url).toBe(`${gameOrigin}/play/1`);
    expect(first.request.body).toEqual({ game: 'a:B', return_url: 'http://site.test/slots/casino', client_type: 'desktop' });

    const outcome = await launchWith(outcomeKind, { session_url: `${gameOrigin}/play/2` }, 'freeSpin');
    expect(outcome.url).toBe(`${gameOrigin}/play/2`);
    expect(outcome.request).toMatchObject({ method: 'POST', body: { GameId: 1004 } });
    expect(outcome.request.path).toMatch(/freespin/);

    const third = await launchWith(thirdKind, `${gameOrigin}/play/3`, 'real', false);
    expect(third.url).toBe(`${gameOrigin}/play/3`);
    expect(third.request.body).toEqual({ is_mobile: 1, system: 'spribe', page_code: 'spribe-0002' });

    const fourth = await launchWith(fourthKind, { gameURL: `${gameOrigin}/play/4` }, 'real', false);
    expect(fourth.request.body).toEqual({ symbol: 'vs20tigerriche', platform: 'MOBILE', play_mode: 'REAL', lobby_url: 'http://site.test/slots/casino' });
  });

  it('allows only the configured frame origins', () => {
    expect(firstKind.allowsFrameUrl(`${gameOrigin}/play/x`)).toBe(true);
    expect(firstKind.allowsFrameUrl('http://evil.test/play/x')).toBe(false);
    expect(firstKind.allowsFrameUrl('javascript:alert(1)')).toBe(false);
  });

  it('reads dotted paths', () => {
    expect(readPath({ a: { b: 'c' } }, 'a.b')).toBe('c');
    expect(readPath('x', '')).toBe('x');
    expect(readPath({ a: null }, 'a.b')).toBeUndefined();
  });
});

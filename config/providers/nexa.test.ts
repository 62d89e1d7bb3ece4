import { describe, expect, it } from 'vitest';
import { launchWith, testAdapter, testGameOrigin as gameOrigin } from '../../src/engine/testing.tsx';
import nexa from './nexa.ts';

// The first integration's field map and launch (§3 source shapes, §7 calls; docs/providers.md names it).
describe('config/providers/nexa.ts', () => {
  const { adapter } = testAdapter(nexa);

  it('maps identifier, title, producer and provider, and adds the static category', () => {
    const game = adapter.map({ identifier: 'bgaming:BookOfGrizzly', title: 'Book of Grizzly', producer: 'bgaming', provider: 'bgaming', categories: ['wild', 'books'], has_demo: true });
    expect(game).toMatchObject({
      id: 'bgaming:BookOfGrizzly_nexa',
      gameId: 'bgaming:BookOfGrizzly',
      gameName: 'Book of Grizzly',
      description: 'Book of Grizzly',
      provider: 'BGaming',
      routeProvider: 'nexa',
      hasDemoMode: true,
      hasFreeSpins: false,
      imageUrl: `${gameOrigin}/images/first/bgaming%3ABookOfGrizzly.svg`,
      additionalData: { system: 'bgaming' },
    });
    expect(game.tab).toEqual(['wild', 'books', 'drops-and-wins']);
  });

  it('leaves out its excluded game ids and producers', () => {
    const excluded = nexa.exclusions!;
    const games = adapter.mapAll([
      { identifier: excluded.gameIds![0], title: 'Old', producer: 'x', provider: 'x' },
      { identifier: 'x:Kept', title: 'Kept', producer: 'x', provider: 'x' },
      { identifier: 'y:Gone', title: 'Gone', producer: excluded.providers![0], provider: 'y' },
    ]);
    expect(games.map((game) => game.gameId)).toEqual(['x:Kept']);
  });

  it('has no default list: guests see the catalogue', () => {
    expect(adapter.defaultList()).toBeNull();
  });

  it('launches with the game, the return address and the client type, and reads the URL in launch_options', async () => {
    const launched = await launchWith(nexa, { identifier: 'a:B', title: 'B', producer: 'a', provider: 'a' }, { launch_options: { game_url: `${gameOrigin}/play/1` } });
    expect(launched.url).toBe(`${gameOrigin}/play/1`);
    expect(launched.request.body).toEqual({ game: 'a:B', return_url: 'http://site.test/slots/casino', client_type: 'desktop' });
  });
});

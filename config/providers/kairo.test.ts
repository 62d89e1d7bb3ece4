import { describe, expect, it } from 'vitest';
import { launchWith, testAdapter, testGameOrigin as gameOrigin } from '../../src/engine/testing.tsx';
import kairo from './kairo.ts';

// The fourth integration's field map, default list and launch (§3 source shapes, §4 guests' list, §7 calls).
describe('config/providers/kairo.ts', () => {
  const { adapter } = testAdapter(kairo);

  it('maps symbol, name, producer, game_type and image_url; live tables get their live tab from the name', () => {
    const game = adapter.map({ symbol: 'lc23lightningd', name: 'Lightning Dice 1', producer: 'Pragmatic Play Live', game_type: 'lc', image_url: 'http://x.test/a.svg', platforms: ['WEB'] });
    expect(game).toMatchObject({ gameId: 'lc23lightningd', gameName: 'Lightning Dice 1', provider: 'Pragmatic Play Live', imageUrl: 'http://x.test/a.svg', tab: [], tabLive: ['dice'] });
    expect(adapter.map({ symbol: 'vs25cleopatram', name: 'Cleopatra Megaways', producer: 'Pragmatic Play', game_type: 'vs', image_url: '' }).tab).toEqual(
      expect.arrayContaining(['megaways', 'egypt', 'popular']),
    );
  });

  it('gives guests its default list, marked isDefault', () => {
    const list = adapter.defaultList()!;
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((game) => game.isDefault)).toBe(true);
  });

  it('launches on a phone with the MOBILE platform and the lobby address', async () => {
    const launched = await launchWith(kairo, { symbol: 'vs20tigerriche', name: 'Tiger Riches', producer: 'Pragmatic Play', game_type: 'vs', image_url: '' }, { gameURL: `${gameOrigin}/play/4` }, 'real', false);
    expect(launched.url).toBe(`${gameOrigin}/play/4`);
    expect(launched.request.body).toEqual({ symbol: 'vs20tigerriche', platform: 'MOBILE', play_mode: 'REAL', lobby_url: 'http://site.test/slots/casino' });
  });
});

import { describe, expect, it } from 'vitest';
import { launchWith, testAdapter, testGameOrigin as gameOrigin } from '../../src/engine/testing.tsx';
import vela from './vela.ts';

// The third integration's field map and launch (§3 source shapes, §7 calls).
describe('config/providers/vela.ts', () => {
  const { adapter } = testAdapter(vela);
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

  it('maps a live table and keeps the unique field value', () => {
    expect(adapter.map(sample)).toMatchObject({ gameId: 'evosw-0001', gameName: 'Lightning Baccarat 1', provider: 'Evolution', tabLive: ['baccarat'], tab: ['drops-and-wins', 'popular'], additionalData: { system: 'evolution', field: 'evosw' } });
    const crash = adapter.map({ ...sample, game_id: 'spribe-0005', name: 'Aviator 1', producer: 'spribe', slug: 'spribe/spribe-0005', game_type: 'crash', drops_and_wins: false });
    expect(crash).toMatchObject({ tab: ['show-games'], tabLive: [], additionalData: { field: 'spribe' } });
  });

  it('launches on a phone with is_mobile, the system and the page code, the answer being the URL itself', async () => {
    const crash = { ...sample, id: 1, game_id: 'spribe-0002', name: 'Aviator', producer: 'spribe', integration: 'spribe', slug: 'spribe/spribe-0002', game_type: 'crash' };
    const launched = await launchWith(vela, crash, `${gameOrigin}/play/3`, 'real', false);
    expect(launched.url).toBe(`${gameOrigin}/play/3`);
    expect(launched.request.body).toEqual({ is_mobile: 1, system: 'spribe', page_code: 'spribe-0002' });
  });
});

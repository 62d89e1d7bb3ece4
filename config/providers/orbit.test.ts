import { describe, expect, it } from 'vitest';
import { launchWith, testAdapter, testGameOrigin as gameOrigin } from '../../src/engine/testing.tsx';
import orbit from './orbit.ts';

// The outcome-type integration's field map and launch (§3 source shapes, §7 calls).
describe('config/providers/orbit.ts', () => {
  const { adapter } = testAdapter(orbit);

  it('maps Id, Description, Format, Name, SectionId and HasFreeSpins, the table games to their tab', () => {
    const game = adapter.map({ Id: 1000, Description: 'A slot.', Format: 'slot', Name: 'Mighty Wolf', SectionId: 1, HasFreeSpins: true });
    expect(game).toMatchObject({ gameId: '1000', gameName: 'Mighty Wolf', description: 'A slot.', format: 'slot', hasFreeSpins: true, hasDemoMode: true, routeProvider: 'orbit' });
    expect(game.tab).toContain('popular');
    const table = adapter.map({ Id: 1029, Description: '', Format: 'table', Name: 'French Roulette 31', SectionId: 2, HasFreeSpins: false });
    expect(table.tab).toEqual(['roulette']);
  });

  it('launches a free-spin session with the numeric game id', async () => {
    const launched = await launchWith(orbit, { Id: 1004, Description: '', Format: 'slot', Name: 'N', SectionId: 1, HasFreeSpins: true }, { session_url: `${gameOrigin}/play/2` }, 'freeSpin');
    expect(launched.url).toBe(`${gameOrigin}/play/2`);
    expect(launched.request).toMatchObject({ method: 'POST', body: { GameId: 1004 } });
    expect(launched.request.path).toMatch(/freespin/);
  });
});

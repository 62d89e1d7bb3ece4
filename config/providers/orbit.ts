import { defineProvider, type CasinoGame } from '../../schemas/config/provider.define.ts';
import type { FreeSpinInfo } from '../../src/stores/slots.ts';

// The outcome-type integration (§3, §7): gamelist v2 answers [{ Id, Description, Format, Name, SectionId,
// HasFreeSpins }] (878 games, §9); login, login/demo and login/freespin take { GameId } and answer session_url;
// the player's free-spin session is its extra data.

/** Ids are numbers; table games (SectionId 2) are card games or roulette by name. */
export function convertOrbitGame({ item, context }: { item: Record<string, unknown>; game: CasinoGame; context: { gameOrigin: string } }): Partial<CasinoGame> {
  const name = String(item.Name).toLowerCase();
  const tab = item.SectionId === 2 ? [name.includes('roulette') ? 'roulette' : 'card-games'] : [];
  if (name.includes('book of')) tab.push('books');
  if (name.includes('megaways')) tab.push('megaways');
  return {
    gameId: String(item.Id),
    tab,
    imageUrl: `${context.gameOrigin}/images/outcome/${String(item.Id)}.svg`,
    provider: 'Orbit',
  };
}

/** §3 Free-spin info from the users freespin-session answer. */
export function convertOrbitFreeSpins(answer: unknown): FreeSpinInfo {
  const session = answer as { provider: string; session_end: boolean; freespin_left: number; prize: { amount: string; currency: string } };
  return {
    provider: session.provider,
    sessionEnd: session.session_end,
    freeSpinLeft: session.freespin_left,
    prizeAmount: session.prize.amount,
    prizeCurrency: session.prize.currency,
  };
}

export default defineProvider({
  id: 'orbit',
  label: 'Orbit',
  list: { request: { method: 'GET', path: '/api/casino/outcome/v2/gamelist/' }, itemsAt: '' },
  fields: { gameName: 'Name', description: 'Description', format: 'Format', hasFreeSpins: 'HasFreeSpins' },
  defaults: { hasDemoMode: true },
  convert: convertOrbitGame,
  extraData: {
    request: { method: 'GET', path: '/api/casino/outcome/users/freespin-session/', query: { provider: 'outcome' } },
    authRequired: true,
    convert: convertOrbitFreeSpins,
  },
  launch: {
    real: { request: { method: 'POST', path: '/api/casino/outcome/login/' }, body: { GameId: '{gameIdNumber}' }, urlAt: 'session_url' },
    demo: { request: { method: 'POST', path: '/api/casino/outcome/login/demo/' }, body: { GameId: '{gameIdNumber}' }, urlAt: 'session_url', guestAllowed: true },
    freeSpin: { request: { method: 'POST', path: '/api/casino/outcome/login/freespin/' }, body: { GameId: '{gameIdNumber}' }, urlAt: 'session_url' },
  },
  frameOrigins: ['{gameOrigin}'],
  exclusions: { gameIds: ['999999'], providers: [] },
  // §3: the static catalogue, game ids per category.
  categories: {
    popular: ['1000', '1001', '1002', '1003', '1005', '1008', '1013', '1021', '1034', '1055'],
    hot: ['1004', '1006', '1007', '1009'],
    'drops-and-wins': ['1010', '1011', '1012'],
  },
});

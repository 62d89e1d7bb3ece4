import { defineProvider, type CasinoGame } from '../../schemas/config/provider.define.ts';

// The third integration (§3, §7): games filtered by producers evosw, spribe and vivogaming, page_size 1000,
// answering { games: [{ id, game_id, name, description, producer, integration, slug, image, image_desktop,
// drops_and_wins, game_type }] } (101 games, §9); login takes { is_mobile, system, page_code } and answers the URL
// itself. Lists are kept per producer (unique field).

const liveTabs = ['blackjack', 'baccarat', 'poker', 'dice', 'lotto'] as const;
/** Players see the studios' names, not the integration's producer slugs. */
const producerNames: Record<string, string> = { evosw: 'Evolution', spribe: 'Spribe', vivogaming: 'Vivo Gaming' };

/** Live tables go to the live-casino tabs by their name; crash games are show games; drops_and_wins tags 'drops-and-wins'. */
export function convertVelaGame({ item }: { item: Record<string, unknown>; game: CasinoGame; context: { gameOrigin: string } }): Partial<CasinoGame> {
  const name = String(item.name).toLowerCase();
  const live = item.game_type === 'live';
  const liveTab =
    liveTabs.find((tab) => name.includes(tab)) ??
    (/(hold'em|stud)/.test(name) ? 'poker' : /(sic bo|craps)/.test(name) ? 'dice' : /(mega ball|keno|deal or no deal|dream catcher)/.test(name) ? 'lotto' : undefined);
  const tab = live ? [] : ['show-games'];
  if (item.drops_and_wins === true) tab.push('drops-and-wins');
  return {
    tab,
    tabLive: live ? [liveTab ?? 'blackjack'] : [],
    provider: producerNames[String(item.producer)] ?? String(item.producer),
    additionalData: { system: String(item.slug).split('/')[0] },
  };
}

export default defineProvider({
  id: 'vela',
  label: 'Vela',
  list: {
    request: { method: 'GET', path: '/api/casino/third/games/', query: { producers: 'evosw,spribe,vivogaming', page_size: 1000 } },
    itemsAt: 'games',
  },
  fields: { gameId: 'game_id', gameName: 'name', description: 'description', imageUrl: 'image_desktop' },
  defaults: { hasDemoMode: false, hasFreeSpins: false },
  convert: convertVelaGame,
  uniqueField: 'producer',
  launch: {
    real: {
      request: { method: 'POST', path: '/api/casino/third/login/' },
      body: { is_mobile: '{isMobile}', system: '{system}', page_code: '{gameId}' },
      urlAt: '',
    },
  },
  frameOrigins: ['{gameOrigin}'],
  exclusions: { gameIds: [], providers: ['ezugi'] },
  categories: { popular: ['spribe-0002', 'evosw-0001', 'vivogaming-0003'] },
});

import { defineProvider, type CasinoGame } from '../../schemas/config/provider.define.ts';

// The first integration (§3, §7): an aggregator whose games list v2, asked for the player's platform (desktop or
// mobile by the tablet breakpoint), answers { items: [{ identifier, title, producer, provider, categories?,
// has_demo? }] } (2939 games on desktop, §9); createsession / demostart answer launch_options.game_url.

/** The aggregator sends studio slugs as producers; players see the studios' names. */
const producerNames: Record<string, string> = {
  pragmatic: 'Pragmatic Play',
  playngo: "Play'n GO",
  netent: 'NetEnt',
  bgaming: 'BGaming',
  hacksaw: 'Hacksaw Gaming',
  nolimit: 'Nolimit City',
  redtiger: 'Red Tiger',
  push: 'Push Gaming',
  relax: 'Relax Gaming',
  spinomenal: 'Spinomenal',
  endorphina: 'Endorphina',
  wazdan: 'Wazdan',
};

/** Categories come with each item; posters are served by the integration's image host (the game origin here). */
export function convertNexaGame({ item, context }: { item: Record<string, unknown>; game: CasinoGame; context: { gameOrigin: string } }): Partial<CasinoGame> {
  const categories = Array.isArray(item.categories) ? item.categories.map(String) : [];
  const producer = String(item.producer);
  return {
    provider: producerNames[producer] ?? producer,
    tab: categories,
    imageUrl: `${context.gameOrigin}/images/first/${encodeURIComponent(String(item.identifier))}.svg`,
    additionalData: { system: String(item.identifier).split(':')[0] },
  };
}

export default defineProvider({
  id: 'nexa',
  label: 'Nexa',
  list: { request: { method: 'GET', path: '/api/casino/first/v2/games/', query: { platform: { viewport: { desktop: 'desktop', mobile: 'mobile' } } } }, itemsAt: 'items' },
  fields: { gameId: 'identifier', gameName: 'title', description: 'title', provider: 'producer', hasDemoMode: 'has_demo' },
  defaults: { hasDemoMode: false, hasFreeSpins: false },
  convert: convertNexaGame,
  launch: {
    real: {
      request: { method: 'POST', path: '/api/casino/first/createsession/' },
      body: { game: '{gameId}', return_url: '{returnUrl}', client_type: '{clientType}' },
      urlAt: 'launch_options.game_url',
    },
    demo: {
      request: { method: 'POST', path: '/api/casino/first/demostart/' },
      body: { game: '{gameId}', return_url: '{returnUrl}', client_type: '{clientType}' },
      urlAt: 'launch_options.game_url',
      guestAllowed: true,
    },
  },
  frameOrigins: ['{gameOrigin}'],
  // §3: retired titles and a studio the market does not offer.
  exclusions: { gameIds: ['pragmatic:RetiredClassic'], providers: ['unlicensed-studio'] },
  categories: {
    'drops-and-wins': ['bgaming:BookOfGrizzly', 'playngo:BookOfLemon', 'nolimit:BookOfCash'],
  },
});

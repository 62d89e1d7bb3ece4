import { defineProvider, type CasinoGame } from '../../schemas/config/provider.define.ts';

// The fourth integration (§7): games, page_size 1000, answering { count, results: [{ symbol, name, producer,
// game_type, image_url, platforms }] } (101 games, §9); login takes { symbol, platform WEB|MOBILE, play_mode REAL,
// lobby_url } and answers gameURL. Guests see a short default list (§4) instead of the catalogue.

/** 'lc' games are live tables (their live tab from the name); 'vs' games are video slots. */
export function convertKairoGame({ item, context }: { item: Record<string, unknown>; game: CasinoGame; context: { gameOrigin: string } }): Partial<CasinoGame> {
  const name = String(item.name).toLowerCase();
  // Default-list items carry no image address: the integration's image host is used.
  const image = item.image_url ? {} : { imageUrl: `${context.gameOrigin}/images/fourth/${encodeURIComponent(String(item.symbol))}.svg` };
  if (item.game_type === 'lc') {
    const tab = ['blackjack', 'baccarat', 'poker', 'dice', 'lotto'].find((candidate) => name.includes(candidate));
    const byName = /(hold'em|stud)/.test(name) ? 'poker' : /(sic bo|craps)/.test(name) ? 'dice' : 'lotto';
    return { ...image, tab: [], tabLive: [tab ?? byName] };
  }
  const tab: string[] = [];
  if (name.includes('megaways')) tab.push('megaways');
  if (name.includes('book of')) tab.push('books');
  return { ...image, tab };
}

export default defineProvider({
  id: 'kairo',
  label: 'Kairo',
  list: { request: { method: 'GET', path: '/api/casino/fourth/games/', query: { page_size: 1000 } }, itemsAt: 'results' },
  fields: { gameId: 'symbol', gameName: 'name', description: 'name', provider: 'producer', imageUrl: 'image_url' },
  defaults: { hasDemoMode: false, hasFreeSpins: false },
  convert: convertKairoGame,
  // §4: guests get this list (the integration's featured games, in its source shape) instead of the list call.
  defaultList: [
    { symbol: 'vs20tigerriche', name: 'Tiger Riches', producer: 'Pragmatic Play', game_type: 'vs', image_url: '', platforms: ['WEB', 'MOBILE'] },
    { symbol: 'vs25cleopatram', name: 'Cleopatra Megaways', producer: 'Pragmatic Play', game_type: 'vs', image_url: '', platforms: ['WEB', 'MOBILE'] },
    { symbol: 'vs29bookofjoke', name: 'Book of Joker', producer: 'Pragmatic Play', game_type: 'vs', image_url: '', platforms: ['WEB', 'MOBILE'] },
    { symbol: 'lc23lightningd', name: 'Lightning Dice 1', producer: 'Pragmatic Play Live', game_type: 'lc', image_url: '', platforms: ['WEB', 'MOBILE'] },
  ],
  launch: {
    real: {
      request: { method: 'POST', path: '/api/casino/fourth/login/' },
      body: { symbol: '{gameId}', platform: { viewport: { desktop: 'WEB', mobile: 'MOBILE' } }, play_mode: 'REAL', lobby_url: '{returnUrl}' },
      urlAt: 'gameURL',
    },
  },
  frameOrigins: ['{gameOrigin}'],
  exclusions: { gameIds: [], providers: [] },
  categories: {
    popular: ['vs20tigerriche', 'vs29bookofjoke', 'vs25cleopatram'],
    egypt: ['vs25cleopatram', 'vs26nileriches'],
    asia: ['vs20tigerriche'],
    sea: ['vs21legendofpo'],
    wild: ['vs22mightybuff'],
    sweets: ['vs24riseofcand'],
    fantasy: ['vs30bookofwiza'],
    jokers: ['vs29bookofjoke'],
  },
});

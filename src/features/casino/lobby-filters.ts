import type { CasinoGame } from '../../engine/providers.ts';
import { favoriteTab } from '../../stores/slots.ts';

/** §3 Catalogue categories: the slot tabs, in display order ('Drops & Wins' and the favourites last). */
export const slotTabs = [
  'popular',
  'megaways',
  'show-games',
  'roulette',
  'card-games',
  'lotto',
  'fruits',
  'hot',
  'wild',
  'books',
  'jokers',
  'egypt',
  'asia',
  'wolfs',
  'sea',
  'girls',
  'old-school',
  'lucky-clover',
  'gangsta',
  'sport',
  'sweets',
  'fantasy',
  'first-person',
  'blackjack',
  'drops-and-wins',
  favoriteTab,
] as const;

/** §3: the live tabs. */
export const liveTabs = ['blackjack', 'lotto', 'poker', 'baccarat', 'dice', favoriteTab] as const;

/** The lobbies of §2: /slots/casino (slots), /slots/live-casino (live tables), /slots/all (both). */
export type LobbySection = 'casino' | 'live-casino' | 'all';

export interface LobbyFilter {
  section: LobbySection;
  /** ?categories= values (tabs); empty means every category. */
  categories: string[];
  /** ?providers= values (producer slugs); empty means every producer. */
  providers: string[];
  /** A search text that passed the §5 rule, or '' for none. */
  search?: string;
}

const slugCache = new Map<string, string>();

/** 'Pragmatic Play' -> 'pragmatic-play': the value a ?providers= filter carries. */
export function producerSlug(name: string): string {
  let slug = slugCache.get(name);
  if (slug === undefined) {
    slug = toSlug(name);
    slugCache.set(name, slug);
  }
  return slug;
}

function toSlug(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** Splits a comma-separated query value (?providers=a,b or repeated ?providers=a&providers=b). */
export function listParam(values: readonly string[]): string[] {
  return values.flatMap((value) => value.split(',')).map((value) => value.trim()).filter(Boolean);
}

export function isLive(game: CasinoGame): boolean {
  return game.tabLive.length > 0;
}

// Games are immutable (lists are replaced, never edited), so a game's search key is computed once.
const nameKeys = new WeakMap<CasinoGame, string>();
function nameKey(game: CasinoGame): string {
  let key = nameKeys.get(game);
  if (key === undefined) {
    key = searchKey(game.gameName);
    nameKeys.set(game, key);
  }
  return key;
}

/**
 * Computes a list's search keys ahead of the first search, a slice per task, so that the first filtering of the full
 * catalogue (4 019 games) is not one long task while the player types (docs/architecture.md Performance budgets: casino lobby). Returns a cancel function.
 */
export function warmSearchKeys(games: readonly CasinoGame[], sliceSize = 300): () => void {
  let index = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const step = () => {
    const end = Math.min(games.length, index + sliceSize);
    for (; index < end; index++) nameKey(games[index]);
    if (index < games.length) timer = setTimeout(step, 0);
  };
  timer = setTimeout(step, 0);
  return () => clearTimeout(timer);
}

function inSection(game: CasinoGame, section: LobbySection): boolean {
  if (section === 'all') return true;
  return section === 'live-casino' ? isLive(game) : !isLive(game);
}

/** Search text is kept lower-cased and accent-free so that typing 'cleo' finds 'Cléopâtre'. */
export function searchKey(text: string): string {
  // Most names are plain ASCII: skip the (slow) Unicode normalisation for them.
  if (/^[\x20-\x7e]*$/.test(text)) return text.toLowerCase();
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

export function filterGames(games: readonly CasinoGame[], filter: LobbyFilter): CasinoGame[] {
  const categories = new Set(filter.categories);
  const providers = new Set(filter.providers);
  const needle = filter.search ? searchKey(filter.search.trim()) : '';
  return games.filter((game) => {
    if (!inSection(game, filter.section)) return false;
    if (providers.size > 0 && !providers.has(producerSlug(game.provider))) return false;
    if (categories.size > 0 && !game.tab.some((tab) => categories.has(tab)) && !game.tabLive.some((tab) => categories.has(tab))) return false;
    if (needle && !nameKey(game).includes(needle)) return false;
    return true;
  });
}

// One collator for every sort: String.prototype.localeCompare sets one up on each call, which made sorting the
// producers the slowest step of a list arrival (about 20 ms on a mid-range phone).
const nameCollator = new Intl.Collator(undefined, { sensitivity: 'base' });

/** The producers present in a list, for the provider filter: slug and display name, sorted by name. */
export function producersOf(games: readonly CasinoGame[]): { slug: string; name: string }[] {
  const names = new Set<string>();
  for (const game of games) names.add(game.provider);
  const bySlug = new Map<string, string>();
  for (const name of names) if (!bySlug.has(producerSlug(name))) bySlug.set(producerSlug(name), name);
  return [...bySlug].map(([slug, name]) => ({ slug, name })).sort((a, b) => nameCollator.compare(a.name, b.name));
}

/** §5 Search text: at least 4 characters, no special characters. Returns the i18n key of the message, or null. */
export const searchMinLength = 4;
export function searchTextError(text: string): string | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  if (!/^[\p{L}\p{N} ]+$/u.test(trimmed)) return 'casino.search.noSpecialCharacters';
  if ([...trimmed].length < searchMinLength) return 'casino.search.tooShort';
  return null;
}

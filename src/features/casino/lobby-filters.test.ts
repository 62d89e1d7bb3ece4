import { describe, expect, it } from 'vitest';
import type { CasinoGame } from '../../engine/providers.ts';
import { filterGames, listParam, producerSlug, producersOf, searchTextError } from './lobby-filters.ts';

const game = (gameName: string, provider: string, tab: string[], tabLive: string[] = []): CasinoGame => ({
  id: `${gameName}_p`,
  gameId: gameName,
  description: '',
  gameName,
  tab,
  tabLive,
  provider,
  imageUrl: '',
  routeProvider: 'p',
  hasDemoMode: false,
  hasFreeSpins: false,
  isDefault: false,
  additionalData: {},
});

const games = [game('Cléopâtre Gold', 'Pragmatic Play', ['egypt']), game('Wolf Moon', 'NetEnt', ['wolfs', 'favorite']), game('Speed Baccarat 1', 'evosw', [], ['baccarat'])];

describe('lobby filters (§2)', () => {
  it('splits sections: casino slots, live casino, all', () => {
    expect(filterGames(games, { section: 'casino', categories: [], providers: [] })).toHaveLength(2);
    expect(filterGames(games, { section: 'live-casino', categories: [], providers: [] }).map((item) => item.gameName)).toEqual(['Speed Baccarat 1']);
    expect(filterGames(games, { section: 'all', categories: [], providers: [] })).toHaveLength(3);
  });

  it('filters by ?providers= slugs and ?categories= tabs (live tabs too), combined', () => {
    expect(filterGames(games, { section: 'all', categories: [], providers: ['pragmatic-play'] }).map((item) => item.gameName)).toEqual(['Cléopâtre Gold']);
    expect(filterGames(games, { section: 'all', categories: ['favorite'], providers: [] }).map((item) => item.gameName)).toEqual(['Wolf Moon']);
    expect(filterGames(games, { section: 'live-casino', categories: ['baccarat'], providers: ['evosw'] })).toHaveLength(1);
    expect(filterGames(games, { section: 'live-casino', categories: ['baccarat'], providers: ['netent'] })).toHaveLength(0);
    expect(listParam(['a,b', 'c'])).toEqual(['a', 'b', 'c']);
    expect(producerSlug("Play'n GO")).toBe('play-n-go');
    expect(producersOf(games).map((item) => item.slug)).toEqual(['evosw', 'netent', 'pragmatic-play']);
  });

  it('searches names without case or accents', () => {
    expect(filterGames(games, { section: 'all', categories: [], providers: [], search: 'cleo' }).map((item) => item.gameName)).toEqual(['Cléopâtre Gold']);
  });
});

describe('§5 search text', () => {
  it('needs at least 4 characters and no special characters', () => {
    expect(searchTextError('')).toBeNull();
    expect(searchTextError('wol')).toBe('casino.search.tooShort');
    expect(searchTextError('wolf')).toBeNull();
    expect(searchTextError('wolf!')).toBe('casino.search.noSpecialCharacters');
    expect(searchTextError('<scr')).toBe('casino.search.noSpecialCharacters');
    expect(searchTextError('ذئب القمر')).toBeNull();
    expect(searchTextError('Book of Ra 2')).toBeNull();
  });
});

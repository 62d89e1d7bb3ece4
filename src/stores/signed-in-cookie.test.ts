import { describe, expect, it } from 'vitest';
import { lobbyRowsCookie, lobbyRowsCookieValue, noPlayerHints, oddsFormatCookie, playerHintsKey, playerHintsOfCookies } from './signed-in-cookie.ts';

// §2 Speed: the hints a returning player's browser sends beside the signed-in cookie, as the site's server reads them.
// They come from the browser, so anything but the values the site writes is no hint at all.

const cookies = (values: Record<string, string>) => (name: string) => values[name];

describe('player hints from the cookies', () => {
  it('reads an odds format id and the lobby rows the site writes', () => {
    expect(playerHintsOfCookies(cookies({ [oddsFormatCookie]: '1', [lobbyRowsCookie]: 'recent.free-spins' }))).toEqual({ oddsFormat: 1, lobbyRows: { recent: true, freeSpins: true } });
    expect(playerHintsOfCookies(cookies({ [lobbyRowsCookie]: 'free-spins' }))).toEqual({ oddsFormat: null, lobbyRows: { recent: false, freeSpins: true } });
    expect(playerHintsOfCookies(cookies({}))).toEqual(noPlayerHints);
  });

  it('takes nothing made up: a long or named format, an unknown row', () => {
    for (const format of ['12', '-1', 'fractional', '1.5', '']) expect(playerHintsOfCookies(cookies({ [oddsFormatCookie]: format })).oddsFormat).toBeNull();
    for (const rows of ['recent.jackpots', 'recent..', '<script>', '']) expect(playerHintsOfCookies(cookies({ [lobbyRowsCookie]: rows })).lobbyRows).toBeNull();
  });

  it('writes the rows shown, and drops the cookie when none is', () => {
    expect(lobbyRowsCookieValue({ recent: true, freeSpins: false })).toBe('recent');
    expect(lobbyRowsCookieValue({ recent: true, freeSpins: true })).toBe('recent.free-spins');
    expect(lobbyRowsCookieValue({ recent: false, freeSpins: false })).toBeNull();
  });

  it('keeps pages rendered with other hints apart, and a few at most per address', () => {
    const keys = new Set<string>();
    for (const oddsFormat of [null, 0, 1, 9]) for (const lobbyRows of [null, { recent: false, freeSpins: false }, { recent: true, freeSpins: false }, { recent: true, freeSpins: true }]) keys.add(playerHintsKey({ oddsFormat, lobbyRows }));
    expect(keys.size).toBe(16);
  });
});

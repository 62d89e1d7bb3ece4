import type { SportsbookMarket } from '../api/sportsbook.ts';

// Sportsbook fixtures (CONVENTIONS 18: fixtures, not the deployment's data) shared by the live store's and the sport
// pages' tests, so a change to the market's wire shape is made in one place.

/** A market as the sportsbook API answers it: open, a main market of the whole match, no line, team or player unless `extra` says so. */
export function testMarket(id: number, type: string, outcomes: SportsbookMarket['outcomes'], extra: Partial<SportsbookMarket> = {}): SportsbookMarket {
  return { id, type, period: null, line: null, team: null, player: null, status: 'open', main: true, outcomes, ...extra } as SportsbookMarket;
}

import { defineListLayouts } from '../../schemas/config/sportsbook.define.ts';

// How an event row looks in lists (prematch, live, overview, top tourneys): the market columns, left to right.
// Each sport picks one (config/sportsbook/sports/<key>.ts); a type with lines shows its main line.
export default defineListLayouts([
  // Sports with draws: the match result and the main total.
  { id: 'three-way', columns: [{ market: 'match-result' }, { market: 'total', line: 'main' }] },
  // Sports without draws: the winner, the main handicap and the main total.
  { id: 'two-way-total', columns: [{ market: 'match-winner' }, { market: 'handicap', line: 'main' }, { market: 'total', line: 'main' }] },
  { id: 'fight', columns: [{ market: 'match-winner' }, { market: 'total-rounds', line: 'main' }] },
]);

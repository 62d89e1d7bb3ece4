import type { GoalsSport } from './sport-definition.ts';

const handball: GoalsSport = {
  id: 13,
  key: 'handball',
  name: 'Handball',
  family: 'goals',
  margin: 0.06,
  periods: [
    { code: 'h1', minutes: 30 },
    { code: 'h2', minutes: 30 },
  ],
  breaks: [15],
  clock: 'up',
  goalsPerMatch: 56,
  suspendSeconds: 0,
  markets: [
    { type: 'match-result' },
    { type: 'double-chance' },
    { type: 'handicap', offsets: [-4, -2, 0, 2, 4] },
    { type: 'total', offsets: [-4, -2, 0, 2, 4] },
    { type: 'period-result', period: 'h1' },
    { type: 'period-total', period: 'h1', offsets: [-2, 0, 2] },
    { type: 'team-total', team: 'home', offsets: [0] },
    { type: 'team-total', team: 'away', offsets: [0] },
    { type: 'odd-even' },
  ],
};

export default handball;

import type { GoalsSport } from './sport-definition.ts';

const miniFootball: GoalsSport = {
  id: 45,
  key: 'mini-football',
  name: 'Mini Football',
  family: 'goals',
  margin: 0.07,
  periods: [
    { code: 'h1', minutes: 20 },
    { code: 'h2', minutes: 20 },
  ],
  breaks: [5],
  clock: 'up',
  goalsPerMatch: 6.8,
  suspendSeconds: 5,
  markets: [
    { type: 'match-result' },
    { type: 'double-chance' },
    { type: 'total', lines: [5.5, 6.5, 7.5, 8.5] },
    { type: 'handicap', lines: [-1.5, 1.5] },
    { type: 'both-teams-to-score' },
    { type: 'period-result', period: 'h1' },
    { type: 'team-total', team: 'home', lines: [2.5, 3.5] },
    { type: 'team-total', team: 'away', lines: [2.5, 3.5] },
  ],
};

export default miniFootball;

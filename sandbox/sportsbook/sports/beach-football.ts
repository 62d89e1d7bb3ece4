import type { GoalsSport } from './sport-definition.ts';

const beachFootball: GoalsSport = {
  id: 22,
  key: 'beach-football',
  name: 'Beach Football',
  family: 'goals',
  margin: 0.07,
  periods: [
    { code: 'p1', minutes: 12 },
    { code: 'p2', minutes: 12 },
    { code: 'p3', minutes: 12 },
  ],
  breaks: [3, 3],
  clock: 'down',
  goalsPerMatch: 8.2,
  suspendSeconds: 5,
  markets: [
    { type: 'match-result' },
    { type: 'double-chance' },
    { type: 'total', lines: [6.5, 7.5, 8.5, 9.5] },
    { type: 'handicap', lines: [-2.5, -1.5, 1.5, 2.5] },
    { type: 'period-result', period: 'p1' },
    { type: 'both-teams-to-score' },
  ],
};

export default beachFootball;

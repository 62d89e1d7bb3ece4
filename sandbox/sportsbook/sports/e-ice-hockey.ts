import type { GoalsSport } from './sport-definition.ts';

const eIceHockey: GoalsSport = {
  id: 96,
  key: 'e-ice-hockey',
  name: 'E-IceHockey',
  family: 'goals',
  margin: 0.07,
  periods: [
    { code: 'p1', minutes: 5 },
    { code: 'p2', minutes: 5 },
    { code: 'p3', minutes: 5 },
  ],
  breaks: [1, 1],
  clock: 'down',
  overtime: { minutes: 2, breakMinutes: 1, shootout: true, repeat: false },
  goalsPerMatch: 6.4,
  suspendSeconds: 5,
  markets: [
    { type: 'match-result' },
    { type: 'match-winner' },
    { type: 'total', lines: [5.5, 6.5, 7.5] },
    { type: 'handicap', lines: [-1.5, 1.5] },
    { type: 'period-result', period: 'p1' },
    { type: 'both-teams-to-score' },
  ],
};

export default eIceHockey;

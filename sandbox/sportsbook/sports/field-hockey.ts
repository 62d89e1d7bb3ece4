import type { GoalsSport } from './sport-definition.ts';

const fieldHockey: GoalsSport = {
  id: 21,
  key: 'field-hockey',
  name: 'Field Hockey',
  family: 'goals',
  margin: 0.065,
  periods: [
    { code: 'q1', minutes: 15 },
    { code: 'q2', minutes: 15 },
    { code: 'q3', minutes: 15 },
    { code: 'q4', minutes: 15 },
  ],
  breaks: [2, 10, 2],
  clock: 'down',
  goalsPerMatch: 4.6,
  suspendSeconds: 6,
  correctScoreMax: 4,
  markets: [
    { type: 'match-result' },
    { type: 'double-chance' },
    { type: 'total', lines: [3.5, 4.5, 5.5] },
    { type: 'handicap', lines: [-1.5, 1.5] },
    { type: 'both-teams-to-score' },
    { type: 'correct-score' },
    { type: 'period-result', period: 'q1' },
  ],
};

export default fieldHockey;

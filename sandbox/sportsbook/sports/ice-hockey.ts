import type { GoalsSport } from './sport-definition.ts';

const iceHockey: GoalsSport = {
  id: 10,
  key: 'ice-hockey',
  name: 'Ice Hockey',
  family: 'goals',
  margin: 0.06,
  periods: [
    { code: 'p1', minutes: 20 },
    { code: 'p2', minutes: 20 },
    { code: 'p3', minutes: 20 },
  ],
  breaks: [17, 17],
  clock: 'down',
  stopClock: { runSeconds: 70, stopSeconds: 35 },
  overtime: { minutes: 5, breakMinutes: 3, shootout: true, repeat: false },
  goalsPerMatch: 5.9,
  videoReview: { chance: 0.1, disallowChance: 0.3, seconds: [45, 100] },
  suspendSeconds: 6,
  correctScoreMax: 4,
  markets: [
    { type: 'match-result' },
    { type: 'match-winner' },
    { type: 'double-chance' },
    { type: 'total', lines: [4.5, 5.5, 6.5] },
    { type: 'handicap', lines: [-1.5, 1.5] },
    { type: 'both-teams-to-score' },
    { type: 'period-result', period: 'p1' },
    { type: 'period-total', period: 'p1', lines: [0.5, 1.5, 2.5] },
    { type: 'team-total', team: 'home', lines: [2.5, 3.5] },
    { type: 'team-total', team: 'away', lines: [2.5, 3.5] },
    { type: 'first-team-to-score' },
  ],
};

export default iceHockey;

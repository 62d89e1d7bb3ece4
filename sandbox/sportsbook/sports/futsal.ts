import { footballLike, type GoalsSport } from './sport-definition.ts';

const futsal: GoalsSport = {
  id: 17,
  key: 'futsal',
  name: 'Futsal',
  family: 'goals',
  margin: 0.065,
  periods: [
    { code: 'h1', minutes: 20 },
    { code: 'h2', minutes: 20 },
  ],
  breaks: [15],
  clock: 'down',
  stopClock: { runSeconds: 60, stopSeconds: 35 },
  goalsPerMatch: 6.2,
  suspendSeconds: 6,
  correctScoreMax: 4,
  markets: footballLike({ total: [4.5, 5.5, 6.5, 7.5], handicap: [-2.5, -1.5, 1.5, 2.5], h1Total: [2.5, 3.5], teamTotal: [2.5, 3.5] }),
};

export default futsal;

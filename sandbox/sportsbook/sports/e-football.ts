import { footballLike, type GoalsSport } from './sport-definition.ts';

const eFootball: GoalsSport = {
  id: 94,
  key: 'e-football',
  name: 'E-Football',
  family: 'goals',
  margin: 0.07,
  periods: [
    { code: 'h1', minutes: 6 },
    { code: 'h2', minutes: 6 },
  ],
  breaks: [1],
  clock: 'up',
  goalsPerMatch: 3.6,
  suspendSeconds: 5,
  correctScoreMax: 4,
  markets: footballLike({ total: [1.5, 2.5, 3.5, 4.5, 5.5], handicap: [-1.5, -0.5, 0.5, 1.5], h1Total: [0.5, 1.5, 2.5], teamTotal: [0.5, 1.5, 2.5] }),
};

export default eFootball;

import type { PointsSport } from './sport-definition.ts';

const cricket: PointsSport = {
  id: 36,
  key: 'cricket',
  name: 'Cricket',
  family: 'points',
  margin: 0.06,
  periods: [
    { code: 'i1', minutes: 85 },
    { code: 'i2', minutes: 85 },
  ],
  breaks: [15],
  clock: 'up',
  innings: true,
  pointsPerTeam: 168,
  scoreValues: [
    [1, 0.5],
    [2, 0.14],
    [4, 0.24],
    [6, 0.12],
  ],
  markets: [
    { type: 'match-winner' },
    { type: 'total', offsets: [-20, -10, 0, 10, 20] },
    { type: 'team-total', team: 'home', offsets: [-10, 0, 10] },
    { type: 'team-total', team: 'away', offsets: [-10, 0, 10] },
    { type: 'handicap', offsets: [-10, 0, 10] },
  ],
};

export default cricket;

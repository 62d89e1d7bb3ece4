import type { PointsSport } from './sport-definition.ts';

const rugbyUnion: PointsSport = {
  id: 14,
  key: 'rugby-union',
  name: 'Rugby Union',
  family: 'points',
  margin: 0.06,
  periods: [
    { code: 'h1', minutes: 40 },
    { code: 'h2', minutes: 40 },
  ],
  breaks: [12],
  clock: 'up',
  pointsPerTeam: 24,
  scoreValues: [
    [3, 0.32],
    [5, 0.18],
    [7, 0.5],
  ],
  markets: [
    { type: 'match-result' },
    { type: 'handicap', offsets: [-7, -3, 0, 3, 7] },
    { type: 'total', offsets: [-8, -4, 0, 4, 8] },
    { type: 'period-result', period: 'h1' },
    { type: 'team-total', team: 'home', offsets: [0] },
    { type: 'team-total', team: 'away', offsets: [0] },
    { type: 'odd-even' },
  ],
};

export default rugbyUnion;

import type { PointsSport } from './sport-definition.ts';

const eBasketball: PointsSport = {
  id: 95,
  key: 'e-basketball',
  name: 'E-Basketball',
  family: 'points',
  margin: 0.065,
  periods: [
    { code: 'q1', minutes: 5 },
    { code: 'q2', minutes: 5 },
    { code: 'q3', minutes: 5 },
    { code: 'q4', minutes: 5 },
  ],
  breaks: [0.5, 1, 0.5],
  clock: 'down',
  overtime: { minutes: 2, breakMinutes: 0.5, shootout: false, repeat: true },
  pointsPerTeam: 80,
  scoreValues: [
    [2, 0.6],
    [3, 0.28],
    [1, 0.12],
  ],
  markets: [
    { type: 'match-winner' },
    { type: 'handicap', offsets: [-4, 0, 4] },
    { type: 'total', offsets: [-6, 0, 6] },
    { type: 'team-total', team: 'home', offsets: [0] },
    { type: 'team-total', team: 'away', offsets: [0] },
    { type: 'period-result', period: 'q1' },
    { type: 'odd-even' },
  ],
};

export default eBasketball;

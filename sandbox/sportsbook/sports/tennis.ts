import type { SetsSport } from './sport-definition.ts';

const tennis: SetsSport = {
  id: 3,
  key: 'tennis',
  name: 'Tennis',
  family: 'sets',
  tennis: true,
  margin: 0.06,
  setsToWin: 2,
  setTarget: 6,
  winByTwo: true,
  pointSeconds: 38,
  setBreakSeconds: 120,
  pointEdge: 0.07,
  setCode: 's',
  markets: [
    { type: 'match-winner' },
    { type: 'set-handicap', lines: [-1.5, 1.5] },
    { type: 'total-sets', lines: [2.5] },
    { type: 'correct-score' },
    { type: 'period-winner', period: 's1' },
    { type: 'period-total', period: 's1', lines: [8.5, 9.5, 10.5] },
    { type: 'total', lines: [19.5, 21.5, 22.5, 23.5, 25.5] },
    { type: 'handicap', lines: [-4.5, -2.5, 2.5, 4.5] },
    { type: 'to-win-a-set', team: 'home' },
    { type: 'to-win-a-set', team: 'away' },
  ],
};

export default tennis;

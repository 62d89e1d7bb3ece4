import type { SetsSport } from './sport-definition.ts';

const darts: SetsSport = {
  id: 20,
  key: 'darts',
  name: 'Darts',
  family: 'sets',
  margin: 0.06,
  setsToWin: 1,
  setTarget: 6,
  winByTwo: false,
  pointSeconds: 150,
  setBreakSeconds: 0,
  pointEdge: 0.12,
  setCode: 's',
  markets: [
    { type: 'match-winner' },
    { type: 'correct-score' },
    { type: 'total', lines: [8.5, 9.5, 10.5] },
    { type: 'handicap', lines: [-2.5, -1.5, 1.5, 2.5] },
  ],
};

export default darts;

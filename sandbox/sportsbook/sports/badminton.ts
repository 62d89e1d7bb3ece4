import { setsMarkets, type SetsSport } from './sport-definition.ts';

const badminton: SetsSport = {
  id: 29,
  key: 'badminton',
  name: 'Badminton',
  family: 'sets',
  margin: 0.065,
  setsToWin: 2,
  setTarget: 21,
  winByTwo: true,
  pointSeconds: 19,
  setBreakSeconds: 120,
  pointEdge: 0.055,
  setCode: 's',
  markets: setsMarkets(2, [-6, -2, 2, 6], [-2, 0, 2]),
};

export default badminton;

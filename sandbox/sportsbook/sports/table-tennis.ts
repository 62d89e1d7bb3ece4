import { setsMarkets, type SetsSport } from './sport-definition.ts';

const tableTennis: SetsSport = {
  id: 25,
  key: 'table-tennis',
  name: 'Table Tennis',
  family: 'sets',
  margin: 0.065,
  setsToWin: 3,
  setTarget: 11,
  winByTwo: true,
  pointSeconds: 11,
  setBreakSeconds: 60,
  pointEdge: 0.06,
  setCode: 's',
  markets: setsMarkets(3, [-6, -3, 0, 3, 6], [-1, 0, 1]),
};

export default tableTennis;

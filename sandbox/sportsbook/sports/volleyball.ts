import { setsMarkets, type SetsSport } from './sport-definition.ts';

const volleyball: SetsSport = {
  id: 12,
  key: 'volleyball',
  name: 'Volleyball',
  family: 'sets',
  margin: 0.06,
  setsToWin: 3,
  setTarget: 25,
  decidingSetTarget: 15,
  winByTwo: true,
  pointSeconds: 24,
  setBreakSeconds: 180,
  pointEdge: 0.045,
  setCode: 's',
  markets: setsMarkets(3, [-8, -4, 0, 4, 8], [-2, 0, 2]),
};

export default volleyball;

import { setsMarkets, type SetsSport } from './sport-definition.ts';

const esports: SetsSport = {
  id: 53,
  key: 'esports',
  name: 'Esports',
  family: 'sets',
  margin: 0.07,
  setsToWin: 2,
  setTarget: 13,
  winByTwo: false,
  pointSeconds: 100,
  setBreakSeconds: 300,
  pointEdge: 0.07,
  setCode: 'm',
  markets: setsMarkets(2, [-6, -2, 2, 6], [-2, 0, 2], 'm'),
};

export default esports;

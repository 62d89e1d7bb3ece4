import { setsMarkets, type SetsSport } from './sport-definition.ts';

const beachVolleyball: SetsSport = {
  id: 26,
  key: 'beach-volleyball',
  name: 'Beach Volleyball',
  family: 'sets',
  margin: 0.065,
  setsToWin: 2,
  setTarget: 21,
  decidingSetTarget: 15,
  winByTwo: true,
  pointSeconds: 26,
  setBreakSeconds: 90,
  pointEdge: 0.05,
  setCode: 's',
  markets: setsMarkets(2, [-6, -2, 2, 6], [-2, 0, 2]),
};

export default beachVolleyball;

import { proxy } from 'valtio';

/** §3 Bonus or cashback history query the player is looking at (the rows are react-query's). */
export const bonusHistoryStore = proxy({
  dateFrom: null as string | null,
  dateTo: null as string | null,
  type: null as string | null,
  page: 1,
});

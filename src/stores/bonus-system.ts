import { proxy } from 'valtio';

/** §2 Cashback button and §3 Cashback countdown: client-owned UI state. */
export const bonusSystemStore = proxy({
  cashbackExpanded: false,
  /** §9: the button can be dragged vertically, up to 300. */
  cashbackDragOffset: 0,
  /** Target date-time (ISO) of the running countdown. */
  cashbackTarget: null as string | null,
});

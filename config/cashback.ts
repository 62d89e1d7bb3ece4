import { defineCashback } from '../schemas/config/cashback.define.ts';

// The cashback button (§2 Shell, §4 Cashback countdown, §9 UI timings). Reset times: config/markets/<id>.ts.
export default defineCashback({
  // §9: the countdown ticks every 250 ms.
  tickMs: 250,
  // §2/§9: draggable vertically up to 300 px.
  dragMaxPx: 300,
  keyboardStepPx: 20,
  dragThresholdPx: 6,
  accruedPageSize: 2,
});

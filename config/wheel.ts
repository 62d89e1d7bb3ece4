import { defineWheel } from '../schemas/config/wheel.define.ts';

// The prize wheel on screen (§2 Wheel game, §4 Wheel, §9 Wheel and UI timings). The prizes, costs and free-spin
// rules are the operator backend's (§7 Wheel calls), not this file's.
export default defineWheel({
  // §9: 16 segments of 22.5 degrees.
  segments: 16,
  // §2/§9: the wheel icon spins once per 2.6 s.
  iconTurnMs: 2600,
  // §4/§9: the spin lasts 4 s.
  spinMs: 4000,
  // §4/§9: the win screen appears at about 5 s, then the spin result is cleared.
  winScreenAtMs: 5000,
  fullTurns: 5,
  reducedMotionFadeMs: 400,
  // §9: free-spin default time 09:00:00.
  defaultFreeSpinTime: '09:00:00',
  countdownTickMs: 1000,
  historyPageSize: 10,
});

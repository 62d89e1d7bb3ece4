import { proxy } from 'valtio';

/** §4 Wheel: idle, then spinning (about 4 s), then finished; the win screen appears at about 5 s. */
export type WheelPhase = 'idle' | 'spinning' | 'finished';

export interface WheelPrize {
  id: number;
  amount: string;
  isPresent: boolean;
  name: string;
  currency: string;
}

export const wheelGameStore = proxy({
  phase: 'idle' as WheelPhase,
  spinResult: null as WheelPrize | null,
  winScreenVisible: false,
});

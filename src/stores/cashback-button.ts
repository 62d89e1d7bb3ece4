import { proxy } from 'valtio';
import { persistStore } from './persist.ts';

/** §2 the cashback button: where the player dragged it (px below its resting place) and whether it is open. */
export interface CashbackButtonState {
  offsetY: number;
  expanded: boolean;
}

export const cashbackButtonStore = proxy<CashbackButtonState>({ offsetY: 0, expanded: false });

/** The position is the device's choice, kept across visits and sign-outs like the language; open or not is not kept. */
export const cashbackButtonPersistence = { key: 'cashbackButton', version: 1, exclude: ['expanded'] } as const;

let stop: (() => void) | null = null;

/** Started by the button on its first render (like the reality check), so pages without it never read the copy. */
export function startCashbackButtonPersistence(): void {
  stop ??= persistStore(cashbackButtonStore, { ...cashbackButtonPersistence, exclude: [...cashbackButtonPersistence.exclude] });
}

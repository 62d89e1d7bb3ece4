import { proxy } from 'valtio';

/** Jackpot rows are react-query's; the client keeps which ones the player has collapsed. */
export const jackpotsStore = proxy({ collapsed: false });

// The bet slip's public face for other features (docs/architecture.md, import rules): the slip the sportsbook pages dock.
export { BetSlip } from './bet-slip.tsx';
export { SlipDock } from './slip-dock.tsx';

// The bet slip's public face for other features (docs/architecture.md, import rules): the slip the sportsbook pages dock, and the bet builder's pieces its "Build a bet" mode shares with the slip.
export { BetSlip } from './bet-slip.tsx';
export { SlipDock } from './slip-dock.tsx';
export { BuilderLegName, BuilderQuoteStatus } from './builder-parts.tsx';

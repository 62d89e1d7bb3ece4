// The bet slip's public face for other features (docs/architecture.md, import rules): the slip the sportsbook pages dock, and the bet builder's pieces its "Build a bet" mode shares with the slip.
export { preloadDockedSlip, SlipDock } from './slip-dock.tsx';
export { BuilderLegName, BuilderQuoteStatus, builderReason } from './builder-parts.tsx';

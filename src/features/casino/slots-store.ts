import { slotsStore, startSlotsPersistence } from '../../stores/slots.ts';

// The slots store as the casino's code reads it: its stored copy (the game lists of every provider, about 1 MB for a
// returning player) is read when this code first loads, a lobby's or a game page's, not at the start of every page
// (docs/product.md §2 Speed, §4 Persistence). The call below is this module's side effect: package.json's
// `sideEffects` names this file, or the bundler would skip the module and import the store straight from its source.
startSlotsPersistence();

export { slotsStore };

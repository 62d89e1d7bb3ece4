import type { ModalInput } from './modals.ts';

// Zod-free: config/modals.ts imports this, and the browser bundle must not pull the schema in (validated at
// build and in tests, see routes.define.ts).

/** Types config/modals.ts (literal ids and paths are kept for the typed href helper). */
export function defineModals<const Modals extends readonly ModalInput[]>(modals: Modals): Modals {
  return modals;
}

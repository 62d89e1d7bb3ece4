import { proxy } from 'valtio';

/** §4 Service worker: an update waiting, offline state, and the install prompt. */
export const pwaStore = proxy({
  updateWaiting: false,
  /**
   * True while the page is at a safe moment for a new version to take over (no game, payment page, bet placement or
   * other call that moves money in flight); kept by the engine's root layout (src/engine/update-moment.ts).
   */
  safeToUpdate: false,
  /** Set at a safe moment (a page change, or the player's tap on the notice): the waiting worker takes over and the page reloads. */
  applyUpdate: false,
  offline: typeof navigator !== 'undefined' ? !navigator.onLine : false,
  installPromptAvailable: false,
});

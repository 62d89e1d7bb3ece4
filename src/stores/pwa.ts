import { proxy } from 'valtio';

/** §4 Service worker: an update waiting, offline state, and the install prompt. */
export const pwaStore = proxy({
  updateWaiting: false,
  offline: typeof navigator !== 'undefined' ? !navigator.onLine : false,
  installPromptAvailable: false,
});

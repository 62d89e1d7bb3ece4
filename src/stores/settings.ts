import { proxy } from 'valtio';

/** Settings are react-query's (reloaded every 10 min and on language change, §7); this records when. */
export const settingsStore = proxy({ lastLoadedAt: 0, loadedForLanguage: null as string | null });

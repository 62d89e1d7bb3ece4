import { proxy, useSnapshot } from 'valtio';
import { persistStore } from './persist.ts';

/** §3 User settings: lang, isChanged. */
export interface UserSettingsState {
  /** The language the player chose last (null until a language is applied). */
  lang: string | null;
  /** True once the player changed the language themself (§4 Language change marks isChanged). */
  isChanged: boolean;
}

export const userSettingsStore = proxy<UserSettingsState>({ lang: null, isChanged: false });

/** Persisted so the chosen language survives a reload (§4 Persistence). */
export const userSettingsPersistence = { key: 'userSettings', version: 1 } as const;

let stopPersistence: (() => void) | null = null;

/** Reads the stored copy into the store and keeps it written; calling it again while running does nothing. */
export function startUserSettingsPersistence(): () => void {
  if (!stopPersistence) {
    const stop = persistStore(userSettingsStore, userSettingsPersistence);
    stopPersistence = () => {
      stop();
      stopPersistence = null;
    };
  }
  return stopPersistence;
}

export function useUserSettings(): Readonly<UserSettingsState> {
  return useSnapshot(userSettingsStore);
}

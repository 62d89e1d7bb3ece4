import { describe, expect, it } from 'vitest';
import { persistStore } from './persist.ts';
import { userSettingsPersistence, userSettingsStore } from './user-settings.ts';

function memoryStorage() {
  const data = new Map<string, string>();
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
    data,
  };
}

describe('user settings store (§3: lang, isChanged)', () => {
  it('is persisted and read back', async () => {
    const storage = memoryStorage();
    const stop = persistStore(userSettingsStore, { ...userSettingsPersistence, storage });
    userSettingsStore.lang = 'xx';
    userSettingsStore.isChanged = true;
    await Promise.resolve();
    await Promise.resolve();
    stop();
    const stored = JSON.parse(storage.data.get(userSettingsPersistence.key) ?? '{}');
    expect(stored).toMatchObject({ version: userSettingsPersistence.version, state: { lang: 'xx', isChanged: true } });

    userSettingsStore.lang = null;
    userSettingsStore.isChanged = false;
    persistStore(userSettingsStore, { ...userSettingsPersistence, storage })();
    expect(userSettingsStore).toMatchObject({ lang: 'xx', isChanged: true });
  });
});

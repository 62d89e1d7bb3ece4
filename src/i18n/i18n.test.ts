// @vitest-environment jsdom
import i18next from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { languages } from '../../config/languages/index.ts';
import { loadWholePack } from '../../schemas/config/language.ts';
import { localeStore } from '../stores/locale.ts';
import { startUserSettingsPersistence, userSettingsPersistence, userSettingsStore } from '../stores/user-settings.ts';
import { getDateLocale } from './format.ts';
import { changeLanguage, initI18n, loadAreas, onLanguageChanged, resetI18nForTests } from './index.ts';
import { getLanguages } from './languages.ts';

const [defaultLanguage] = languages;
const rightToLeft = languages.find((language) => language.dir === 'rtl')!;
const otherLeftToRight = languages.find((language) => language.dir === 'ltr' && language !== defaultLanguage)!;
const market = { languages: languages.map((language) => language.code), defaultLanguage: defaultLanguage.code };

async function packOf(code: string): Promise<Record<string, Record<string, unknown>>> {
  const language = languages.find((candidate) => candidate.code === code)!;
  return (await loadWholePack(language)) as Record<string, Record<string, unknown>>;
}

beforeEach(() => {
  localStorage.clear();
  userSettingsStore.lang = null;
  userSettingsStore.isChanged = false;
  resetI18nForTests();
});

afterEach(() => {
  vi.restoreAllMocks();
  // initI18n started the persistence; stop it so the next test reads its own stored copy.
  startUserSettingsPersistence()();
});

describe('initI18n', () => {
  it('shows the market default language without marking a change, with its direction and date locale', async () => {
    const listener = vi.fn();
    onLanguageChanged(listener);
    await initI18n(market);
    expect(document.documentElement.lang).toBe(defaultLanguage.code);
    expect(document.documentElement.dir).toBe(defaultLanguage.dir);
    expect(localeStore).toMatchObject({ lang: defaultLanguage.code, dir: defaultLanguage.dir, dateLocale: defaultLanguage.dateLocale });
    expect(userSettingsStore.isChanged).toBe(false);
    expect(listener).not.toHaveBeenCalled();
    expect(getLanguages().map((language) => language.code)).toEqual(market.languages);
  });

  it('leaves the root of a page already in its language untouched (a write of dir restyles the whole page, §2 Speed)', async () => {
    document.documentElement.lang = defaultLanguage.code;
    document.documentElement.dir = defaultLanguage.dir;
    const written: string[] = [];
    const writes = new MutationObserver((records) => written.push(...records.map((record) => record.attributeName!)));
    writes.observe(document.documentElement, { attributes: true, attributeFilter: ['lang', 'dir'] });
    await initI18n(market);
    written.push(...writes.takeRecords().map((record) => record.attributeName!));
    writes.disconnect();
    expect(written).toEqual([]);
  });

  it('restores the language the player chose before a reload', async () => {
    localStorage.setItem(
      userSettingsPersistence.key,
      JSON.stringify({ version: userSettingsPersistence.version, savedAt: Date.now(), state: { lang: otherLeftToRight.code, isChanged: true } }),
    );
    await initI18n(market);
    expect(localeStore.lang).toBe(otherLeftToRight.code);
    const pack = await packOf(otherLeftToRight.code);
    expect(i18next.t('shell.skipToContent')).toBe(pack.shell.skipToContent);
  });
});

describe('changeLanguage (§4 Language change)', () => {
  it('loads the pack, sets <html lang> and dir=rtl, the date locale, marks isChanged and calls onLanguageChanged', async () => {
    await initI18n(market);
    const listener = vi.fn();
    const stop = onLanguageChanged(listener);

    await changeLanguage(rightToLeft.code);

    expect(document.documentElement.lang).toBe(rightToLeft.code);
    expect(document.documentElement.dir).toBe('rtl');
    expect(getDateLocale()).toBe(rightToLeft.dateLocale);
    expect(localeStore.dir).toBe('rtl');
    expect(userSettingsStore).toMatchObject({ lang: rightToLeft.code, isChanged: true });
    expect(listener).toHaveBeenCalledWith(rightToLeft.code);
    const pack = await packOf(rightToLeft.code);
    expect(i18next.t('shell.skipToContent')).toBe(pack.shell.skipToContent);
    expect(i18next.exists('common.actions.close')).toBe(true);

    stop();
    await changeLanguage(defaultLanguage.code);
    expect(document.documentElement.dir).toBe('ltr');
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('persists the chosen language', async () => {
    await initI18n(market);
    await changeLanguage(otherLeftToRight.code);
    await vi.waitFor(() => {
      const stored = JSON.parse(localStorage.getItem(userSettingsPersistence.key) ?? '{}');
      expect(stored.state).toMatchObject({ lang: otherLeftToRight.code, isChanged: true });
    });
  });

  it('the last choice wins when two changes overlap', async () => {
    await initI18n(market);
    const listener = vi.fn();
    onLanguageChanged(listener);
    const first = changeLanguage(rightToLeft.code);
    const second = changeLanguage(otherLeftToRight.code);
    await Promise.all([first, second]);
    expect(localeStore.lang).toBe(otherLeftToRight.code);
    expect(document.documentElement.dir).toBe(otherLeftToRight.dir);
    expect(listener.mock.calls).toEqual([[otherLeftToRight.code]]);
  });

  it('a failing listener does not stop the others', async () => {
    await initI18n(market);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const after = vi.fn();
    onLanguageChanged(() => {
      throw new Error('boom');
    });
    onLanguageChanged(after);
    await changeLanguage(rightToLeft.code);
    expect(after).toHaveBeenCalledOnce();
  });

  it('rejects a code that is not configured', async () => {
    await initI18n(market);
    await expect(changeLanguage('xx-zz')).rejects.toThrow('Language "xx-zz" not found in configuration');
  });

  it('rejects a configured language the market does not offer', async () => {
    await initI18n({ languages: [defaultLanguage.code], defaultLanguage: defaultLanguage.code });
    await expect(changeLanguage(rightToLeft.code)).rejects.toThrow(/not offered/);
  });
});

async function lobbyTexts(code: string): Promise<Record<string, string>> {
  return (await packOf(code)).casino.lobby as Record<string, string>;
}

describe('on-demand areas (§1: the first load carries the core areas only)', () => {
  it('a screen loads its areas: before, their keys are not there; after, they read in the language on screen', async () => {
    await initI18n(market);
    expect(i18next.exists('casino.lobby.casino')).toBe(false);
    await loadAreas(['casino']);
    expect(i18next.t('casino.lobby.casino')).toBe((await lobbyTexts(defaultLanguage.code)).casino);
  });

  it('fail-safe: a key of an area nobody loaded reads empty, never as the raw key, and loads its area', async () => {
    await initI18n(market);
    // The event react-i18next re-renders on (bindI18n), sent once the area is in.
    const added = new Promise<void>((resolve) => i18next.on('areaAdded', () => resolve()));
    expect(i18next.t('casino.lobby.allGames')).toBe('');
    await added;
    expect(i18next.t('casino.lobby.allGames')).toBe((await lobbyTexts(defaultLanguage.code)).allGames);
    // A key missing from a loaded area stays visible, so a forgotten translation is noticed.
    expect(i18next.t('casino.lobby.noSuchKey')).toBe('casino.lobby.noSuchKey');
  });

  it('a language switch brings the areas already on screen before it shows', async () => {
    await initI18n(market);
    await loadAreas(['casino']);
    await changeLanguage(rightToLeft.code);
    expect(i18next.t('casino.lobby.casino')).toBe((await lobbyTexts(rightToLeft.code)).casino);
  });
});

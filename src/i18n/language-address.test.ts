// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { languages } from '../../config/languages/index.ts';
import { userSettingsStore } from '../stores/user-settings.ts';
import { changeLanguage, initI18n, resetI18nForTests, startingLanguageCode } from './index.ts';
import { setMarketLanguages } from './languages.ts';

// §1 Languages: the browser starts in the language the site's server chose for the first HTML (server/pages.ts),
// unless the player chose another before, and tells the server its choice through a cookie.
const [defaultLanguage] = languages;
const rightToLeft = languages.find((language) => language.dir === 'rtl')!;
const otherLeftToRight = languages.find((language) => language.dir === 'ltr' && language !== defaultLanguage)!;
const market = { languages: languages.map((language) => language.code), defaultLanguage: defaultLanguage.code };

const clearCookie = () => (document.cookie = 'lang=; Path=/; Max-Age=0');
beforeEach(() => {
  localStorage.clear();
  clearCookie();
  userSettingsStore.lang = null;
  userSettingsStore.isChanged = false;
  resetI18nForTests();
  setMarketLanguages(market);
});
afterEach(() => {
  document.documentElement.removeAttribute('lang');
  window.history.replaceState(null, '', '/');
});

describe('the starting language', () => {
  it("is the server's pick (<html lang>) for a first visit, the market default when the page names no offered language", () => {
    document.documentElement.setAttribute('lang', rightToLeft.code);
    expect(startingLanguageCode()).toBe(rightToLeft.code);
    document.documentElement.setAttribute('lang', 'fr');
    expect(startingLanguageCode()).toBe(defaultLanguage.code);
  });

  it("is the player's stored choice over the server's guess, unless the address names a language", () => {
    userSettingsStore.lang = otherLeftToRight.code;
    document.documentElement.setAttribute('lang', rightToLeft.code);
    expect(startingLanguageCode()).toBe(otherLeftToRight.code);
    window.history.replaceState(null, '', `/help?lang=${rightToLeft.code}`);
    expect(startingLanguageCode()).toBe(rightToLeft.code);
  });

  it('is told to the server by a cookie once applied, and again when the player changes it', async () => {
    await initI18n(market);
    expect(document.cookie).toContain(`lang=${encodeURIComponent(defaultLanguage.code)}`);
    await changeLanguage(rightToLeft.code);
    expect(document.cookie).toContain(`lang=${rightToLeft.code}`);
  });
});

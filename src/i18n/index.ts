import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { LanguageConfig } from '../../schemas/config/language.ts';
import { localeStore } from '../stores/locale.ts';
import { startUserSettingsPersistence, userSettingsStore } from '../stores/user-settings.ts';
import {
  findLanguage,
  getDefaultLanguage,
  isOfferedLanguage,
  setMarketLanguages,
  type MarketLanguages,
} from './languages.ts';

/**
 * The whole pack of a language is one i18next namespace, keyed by area: `t('shell.skipToContent')`,
 * `i18next.exists('errors.already_exists')`. Areas are separate files only so that each has one owner.
 */
export const packNamespace = 'translation';

export type LanguageChangedListener = (code: string) => void;

const languageChangedListeners = new Set<LanguageChangedListener>();

/**
 * Injectable hook run after the player changes the language (not at start-up), e.g. the settings reload
 * of §7 "Settings reload ... on language change". Returns the function that removes the listener.
 */
export function onLanguageChanged(listener: LanguageChangedListener): () => void {
  languageChangedListeners.add(listener);
  return () => {
    languageChangedListeners.delete(listener);
  };
}

let initialization: Promise<void> | null = null;
const loadedPacks = new Map<string, Promise<void>>();
/** Incremented by every language application, so a slow pack that arrives late cannot win over a newer choice. */
let applyGeneration = 0;

function ensureI18next(): Promise<void> {
  if (!initialization) {
    initialization = i18next
      .use(initReactI18next)
      .init({
        // §1: no pack is bundled; each is loaded on demand by changeLanguage().
        resources: undefined,
        partialBundledLanguages: true,
        ns: [packNamespace],
        defaultNS: packNamespace,
        // Every key exists in every pack (src/i18n/packs.test.ts), so there is nothing to fall back to.
        fallbackLng: false,
        // React escapes what it renders; escaping here too would show `&amp;` to the player.
        interpolation: { escapeValue: false },
        // The app awaits initI18n() before its first render, so components never wait for a pack.
        react: { useSuspense: false },
      })
      .then(() => undefined);
  }
  return initialization;
}

/** The key i18next files resources under: it canonicalises codes (`xx-yy` becomes `xx-YY`). */
function resourceLanguage(code: string): string {
  return i18next.services?.languageUtils?.formatLanguageCode(code) ?? code;
}

function loadPack(language: LanguageConfig): Promise<void> {
  let loading = loadedPacks.get(language.code);
  if (!loading) {
    loading = language.load().then((module) => {
      const pack = module.default;
      // Under the code as given and as i18next canonicalises it, so lookups resolve whichever it uses.
      for (const lng of new Set([language.code, resourceLanguage(language.code)])) {
        i18next.addResourceBundle(lng, packNamespace, pack, true, true);
      }
    });
    // A failed chunk load (§8: chunk load failures raise load errors) may be retried by the next change.
    loading.catch(() => loadedPacks.delete(language.code));
    loadedPacks.set(language.code, loading);
  }
  return loading;
}

function setDocumentLanguage(language: LanguageConfig): void {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = language.code;
  document.documentElement.dir = language.dir;
}

/** Loads the pack, then switches i18next, the page and the locale store. False when a newer call won. */
async function applyLanguage(code: string): Promise<boolean> {
  const language = findLanguage(code);
  const generation = ++applyGeneration;
  await ensureI18next();
  await loadPack(language);
  if (generation !== applyGeneration) return false;
  // The locale first: i18next's languageChanged re-renders every translated component, and the amounts and dates
  // those render read the locale store (src/i18n/format.ts); set after, they kept the old format until the next
  // render (§4 Language change: the date locale changes with the language).
  localeStore.lang = language.code;
  localeStore.dir = language.dir;
  localeStore.dateLocale = language.dateLocale;
  await i18next.changeLanguage(language.code);
  // A newer call sets the locale again after this one (the last call always reaches this point).
  if (generation !== applyGeneration) return false;
  setDocumentLanguage(language);
  return true;
}

/**
 * Starts i18n for the active market: restricts the languages to the market's, then shows the player's
 * stored language if the market offers it, else the market default. Resolves once the pack is on screen;
 * render the app after it.
 */
export async function initI18n(market?: MarketLanguages): Promise<void> {
  if (market) setMarketLanguages(market);
  startUserSettingsPersistence();
  const stored = userSettingsStore.lang;
  const code = isOfferedLanguage(stored) ? stored : getDefaultLanguage().code;
  await ensureI18next();
  const applied = await applyLanguage(code);
  if (applied) userSettingsStore.lang = code;
}

/**
 * §4 Language change: loads the language pack, sets the page language and text direction, sets the date
 * locale and marks isChanged; then runs the onLanguageChanged listeners (settings reload, §7).
 * Rejects with `Language "X" not found in configuration` for an undeclared code.
 */
export async function changeLanguage(code: string): Promise<void> {
  findLanguage(code);
  if (!isOfferedLanguage(code)) throw new Error(`Language "${code}" is not offered in this market`);
  const applied = await applyLanguage(code);
  if (!applied) return;
  userSettingsStore.lang = code;
  userSettingsStore.isChanged = true;
  for (const listener of [...languageChangedListeners]) {
    try {
      listener(code);
    } catch (error) {
      // One failing listener must not keep the others (or the language switch) from completing.
      console.error(error);
    }
  }
}

/** For tests: forgets loaded packs and listeners so each test starts from the same state. */
export function resetI18nForTests(): void {
  languageChangedListeners.clear();
  loadedPacks.clear();
}

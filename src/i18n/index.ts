import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { LanguageConfig } from '../../schemas/config/language.ts';
import { localeStore } from '../stores/locale.ts';
import { languageOfDocument, rememberLanguageForServer } from './language-address.ts';
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
 * `i18next.exists('errors.already_exists')`. Areas are separate files so that each has one owner, and so that
 * the areas outside the core arrive with the screens that use them (§1, `languageAreas` of the routes and modals).
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
/** Per language: its core areas added to i18next. */
const loadedPacks = new Map<string, Promise<void>>();
/** Per language and on-demand area (`code area`): the area added to i18next. */
const loadedAreas = new Map<string, Promise<void>>();
/** Every on-demand area asked for so far: a language switch loads them all before it shows, so no screen on display
 * loses its texts. */
const wantedAreas = new Set<string>();
/** Told to react-i18next (bindI18n) when the fail-safe loaded an area a mounted component asked for. */
const areaAddedEvent = 'areaAdded';
/** Per language, the names of its on-demand areas; and the `code area` pairs added to i18next. */
const onDemandAreas = new Map<string, Set<string>>();
const addedAreas = new Set<string>();
/** The language on screen, and the one being switched to. */
let shownLanguage: LanguageConfig | null = null;
let comingLanguage: LanguageConfig | null = null;
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
        // The app awaits initI18n() before its first render, and a screen's areas arrive before it renders; a
        // component re-renders when the fail-safe below brought an area it asked for (areaAddedEvent). Not on every
        // store change: re-rendering the whole tree while a form is being used costs its state (e.g. a radio's).
        react: { useSuspense: false, bindI18n: `languageChanged ${areaAddedEvent}` },
        // The fail-safe of on-demand areas: a key of an area not loaded yet starts loading it and reads as empty (or
        // its default) until it arrives, never as the raw key. A key missing from a loaded area stays visible.
        parseMissingKeyHandler: (key: string, defaultValue?: string) => (startAreaOfMissingKey(key) ? (defaultValue ?? '') : key),
      })
      .then(() => undefined);
  }
  return initialization;
}

/** The key i18next files resources under: it canonicalises codes (`xx-yy` becomes `xx-YY`). */
function resourceLanguage(code: string): string {
  return i18next.services?.languageUtils?.formatLanguageCode(code) ?? code;
}

function addToI18next(language: LanguageConfig, pack: Record<string, unknown>): void {
  // Under the code as given and as i18next canonicalises it, so lookups resolve whichever it uses.
  for (const lng of new Set([language.code, resourceLanguage(language.code)])) {
    i18next.addResourceBundle(lng, packNamespace, pack, true, true);
  }
}

function loadPack(language: LanguageConfig): Promise<void> {
  let loading = loadedPacks.get(language.code);
  if (!loading) {
    onDemandAreas.set(language.code, new Set(Object.keys(language.areas ?? {})));
    loading = language.load().then((module) => addToI18next(language, module.default));
    // A failed chunk load (§8: chunk load failures raise load errors) may be retried by the next change.
    loading.catch(() => loadedPacks.delete(language.code));
    loadedPacks.set(language.code, loading);
  }
  return loading;
}

function loadArea(language: LanguageConfig, area: string): Promise<void> {
  const id = `${language.code} ${area}`;
  let loading = loadedAreas.get(id);
  if (!loading) {
    const load = language.areas?.[area];
    // Asked for beside the core, not after it (one link less in the chain before a screen shows). A core area (in
    // with the core) or a name no pack has: nothing more to load.
    loading = Promise.all([loadPack(language), load?.()]).then(([, module]) => {
      if (!module) return;
      addToI18next(language, { [area]: module.default });
      addedAreas.add(id);
    });
    loading.catch(() => loadedAreas.delete(id));
    loadedAreas.set(id, loading);
  }
  return loading;
}

/**
 * Loads on-demand areas of the language on screen (and of the one being switched to), and remembers them so a
 * later language switch brings them too. Resolves when they are in i18next; never rejects (a failed area is
 * retried on its next use, and the screen shows in the meantime).
 */
export function loadAreas(areas: readonly string[]): Promise<void> {
  if (areas.length === 0) return Promise.resolve();
  for (const area of areas) wantedAreas.add(area);
  const targets = new Set([shownLanguage, comingLanguage].filter((language): language is LanguageConfig => language !== null));
  const loads = [...targets].flatMap((language) => areas.map((area) => loadArea(language, area)));
  return Promise.all(loads).then(
    () => undefined,
    (error: unknown) => console.error(error),
  );
}

/**
 * A chunk loader that also loads the on-demand areas its code names, in parallel: for the parts of a screen that are
 * their own chunk (the phone's panels, the desktop header, the login form). src/i18n/areas.test.ts reads the areas
 * named here and checks the chunk's code against them.
 */
export function withAreas<T>(load: () => Promise<T>, areas: readonly string[]): () => Promise<T> {
  return () => Promise.all([load(), loadAreas(areas)]).then(([module]) => module);
}

/** The on-demand areas the screens of a route need (its `languageAreas`, declared in its route file, config/routes). */
export function areasOfRoute(route: { languageAreas?: readonly string[] }): readonly string[] {
  return route.languageAreas ?? [];
}

/** The on-demand areas a modal's screen needs (its `languageAreas`, config/modals.ts). */
export function areasOfModal(modal: { languageAreas?: readonly string[] }): readonly string[] {
  return modal.languageAreas ?? [];
}

/** True when `key` belongs to an on-demand area of the shown language that is not in yet; starts loading it. */
function startAreaOfMissingKey(key: string): boolean {
  const language = shownLanguage;
  if (!language) return false;
  const area = key.split('.', 1)[0];
  if (!onDemandAreas.get(language.code)?.has(area) || addedAreas.has(`${language.code} ${area}`)) return false;
  void loadAreas([area]).then(() => i18next.emit(areaAddedEvent, area));
  return true;
}

/**
 * Written only when they differ: the server's page already has them, and writing `dir` on the page's root, even the
 * same value, restyles and lays out the whole page (4-7 ms at 1x on the sport home, in boot's tasks; §2 Speed).
 */
function setDocumentLanguage(language: LanguageConfig): void {
  if (typeof document === 'undefined') return;
  const root = document.documentElement;
  if (root.lang !== language.code) root.lang = language.code;
  if (root.dir !== language.dir) root.dir = language.dir;
}

/** Loads the pack, then switches i18next, the page and the locale store. False when a newer call won. */
async function applyLanguage(code: string): Promise<boolean> {
  const language = findLanguage(code);
  const generation = ++applyGeneration;
  comingLanguage = language;
  await ensureI18next();
  await loadPack(language);
  // An area that fails to load (a chunk gone after a deploy) must not stop the language, nor the boot that awaits it:
  // the screen that needs it meets the failure itself and takes the error screen's reload path (§2 Modals and error
  // screen); the area is retried on its next use.
  await Promise.all([...wantedAreas].map((area) => loadArea(language, area).catch((error: unknown) => console.error(error))));
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
  shownLanguage = language;
  comingLanguage = null;
  setDocumentLanguage(language);
  return true;
}

/**
 * Starts i18n for the active market: restricts the languages to the market's, then shows the player's
 * stored language if the market offers it, else the market default. Resolves once the pack is on screen;
 * render the app after it.
 */
/**
 * The language the site starts in: the one the address names (`?lang=`, read by the server into <html lang>), else
 * the player's stored choice, else the server's pick from the browser's languages, else the market's default; each
 * only if the market offers it.
 */
export function startingLanguageCode(): string {
  const stored = userSettingsStore.lang;
  const served = languageOfDocument();
  if (served?.namedByAddress && isOfferedLanguage(served.code)) return served.code;
  if (isOfferedLanguage(stored)) return stored;
  return isOfferedLanguage(served?.code) ? served.code : getDefaultLanguage().code;
}

export async function initI18n(market?: MarketLanguages): Promise<void> {
  if (market) setMarketLanguages(market);
  startUserSettingsPersistence();
  const code = startingLanguageCode();
  await ensureI18next();
  const applied = await applyLanguage(code);
  if (!applied) return;
  userSettingsStore.lang = code;
  rememberLanguageForServer(code);
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
  rememberLanguageForServer(code);
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
  loadedAreas.clear();
  addedAreas.clear();
  // The packs are loaded anew, so drop what i18next holds (an on-demand area must start unloaded again).
  for (const lng of Object.keys(i18next.store?.data ?? {})) i18next.removeResourceBundle(lng, packNamespace);
  onDemandAreas.clear();
  wantedAreas.clear();
  shownLanguage = null;
  comingLanguage = null;
}

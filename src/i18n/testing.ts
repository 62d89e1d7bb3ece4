import { languages } from '../../config/languages/index.ts';
import { initI18n, loadAreas } from './index.ts';

/**
 * For component tests: starts i18n with every configured language, the first one on screen and every area of its
 * pack loaded (the app loads on-demand areas with the screens, §1), so tests can look texts up with i18next.t()
 * instead of naming a language.
 */
export async function initTestI18n(): Promise<void> {
  await initI18n({ languages: languages.map((language) => language.code), defaultLanguage: languages[0].code });
  const areas = new Set<string>();
  for (const language of languages) for (const area of Object.keys(language.areas ?? {})) areas.add(area);
  await loadAreas([...areas]);
}

import { languages } from '../../config/languages/index.ts';
import { initI18n } from './index.ts';

/**
 * For component tests: starts i18n with every configured language, the first one on screen, so tests can
 * look texts up with i18next.t() instead of naming a language.
 */
export async function initTestI18n(): Promise<void> {
  await initI18n({ languages: languages.map((language) => language.code), defaultLanguage: languages[0].code });
}

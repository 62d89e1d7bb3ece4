import type { LanguageConfig } from './language.ts';

// Zod-free: every page loads config/languages/ (the language selector and the first pack), so the schema must
// stay out of the browser bundle. A bad declaration fails at build (scripts/check-config.ts) and in tests with
// its file and field, e.g. `config/languages/ar.ts: dir: Invalid option ...`.

/** Declares a language (config/languages/<code>.ts). */
export function defineLanguage(config: LanguageConfig): LanguageConfig {
  return config;
}

import { languages as configuredLanguages } from '../../config/languages/index.ts';
import type { LanguageConfig } from '../../schemas/config/language.ts';

/**
 * The part of a market this module needs (config/markets/<id>.ts: `languages`, `defaultLanguage`, §9).
 * Typed structurally so src/ never names a market: the caller hands the active market in.
 */
export interface MarketLanguages {
  /** Codes of the languages the market offers, in display order. */
  languages: readonly string[];
  /** The language shown before the player chooses one. */
  defaultLanguage: string;
}

let offered: readonly LanguageConfig[] = configuredLanguages;
let defaultCode: string = configuredLanguages[0]?.code ?? '';

/** Every language declared in config/languages, offered or not. */
export function getConfiguredLanguages(): readonly LanguageConfig[] {
  return configuredLanguages;
}

/** Throws `Language "X" not found in configuration` for a code config/languages does not declare. */
export function findLanguage(code: string): LanguageConfig {
  const language = configuredLanguages.find((candidate) => candidate.code === code);
  if (!language) throw new Error(`Language "${code}" not found in configuration`);
  return language;
}

/** Restricts the selector to the market's languages; every code must be declared in config/languages. */
export function setMarketLanguages(market: MarketLanguages): void {
  const list = market.languages.map(findLanguage);
  if (!market.languages.includes(market.defaultLanguage)) {
    throw new Error(`Default language "${market.defaultLanguage}" is not among the market's languages`);
  }
  offered = list;
  defaultCode = market.defaultLanguage;
}

/** The languages the selector lists (the market's, else all configured ones). */
export function getLanguages(): readonly LanguageConfig[] {
  return offered;
}

export function getDefaultLanguage(): LanguageConfig {
  return findLanguage(defaultCode);
}

export function isOfferedLanguage(code: string | null | undefined): code is string {
  return typeof code === 'string' && offered.some((language) => language.code === code);
}

import type { Root } from 'mdast';
import { contentPages, contentSources, type ContentPageDeclaration } from '../../../config/content/index.ts';

/** A page's tree in the language it is shown in (the asked one, or the default one when missing). */
export interface LoadedContent {
  root: Root;
  /** Language the text is written in. */
  language: string;
  /** True when the asked language lacks this page and the default language's text is shown. */
  fallback: boolean;
}

/** The content page a route shows, or undefined. */
export function contentPageForRoute(routeId: string): ContentPageDeclaration | undefined {
  return contentPages.find((page) => page.routes.includes(routeId));
}

/** Which pages each language lacks (a missing page falls back to the default language with a notice). */
export function missingTranslations(languages: readonly string[], sources = contentSources, pages = contentPages): Record<string, string[]> {
  const missing: Record<string, string[]> = {};
  for (const language of languages) {
    const lacking = pages.filter((page) => !sources[language]?.[page.id]).map((page) => page.id);
    if (lacking.length) missing[language] = lacking;
  }
  return missing;
}

const cache = new Map<string, Promise<LoadedContent>>();

/** Loads a page in `language`, else in `defaultLanguage`; one promise per page and language (React's `use`). */
export function loadContent(pageId: string, language: string, defaultLanguage: string, sources = contentSources): Promise<LoadedContent> {
  const key = `${language}/${pageId}`;
  let promise = cache.get(key);
  if (!promise) {
    const own = sources[language]?.[pageId];
    const source = own ?? sources[defaultLanguage]?.[pageId];
    if (!source) return Promise.reject(new Error(`config/content/${defaultLanguage}/${pageId}.md: missing (the default language must have every page)`));
    promise = source().then((module) => ({ root: module.default, language: own ? language : defaultLanguage, fallback: !own }));
    // A failed chunk load may succeed on the next visit.
    promise.catch(() => cache.delete(key));
    cache.set(key, promise);
  }
  return promise;
}

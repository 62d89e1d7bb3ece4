// The content pages operators edit (DESIGN "content"): one Markdown file per page and language,
// config/content/<language>/<page>.md. This is the only list of them (CONVENTIONS 1). A page missing in a language
// falls back to the market's default language with a notice; `npm run build` checks every file
// (src/features/content/validate-content.ts): a bad one stops the build with its path and line.
//
// Texts write figures as {{placeholders}} (deposit limits, ages, delays, licence: src/features/content/figures.ts
// lists them), filled from the market config, never retyped. Links may only go to this site's routes
// ("/profile/limits") or to http(s) addresses; raw HTML and images are refused.

import type { Root } from 'mdast';

/** How a page is laid out (src/features/content/markdown.ts ContentKind). */
export type ContentPageKind = 'document' | 'terms' | 'faq';

export interface ContentPageDeclaration {
  /** Page id; the file is config/content/<language>/<id>.md. */
  readonly id: string;
  /** document, terms (numbered points addressable by URL) or faq (an accordion of questions). */
  readonly kind: ContentPageKind;
  /** Route ids (config/routes) that show this page. */
  readonly routes: readonly string[];
}

/**
 * Loads one page (a separate chunk: content never weighs on another page's first load), as the tree the build parsed
 * from its Markdown (scripts/markdown-tree-loader.ts: no Markdown parser in the browser).
 */
export type ContentSource = () => Promise<{ default: Root }>;

export const contentPages: readonly ContentPageDeclaration[] = [
  { id: 'main', kind: 'document', routes: ['main'] },
  { id: 'help', kind: 'document', routes: ['help'] },
  { id: 'faq', kind: 'faq', routes: ['faq'] },
  { id: 'faq-game-account', kind: 'faq', routes: ['faq-game-account'] },
  { id: 'faq-deposits-and-withdrawals', kind: 'faq', routes: ['faq-deposits-and-withdrawals'] },
  { id: 'terms-and-conditions', kind: 'terms', routes: ['terms-and-conditions', 'terms-and-conditions-point'] },
  { id: 'general-terms', kind: 'document', routes: ['general-terms'] },
  { id: 'privacy-policy', kind: 'document', routes: ['privacy-policy'] },
  { id: 'persons', kind: 'document', routes: ['persons'] },
  { id: 'responsible-gambling', kind: 'document', routes: ['responsible-gambling'] },
];

/** Every page file per language: a page left out of a language is shown in the default language. */
export const contentSources: Readonly<Partial<Record<string, Readonly<Partial<Record<string, ContentSource>>>>>> = {
  'fr-fr': {
    'main': () => import('./fr-fr/main.md?tree'),
    'help': () => import('./fr-fr/help.md?tree'),
    'faq': () => import('./fr-fr/faq.md?tree'),
    'faq-game-account': () => import('./fr-fr/faq-game-account.md?tree'),
    'faq-deposits-and-withdrawals': () => import('./fr-fr/faq-deposits-and-withdrawals.md?tree'),
    'terms-and-conditions': () => import('./fr-fr/terms-and-conditions.md?tree'),
    'general-terms': () => import('./fr-fr/general-terms.md?tree'),
    'privacy-policy': () => import('./fr-fr/privacy-policy.md?tree'),
    'persons': () => import('./fr-fr/persons.md?tree'),
    'responsible-gambling': () => import('./fr-fr/responsible-gambling.md?tree'),
  },
  'en-US': {
    'main': () => import('./en-US/main.md?tree'),
    'help': () => import('./en-US/help.md?tree'),
    'faq': () => import('./en-US/faq.md?tree'),
    'faq-game-account': () => import('./en-US/faq-game-account.md?tree'),
    'faq-deposits-and-withdrawals': () => import('./en-US/faq-deposits-and-withdrawals.md?tree'),
    'terms-and-conditions': () => import('./en-US/terms-and-conditions.md?tree'),
    'general-terms': () => import('./en-US/general-terms.md?tree'),
    'privacy-policy': () => import('./en-US/privacy-policy.md?tree'),
    'persons': () => import('./en-US/persons.md?tree'),
    'responsible-gambling': () => import('./en-US/responsible-gambling.md?tree'),
  },
  'ar': {
    'main': () => import('./ar/main.md?tree'),
    'help': () => import('./ar/help.md?tree'),
    'faq': () => import('./ar/faq.md?tree'),
    'faq-game-account': () => import('./ar/faq-game-account.md?tree'),
    'faq-deposits-and-withdrawals': () => import('./ar/faq-deposits-and-withdrawals.md?tree'),
    'terms-and-conditions': () => import('./ar/terms-and-conditions.md?tree'),
    'general-terms': () => import('./ar/general-terms.md?tree'),
    'privacy-policy': () => import('./ar/privacy-policy.md?tree'),
    'persons': () => import('./ar/persons.md?tree'),
    'responsible-gambling': () => import('./ar/responsible-gambling.md?tree'),
  },
};

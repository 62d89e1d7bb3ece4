import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { contentPages, contentSources } from '../../../config/content/index.ts';
import { languages } from '../../../config/languages/index.ts';
import tn from '../../../config/markets/tn.ts';
import { appConfig } from '../../engine/load-config.ts';
import type { MarketConfig } from '../../../schemas/config/market.ts';
import { contentFigures, figureNames } from './figures.ts';
import { loadContent, missingTranslations } from './load-content.ts';
import type { Root } from 'mdast';
import { faqEntries, splitTitle, termsPointIds } from './markdown.ts';
import { checkContent, contentTree } from './markdown-source.ts';
import { renderNodes } from './render-markdown.tsx';
import { validateContent, ContentError } from './validate-content.ts';

const routePaths = appConfig.routes.map((route) => route.path);
const routeIds = appConfig.routes.map((route) => route.id);
const market = appConfig.market;
const localeOf = (code: string) => languages.find((language) => language.code === code)!.dateLocale;

/** A content text as players see it: rendered to static markup and stripped of tags. */
function renderedText(root: Root, figuresMarket: MarketConfig, locale: string): string {
  const context = { figures: contentFigures(figuresMarket, locale), routePaths, opensInNewTab: '' };
  const html = renderToStaticMarkup(createElement(MemoryRouter, null, renderNodes(root.children, context)));
  return html.replace(/<[^>]+>/g, ' ').replace(/&#x27;/g, "'").replace(/&quot;/g, '"').replace(/&amp;/g, '&');
}

describe('config/content: every page in every language', () => {
  for (const language of market.languages) {
    for (const page of contentPages) {
      const source = contentSources[language]?.[page.id];
      if (!source) continue;
      it(`${language}/${page.id}.md passes the content rules, ships as its parsed tree and renders every figure`, async () => {
        const text = readFileSync(new URL(`../../../config/content/${language}/${page.id}.md`, import.meta.url), 'utf8');
        expect(checkContent(text, page.kind, routePaths)).toEqual([]);
        const root = (await source()).default;
        expect(root).toEqual(contentTree(text));
        expect(JSON.stringify(root)).not.toContain('"position"');
        expect(splitTitle(root).title).toBeDefined();
        if (page.kind === 'terms') expect(termsPointIds(root).length).toBeGreaterThan(5);
        if (page.kind === 'faq') expect(faqEntries(splitTitle(root).body).entries.length).toBeGreaterThanOrEqual(3);
        const shown = renderedText(root, market, localeOf(language));
        expect(shown).not.toMatch(/\{\{|\}\}/);
      });
    }
  }

  it('the build check passes on the repository files', () => {
    const result = validateContent({ languages: market.languages, defaultLanguage: market.defaultLanguage, routePaths, routeIds });
    expect(result.files).toBe(30);
  });

  it('serves a market that offers fewer languages than the deployment writes (Arabic and French, no English)', () => {
    const deploymentLanguages = [...market.languages];
    const fewer = market.languages.filter((language) => language !== 'en-US');
    const result = validateContent({ languages: fewer, deploymentLanguages, defaultLanguage: market.defaultLanguage, routePaths, routeIds });
    expect(result.files).toBeGreaterThan(0);
    expect(Object.keys(result.missing).filter((language) => !fewer.includes(language))).toEqual([]);
    // A language outside the deployment is still refused.
    expect(() => validateContent({ languages: fewer, deploymentLanguages: fewer, defaultLanguage: market.defaultLanguage, routePaths, routeIds })).toThrow(
      /config\/content\/index\.ts: "en-US" is not a language of this deployment/,
    );
  });

  it('lists which pages lack which language (none today; a missing one falls back to the default language)', () => {
    expect(missingTranslations(market.languages)).toEqual({});
  });
});

describe('figures come from the market, never retyped (§9)', () => {
  const termsFr = () => contentSources['fr-fr']!['terms-and-conditions']!().then((module) => module.default);

  it('the terms show the Tunisian figures of §9', async () => {
    const shown = (await renderedText(await termsFr(), market, 'fr-FR')).replace(/\s+/g, ' ');
    const amount = (value: string, currency = 'TND') => new Intl.NumberFormat('fr-FR', { style: 'currency', currency, currencyDisplay: 'code', minimumFractionDigits: 0, maximumFractionDigits: 2 }).format(value as Intl.StringNumericLiteral).replace(/\s+/g, ' ');
    expect(shown).toContain(`dépôt minimum est de ${amount('10')}`);
    expect(shown).toContain(`dépôt maximum de ${amount('10000')}`);
    expect(shown).toContain(`supérieur à ${amount('3000')}`);
    expect(shown).toContain(`ne peut pas dépasser ${amount('25000')}`);
    expect(shown).toContain('dans les 48 heures');
    expect(shown).toContain('pendant 24 mois');
    expect(shown).toContain('après 7 jours');
    expect(shown).toContain('moins de 18 ans');
    expect(shown).toContain('Curaçao');
  });

  it('a second market shows its own figures in the same text', async () => {
    const other: MarketConfig = {
      ...(tn as unknown as MarketConfig),
      id: 'zz',
      currency: 'EUR',
      limits: { ...(tn as unknown as MarketConfig).limits, depositMin: '20', depositMax: '5000', withdrawalExtraVerificationAbove: '2000', maxBalance: '50000' },
      terms: { ...(tn as unknown as MarketConfig).terms, minimumAge: 21, postponedEventHours: 72, inactivityMonths: 12 },
      licence: { jurisdiction: 'Zedland', number: 'ZL-1', holder: 'Other Operator Ltd' },
    };
    const shown = renderedText(await termsFr(), other, 'fr-FR').replace(/\s+/g, ' ');
    expect(shown).toMatch(/dépôt minimum est de 20 EUR/);
    expect(shown).toMatch(/dépôt maximum de 5 000 EUR/);
    expect(shown).toContain('moins de 21 ans');
    expect(shown).toContain('dans les 72 heures');
    expect(shown).toContain('pendant 12 mois');
    expect(shown).toContain('Zedland');
    expect(shown).not.toContain('TND');
    expect(shown).not.toContain('Curaçao');
  });

  it('the help page keeps the help text figures (5 EUR, 10 EUR, 1 h, 24 h) beside the terms ones, and says which is which', async () => {
    const root = (await contentSources['en-US']!.help!()).default;
    const shown = renderedText(root, market, 'en-US').replace(/\s+/g, ' ');
    expect(shown).toContain('Minimum card deposit (help text): EUR 5');
    expect(shown).toContain('Minimum withdrawal (help text): EUR 10');
    expect(shown).toContain('within 1 hour');
    expect(shown).toContain('up to 24 hours');
    expect(shown).toMatch(/minimum deposit TND\s10/);
  });

  it('every figure name has a value', () => {
    const figures = contentFigures(market, 'fr-FR');
    for (const name of figureNames) expect(figures[name], name).toMatch(/\S/);
  });
});

describe('a missing translation falls back to the default language', () => {
  it('loads the default language text and says it is a fallback', async () => {
    const aide = contentTree('# Aide\n\nTexte.');
    const sources = { 'fr-fr': { help: async () => ({ default: aide }) }, 'en-US': {} };
    const loaded = await loadContent('help', 'en-US-test', 'fr-fr', sources);
    expect(loaded).toEqual({ root: aide, language: 'fr-fr', fallback: true });
    expect(missingTranslations(['fr-fr', 'en-US'], sources, [{ id: 'help', kind: 'document', routes: ['help'] }])).toEqual({ 'en-US': ['help'] });
  });
});

describe('a broken content file names itself', () => {
  let folder: string;
  afterEach(() => rmSync(folder, { recursive: true, force: true }));

  function check(files: Record<string, string>) {
    folder = mkdtempSync(join(tmpdir(), 'content-'));
    for (const [path, text] of Object.entries(files)) {
      mkdirSync(join(folder, path.split('/')[0]), { recursive: true });
      writeFileSync(join(folder, path), text);
    }
    const pages = [
      { id: 'help', kind: 'document' as const, routes: ['help'] },
      { id: 'terms-and-conditions', kind: 'terms' as const, routes: ['terms-and-conditions'] },
    ];
    const loader = async () => ({ default: contentTree('') });
    const sources = { 'fr-fr': { help: loader, 'terms-and-conditions': loader }, 'en-US': { help: loader } };
    return () => validateContent({ folder, displayFolder: 'config/content', languages: ['fr-fr', 'en-US'], defaultLanguage: 'fr-fr', routePaths, routeIds, pages, sources });
  }
  const goodTerms = '# Terms\n\n## 1. One\n\nText.\n';

  it.each([
    ['raw HTML', '# Aide\n\nTexte.\n\n<iframe src="https://evil.example"></iframe>\n', 'config/content/fr-fr/help.md:5: Raw HTML is not allowed'],
    ['a javascript: link', '# Aide\n\n[ici](javascript:alert(1))\n', 'config/content/fr-fr/help.md:3: Link "javascript:alert(1)" is neither a route of this site nor an http(s) address'],
    ['an unknown figure', '# Aide\n\nDépôt de {{depositMinimum}}.\n', 'config/content/fr-fr/help.md:3: Unknown figure {{depositMinimum}}'],
    ['a malformed placeholder', '# Aide\n\nDépôt de {{depositMin}.\n', 'config/content/fr-fr/help.md:3: Malformed placeholder'],
    ['no title', 'Texte sans titre.\n', 'config/content/fr-fr/help.md:1: The page must start with its title'],
    ['an image', '# Aide\n\n![x](https://evil.example/x.png)\n', 'config/content/fr-fr/help.md:3: Images are not allowed'],
  ])('%s', (_name, helpText, message) => {
    const run = check({ 'fr-fr/help.md': helpText, 'fr-fr/terms-and-conditions.md': goodTerms, 'en-US/help.md': '# Help\n\nText.\n' });
    expect(run).toThrow(ContentError);
    expect(run).toThrow(message);
  });

  it('terms numbered twice', () => {
    const run = check({ 'fr-fr/help.md': '# Aide\n', 'fr-fr/terms-and-conditions.md': '# T\n\n## 1. Un\n\n## 1. Deux\n', 'en-US/help.md': '# Help\n' });
    expect(run).toThrow('config/content/fr-fr/terms-and-conditions.md:5: Point 1 is numbered twice');
  });

  it('a page missing in the default language, a file not in the index, a listed file missing', () => {
    expect(check({ 'fr-fr/terms-and-conditions.md': goodTerms, 'en-US/help.md': '# Help\n' })).toThrow('config/content/fr-fr/help.md: missing: the default language must have every page');
    rmSync(folder, { recursive: true, force: true });
    expect(check({ 'fr-fr/help.md': '# Aide\n', 'fr-fr/terms-and-conditions.md': goodTerms, 'en-US/help.md': '# Help\n', 'en-US/promo.md': '# P\n' })).toThrow('config/content/en-US/promo.md: no page "promo"');
    rmSync(folder, { recursive: true, force: true });
    expect(check({ 'fr-fr/help.md': '# Aide\n', 'fr-fr/terms-and-conditions.md': goodTerms })).toThrow('config/content/en-US/help.md: listed in config/content/index.ts but the file is missing');
  });

  it('a page left out of a language is reported as missing, not as an error', () => {
    const result = check({ 'fr-fr/help.md': '# Aide\n', 'fr-fr/terms-and-conditions.md': goodTerms, 'en-US/help.md': '# Help\n' })();
    expect(result.missing).toEqual({ 'en-US': ['terms-and-conditions'] });
  });
});

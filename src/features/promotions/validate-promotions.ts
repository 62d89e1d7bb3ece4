import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import * as z from 'zod';
import promotionsFile from '../../../config/promotions/index.ts';
import { pathParamNames } from '../../../schemas/config/routes.define.ts';
import { promotionFigureNames, promotionSchema, type PromotionConfig } from '../../../schemas/config/promotion.ts';
import type { RouteRef } from '../../../schemas/config/shared.ts';
import { ConfigError, parseConfigFile } from '../../engine/validate-config.ts';

// The build check of config/promotions (scripts/check-config.ts and the unit tests; Node only): each offer file
// parses with its schema, has its words in every language of the market, writes only placeholders it has a
// figure for, links to routes that exist, and every promotion page of config/routes has its offer (§2 promotions).
// A bad file stops the build with its own path and field, e.g.
//   config/promotions/deposit.ts: text.ar: missing: every language of the market needs the offer's words

export interface PromotionsCheckInput {
  /** config/promotions/index.ts's default export (replaceable in tests). */
  promotions?: unknown;
  /** Languages the market offers: each needs every offer's words. */
  languages: readonly string[];
  /** Every language of the deployment (default: the market's): an offer may carry words in any of them. */
  deploymentLanguages?: readonly string[];
  routes: readonly { id: string; path: string; paramValues?: Readonly<Record<string, readonly string[]>> }[];
  modals: readonly { id: string; path: string }[];
  /** The folder of the site's own files (public/), where local images must exist. */
  publicFolder?: string;
}

/** The routes whose pages show one offer each (config/routes/promotions-and-info.ts). */
export const promotionPageRoutes = { detail: 'promotions-detail-type', welcome: 'promotions-welcome-offer' } as const;

const repositoryPublicFolder = fileURLToPath(new URL('../../../public/', import.meta.url));

function offerFile(value: unknown): string {
  const id = typeof value === 'object' && value !== null ? (value as Record<string, unknown>).id : undefined;
  return typeof id === 'string' && /^[a-z0-9-]+$/.test(id) ? `config/promotions/${id}.ts` : 'config/promotions/index.ts';
}

/** Checks every offer; returns them parsed, or throws a ConfigError naming the bad file. */
export function validatePromotions(input: PromotionsCheckInput): PromotionConfig[] {
  const list = parseConfigFile('config/promotions/index.ts', z.array(z.unknown()), input.promotions ?? promotionsFile, ['promotions']);
  const targets = new Map<string, { path: string; paramValues?: Readonly<Record<string, readonly string[]>> }>();
  for (const target of [...input.routes, ...input.modals]) targets.set(target.id, target);
  const publicFolder = input.publicFolder ?? repositoryPublicFolder;

  const checkRef = (file: string, field: string, ref: RouteRef) => {
    const target = targets.get(ref.route);
    if (!target) throw new ConfigError(file, [field, 'route'], `Unknown route "${ref.route}"`);
    const names = pathParamNames(target.path);
    for (const segment of target.path.split('/').filter((part) => part.startsWith(':') && !part.endsWith('?'))) {
      if (ref.params?.[segment.slice(1)] === undefined) throw new ConfigError(file, [field, 'params'], `Route "${ref.route}" (${target.path}) needs the param "${segment.slice(1)}"`);
    }
    for (const [name, value] of Object.entries(ref.params ?? {})) {
      if (!names.includes(name)) throw new ConfigError(file, [field, 'params', name], `"${name}" is not a param of ${target.path}`);
      const allowed = target.paramValues?.[name];
      if (allowed && !allowed.includes(value)) throw new ConfigError(file, [field, 'params', name], `"${value}" is not one of ${allowed.join(', ')}`);
    }
  };

  const offers: PromotionConfig[] = [];
  const ids = new Set<string>();
  const pages = new Map<string, string>();
  for (const item of list) {
    const file = offerFile(item);
    const offer = parseConfigFile(file, promotionSchema, item);
    if (ids.has(offer.id)) throw new ConfigError('config/promotions/index.ts', ['promotions'], `Duplicate id "${offer.id}"`);
    ids.add(offer.id);

    if (offer.page.route !== promotionPageRoutes.detail && offer.page.route !== promotionPageRoutes.welcome) {
      throw new ConfigError(file, ['page', 'route'], `Expected "${promotionPageRoutes.detail}" or "${promotionPageRoutes.welcome}"`);
    }
    checkRef(file, 'page', offer.page);
    const pageKey = `${offer.page.route} ${JSON.stringify(offer.page.params ?? {})}`;
    if (pages.has(pageKey)) throw new ConfigError(file, ['page'], `The same page as "${pages.get(pageKey)}"`);
    pages.set(pageKey, offer.id);
    checkRef(file, 'cta', offer.cta);

    if (offer.image.src.startsWith('/') && !existsSync(`${publicFolder}${offer.image.src.slice(1)}`)) {
      throw new ConfigError(file, ['image', 'src'], `No file public${offer.image.src}`);
    }

    for (const language of input.languages) {
      if (!offer.text[language]) throw new ConfigError(file, ['text', language], 'missing: every language of the market needs the offer’s words');
    }
    const known = new Set<string>(Object.entries(offer.figures ?? {}).filter(([, value]) => value !== undefined).map(([name]) => name));
    if (offer.promoCode) known.add('promoCode');
    for (const [language, text] of Object.entries(offer.text)) {
      if (!(input.deploymentLanguages ?? input.languages).includes(language)) {
        throw new ConfigError(file, ['text', language], `"${language}" is not a language of this deployment (config/languages/index.ts)`);
      }
      const fields: [PropertyKey[], string][] = [
        [['title'], text.title],
        [['summary'], text.summary],
        [['cta'], text.cta],
        ...text.terms.map((term, index): [PropertyKey[], string] => [['terms', index], term]),
      ];
      for (const [path, value] of fields) {
        for (const match of value.matchAll(/\{\{\s*([^}]*?)\s*\}\}/g)) {
          const name = match[1];
          if (!(promotionFigureNames as readonly string[]).includes(name)) throw new ConfigError(file, ['text', language, ...path], `Unknown placeholder {{${name}}} (one of ${promotionFigureNames.join(', ')})`);
          if (!known.has(name)) throw new ConfigError(file, ['text', language, ...path], `{{${name}}} has no value: the offer gives no ${name === 'promoCode' ? 'promoCode' : `figures.${name}`}`);
        }
      }
    }
    offers.push(offer);
  }

  // Every page the routes declare shows an offer: the default detail type and each welcome offer (§2).
  const welcome = targets.get(promotionPageRoutes.welcome);
  for (const value of welcome?.paramValues?.offer ?? []) {
    if (!offers.some((offer) => offer.page.route === promotionPageRoutes.welcome && offer.page.params?.offer === value)) {
      throw new ConfigError('config/promotions/index.ts', ['promotions'], `No offer shows /promotions/${value} (config/routes/promotions-and-info.ts)`);
    }
  }
  if (!offers.some((offer) => offer.page.route === promotionPageRoutes.detail && offer.page.params?.type === 'deposit')) {
    throw new ConfigError('config/promotions/index.ts', ['promotions'], 'No offer shows /promotions-detail/deposit, the default detail type (§2)');
  }
  return offers;
}

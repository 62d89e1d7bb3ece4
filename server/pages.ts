import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { matchRoutes } from 'react-router';
import brand from '../config/brand.ts';
import { languages } from '../config/languages/index.ts';
import { brandName } from '../schemas/config/brand.define.ts';
import type { RouteRef } from '../schemas/config/shared.ts';
import { buildPath } from '../src/engine/hrefs.ts';
import { appConfig } from '../src/engine/load-config.ts';
// The cookie the browser writes when a language is applied, and `?lang=<code>`, the address of a page in one language.
import { languageCookie, languageParameter } from '../src/i18n/language-address.ts';

/**
 * What the site's server knows of each page before any script runs (§1 Languages, §2 Player journey): the language
 * the player gets, the page's title and description in it, its canonical address and its alternates per language,
 * and whether the address is a page at all (else 404). Read from config/ (the route table, the market's languages,
 * the packs), the same data the browser's router is built from, so both agree on what exists.
 */
export interface PageLanguage {
  code: string;
  dir: 'ltr' | 'rtl';
}

export { languageParameter };

const marketLanguages: PageLanguage[] = appConfig.market.languages.map((code) => {
  const language = languages.find((candidate) => candidate.code === code);
  if (!language) throw new Error(`config/markets: language "${code}" is not in config/languages`);
  return { code: language.code, dir: language.dir };
});
const defaultLanguage = marketLanguages.find((language) => language.code === appConfig.market.defaultLanguage) ?? marketLanguages[0];

export function offeredLanguages(): readonly PageLanguage[] {
  return marketLanguages;
}

function offered(code: string | null | undefined): PageLanguage | undefined {
  if (!code) return undefined;
  const lower = code.toLowerCase();
  return marketLanguages.find((language) => language.code.toLowerCase() === lower);
}

/** The first language of an Accept-Language header the market offers: exact tag, else the same primary language. */
export function fromAcceptLanguage(header: string | undefined): PageLanguage | undefined {
  if (!header) return undefined;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag, ...parameters] = part.trim().split(';');
      const q = parameters.map((parameter) => /^\s*q=([\d.]+)\s*$/.exec(parameter)).find(Boolean);
      return { tag: tag.trim().toLowerCase(), q: q ? Number(q[1]) : 1, index };
    })
    .filter((entry) => entry.tag && entry.tag !== '*' && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of ranked) {
    const exact = offered(tag);
    if (exact) return exact;
    const primary = tag.split('-')[0];
    const sameLanguage = marketLanguages.find((language) => language.code.toLowerCase().split('-')[0] === primary);
    if (sameLanguage) return sameLanguage;
  }
  return undefined;
}

/** A cookie's value from a Cookie header. */
export function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) {
      try {
        return decodeURIComponent(value.join('='));
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

/** §1: the address's language, else the player's stored choice (cookie), else Accept-Language, else the market's default. */
export function negotiateLanguage(request: { url: string; cookie?: string; acceptLanguage?: string }): PageLanguage {
  return (
    offered(new URL(request.url).searchParams.get(languageParameter)) ??
    offered(cookieValue(request.cookie, languageCookie)) ??
    fromAcceptLanguage(request.acceptLanguage) ??
    defaultLanguage
  );
}

/** The route table as flat entries: each route once per value of its paramValues, modals at their paths. */
interface PageEntry {
  id: string;
  path: string;
  titleKey?: string;
  /** The server answers with the page already rendered (config/routes `serverRendered`). */
  serverRendered?: boolean;
  /** The query parameters its screens read besides `lang` (config/routes `searchParams`). */
  searchParams?: readonly string[];
  /** Where the route sends every viewport (config/routes `redirect`; a per-viewport one is the browser's). */
  redirect?: RouteRef;
}

function expand(path: string, paramValues: Record<string, string[]> | undefined): string[] {
  let paths = [path];
  for (const [name, values] of Object.entries(paramValues ?? {})) {
    paths = paths.flatMap((current) => values.map((value) => current.split('/').map((segment) => (segment === `:${name}` || segment === `:${name}?` ? value : segment)).join('/')));
  }
  return paths;
}

const notFoundRoute = appConfig.routes.find((route) => route.path === '*');
const entries: PageEntry[] = [
  ...appConfig.routes.flatMap((route) =>
    expand(route.path, route.paramValues).map((path) => ({
      id: route.id,
      path,
      titleKey: route.titleKey,
      serverRendered: route.serverRendered,
      searchParams: route.searchParams,
      // A guarded route's redirect comes after its guard, which only the browser knows how to apply.
      redirect: route.guard === 'any' ? route.redirect : undefined,
    })),
  ),
  ...appConfig.modals.map((modal) => ({ id: modal.id, path: modal.path, titleKey: modal.titleKey })),
];

/** The not-found page (the router's catch-all) comes rendered by the server, as the public pages do. */
export const notFoundServerRendered = notFoundRoute?.serverRendered === true;

/**
 * The pages of the addresses asked lately: matchRoutes ranks the whole route table on every call, which was the
 * largest cost of a guest's page served from the render cache (§2 Speed). Emptied when full (any address can be asked).
 */
const matched = new Map<string, PageEntry | null>();
const matchedMax = 2000;

/** The page an address shows, or null when it is the not-found page (the router's catch-all, or nothing). */
export function matchPage(pathname: string): PageEntry | null {
  const known = matched.get(pathname);
  if (known !== undefined) return known;
  const entry = matchRoutes(entries, pathname)?.[0]?.route;
  const page = !entry || entry.id === notFoundRoute?.id ? null : entry;
  if (matched.size >= matchedMax) matched.clear();
  matched.set(pathname, page);
  return page;
}

/** A path as one of the site's own: no run of slashes (`//evil.example/x` would read as another host once resolved). */
export function ownPath(pathname: string): string {
  return pathname.replace(/\/{2,}/g, '/');
}

/**
 * The query a page shows: `lang` and the parameters its route reads (config/routes `searchParams`), sorted; anything
 * else (utm_*, fbclid, a stranger's random key) changes nothing the page shows, so it is dropped (§5 Bounds: the
 * guests' render cache keys on this, and the canonical address carries it).
 */
export function pageSearch(url: URL, page: PageEntry | null = matchPage(ownPath(url.pathname))): URLSearchParams {
  const kept = new URLSearchParams();
  const read = new Set([languageParameter, ...(page?.searchParams ?? [])]);
  for (const [name, value] of url.searchParams) if (read.has(name)) kept.append(name, value);
  kept.sort();
  return kept;
}

/** The page's address on the public origin: its own path and `pageSearch`, never a host the request named. */
export function pageAddress(url: URL, publicUrl: string, search: URLSearchParams = pageSearch(url)): URL {
  const query = search.toString();
  return new URL(`${new URL(publicUrl).origin}${ownPath(url.pathname)}${query ? `?${query}` : ''}`);
}

/**
 * Where a redirect route (config/routes `redirect`: `/` to the sport home, `/slots` to `/slots/casino`) sends this
 * address, its query kept and the redirect's own entries set over it, as the browser's router would; null when the
 * address is no redirect, or one that differs per viewport (`variants`, left to the browser).
 */
export function redirectTarget(url: URL): string | null {
  const ref = matchPage(ownPath(url.pathname))?.redirect;
  if (!ref) return null;
  const query = new URLSearchParams(url.search);
  for (const [name, value] of Object.entries(ref.search ?? {})) query.set(name, value);
  const text = query.toString();
  return `${buildPath(routePaths.get(ref.route) ?? '/', ref.params)}${text ? `?${text}` : ''}`;
}

const routePaths = new Map<string, string>([...appConfig.routes, ...appConfig.modals].map((target) => [target.id, target.path]));

/** The addresses of the pages the server renders (config/routes `serverRendered`), without open parameters. */
export function serverRenderedPaths(): string[] {
  return [...new Set(entries.filter((entry) => entry.serverRendered && !entry.path.includes(':') && !entry.path.includes('*')).map((entry) => entry.path))];
}

/** Public pages a search engine may list: open to anyone, no parameter left open, not a redirect. */
export function publicPagePaths(): string[] {
  const paths = appConfig.routes
    // The account area's pages (verification, sign-in steps) are no landing pages.
    .filter((route) => route.guard === 'any' && !route.redirect && route.path !== '*' && route.area !== 'shell-and-account')
    .flatMap((route) => expand(route.path, route.paramValues))
    .filter((path) => !path.includes(':') && !path.includes('*'));
  return [...new Set(paths)];
}

const eventRoute = appConfig.routes.find((route) => route.id === 'sportsbook-event-line');

/** The page of an event not yet started (§2 event/line/{eventID}), or null when the route table has none. */
export function upcomingEventPath(eventId: number): string | null {
  return eventRoute ? eventRoute.path.replace(/:eventID\b/, String(eventId)) : null;
}

/** Address prefixes that are a player's own (signed-in only): search engines are asked to keep out. */
export function playerOnlyPathPrefixes(): string[] {
  const prefixes = appConfig.routes.filter((route) => route.guard === 'auth-only').map((route) => route.path.split('/:')[0]);
  return [...new Set(prefixes)].sort();
}

const packs = new Map<string, Record<string, unknown>>();

/** A text of a language pack (config/languages/<code>/<area>.json), or undefined when missing. */
export function packText(languagesDir: string, code: string, key: string): string | undefined {
  const [area, ...path] = key.split('.');
  const cacheKey = `${code}/${area}`;
  let pack = packs.get(cacheKey);
  if (!pack) {
    try {
      pack = JSON.parse(readFileSync(join(languagesDir, code, `${area}.json`), 'utf8')) as Record<string, unknown>;
    } catch {
      pack = {};
    }
    packs.set(cacheKey, pack);
  }
  let value: unknown = pack;
  for (const part of path) value = value && typeof value === 'object' ? (value as Record<string, unknown>)[part] : undefined;
  return typeof value === 'string' ? value : undefined;
}

export interface PageHead {
  status: 200 | 404;
  language: PageLanguage;
  title: string;
  description: string;
  canonical: string;
  alternates: { hreflang: string; href: string }[];
}

const languagesDir = join(import.meta.dirname, '..', 'config', 'languages');

/**
 * The head of the page at `url` for `language`: "<page> – <brand>" (the browser's own title rule), canonical and
 * alternates. `notFound`: a page whose render found it shows nothing (an unknown event): the not-found page's.
 */
export function pageHead(url: URL, publicUrl: string, language: PageLanguage, notFound = false): PageHead {
  const page = notFound ? null : matchPage(url.pathname);
  const titleKey = page ? page.titleKey : notFoundRoute?.titleKey;
  const pageTitle = titleKey ? packText(languagesDir, language.code, titleKey) : undefined;
  const siteName = brandName(brand, language.code);
  // §7 Links and origins: the route's own path and query on PUBLIC_URL, whatever host or parameters the request named.
  const search = pageSearch(url, page);
  search.delete(languageParameter);
  const address = (code?: string) => {
    const target = pageAddress(url, publicUrl, search);
    if (code) target.searchParams.set(languageParameter, code);
    return target.href;
  };
  return {
    status: page ? 200 : 404,
    language,
    title: pageTitle ? `${pageTitle} – ${siteName}` : siteName,
    description: packText(languagesDir, language.code, 'engine.meta.description') ?? brand.description,
    canonical: address(language.code),
    alternates: [...marketLanguages.map((candidate) => ({ hreflang: candidate.code, href: address(candidate.code) })), { hreflang: 'x-default', href: address() }],
  };
}

import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import * as content from '../../generated/content/content.zod.ts';
import { requireAuth } from '../auth/middleware.ts';
import type { SandboxContext, SandboxEnv } from '../context.ts';
import { ApiError, errorCodes } from '../errors.ts';
import { roles } from '../users.ts';
import { sendJson, validateQuery } from '../validate.ts';

// The content service (§7 Content: GET slide/ and carousel/ keyed by the site's domain). It plays the operator's
// CMS: its carousels and slides are its own data, one carousel per place (casino lobby, sport home), language and
// platform, the slug saying all three (§3 Slide: "<place>-<language>-<platform>"). Pictures are drawn here as SVG,
// sized per platform, in the slide's language.

export const contentPlaces = ['casino', 'sport'] as const;
export const contentLanguages = ['fr-fr', 'en-US', 'ar'] as const;
export const contentPlatforms = ['desktop', 'mobile'] as const;
/**
 * Picture sizes per place and platform: wide on a desktop (a low strip on the casino lobby, whose first row of games
 * must stay above the fold), taller on a phone so the words stay readable.
 */
export const slideSizes = {
  casino: { desktop: { width: 1200, height: 200 }, mobile: { width: 720, height: 360 } },
  sport: { desktop: { width: 1200, height: 300 }, mobile: { width: 720, height: 360 } },
} as const;

type Language = (typeof contentLanguages)[number];
type Platform = (typeof contentPlatforms)[number];

interface SlideSeed {
  type: string;
  link: string;
  authRequired: boolean;
  isActive: boolean;
  colors: [string, string];
  title: Record<Language, string>;
}

/**
 * The slides of every carousel. One is for signed-in players only (§6 authRequired), one leads off the site, one
 * carries a link the front end must refuse (javascript:, as a pasted CMS entry could), one is switched off.
 */
function slideSeeds(place: (typeof contentPlaces)[number]): SlideSeed[] {
  return [
    {
      type: 'promotion',
      link: '/promotions/welcome-offer-1',
      authRequired: false,
      isActive: true,
      colors: ['#0b5d3b', '#c99a2e'],
      title: { 'fr-fr': 'Bienvenue : 150 % sur votre premier dépôt', 'en-US': 'Welcome: 150% on your first deposit', 'ar': 'مرحبًا: 150٪ على إيداعك الأول' },
    },
    {
      type: 'promotion',
      link: '/promotions-detail/deposit',
      authRequired: true,
      isActive: true,
      colors: ['#123a6b', '#3fa7d6'],
      title: { 'fr-fr': 'Réservé aux membres : recharge 50 %', 'en-US': 'Members only: 50% reload', 'ar': 'للأعضاء فقط: إعادة شحن 50٪' },
    },
    place === 'casino'
      ? {
          type: 'promotion',
          link: '/promotions-detail/casino',
          authRequired: false,
          isActive: true,
          colors: ['#4c1d95', '#db2777'],
          title: { 'fr-fr': 'Cashback casino : 10 % chaque semaine', 'en-US': 'Casino cashback: 10% every week', 'ar': 'استرداد الكازينو: 10٪ كل أسبوع' },
        }
      : {
          type: 'promotion',
          link: '/promotions-detail/sport',
          authRequired: false,
          isActive: true,
          colors: ['#14532d', '#22c55e'],
          title: { 'fr-fr': 'Combiné boosté jusqu’à +20 %', 'en-US': 'Accumulator boost up to +20%', 'ar': 'تعزيز الرهان المركب حتى +20٪' },
        },
    {
      type: 'information',
      link: 'https://www.gamblingtherapy.org/',
      authRequired: false,
      isActive: true,
      colors: ['#334155', '#64748b'],
      title: { 'fr-fr': 'Jouez de façon responsable : de l’aide existe', 'en-US': 'Play responsibly: help is there', 'ar': 'العب بمسؤولية: المساعدة متاحة' },
    },
    {
      type: 'promotion',
      link: 'javascript:alert(document.cookie)',
      authRequired: false,
      isActive: true,
      colors: ['#7c2d12', '#f97316'],
      title: { 'fr-fr': 'Offre du jour', 'en-US': 'Offer of the day', 'ar': 'عرض اليوم' },
    },
    {
      type: 'promotion',
      link: '/promotions',
      authRequired: false,
      isActive: false,
      colors: ['#111827', '#374151'],
      title: { 'fr-fr': 'Offre terminée', 'en-US': 'Ended offer', 'ar': 'عرض منتهٍ' },
    },
  ];
}

export interface CarouselRecord {
  id: number;
  slug: string;
  language: Language;
  platform: Platform;
}

export const carousels: CarouselRecord[] = contentPlaces.flatMap((place, placeIndex) =>
  contentLanguages.flatMap((language, languageIndex) =>
    contentPlatforms.map((platform, platformIndex) => ({
      id: 1 + placeIndex * 100 + languageIndex * 10 + platformIndex,
      slug: `${place}-${language}-${platform}`,
      language,
      platform,
    })),
  ),
);

function placeOf(carousel: CarouselRecord): (typeof contentPlaces)[number] {
  return carousel.slug.startsWith('casino-') ? 'casino' : 'sport';
}

function seedsOf(carousel: CarouselRecord): SlideSeed[] {
  return slideSeeds(placeOf(carousel));
}

function sizeOf(carousel: CarouselRecord): { width: number; height: number } {
  return slideSizes[placeOf(carousel)][carousel.platform];
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/** Splits a title into lines of about `perLine` characters, at spaces. */
function wrapWords(text: string, perLine: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/)) {
    const last = lines.at(-1);
    if (last !== undefined && (last + ' ' + word).length <= perLine) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

/** The picture of slide `index` of a carousel: a gradient and its title, in the slide's language and direction. */
export function slideSvg(carousel: CarouselRecord, index: number): string | null {
  const seed = seedsOf(carousel)[index];
  if (!seed) return null;
  const { width, height } = sizeOf(carousel);
  const rtl = carousel.language === 'ar';
  // The words fill the left two thirds (the right in Arabic): wrapped, then sized so the longest line fits.
  const lines = wrapWords(seed.title[carousel.language], carousel.platform === 'desktop' ? 24 : 16);
  const longest = Math.max(...lines.map((line) => line.length));
  const fontSize = Math.round(Math.min((height * 0.76) / (lines.length * 1.2), (width * 0.66) / (longest * 0.56)));
  const x = Math.round(rtl ? width * 0.94 : width * 0.06);
  const firstBaseline = Math.round(height / 2 - ((lines.length - 1) * fontSize * 1.2) / 2 + fontSize * 0.35);
  const tspans = lines.map((line, position) => `<tspan x="${x}" y="${Math.round(firstBaseline + position * fontSize * 1.2)}">${escapeXml(line)}</tspan>`).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${seed.colors[0]}"/><stop offset="1" stop-color="${seed.colors[1]}"/></linearGradient></defs>
<rect width="${width}" height="${height}" fill="url(#g)"/>
<circle cx="${rtl ? width * 0.14 : width * 0.86}" cy="${height * 0.5}" r="${height * 0.36}" fill="#fff" fill-opacity=".14"/>
<text direction="${rtl ? 'rtl' : 'ltr'}" text-anchor="start" font-family="system-ui, sans-serif" font-weight="700" font-size="${fontSize}" fill="#fff">${tspans}</text>
</svg>`;
}

const imagePattern = /^([a-z]+-[a-zA-Z-]+-(?:desktop|mobile))-(\d{1,2})\.svg$/;

/** Reads the bearer user when one is sent (a bad token is still a 401, so the client refreshes and asks again). */
function optionalAuth(context: SandboxContext) {
  const auth = requireAuth(context);
  return createMiddleware<SandboxEnv>(async (c, next) => (c.req.header('Authorization') ? auth(c, next) : next()));
}

export function contentRoutes(context: SandboxContext) {
  const routes = new Hono<SandboxEnv>();
  // Keyed by the site's domain (§7): PUBLIC_URL's host, never the request's Host header.
  const siteDomain = () => new URL(context.config.publicUrl).hostname;

  routes.get('/content/carousel/', validateQuery(content.ListCarouselsQueryParams), (c) => {
    const { domain } = c.req.valid('query');
    c.header('Cache-Control', 'no-store');
    return sendJson(c, content.ListCarouselsResponse, domain === siteDomain() ? carousels.map(({ id, slug, language, platform }) => ({ id, slug, language, platform })) : []);
  });

  routes.get('/content/slide/', optionalAuth(context), validateQuery(content.ListSlidesQueryParams), (c) => {
    const { domain, carousel: slug } = c.req.valid('query');
    // §6: slides with authRequired are for signed-in players; staff roles are signed out of the site (§1), so a
    // staff token sees what a guest sees.
    const player = c.get('user')?.role === roles.player;
    // The answer depends on the session: no shared cache may keep it (the client keeps it 1 h, §9).
    c.header('Cache-Control', 'no-store');
    c.header('Vary', 'Authorization');
    if (domain !== siteDomain()) return sendJson(c, content.ListSlidesResponse, []);
    const chosen = carousels.filter((candidate) => slug === undefined || candidate.slug === slug);
    const origin = new URL(context.config.publicUrl).origin;
    const slides = chosen.flatMap((carousel) =>
      seedsOf(carousel)
        .map((seed, index) => ({
          id: carousel.id * 100 + index + 1,
          type: seed.type,
          image: `${origin}/content/images/${carousel.slug}-${index + 1}.svg`,
          ...sizeOf(carousel),
          title: seed.title[carousel.language],
          link: seed.link,
          language: carousel.language,
          isActive: seed.isActive,
          carouselId: carousel.id,
          authRequired: seed.authRequired,
          order: index + 1,
        }))
        .filter((slide) => player || !slide.authRequired),
    );
    return sendJson(c, content.ListSlidesResponse, slides);
  });

  routes.get('/content/images/:name', (c) => {
    const match = imagePattern.exec(c.req.param('name'));
    const carousel = match ? carousels.find((candidate) => candidate.slug === match[1]) : undefined;
    const svg = carousel && match ? slideSvg(carousel, Number(match[2]) - 1) : null;
    if (!svg) throw new ApiError(404, { code: errorCodes.notFound, message: 'No such picture.' });
    // §9 slider cache 1 h: the pictures of a slide do not change under the same address.
    return c.body(svg, 200, { 'Content-Type': 'image/svg+xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' });
  });
  return routes;
}

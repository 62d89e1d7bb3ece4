import * as z from 'zod';
import {
  languageAreaSchema,
  type DeepReadonly,
  i18nKeySchema,
  idSchema,
  routePathSchema,
  routeDataLoaderSchema,
  routeRefSchema,
  screenLoaderSchema,
} from './shared.ts';
import { missingPathParams } from './routes.define.ts';

/** §2: who may open a page. Guards send the others to the guard target (/slots/casino). */
export const routeGuardSchema = z.enum(['guest-only', 'auth-only', 'any']);

/** 'shell' renders inside the header/footer shell; 'bare' renders alone (game routes, §2). */
export const routeLayoutSchema = z.enum(['shell', 'bare']);

/**
 * What a route shows: a lazy screen, or the engine's localized coming-soon screen (titled by the route's
 * titleKey, with a link home) until the issue that builds the screen replaces it.
 */
export const routeScreenSchema = z.union([screenLoaderSchema, z.literal('coming-soon')]);

/** What a route does on one viewport, replacing the route's screen or redirect there. */
export const routeVariantSchema = z
  .strictObject({
    /** Screen shown on this viewport. */
    screen: routeScreenSchema.optional(),
    /** Redirect taken on this viewport instead of showing a screen. */
    redirect: routeRefSchema.optional(),
  })
  .refine((variant) => (variant.screen === undefined) !== (variant.redirect === undefined), {
    message: 'A variant has exactly one of screen or redirect',
  });

/** One route, declared once (CONVENTIONS 5): the engine builds the router entry and the href helper from it. */
export const routeSchema = z
  .strictObject({
    /** Unique kebab-case id; `href(id, params)` builds its address. */
    id: idSchema,
    /** Absolute path in react-router syntax (`:param`, `:param?`), or `*` for the not-found page. */
    path: routePathSchema,
    /** §2 route guard: guest-only, auth-only or any. */
    guard: routeGuardSchema,
    /** 'shell' (header, navigation, footer) or 'bare' (game routes, /slots). */
    layout: routeLayoutSchema,
    /** i18n key of the page title (document title, coming-soon heading). Required when the route shows a screen. */
    titleKey: i18nKeySchema.optional(),
    /** The screen: a lazy loader or 'coming-soon'. Exactly one of screen and redirect (unless variants cover both viewports). */
    screen: routeScreenSchema.optional(),
    /**
     * §1: the on-demand areas of the language pack its screens need, loaded beside the screen's chunk; a route file
     * names its routes' areas once (defineRoutes' second argument), a route may name its own. src/i18n/areas.test.ts
     * checks every key the screens use is in the core or in these.
     */
    languageAreas: z.array(languageAreaSchema).optional(),
    /** Redirect to another route (§2: root -> sport home, /slots -> /slots/casino); the query string is kept. */
    redirect: routeRefSchema.optional(),
    /** Per-viewport behaviour (§2: separate mobile and desktop screens; bookmakers settings on mobile only). */
    variants: z
      .strictObject({
        /** Above the tablet breakpoint (767 px, §9). */
        desktop: routeVariantSchema.optional(),
        /** At or below the tablet breakpoint. */
        mobile: routeVariantSchema.optional(),
      })
      .optional(),
    /**
     * Allowed values of a path param. The engine emits one router entry per value (a static segment outranks a
     * dynamic one, so /slots/casino/:id never shadows the game route /slots/:provider/:gameId); other values
     * fall through to other routes or the not-found page. Screens read params with the engine's useRouteParams().
     */
    paramValues: z.record(z.string(), z.array(z.string().regex(/^[a-zA-Z0-9._-]+$/)).min(1)).optional(),
    /** Validates view and page params against a sport embed's views per viewport (§2 /sport/dgt redirect rules). */
    sportEmbedViews: z
      .strictObject({
        /** Id of the sport embed (config/sport-embeds/<id>.ts). */
        embed: idSchema,
        /** Name of the path param holding the view. */
        viewParam: z.string(),
        /** Name of the path param holding the page. */
        pageParam: z.string(),
      })
      .optional(),
    /** §2: the sport-match page hides the footer (read by the shell through useCurrentRoute()). */
    hideFooter: z.boolean().optional(),
    /**
     * §2 Speed: the site's server answers this public page with HTML that already shows it, which the browser then
     * hydrates; a page that is the player's own is rendered in the browser only (its guard must be 'any').
     */
    serverRendered: z.boolean().optional(),
    /**
     * §2 Speed: what the route's first screen reads from the API (its queries, by the generated hooks' query options)
     * and what its head says from that data (not found, JSON-LD). The site's server runs it once before its one render;
     * the browser's router runs it on a navigation, so the fetches leave beside the screen's chunk
     * (docs/architecture/site-server.md). A serverRendered route with a screen that reads the API declares it.
     */
    data: routeDataLoaderSchema.optional(),
    /**
     * The query parameters its screens read (`?league=`, the lobby's `?q=`), besides `lang`. §5 Bounds: the site's
     * server keys a guest's rendered page on the path and these alone, and renders without any other (utm_*, fbclid,
     * anything unknown), so a stranger cannot make each request a fresh render with a query of its own.
     */
    searchParams: z.array(z.string().regex(/^[a-zA-Z0-9._-]+$/)).min(1).optional(),
  })
  .superRefine((route, context) => {
    const desktop = route.variants?.desktop;
    const mobile = route.variants?.mobile;
    const coveredByVariants = desktop !== undefined && mobile !== undefined;
    if (route.screen !== undefined && route.redirect !== undefined) {
      context.addIssue({ code: 'custom', path: ['redirect'], message: 'A route has a screen or a redirect, not both' });
    }
    if (route.screen === undefined && route.redirect === undefined && !coveredByVariants) {
      context.addIssue({ code: 'custom', path: ['screen'], message: 'A route needs a screen or a redirect' });
    }
    const showsScreen = route.screen !== undefined || desktop?.screen !== undefined || mobile?.screen !== undefined;
    if (showsScreen && route.titleKey === undefined) {
      context.addIssue({ code: 'custom', path: ['titleKey'], message: 'A route that shows a screen needs a titleKey' });
    }
    for (const name of missingPathParams(route.path, Object.keys(route.paramValues ?? {}))) {
      context.addIssue({ code: 'custom', path: ['paramValues', name], message: `"${name}" is not a param of ${route.path}` });
    }
    if (route.serverRendered && route.guard !== 'any') {
      context.addIssue({ code: 'custom', path: ['serverRendered'], message: "Only a public page (guard 'any') is rendered by the server" });
    }
    if (route.sportEmbedViews) {
      const { viewParam, pageParam } = route.sportEmbedViews;
      for (const name of missingPathParams(route.path, [viewParam, pageParam])) {
        context.addIssue({ code: 'custom', path: ['sportEmbedViews'], message: `"${name}" is not a param of ${route.path}` });
      }
    }
  });

/** One area file: config/routes/<area>.ts. */
export const routeListSchema = z.array(routeSchema);

/** config/routes/index.ts: the only list of route files, and where guards send players. */
export const routeTableSchema = z.strictObject({
  /** §2: guards send signed-in players away from guest-only pages, and guests away from auth-only pages, here. */
  guardRedirect: routeRefSchema,
  /**
   * Where a guest who opens an auth-only page is sent instead, to sign in and come back (the page's address rides
   * along as `?next=`); absent, the guard target. A guest-only route.
   */
  signInRedirect: routeRefSchema.optional(),
  /** Route files by area name; each key is the file name: config/routes/<key>.ts. */
  areas: z.record(z.string().regex(/^[a-z0-9-]+$/), z.array(z.unknown())),
});

export type RouteConfig = z.output<typeof routeSchema>;
export type RouteGuard = z.output<typeof routeGuardSchema>;
export type RouteLayout = z.output<typeof routeLayoutSchema>;
export type RouteScreen = z.output<typeof routeScreenSchema>;
export type RouteInput = DeepReadonly<z.input<typeof routeSchema>>;
export type RouteTableInput = DeepReadonly<{
  guardRedirect: z.input<typeof routeRefSchema>;
  signInRedirect?: z.input<typeof routeRefSchema>;
  areas: Record<string, readonly RouteInput[]>;
}>;

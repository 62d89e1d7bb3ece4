import * as z from 'zod';
import type { ComponentType } from 'react';

// Pieces shared by several config kinds (routes, modals, menus, navigation). Import zod as a namespace so the
// bundler can drop what is unused (CONVENTIONS 14).

/** What a lazy screen module must export. */
export interface ScreenModule {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- screens take their own props
  default: ComponentType<any>;
  /**
   * Called by the engine as soon as the screen's chunk arrives, before the screen renders: its data requests leave
   * beside the rest of the first render instead of after it (the casino lobby's game lists). A promise it returns is
   * awaited before the screen renders: a part of its first screen that is a chunk of its own (the desktop's docked
   * slip) is then there for the hydration.
   */
  preload?: () => void | Promise<unknown>;
}

/** `() => import('../../src/features/<area>/<name>-page.tsx')`: one chunk per screen. */
export type ScreenLoader = () => Promise<ScreenModule>;

/**
 * What a route's data module exports (`src/features/<area>/<name>-data.ts`, src/engine/route-data.ts types it in
 * full): the queries its first screen reads and the head it says of itself from them. Typed loosely here (the
 * config's schemas know nothing of the app's query client).
 */
export interface RouteDataModule {
  default: { queries: (args: never) => readonly unknown[]; head?: (args: never, read: never) => unknown };
}

/** `() => import('../../src/features/<area>/<name>-data.ts')`: a small chunk of its own, loaded beside the screen's. */
export type RouteDataLoader = () => Promise<RouteDataModule>;

/** Config objects are written as literals; `const` generics give them readonly types, which this accepts. */
export type DeepReadonly<T> = T extends (...args: never[]) => unknown
  ? T
  : T extends readonly (infer Item)[]
    ? readonly DeepReadonly<Item>[]
    : T extends object
      ? { readonly [Key in keyof T]: DeepReadonly<T[Key]> }
      : T;

/** A kebab-case identifier: route, modal, menu group and entry, slot and instance ids. */
export const idSchema = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'Expected a kebab-case id such as "profile-user-info"');

/** An i18n key, namespaced by its area file: `engine.comingSoon.title` reads config/languages/<lang>/engine.json. */
export const i18nKeySchema = z
  .string()
  .regex(/^[a-z][a-zA-Z0-9]*(\.[a-zA-Z0-9-]+)+$/, 'Expected a namespaced i18n key such as "engine.comingSoon.title"');

/** An area of a language pack (config/languages/<code>/areas.ts): sport, sportsbookNav... */
export const languageAreaSchema = z.string().regex(/^[a-z][a-zA-Z0-9]*$/, 'Expected a language area such as "sport" or "sportsbookNav"');

/** A dotted settings flag name, e.g. `bonuses.transferBonusBalanceToBalanceOn` (§3 Settings). */
export const settingsFlagSchema = z.string().regex(/^[a-zA-Z][a-zA-Z0-9]*(\.[a-zA-Z][a-zA-Z0-9]*)*$/, 'Expected a dotted settings flag name');

/**
 * A route path in react-router syntax: static segments, `:param`, optional `:param?`, or the catch-all `*`.
 * Always absolute: every route is declared once, with its whole path (CONVENTIONS 5).
 */
export const routePathSchema = z
  .string()
  .regex(
    /^(\*|\/|(\/([a-zA-Z0-9][a-zA-Z0-9._-]*|:[a-zA-Z][a-zA-Z0-9]*\??))+)$/,
    'Expected an absolute path such as "/profile/transactions/:id" (or "*")',
  );

/** A lazy screen loader function. */
export const screenLoaderSchema = z.custom<ScreenLoader>((value) => typeof value === 'function', {
  message: "Expected a lazy screen loader: () => import('../../src/features/<area>/<name>-page.tsx')",
});

/** A lazy route data loader. */
export const routeDataLoaderSchema = z.custom<RouteDataLoader>((value) => typeof value === 'function', {
  message: "Expected a lazy route data loader: () => import('../../src/features/<area>/<name>-data.ts')",
});

/** A link to a declared route (or modal), by id: paths are written once, in config/routes. */
export const routeRefSchema = z.strictObject({
  /** Id of the route or modal to link to. */
  route: idSchema,
  /** Values of the target path's `:params` (strings; required ones must be given). */
  params: z.record(z.string(), z.string()).optional(),
  /** Query string entries, e.g. lobby filters (§2 /slots/casino/?providers=...). */
  search: z.record(z.string(), z.string()).optional(),
});

/** A link whose target depends on the viewport (§2: "live" is the overview on desktop, the live page on mobile). */
export const viewportRouteRefSchema = z.strictObject({
  /** Target above the tablet breakpoint (767 px, §9). */
  desktop: routeRefSchema,
  /** Target at or below the tablet breakpoint. */
  mobile: routeRefSchema,
});

/** One route reference, or one per viewport. */
export const linkTargetSchema = z.union([routeRefSchema, viewportRouteRefSchema]);

/** A visibility predicate, expressed as data (CONVENTIONS 3). */
export const visibilityPredicateSchema = z.union([
  z.strictObject({
    /** §2/§6: 'non-desktop' shows the item at or below the tablet breakpoint only; 'desktop' above it only. */
    viewport: z.enum(['desktop', 'non-desktop']),
  }),
  z.strictObject({
    /** A settings flag (dotted, §3 Settings) that must be on, e.g. bonuses.transferBonusBalanceToBalanceOn. */
    setting: settingsFlagSchema,
  }),
  z.strictObject({
    /** §3 userTypes: the signed-in player's registration type the item is for (the cashier pages: 'with-cashier'). */
    userType: z.enum(['self-registered', 'with-cashier']),
  }),
]);

/** All predicates must hold for the item to be shown; absent means always shown. */
export const visibleWhenSchema = z.array(visibilityPredicateSchema).optional();

export type RouteRef = z.output<typeof routeRefSchema>;
export type LinkTarget = z.output<typeof linkTargetSchema>;
export type VisibilityPredicate = z.output<typeof visibilityPredicateSchema>;

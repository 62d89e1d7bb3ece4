import { Suspense, createContext, lazy, useContext, useEffect, useState, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { areasOfRoute, loadAreas } from '../i18n/index.ts';
import { Navigate, useLocation } from 'react-router';
import type { ScreenLoader } from '../../schemas/config/shared.ts';
import brand from '../../config/brand.ts';
import { brandName } from '../../schemas/config/brand.define.ts';
import type { RouteScreen } from '../../schemas/config/routes.ts';
import { ComingSoonPage } from './screens/coming-soon-page.tsx';
import { useIsDesktop } from '../ui/use-viewport.ts';
import type { SportEmbedConfig, SportEmbedViewRules } from '../../schemas/config/sport-embed.ts';
import type { LoadedRoute } from './load-config.ts';
import { hrefById, hrefOf } from './hrefs.ts';
import { Loading } from './loading.tsx';
import { useRouteParams } from './route-handle.ts';
import { sportEmbedViewFix } from './sport-embed-views.ts';

/** "<page> – <brand>": a tab among many says which page and which site (§2 Player journey); the brand alone without a page. */
export function documentTitle(page: string | undefined, siteName: string): string {
  return page ? `${page} – ${siteName}` : siteName;
}

/**
 * Sets the document title from the screen's own name when it has one (a game), else the route's title key, followed
 * by the site's name (config/brand.ts).
 */
export function useDocumentTitle(titleKey: string | undefined, screenTitle?: string): void {
  const { t, i18n } = useTranslation();
  useEffect(() => {
    document.title = documentTitle(screenTitle ?? (titleKey ? t(titleKey) : undefined), brandName(brand, i18n.language));
  }, [titleKey, screenTitle, t, i18n.language]);
}

const ScreenTitleContext = createContext<(title: string | undefined) => void>(() => undefined);

/**
 * §2 Player journey: a page with a name of its own (a game's page is titled by the game, not "Game") names the tab
 * with it while it is shown; the route's title returns when it goes.
 */
export function useScreenTitle(title: string | undefined): void {
  const setTitle = useContext(ScreenTitleContext);
  useEffect(() => {
    setTitle(title);
    return () => setTitle(undefined);
  }, [title, setTitle]);
}

/** A route as the router frames it: with the sport embed its sportEmbedViews name, found in the router's table. */
export interface FramedRoute extends LoadedRoute {
  sportEmbed?: SportEmbedConfig;
}

/** §2 /sport/dgt view rules, for routes that declare sportEmbedViews. */
function SportEmbedViewCheck({ route, children }: { route: FramedRoute; children: ReactNode }) {
  const isDesktop = useIsDesktop();
  const params = useRouteParams();
  const location = useLocation();
  const rule = route.sportEmbedViews!;
  // The config check makes sure an embed named by sportEmbedViews has its view rules (schemas/config/sport-embed.ts).
  const embed = route.sportEmbed as SportEmbedViewRules;
  const fix = sportEmbedViewFix(embed, { view: params[rule.viewParam], page: params[rule.pageParam] }, isDesktop);
  if (fix) return <Navigate replace to={hrefById(route.id, { [rule.viewParam]: fix.view, [rule.pageParam]: fix.page }) + location.search} />;
  return children;
}

/** Wraps every screen: document title and param rules. */
export function RouteFrame({ route, titleKey, children }: { route: FramedRoute; titleKey?: string; children: ReactNode }) {
  const [screenTitle, setScreenTitle] = useState<string>();
  useDocumentTitle(titleKey ?? route.titleKey, screenTitle);
  return (
    <ScreenTitleContext.Provider value={setScreenTitle}>
      {route.sportEmbedViews ? <SportEmbedViewCheck route={route}>{children}</SportEmbedViewCheck> : children}
    </ScreenTitleContext.Provider>
  );
}

const lazyScreens = new WeakMap<ScreenLoader, LazyExoticComponent<ComponentType>>();

/** React.lazy for a config loader, made once per loader (screens chosen at render time: variants, modals). */
export function lazyScreen(loader: ScreenLoader, areas: readonly string[] = []): LazyExoticComponent<ComponentType> {
  let component = lazyScreens.get(loader);
  if (!component) {
    component = lazy(async () => {
      // §1: with the language areas it needs (the route's `languageAreas`, config/routes).
      const [module] = await Promise.all([loader(), loadAreas(areas)]);
      await module.preload?.();
      return module;
    });
    lazyScreens.set(loader, component);
  }
  return component;
}

/** Renders a config screen chosen at render time. */
export function ScreenView({ screen, titleKey, areas }: { screen: RouteScreen; titleKey: string; areas?: readonly string[] }) {
  if (screen === 'coming-soon') return <ComingSoonPage titleKey={titleKey} />;
  const Screen = lazyScreen(screen, areas);
  return (
    <Suspense fallback={<Loading />}>
      <Screen />
    </Suspense>
  );
}

/** A route with per-viewport variants: re-decides when the viewport changes. */
export function makeVariantComponent(route: FramedRoute, titleKey: string | undefined): ComponentType {
  return function VariantRoute() {
    const isDesktop = useIsDesktop();
    const location = useLocation();
    const variant = route.variants?.[isDesktop ? 'desktop' : 'mobile'];
    const redirect = variant ? variant.redirect : route.redirect;
    const screen = variant ? variant.screen : route.screen;
    if (redirect) return <Navigate replace to={hrefOf(redirect) + location.search} />;
    return (
      <RouteFrame route={route} titleKey={titleKey}>
        <ScreenView screen={screen!} titleKey={route.titleKey!} areas={areasOfRoute(route)} />
      </RouteFrame>
    );
  };
}

/** A coming-soon route: the engine's placeholder, titled by the route. */
export function makeComingSoonComponent(route: FramedRoute, titleKey: string | undefined): ComponentType {
  return function ComingSoonRoute() {
    return (
      <RouteFrame route={route} titleKey={titleKey}>
        <ComingSoonPage titleKey={route.titleKey!} />
      </RouteFrame>
    );
  };
}

/** A lazily loaded screen wrapped in the route frame. */
export function makeScreenComponent(route: FramedRoute, titleKey: string | undefined, Screen: ComponentType): ComponentType {
  return function ScreenRoute() {
    return (
      <RouteFrame route={route} titleKey={titleKey}>
        <Screen />
      </RouteFrame>
    );
  };
}

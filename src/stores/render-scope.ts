import type { LocaleState } from './locale.ts';
import { noPlayerHints, type PlayerHints } from './signed-in-cookie.ts';

/**
 * What one render on the site's server reads in place of the browser's stores (§2 Speed: a public page's content
 * arrives as HTML): its language, the settings' flags it read and whether it draws the signed-in frame. The server
 * renders pages of different languages at once, each waiting on its own parts, so it never writes these stores: the
 * hooks below read the render's own scope first (src/server-render.tsx gives it per request), the store otherwise.
 * In the browser there is no scope and the stores are read as ever.
 */
export interface RenderScope {
  locale: LocaleState;
  settingsFlags: Record<string, boolean>;
  signedIn: boolean;
  /** A signed-in frame's player as last seen on this browser (their cookies): their odds format, their lobby's rows. */
  hints: PlayerHints;
}

let readScope: () => RenderScope | undefined = () => undefined;

/** Set once by the site's server: where a render finds its own scope (its request's). */
export function setRenderScopeReader(read: () => RenderScope | undefined): void {
  readScope = read;
}

/** The scope of the render running now on the site's server; undefined in the browser. */
export function renderScope(): RenderScope | undefined {
  return readScope();
}

/** In the browser: the hints of the signed-in page the server rendered (its state's), set by boot before hydrating. */
let hydratedHints: PlayerHints = noPlayerHints;

export function setRenderedHints(hints: PlayerHints): void {
  hydratedHints = hints;
}

/** The hints the page on screen was rendered with: the render's own on the server, the server's page's in the browser. */
export function renderedHints(): PlayerHints {
  return readScope()?.hints ?? hydratedHints;
}

import type { DehydratedState } from '@tanstack/react-query';
import type { PlayerHints } from '../stores/signed-in-cookie.ts';

/** What the site's server rendered the page with (server/static.ts writes it beside the page's markup). */
export interface ServerRender {
  language: string;
  desktop: boolean;
  /** Rendered for a signed-in player (the hint cookie): the header's signed-in block, without the player's figures. */
  signedIn: boolean;
  /** The player as last seen on this browser (their cookies): the odds format of its prices, its lobby's reserved rows. */
  hints?: PlayerHints;
  /** False when the server left parts to the browser (the API was slow): React renders those parts here. */
  complete: boolean;
  queries: DehydratedState;
}

/**
 * The element that carries it, as JSON rather than a script: the browser does not parse its 100+ KB as code while the
 * page is drawn, and JSON.parse reads it several times faster than the same object as a script's literal (§2 Speed:
 * total blocking time on a phone).
 */
export const serverRenderElementId = 'server-render';

let read: ServerRender | null | undefined;

/** The server's render of this page, read once (null: a page the server did not render, or one that cannot be read). */
export function serverRenderOfPage(): ServerRender | null {
  if (read !== undefined) return read;
  // A script element of JSON, the page's own: never some element of the rendered markup that happens to carry the id.
  const text = document.querySelector(`body > script#${serverRenderElementId}[type="application/json"]`)?.textContent;
  try {
    read = text ? (JSON.parse(text) as ServerRender) : null;
  } catch {
    // A page cut short on its way: the browser renders it alone, as it does a page the server did not render.
    read = null;
  }
  return read;
}

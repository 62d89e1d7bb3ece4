import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { modalStackStore } from './modal-stack.ts';

/** How long a lazily loaded screen may take to show its heading before the focus move is given up. */
const headingWaitMs = 10_000;

function pageHeading(root: ParentNode): HTMLElement | null {
  const main = root.querySelector('main');
  const heading = (main ?? root).querySelector<HTMLElement>('h1');
  return heading && heading.textContent?.trim() ? heading : null;
}

/** A field has the player's focus (they started typing): focus is theirs, leave it. */
function typingSomewhere(): boolean {
  const active = document.activeElement;
  return active instanceof HTMLElement && active.matches('input, textarea, select, [contenteditable="true"]');
}

/** A dialog is open (a panel closing on navigation, a route modal): it owns focus while it is there. */
function dialogOpen(): boolean {
  // Closed side panels stay in the DOM, hidden and inert.
  return document.querySelector(':is([role="dialog"], [role="alertdialog"]):not([aria-hidden="true"], [inert])') !== null;
}

/**
 * The new screen already put focus where it belongs (a deep-linked point of the terms, a notice): a programmatic
 * focus target (tabindex -1) inside the page. Screens commit their effects before this layout's, so it is seen first.
 */
function placedByScreen(): boolean {
  const active = document.activeElement;
  if (!(active instanceof HTMLElement) || active === lastMovedTo) return false;
  return active.getAttribute('tabindex') === '-1' && active.closest('main') !== null;
}

/** The control that opened the route modals now open: focus goes back to it when the last one closes. */
let modalOpener: HTMLElement | null = null;

/** Called as the first route modal opens (src/engine/modal-host.tsx) with the control the player activated. */
export function rememberModalOpener(element: HTMLElement | null): void {
  modalOpener = element;
}

/** The opener to give focus back to once every modal has closed, if it is still on the page (read once). */
function takeModalOpener(): HTMLElement | null {
  if (modalStackStore.stack.length > 0) return null;
  const opener = modalOpener;
  if (!opener || !opener.isConnected) return null;
  modalOpener = null;
  return opener;
}

/**
 * The focus is on a control the player expanded (the cashback button with its panel open): the address changes before
 * the new page renders, and on a slow phone a player may already be using the new page's header meanwhile. Moving the
 * focus to the heading would close what they had just opened.
 */
function onExpandedControl(): boolean {
  return document.activeElement?.getAttribute('aria-expanded') === 'true';
}

/** The heading the last navigation focused: still focused, it is not a new screen's choice. */
let lastMovedTo: HTMLElement | null = null;

/** Focuses the page's heading (made focusable without entering the tab order) without scrolling to it. */
export function focusPageHeading(root: ParentNode = document): HTMLElement | null {
  const heading = pageHeading(root);
  if (!heading) return null;
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.focus({ preventScroll: true });
  lastMovedTo = heading;
  return heading;
}

/**
 * §2 Player journey (docs/product.md §2 Shell, accessibility): after a client-side navigation the browser leaves focus on
 * the body (or on a link that no longer exists), so a screen-reader or keyboard user does not learn the page
 * changed. Once the new page's <h1> is in the DOM (screens load lazily), focus moves to it. The first page load is
 * left alone (the browser starts at the top), and so are query-only changes (lobby filters, tabs): same page.
 */
export function useFocusHeadingOnNavigation(): void {
  const { pathname } = useLocation();
  const first = useRef(pathname);
  useEffect(() => {
    if (pathname === first.current) return;
    first.current = pathname;
    if (typeof MutationObserver === 'undefined') return;
    let focused: HTMLElement | null = null;
    const attempt = () => {
      if (typingSomewhere()) return stop();
      if (focused === null && onExpandedControl()) return stop();
      if (focused === null && placedByScreen()) return stop();
      if (dialogOpen()) return;
      // §2 Player journey: closing a route modal returns focus to what opened it (a dialog's rule), not the page's heading.
      const opener = focused === null ? takeModalOpener() : null;
      if (opener) {
        opener.focus({ preventScroll: true });
        return stop();
      }
      const active = document.activeElement;
      const focusIsLost = !active || active === document.body || (focused !== null && !focused.isConnected);
      // Once on a heading, only a heading replaced by the screen's own (a loading title, then the page's) is followed.
      if (focused && active !== focused && !focusIsLost) return stop();
      if (focused && focused.isConnected && active === focused) return;
      focused = focusPageHeading() ?? focused;
    };
    // After this render's commit: the old page's heading is gone once the new route has rendered.
    const observer = new MutationObserver(() => attempt());
    const timer = setTimeout(() => stop(), headingWaitMs);
    function stop() {
      observer.disconnect();
      clearTimeout(timer);
    }
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    attempt();
    return stop;
  }, [pathname]);
}

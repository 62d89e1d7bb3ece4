// §2 Speed: a public page is on screen (the server's HTML) before React owns it. A tap on a button meanwhile would be
// lost silently: the server's button has no handler yet. The page's first inline script (recordEarlyTaps, written by
// the site's server, server/static.ts) keeps such a tap and shows the button busy; the app replays it once the button
// is its own. A price (its outcome) is taken by the price button's first commit (takeEarlyTap): the pick is added
// once, by the same action a click performs. Any other button (the header's account panel, menu, cashback) is pressed
// again by the recorder itself once React owns it, after the app's first commit.

/** Where the recorder keeps the outcomes tapped before the app owned their button, in tap order. */
export const earlyTapsKey = '__EARLY_TAPS__';
/** Where the recorder keeps the other buttons pressed before the app owned them, in press order. */
export const earlyPressesKey = '__EARLY_PRESSES__';
/** The mark the recorder puts on a button it kept a tap of (styled as pressed, src/features/sportsbook/odds-button.tsx). */
export const earlyTapAttribute = 'data-early-tap';

declare global {
  interface Window {
    [earlyTapsKey]?: string[];
    [earlyPressesKey]?: Element[];
  }
}

/** How long, from the app's first commit, a pressed button may wait for React to own it before its press is dropped. */
export const earlyPressWaitMs = 10_000;

/**
 * The recorder, run as the page's inline script before its markup (its source text is sent, so it names no outside
 * value: the keys, attribute and wait above are written out). A click on an enabled button that React does not own yet
 * (no props of React's on it) is kept once (a price by its outcome, another button as itself) and stopped there, so a
 * React that takes the page over in the meantime does not act on it too, nor does the browser (a form's submit button
 * would send the form natively); a button React owns is left to React. Other buttons only until the app's first commit
 * (data-hydrated on <html>, src/app.tsx): from then on React replays a click on a part it has not hydrated yet itself,
 * and a button no React drew (an embed's) is not the recorder's.
 *
 * The recorder presses those other buttons again itself, once each, as soon as React owns each after the app's first
 * commit (a click through the app's own handlers), so the app's bundle carries none of it. A button the app drew in
 * place of the server's (a part left to the browser) stands in for it by its test id or accessible name. A press whose
 * button has left the page, or that React has not taken over 10 s after the first commit, is dropped, and its busy
 * mark goes with it.
 */
export function recordEarlyTaps(): void {
  const taps: string[] = [];
  const presses: Element[] = [];
  window.__EARLY_TAPS__ = taps;
  window.__EARLY_PRESSES__ = presses;
  const owned = (element: Element) => Object.keys(element).some((key) => key.startsWith('__reactProps$'));
  const unmark = (element: Element) => {
    element.removeAttribute('aria-busy');
    element.removeAttribute('data-early-tap');
  };
  const standingFor = (pressed: Element) => {
    if (pressed.isConnected) return pressed;
    for (const attribute of ['data-testid', 'aria-label']) {
      const value = pressed.getAttribute(attribute);
      if (value) return document.querySelector(`button[${attribute}="${value.replace(/["\\]/g, '\\$&')}"]`);
    }
    return null;
  };
  let replaying = false;
  let deadline = 0;
  const replay = () => {
    if (!document.documentElement.hasAttribute('data-hydrated')) {
      setTimeout(replay, 50);
      return;
    }
    deadline = deadline || Date.now() + 10000;
    for (const pressed of presses.slice()) {
      const target = standingFor(pressed);
      if (target && !owned(target)) continue;
      presses.splice(presses.indexOf(pressed), 1);
      unmark(pressed);
      if (target instanceof HTMLElement) {
        unmark(target);
        target.click();
      }
    }
    if (presses.length > 0 && Date.now() < deadline) setTimeout(replay, 50);
    else presses.splice(0).forEach(unmark);
  };
  document.addEventListener(
    'click',
    (event) => {
      const button = event.target instanceof Element ? event.target.closest('button') : null;
      if (!(button instanceof HTMLButtonElement) || button.disabled) return;
      if (owned(button)) return;
      const outcome = button.getAttribute('data-outcome');
      if (outcome === null && document.documentElement.hasAttribute('data-hydrated')) return;
      event.preventDefault();
      event.stopPropagation();
      if (outcome !== null) {
        if (!taps.includes(outcome)) taps.push(outcome);
      } else if (!presses.includes(button)) {
        presses.push(button);
        if (!replaying) {
          replaying = true;
          replay();
        }
      }
      button.setAttribute('aria-busy', 'true');
      button.setAttribute('data-early-tap', '');
    },
    true,
  );
}

/** The recorder as the inline script's body: its source text, each run of spaces made one (it has no string that holds one). */
export function earlyTapRecorderScript(): string {
  return `(${recordEarlyTaps.toString().replace(/\s+/g, ' ')})()`;
}

function clearEarlyTapMarks(element: Element | null): void {
  element?.removeAttribute('aria-busy');
  element?.removeAttribute(earlyTapAttribute);
}

/** Whether the recorder kept a tap or a press the app has not replayed yet (src/boot.tsx hydrates in one go then). */
export function earlyTapWaiting(): boolean {
  return (window[earlyTapsKey]?.length ?? 0) + (window[earlyPressesKey]?.length ?? 0) > 0;
}

/**
 * Called by a price button when the app first owns it: true once (then forgotten) when its outcome was tapped before,
 * so the caller adds the pick; the busy mark on the server's button (the same element, when hydrated) is cleared.
 */
export function takeEarlyTap(outcomeId: number, element: Element | null): boolean {
  const taps = typeof window === 'undefined' ? undefined : window[earlyTapsKey];
  if (!taps || taps.length === 0) return false;
  const index = taps.indexOf(String(outcomeId));
  if (index < 0) return false;
  taps.splice(index, 1);
  clearEarlyTapMarks(element);
  return true;
}

// §2 Speed: a public page is on screen (the server's HTML) before React owns it. A tap on a price meanwhile would be
// lost silently: the server's button has no handler yet. The page's first inline script (recordEarlyTaps, written by
// the site's server, server/static.ts) keeps such a tap, shows the button pressed and busy, and the app replays it once
// the price button is its own (takeEarlyTap, from the price button's first commit): the pick is added once, by the
// same action a click performs.

/** Where the recorder keeps the outcomes tapped before the app owned their button, in tap order. */
export const earlyTapsKey = '__EARLY_TAPS__';
/** The mark the recorder puts on a button it kept a tap of (styled as pressed, src/features/sportsbook/odds-button.tsx). */
export const earlyTapAttribute = 'data-early-tap';

declare global {
  interface Window {
    [earlyTapsKey]?: string[];
  }
}

/**
 * The recorder, run as the page's inline script before its markup (its source text is sent, so it names no outside
 * value: the key and attribute above are written out). A click on an enabled price button that React does not own yet
 * (no props of React's on it) is kept once per outcome and stopped there, so a React that takes the page over in the
 * meantime does not act on it too; a button React owns is left to React.
 */
export function recordEarlyTaps(): void {
  const taps: string[] = [];
  window.__EARLY_TAPS__ = taps;
  document.addEventListener(
    'click',
    (event) => {
      const button = event.target instanceof Element ? event.target.closest('button[data-outcome]') : null;
      if (!(button instanceof HTMLButtonElement) || button.disabled) return;
      if (Object.keys(button).some((key) => key.startsWith('__reactProps$'))) return;
      event.preventDefault();
      event.stopPropagation();
      const outcome = button.getAttribute('data-outcome') ?? '';
      if (!taps.includes(outcome)) taps.push(outcome);
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
  element?.removeAttribute('aria-busy');
  element?.removeAttribute(earlyTapAttribute);
  return true;
}

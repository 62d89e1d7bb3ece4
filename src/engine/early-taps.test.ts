// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { earlyTapAttribute, earlyTapRecorderScript, earlyTapsKey, takeEarlyTap } from './early-taps.ts';

// §2 Speed: the recorder the server writes into a rendered page keeps a price tapped before React owns its button,
// shows it busy, and keeps the tap from React; the app takes each kept tap once.

let root: HTMLElement;
let reachedRoot: string[];
let listeners: AbortController;

beforeEach(() => {
  document.body.innerHTML = `
    <div id="root">
      <button type="button" data-outcome="501"><span class="price">1,85</span></button>
      <button type="button" data-outcome="502">3,40</button>
      <button type="button" data-outcome="503" disabled>2,10</button>
      <button type="button" data-outcome="504">4,00</button>
      <button type="button">Voir tout</button>
    </div>`;
  root = document.getElementById('root')!;
  reachedRoot = [];
  listeners = new AbortController();
  // Where React listens: the root container, after the document's capture phase.
  root.addEventListener('click', (event) => reachedRoot.push((event.target as Element).closest('button')?.getAttribute('data-outcome') ?? 'other'), { signal: listeners.signal });
  // The page's inline script, as the server sends it (server/static.ts).
  window.eval(earlyTapRecorderScript());
});
afterEach(() => {
  listeners.abort();
  delete window[earlyTapsKey];
});

const button = (outcome: string) => document.querySelector<HTMLButtonElement>(`button[data-outcome="${outcome}"]`)!;

function click(target: Element): MouseEvent {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true });
  target.dispatchEvent(event);
  return event;
}

describe('the early-tap recorder (the page before the app owns it)', () => {
  it('keeps a tap on a price, inside the button too, once per outcome in tap order, marks the button busy and keeps it from React', () => {
    const first = click(button('502'));
    click(button('501').querySelector('.price')!);
    click(button('502'));
    expect(window[earlyTapsKey]).toEqual(['502', '501']);
    expect(first.defaultPrevented).toBe(true);
    expect(reachedRoot).toEqual([]);
    for (const outcome of ['501', '502']) {
      expect(button(outcome).getAttribute('aria-busy')).toBe('true');
      expect(button(outcome).hasAttribute(earlyTapAttribute)).toBe(true);
    }
    expect(button('504').hasAttribute('aria-busy')).toBe(false);
  });

  it('leaves alone a disabled price, a button that is no price, and a price React already owns', () => {
    click(button('503'));
    click(document.querySelector('button:not([data-outcome])')!);
    Object.assign(button('504'), { __reactProps$abc: { onClick: () => undefined } });
    const owned = click(button('504'));
    expect(window[earlyTapsKey]).toEqual([]);
    expect(owned.defaultPrevented).toBe(false);
    // Passed on untouched (a browser sends no click from a disabled button; a test's event still goes through).
    expect(reachedRoot).toEqual(['503', 'other', '504']);
    expect(button('504').hasAttribute(earlyTapAttribute)).toBe(false);
  });

  it('hands each kept tap to the app once, and clears the busy mark off the button', () => {
    click(button('501'));
    click(button('502'));
    expect(takeEarlyTap(504, button('504'))).toBe(false);
    expect(takeEarlyTap(502, button('502'))).toBe(true);
    expect(button('502').hasAttribute('aria-busy')).toBe(false);
    expect(button('502').hasAttribute(earlyTapAttribute)).toBe(false);
    expect(takeEarlyTap(502, button('502'))).toBe(false);
    expect(window[earlyTapsKey]).toEqual(['501']);
    // A page the server did not render has no recorder, and nothing to take.
    delete window[earlyTapsKey];
    expect(takeEarlyTap(501, button('501'))).toBe(false);
  });
});

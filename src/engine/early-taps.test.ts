// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { earlyPressesKey, earlyPressWaitMs, earlyTapAttribute, earlyTapRecorderScript, earlyTapsKey, earlyTapWaiting, takeEarlyTap } from './early-taps.ts';

// §2 Speed: the recorder the server writes into a rendered page keeps a button tapped before React owns it (a price by
// its outcome, any other as itself), shows it busy, and keeps the tap from React; the app takes each kept tap once.

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
      <button type="button" data-testid="see-all">Voir tout</button>
      <button type="button" aria-label="Ouvrir le menu">☰</button>
    </div>`;
  root = document.getElementById('root')!;
  reachedRoot = [];
  listeners = new AbortController();
  // Where React listens: the root container, after the document's capture phase.
  root.addEventListener('click', (event) => reachedRoot.push((event.target as Element).closest('button')?.getAttribute('data-outcome') ?? 'other'), { signal: listeners.signal });
  // The page's inline script, as the server sends it (server/static.ts); its document listener is taken off after the
  // test, so each test has one recorder.
  const addListener = document.addEventListener.bind(document);
  vi.spyOn(document, 'addEventListener').mockImplementation((type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions) =>
    addListener(type, listener, typeof options === 'object' ? { ...options, signal: listeners.signal } : { capture: options, signal: listeners.signal }),
  );
  window.eval(earlyTapRecorderScript());
  vi.restoreAllMocks();
});
afterEach(() => {
  listeners.abort();
  delete window[earlyTapsKey];
  delete window[earlyPressesKey];
  vi.useRealTimers();
});

const button = (outcome: string) => document.querySelector<HTMLButtonElement>(`button[data-outcome="${outcome}"]`)!;

function click(target: Element): MouseEvent {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true });
  target.dispatchEvent(event);
  return event;
}

describe('the early-tap recorder (the page before the app owns it)', () => {
  it('says a tap or a press is waiting, so the boot hydrates the page in one go rather than in slices', () => {
    expect(earlyTapWaiting()).toBe(false);
    click(button('502'));
    expect(earlyTapWaiting()).toBe(true);
    window[earlyTapsKey]!.length = 0;
    expect(earlyTapWaiting()).toBe(false);
  });

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

  it('leaves alone a disabled button and a button React already owns', () => {
    click(button('503'));
    Object.assign(button('504'), { __reactProps$abc: { onClick: () => undefined } });
    const owned = click(button('504'));
    expect(window[earlyTapsKey]).toEqual([]);
    expect(window[earlyPressesKey]).toEqual([]);
    expect(owned.defaultPrevented).toBe(false);
    // Passed on untouched (a browser sends no click from a disabled button; a test's event still goes through).
    expect(reachedRoot).toEqual(['503', '504']);
    expect(button('504').hasAttribute(earlyTapAttribute)).toBe(false);
  });

  it('keeps a press on any other button once, as itself, marks it busy and keeps it from React and the browser', () => {
    const seeAll = document.querySelector('[data-testid="see-all"]')!;
    const menu = document.querySelector('[aria-label="Ouvrir le menu"]')!;
    const first = click(menu);
    click(seeAll);
    click(menu);
    expect(window[earlyPressesKey]).toEqual([menu, seeAll]);
    expect(window[earlyTapsKey]).toEqual([]);
    expect(first.defaultPrevented).toBe(true);
    expect(reachedRoot).toEqual([]);
    expect(menu.getAttribute('aria-busy')).toBe('true');
    expect(menu.hasAttribute(earlyTapAttribute)).toBe(true);
  });

  it('leaves other buttons to the page once the app has started (an embed draws its own), and still keeps a price', () => {
    document.documentElement.setAttribute('data-hydrated', '');
    try {
      const seeAll = document.querySelector('[data-testid="see-all"]')!;
      const passed = click(seeAll);
      click(button('502'));
      expect(passed.defaultPrevented).toBe(false);
      expect(window[earlyPressesKey]).toEqual([]);
      expect(seeAll.hasAttribute('aria-busy')).toBe(false);
      expect(window[earlyTapsKey]).toEqual(['502']);
      expect(reachedRoot).toEqual(['other']);
    } finally {
      document.documentElement.removeAttribute('data-hydrated');
    }
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

describe('the recorder pressing again, after the app started, the buttons pressed before', () => {
  const own = (element: Element, onClick: () => void) => {
    Object.assign(element, { __reactProps$abc: { onClick } });
    element.addEventListener('click', onClick);
  };
  const appStarts = () => document.documentElement.setAttribute('data-hydrated', '');

  beforeEach(() => vi.useFakeTimers());
  afterEach(() => document.documentElement.removeAttribute('data-hydrated'));

  it('presses each once the app has started and React owns it, the late ones too, and clears the busy marks', () => {
    const menu = document.querySelector('[aria-label="Ouvrir le menu"]')!;
    const seeAll = document.querySelector('[data-testid="see-all"]')!;
    click(menu);
    click(seeAll);
    const pressed: string[] = [];
    own(menu, () => pressed.push('menu'));
    // React owns the menu, but the app has not committed yet: nothing is pressed.
    vi.advanceTimersByTime(200);
    expect(pressed).toEqual([]);
    appStarts();
    vi.advanceTimersByTime(50);
    expect(pressed).toEqual(['menu']);
    expect(menu.hasAttribute('aria-busy')).toBe(false);
    expect(menu.hasAttribute(earlyTapAttribute)).toBe(false);
    // Its part hydrates later: pressed then, once.
    expect(seeAll.getAttribute('aria-busy')).toBe('true');
    own(seeAll, () => pressed.push('see all'));
    vi.advanceTimersByTime(earlyPressWaitMs);
    expect(pressed).toEqual(['menu', 'see all']);
    expect(window[earlyPressesKey]).toEqual([]);
  });

  it('presses the button the app drew in place of the server one, found by its test id or name', () => {
    const menu = document.querySelector('[aria-label="Ouvrir le menu"]')!;
    click(menu);
    const drawn = document.createElement('button');
    drawn.setAttribute('aria-label', 'Ouvrir le menu');
    const pressed: string[] = [];
    own(drawn, () => pressed.push('drawn'));
    menu.replaceWith(drawn);
    appStarts();
    vi.advanceTimersByTime(100);
    expect(pressed).toEqual(['drawn']);
    expect(drawn.hasAttribute('aria-busy')).toBe(false);
  });

  it('drops a press React never takes over within 10 s of the start, and its busy mark, without pressing it', () => {
    const seeAll = document.querySelector('[data-testid="see-all"]')!;
    click(seeAll);
    appStarts();
    vi.advanceTimersByTime(earlyPressWaitMs + 100);
    expect(window[earlyPressesKey]).toEqual([]);
    expect(seeAll.hasAttribute('aria-busy')).toBe(false);
    expect(reachedRoot).toEqual([]);
  });
});

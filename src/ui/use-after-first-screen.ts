import { startTransition, useCallback, useEffect, useRef, useState } from 'react';

// §2 Speed: the first HTML and its hydration carry the first screen only (TBT at most 150 ms on a phone); what lies
// below the fold is mounted once the page has loaded and the browser is idle, or as soon as the player scrolls near
// it, in React's background lane (short slices). Pages opened later in the visit render whole at once: the first load
// is the one the browser spends parsing, laying out and hydrating the server's page.

let firstLoadOver = false;

/**
 * The parts waiting for an idle moment, one revealed per idle callback: each list's rows then are a render, a commit
 * and a layout of their own. Revealed in one callback, the rest of every list on /sport/Home was one commit of about
 * 70 rows and a 50 ms layout at 4x CPU, a long task in the first seconds the player may tap in (§2 Speed).
 */
const waitingForIdle: (() => void)[] = [];
let idleAsked = false;

function revealOnePerIdleMoment(timeoutMs: number): void {
  if (idleAsked || waitingForIdle.length === 0) return;
  idleAsked = true;
  const next = () => {
    idleAsked = false;
    waitingForIdle.shift()?.();
    revealOnePerIdleMoment(timeoutMs);
  };
  if (typeof requestIdleCallback === 'function') requestIdleCallback(next, { timeout: timeoutMs });
  else setTimeout(next, 0);
}

/** Runs `run` once the page has loaded and the main thread is idle (or after `timeoutMs`), after the parts queued before it; returns a cancel. */
function afterLoadAndIdle(run: () => void, timeoutMs: number): () => void {
  let cancelled = false;
  const queued = () => {
    if (!cancelled) run();
  };
  const enqueue = () => {
    if (cancelled) return;
    waitingForIdle.push(queued);
    revealOnePerIdleMoment(timeoutMs);
  };
  if (document.readyState === 'complete') enqueue();
  else window.addEventListener('load', enqueue, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', enqueue);
    const index = waitingForIdle.indexOf(queued);
    if (index >= 0) waitingForIdle.splice(index, 1);
  };
}

/**
 * False on the server, in the hydration and the first renders of the page's first load; true once the page has loaded
 * and the browser is idle (unless `whenIdle` is false: a part whose code is a chunk of its own waits for the player),
 * or once the element given to `near` comes within a screen of the viewport. Always true on pages opened after the
 * first load.
 */
export function useAfterFirstScreen({ timeoutMs = 3_000, whenIdle = true } = {}): { ready: boolean; near: (element: Element | null) => void } {
  const [ready, setReady] = useState(firstLoadOver);
  const show = useCallback(() => {
    firstLoadOver = true;
    startTransition(() => setReady(true));
  }, []);
  useEffect(() => {
    if (ready || !whenIdle) return undefined;
    return afterLoadAndIdle(show, timeoutMs);
  }, [ready, show, timeoutMs, whenIdle]);
  return { ready, near: useNearScreen(show) };
}

/**
 * How many of `partCount` parts below the first screen to show: none in the first HTML and its hydration, then `step` more
 * per idle moment, or per frame once the element given to `near` comes within a screen of the viewport: each step a
 * render, a commit and a layout of its own (a list's rows at once were one task of about 100 ms at 4x CPU right after
 * the hydration). All at once on pages opened after the first load.
 */
export function useShownInSteps(partCount: number, step: number, { timeoutMs = 3_000 } = {}): { shown: number; near: (element: Element | null) => void } {
  const [shown, setShown] = useState(() => (firstLoadOver ? Number.POSITIVE_INFINITY : 0));
  const [playerNear, setPlayerNear] = useState(false);
  useEffect(() => {
    if (shown >= partCount) return undefined;
    const advance = () => {
      firstLoadOver = true;
      startTransition(() => setShown((current) => current + step));
    };
    if (!playerNear) return afterLoadAndIdle(advance, timeoutMs);
    // The next step after the browser has drawn this one.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => (timer = setTimeout(advance, 0)));
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [shown, partCount, step, timeoutMs, playerNear]);
  const markNear = useCallback(() => setPlayerNear(true), []);
  return { shown: Math.min(shown, partCount), near: useNearScreen(markNear) };
}

/** A ref for an element: `onNear` runs once, when the element first comes within a screen of the viewport. */
function useNearScreen(onNear: () => void): (element: Element | null) => void {
  const observer = useRef<IntersectionObserver | null>(null);
  const near = useCallback(
    (element: Element | null) => {
      observer.current?.disconnect();
      observer.current = null;
      if (!element || typeof IntersectionObserver !== 'function') return;
      observer.current = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          observer.current?.disconnect();
          onNear();
        },
        { rootMargin: '100% 0px' },
      );
      observer.current.observe(element);
    },
    [onNear],
  );
  useEffect(() => () => observer.current?.disconnect(), []);
  return near;
}

/** Tests: back to the page's first load. */
export function resetFirstScreen(): void {
  firstLoadOver = false;
  waitingForIdle.length = 0;
  idleAsked = false;
}

import { startTransition, useCallback, useEffect, useRef, useState } from 'react';

// §2 Speed: the first HTML and its hydration carry the first screen only (TBT at most 150 ms on a phone); what lies
// below the fold is mounted once the page has loaded and the browser is idle, or as soon as the player scrolls near
// it, in React's background lane (short slices). Pages opened later in the visit render whole at once: the first load
// is the one the browser spends parsing, laying out and hydrating the server's page.

let firstLoadOver = false;

/** Runs `run` once the page has loaded and the main thread is idle (or after `timeoutMs`); returns a cancel. */
function afterLoadAndIdle(run: () => void, timeoutMs: number): () => void {
  let cancelled = false;
  let idle: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const whenIdle = () => {
    if (cancelled) return;
    if (typeof requestIdleCallback === 'function') idle = requestIdleCallback(() => run(), { timeout: timeoutMs });
    else timer = setTimeout(run, 0);
  };
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', whenIdle);
    if (idle !== undefined) cancelIdleCallback(idle);
    if (timer !== undefined) clearTimeout(timer);
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
  const observer = useRef<IntersectionObserver | null>(null);
  const show = useCallback(() => {
    firstLoadOver = true;
    observer.current?.disconnect();
    startTransition(() => setReady(true));
  }, []);
  useEffect(() => {
    if (ready || !whenIdle) return undefined;
    return afterLoadAndIdle(show, timeoutMs);
  }, [ready, show, timeoutMs, whenIdle]);
  const near = useCallback(
    (element: Element | null) => {
      observer.current?.disconnect();
      observer.current = null;
      if (!element || typeof IntersectionObserver !== 'function') return;
      observer.current = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && show(), { rootMargin: '100% 0px' });
      observer.current.observe(element);
    },
    [show],
  );
  useEffect(() => () => observer.current?.disconnect(), []);
  return { ready, near };
}

/** Tests: back to the page's first load. */
export function resetFirstScreen(): void {
  firstLoadOver = false;
}

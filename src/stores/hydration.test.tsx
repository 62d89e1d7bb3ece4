// @vitest-environment jsdom
import { act, lazy, Suspense, useDeferredValue } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { useHydrated, useStoreAfterHydration } from './hydration.ts';

// A store of this browser's own (the live prices, a stored list): the server renders its server value.
let value = 'browser';
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const snapshot = () => value;
function change(next: string) {
  value = next;
  listeners.forEach((listener) => listener());
}

const renders: string[] = [];
/** Renders in which the store's value was new and React rendered it urgently (a deferred value lags only there). */
const urgentSwitches: string[] = [];
function Reader() {
  const shown = useStoreAfterHydration(subscribe, snapshot, 'server');
  const hydrated = useHydrated();
  const deferred = useDeferredValue(shown);
  if (deferred !== shown) urgentSwitches.push(`${deferred} -> ${shown}`);
  renders.push(`${shown}/${hydrated}`);
  return <p>{`${shown}/${hydrated}`}</p>;
}

function App() {
  return <Reader />;
}

afterEach(() => {
  value = 'browser';
  renders.length = 0;
  urgentSwitches.length = 0;
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

describe('useStoreAfterHydration (§2 Speed: what only this browser knows comes after the hydration)', () => {
  it('hydrates the server’s value without a mismatch, then shows the store’s in a transition, and follows its changes', async () => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    const container = document.createElement('div');
    // What the site's server sends: no window there, so the render runs as on the server.
    container.innerHTML = renderToString(<App />);
    expect(container.textContent).toBe('server/false');
    renders.length = 0;
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, <App />, { onRecoverableError: (error) => errors.push(error) });
    });
    expect(errors).toEqual([]);
    // The hydration rendered the server's value; the browser's came in one later render, not one per store reading.
    expect(renders[0]).toBe('server/false');
    expect(container.textContent).toBe('browser/true');
    expect(renders.at(-1)).toBe('browser/true');
    // ...in a transition, which React renders in slices: never in a synchronous render of the whole page.
    expect(urgentSwitches).toEqual([]);
    await act(async () => change('moved'));
    expect(container.textContent).toBe('moved/true');
  });

  it('a part the browser renders on its own shows the store’s value at once', async () => {
    const { createRoot } = await import('react-dom/client');
    const container = document.createElement('div');
    await act(async () => createRoot(container).render(<App />));
    expect(renders[0]).toBe('browser/true');
    expect(container.textContent).toBe('browser/true');
  });

  it('a part hydrated after the rest (its code came late) hydrates the server’s value too, and switches in a transition', async () => {
    // On the server the lazy part is rendered whole; in the browser its code arrives after the rest of the page is hydrated.
    const LatePart = lazy(() => Promise.resolve({ default: Reader }));
    const page = (
      <>
        <p>frame</p>
        <Suspense fallback={<p>…</p>}>
          <LatePart />
        </Suspense>
      </>
    );
    const container = document.createElement('div');
    const { renderToReadableStream } = await import('react-dom/server');
    container.innerHTML = await new Response(await renderToReadableStream(page).then(async (stream) => (await stream.allReady, stream))).text();
    expect(container.textContent).toBe('frameserver/false');
    renders.length = 0;
    const errors: unknown[] = [];
    let arrive!: () => void;
    const LateInBrowser = lazy(() => new Promise<{ default: typeof Reader }>((resolve) => (arrive = () => resolve({ default: Reader }))));
    await act(async () => {
      hydrateRoot(
        container,
        <>
          <p>frame</p>
          <Suspense fallback={<p>…</p>}>
            <LateInBrowser />
          </Suspense>
        </>,
        { onRecoverableError: (error) => errors.push(error) },
      );
    });
    expect(renders).toEqual([]);
    await act(async () => arrive());
    expect(errors).toEqual([]);
    expect(renders[0]).toBe('server/false');
    expect(container.textContent).toBe('framebrowser/true');
    expect(urgentSwitches).toEqual([]);
  });
});

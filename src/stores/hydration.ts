import { startTransition, useEffect, useReducer, useRef, useSyncExternalStore } from 'react';

// §2 Speed (total blocking time): what only this browser knows (its stored lists and picks, the live prices, the
// second hand) is rendered after the hydration of the server's page, in one transition, which React renders in slices
// that yield to the browser. A store read with useSyncExternalStore and a server value that differs is switched to
// the browser's value right after the hydration in a synchronous render: on the live page that was every row, one
// task of 450 ms at 4x CPU.

/**
 * A store's value as this component renders it: `serverValue` on the server and in the hydration, the store's own
 * from a transition right after the hydration (none when the two are the same), and at once in a render the browser
 * makes on its own. Later changes re-render this component alone, synchronously (CONVENTIONS 16: a price change
 * re-renders its button). `getSnapshot` returns the same value while the store has not changed.
 */
export function useStoreAfterHydration<T>(subscribe: (listener: () => void) => () => void, getSnapshot: () => T, serverValue: T): T {
  // False once React asked this reading for the server's value: it does so on the server and when it hydrates the
  // server's markup, and only then. Known per component, not from the whole page's hydration: a part whose code came
  // late (a lazy list) is hydrated after the rest, and it too must show the server's value until its transition.
  const showsStore = useRef<boolean | null>(null);
  const [, renderStoreValue] = useReducer((renders: number) => renders + 1, 0);
  const value = useSyncExternalStore(
    subscribe,
    () => (showsStore.current === false ? serverValue : getSnapshot()),
    () => {
      showsStore.current = false;
      return serverValue;
    },
  );
  // After useSyncExternalStore's own effect, which compares what it rendered with its snapshot: while this one still
  // gives the server's value, that comparison finds nothing to re-render at once.
  useEffect(() => {
    if (showsStore.current !== false) {
      showsStore.current = true;
      return;
    }
    if (Object.is(getSnapshot(), serverValue)) {
      showsStore.current = true;
      return;
    }
    startTransition(() => {
      showsStore.current = true;
      renderStoreValue();
    });
  }, [getSnapshot, serverValue]);
  return value;
}

const noChanges = () => () => undefined;
const hydrated = () => true;

/**
 * False while the page renders on the site's server and while the browser hydrates that render, true afterwards (in a
 * transition) and in any render the browser makes on its own. A part that shows what only this device knows (a list
 * kept in its storage) shows the server's version first, so hydration matches, then its own.
 */
export function useHydrated(): boolean {
  return useStoreAfterHydration(noChanges, hydrated, false);
}

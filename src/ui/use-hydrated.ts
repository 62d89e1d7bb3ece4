import { useSyncExternalStore } from 'react';

const never = () => () => undefined;

/**
 * False while the page renders on the site's server and while the browser hydrates that render, true afterwards and
 * in any render the browser makes on its own (§2 Speed). A part that shows what only this device knows (a list kept
 * in its storage) shows the server's version first, so hydration matches, then its own at once.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}

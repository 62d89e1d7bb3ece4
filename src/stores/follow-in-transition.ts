import { startTransition, useEffect, useState } from 'react';
import { snapshot, subscribe, type Snapshot } from 'valtio';

// §2 Speed (total blocking time): valtio's useSnapshot reads its store with useSyncExternalStore, which re-renders at
// once, synchronously, whatever the size of what it re-renders. A part of a store that a whole page renders from (the
// casino lobby's 4 019 games, the providers' free-spin data) is followed here instead: each change is rendered in a
// transition, which React renders in slices that yield to the browser, and a change of other parts wakes nothing.

/**
 * `select`'s part of `store`, kept up to date in transitions; a change that leaves each of its values the same object
 * (valtio's snapshots keep what did not change) re-renders nothing. `select` is a module-level function.
 */
export function useStorePartInTransition<T extends object, Part extends Record<string, unknown>>(store: T, select: (state: Snapshot<T>) => Part): Part {
  const [part, setPart] = useState(() => select(snapshot(store)));
  useEffect(() => {
    const follow = () => {
      const next = select(snapshot(store));
      startTransition(() => setPart((shown) => (sameValues(shown, next) ? shown : next)));
    };
    // A change between the first render and this subscription is not missed.
    follow();
    return subscribe(store, follow);
  }, [store, select]);
  return part;
}

function sameValues(shown: Record<string, unknown>, next: Record<string, unknown>): boolean {
  const keys = Object.keys(next);
  return keys.length === Object.keys(shown).length && keys.every((key) => Object.is(shown[key], next[key]));
}

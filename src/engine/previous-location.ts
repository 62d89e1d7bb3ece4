import { useEffect } from 'react';
import { useLocation } from 'react-router';

let current: string | null = null;
let previous: string | null = null;

/** Path and query of the page shown before the current one in this visit (null on the first page). */
export function previousLocation(): string | null {
  // A screen's effect runs before the root layout's has recorded the new page: the recorded one is then the last.
  const here = window.location.pathname + window.location.search;
  return current !== null && current !== here ? current : previous;
}

/**
 * Keeps the page before the current one, so a screen can offer "back to where I was" (§2 Player journey: after a deposit)
 * without each link into it having to say where it came from. The root layout calls it once.
 */
export function useRememberPreviousLocation(): void {
  const { pathname, search } = useLocation();
  const here = pathname + search;
  useEffect(() => {
    if (here === current) return;
    previous = current;
    current = here;
  }, [here]);
}

/**
 * Forgets the pages of this visit, so a sign-in after a deliberate sign-out or an account's closure sends the next
 * person nowhere the last one was (§2 Player journey: the return address is one player's).
 */
export function forgetPreviousLocations(): void {
  current = null;
  previous = null;
}

import { useEffect } from 'react';

/** §2 Shell: while a side panel is open the page behind it does not scroll; the old value comes back on close. */
export function useScrollLock(locked: boolean): void {
  useEffect(() => {
    if (!locked) return;
    const body = document.body;
    const previous = body.style.overflow;
    body.style.overflow = 'hidden';
    return () => {
      body.style.overflow = previous;
    };
  }, [locked]);
}

import { useEffect, useRef, type RefObject } from 'react';

/**
 * A popover's way out (the header's sign-in panel, the inbox): while `open`, a press outside `inside` or the Escape
 * key calls `onDismiss`, told which, so Escape can also send focus back to the opener (WAI-ARIA disclosure pattern).
 */
export function useDismiss(open: boolean, inside: RefObject<HTMLElement | null>, onDismiss: (by: 'outside' | 'escape') => void): void {
  // The latest callback, read when the event comes, so a render does not re-add the listeners.
  const dismiss = useRef(onDismiss);
  useEffect(() => {
    dismiss.current = onDismiss;
  });
  useEffect(() => {
    if (!open) return undefined;
    const onPointerDown = (event: PointerEvent) => {
      if (!inside.current?.contains(event.target as Node)) dismiss.current('outside');
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') dismiss.current('escape');
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open, inside]);
}

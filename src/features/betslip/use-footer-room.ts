import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';

/** The custom property the slip's controls read for the room the pinned footer takes (bet-slip.tsx `Slip`). */
export const footerRoomProperty = '--slip-actions-size';

/**
 * §5 Bet slip by keyboard: Place and Accept sit in a footer pinned to the bottom of whatever scrolls the slip, and a
 * control above it that takes the focus (the odds policy, Share) was scrolled just into view, under the footer. The
 * footer's height (it grows with a refusal or a proposal) is measured into `--slip-actions-size` on the slip's body,
 * which the controls' scroll margin reads, so the browser scrolls them clear of it.
 */
export function useFooterRoom(body: RefObject<HTMLElement | null>): void {
  const watched = useRef<{ footer: HTMLElement; observer: ResizeObserver | null } | null>(null);
  // After each render: the footer comes and goes with the slip's states (receipt, empty, selections).
  useLayoutEffect(() => {
    const element = body.current;
    const footer = element?.querySelector<HTMLElement>('.actions') ?? null;
    if (watched.current?.footer === footer) return;
    watched.current?.observer?.disconnect();
    watched.current = null;
    if (!element || !footer) return;
    const measure = () => element.style.setProperty(footerRoomProperty, `${Math.ceil(footer.getBoundingClientRect().height)}px`);
    measure();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(footer);
    watched.current = { footer, observer };
  });
  useEffect(
    () => () => {
      watched.current?.observer?.disconnect();
      watched.current = null;
    },
    [],
  );
}

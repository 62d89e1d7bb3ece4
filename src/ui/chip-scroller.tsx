import { useCallback, useRef, useState, type ReactNode } from 'react';
import styled from '@emotion/styled';
import { ChevronInlineIcon } from './icons.tsx';
import { IconButton } from './primitives/button.tsx';
import { theme } from './theme.ts';

/**
 * §2 Player journey: a row of chips that overflows on a desktop (casino categories, sports) gets buttons that scroll
 * it by most of a view in reading direction (right to left in Arabic), disabled at either end, so the last chips are
 * reachable by mouse. Phones scroll the row by touch and show no buttons.
 */
export function useChipScroller<T extends HTMLElement>() {
  const list = useRef<T | null>(null);
  const [ends, setEnds] = useState({ atStart: true, atEnd: false });
  const update = useCallback(() => {
    const element = list.current;
    if (!element) return;
    // scrollLeft runs from 0 to negative values in a right-to-left list.
    const travelled = Math.abs(element.scrollLeft);
    const room = element.scrollWidth - element.clientWidth;
    const atStart = travelled <= 1;
    const atEnd = travelled >= room - 1;
    // The same ends render nothing again (a phone's row, which shows no buttons, never re-renders for them).
    setEnds((previous) => (previous.atStart === atStart && previous.atEnd === atEnd ? previous : { atStart, atEnd }));
  }, []);
  const setList = useCallback(
    (element: T | null) => {
      list.current = element;
      if (!element) return;
      if (typeof ResizeObserver === 'undefined') {
        update();
        return;
      }
      // The observer's first report comes with the browser's own layout of the frame. Measured here, as the list is
      // attached in the commit, the widths forced a layout of the whole page, and the new ends a second, synchronous
      // render of it, inside the hydration's longest task (§2 Speed: total blocking time).
      const observer = new ResizeObserver(update);
      observer.observe(element);
      return () => observer.disconnect();
    },
    [update],
  );
  const scroll = (towardsEnd: boolean) => {
    const element = list.current;
    if (!element) return;
    const direction = getComputedStyle(element).direction === 'rtl' ? -1 : 1;
    element.scrollBy({ left: (towardsEnd ? 1 : -1) * direction * element.clientWidth * 0.8 });
    // The scroll is instant: the buttons follow at once, not a frame later with the scroll event.
    update();
  };
  return { setList, update, ends, scroll };
}

const Row = styled.div`
  flex: 1 1 auto;
  display: flex;
  align-items: center;
  gap: ${theme.space[2]}px;
  min-inline-size: 0;
  > :not(button) {
    flex: 1 1 auto;
    min-inline-size: 0;
  }
`;

/**
 * The list such a row scrolls: the chips in one line with the one gap, scrolling sideways inside the row (§2: the page
 * itself never scrolls sideways), a little room below for a scrollbar.
 */
export const chipListStyles = `
  display: flex;
  gap: ${theme.space[2]}px;
  margin: 0;
  padding: 0 0 ${theme.space[1]}px;
  list-style: none;
  overflow-x: auto;
`;

/** A chip row between its two scroll buttons; `arrows` false (phones) shows the row alone. */
export function ChipScrollerRow({
  scroller,
  arrows,
  previousLabel,
  nextLabel,
  testId,
  children,
}: {
  scroller: Pick<ReturnType<typeof useChipScroller>, 'ends' | 'scroll'>;
  arrows: boolean;
  previousLabel: string;
  nextLabel: string;
  testId: string;
  children: ReactNode;
}) {
  if (!arrows) return <>{children}</>;
  return (
    <Row>
      <IconButton variant="secondary" label={previousLabel} disabled={scroller.ends.atStart} onClick={() => scroller.scroll(false)} data-testid={`${testId}-previous`}>
        <ChevronInlineIcon towards="start" size={20} />
      </IconButton>
      {children}
      <IconButton variant="secondary" label={nextLabel} disabled={scroller.ends.atEnd} onClick={() => scroller.scroll(true)} data-testid={`${testId}-next`}>
        <ChevronInlineIcon towards="end" size={20} />
      </IconButton>
    </Row>
  );
}

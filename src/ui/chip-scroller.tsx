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
    setEnds({ atStart: travelled <= 1, atEnd: travelled >= room - 1 });
  }, []);
  const setList = useCallback(
    (element: T | null) => {
      list.current = element;
      if (!element) return;
      update();
      const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
      observer?.observe(element);
      return () => observer?.disconnect();
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

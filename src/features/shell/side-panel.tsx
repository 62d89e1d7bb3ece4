import styled from '@emotion/styled';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { theme } from '../../ui/theme.ts';
import { CloseIcon } from '../../ui/icons.tsx';
import { IconButton } from '../../ui/primitives/button.tsx';
import { Heading } from '../../ui/primitives/text.tsx';

/** §9 UI timings: the side panels slide in 0.5 s. */
export const sidePanelSlideMs = theme.sidePanel.slideSeconds * 1000;

type Edge = 'start' | 'end';

const focusableSelector =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

// Transforms are physical, so the closed position flips with the page direction: the side menu always
// hides past the inline-start edge and the profile panel past the inline-end edge.
function hiddenShift(edge: Edge, dir: 'ltr' | 'rtl'): string {
  const towardsLeft = (edge === 'start') === (dir === 'ltr');
  return towardsLeft ? 'translateX(-100%)' : 'translateX(100%)';
}

const Panel = styled.div<{ edge: Edge; isOpen: boolean }>(({ theme: t, edge, isOpen }) => ({
  position: 'fixed',
  insetBlock: 0,
  ...(edge === 'start' ? { insetInlineStart: 0 } : { insetInlineEnd: 0 }),
  zIndex: 60,
  display: 'flex',
  flexDirection: 'column',
  inlineSize: t.sidePanel.widthPx,
  maxInlineSize: '100%',
  background: t.colors.surface,
  color: t.colors.text,
  boxShadow: '0 0 24px rgba(0, 0, 0, 0.5)',
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  transform: isOpen ? 'none' : hiddenShift(edge, 'ltr'),
  '[dir="rtl"] &': { transform: isOpen ? 'none' : hiddenShift(edge, 'rtl') },
  visibility: isOpen ? 'visible' : 'hidden',
  // Visibility flips at once when opening and only after the slide when closing.
  transition: `transform ${t.sidePanel.slideSeconds}s ease, visibility 0s linear ${isOpen ? 0 : t.sidePanel.slideSeconds}s`,
}));

const Backdrop = styled.div<{ isOpen: boolean }>(({ theme: t, isOpen }) => ({
  position: 'fixed',
  inset: 0,
  zIndex: 55,
  background: t.colors.overlay,
  opacity: isOpen ? 1 : 0,
  pointerEvents: isOpen ? 'auto' : 'none',
  transition: `opacity ${t.sidePanel.slideSeconds}s ease`,
}));

const PanelHeader = styled.div(({ theme: t }) => ({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: t.space[2],
  paddingBlock: t.space[2],
  paddingInlineStart: t.space[4],
  paddingInlineEnd: t.space[2],
  borderBlockEnd: `1px solid ${t.colors.border}`,
}));

const PanelBody = styled.div(({ theme: t }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: t.space[4],
  padding: t.space[4],
}));

export interface SidePanelProps {
  id: string;
  /** Which inline edge it slides from: the side menu from the start, the profile panel from the end (§2). */
  edge: Edge;
  open: boolean;
  onClose: () => void;
  title: string;
  closeLabel: string;
  children: ReactNode;
}

/**
 * A 300 px panel that slides over the page (§2, §9). While open it is a modal dialog: focus moves in and stays
 * in, Escape or the backdrop closes it, and focus goes back to what opened it. Its content is mounted only
 * while open (and during the closing slide), so hidden panels cost no DOM.
 */
export function SidePanel({ id, edge, open, onClose, title, closeLabel, children }: SidePanelProps) {
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const closeButtonRef = useRef<HTMLButtonElement>(null);
  const openerRef = useRef<Element | null>(null);
  const [contentMounted, setContentMounted] = useState(open);

  useEffect(() => {
    if (open) {
      setContentMounted(true);
      return;
    }
    const timer = setTimeout(() => setContentMounted(false), sidePanelSlideMs);
    return () => clearTimeout(timer);
  }, [open]);

  useEffect(() => {
    if (!open) return;
    // Focus goes back to the button that controls the panel (Safari does not focus a clicked button, so the
    // active element alone is not enough), else to whatever had focus.
    openerRef.current = document.querySelector(`[aria-controls="${id}"]`) ?? document.activeElement;
    closeButtonRef.current?.focus();
    const panel = panelRef.current;
    return () => {
      const active = document.activeElement;
      const focusWasInside = !active || active === document.body || panel?.contains(active);
      const opener = openerRef.current;
      if (focusWasInside && opener instanceof HTMLElement && opener.isConnected) opener.focus();
    };
  }, [open, id]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !panelRef.current) return;
    // Keep keyboard focus inside the open dialog.
    const focusables = [...panelRef.current.querySelectorAll<HTMLElement>(focusableSelector)];
    if (focusables.length === 0) return;
    const first = focusables[0];
    const last = focusables[focusables.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <>
      <Backdrop isOpen={open} aria-hidden="true" data-testid={`${id}-backdrop`} onClick={onClose} />
      <Panel
        ref={panelRef}
        id={id}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-hidden={!open}
        inert={!open}
        edge={edge}
        isOpen={open}
        data-state={open ? 'open' : 'closed'}
        onKeyDown={onKeyDown}
      >
        <PanelHeader>
          <Heading as="h2" id={titleId} fontSize={3}>
            {title}
          </Heading>
          <IconButton ref={closeButtonRef} label={closeLabel} onClick={onClose}>
            <CloseIcon />
          </IconButton>
        </PanelHeader>
        <PanelBody>{(open || contentMounted) && children}</PanelBody>
      </Panel>
    </>
  );
}

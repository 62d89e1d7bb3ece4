import styled from '@emotion/styled';
import { lazy, Suspense, useEffect, useId, useLayoutEffect, useRef, useState, type FocusEvent, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import cashbackConfig from '../../../config/cashback.ts';
import { useSettingsFlags } from '../../engine/settings-flags.ts';
import { cashbackButtonStore, startCashbackButtonPersistence } from '../../stores/cashback-button.ts';
import { focusRing } from '../../ui/focus-ring.ts';
import { popoverUnder } from '../../ui/overlays.ts';
import { clampOffset, offsetForKey } from './cashback-rules.ts';

const Anchor = styled.div({
  position: 'relative',
  flex: 'none',
  // On a phone the header has no room for it beside the balance and Deposit (§2 Mobile header): it floats just below
  // the header at the inline end, over the page, which is what dragging it out of the way is for (§2 Shell).
  '&[data-floating="true"]': { position: 'absolute', insetBlockStart: 'calc(100% + 8px)', insetInlineEnd: 8 },
});

// Moved with a transform: the header keeps its layout while the button is dragged down over the page (§2).
const Mover = styled.div({
  position: 'relative',
  zIndex: 35,
  willChange: 'transform',
  transition: 'opacity 150ms ease',
  // Floating on a phone, it steps aside while the player scrolls down the page, so it never sits over the controls
  // passing under it (favourite stars, a card's close button, prices); it is back on scrolling up, at the top, and
  // whenever it has the keyboard's focus (§2 Shell: the cashback button never covers a control).
  '&[data-tucked="true"]:not(:focus-within)': { opacity: 0, pointerEvents: 'none' },
  '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
});

/** Scrolled this far (px) down, the floating button steps aside; above it, it always shows. */
const tuckFromPx = 48;

/** True while the page is scrolled down past the top and its last move was downwards. */
export function useTuckedWhileScrollingDown(enabled: boolean): boolean {
  const [tucked, setTucked] = useState(false);
  useEffect(() => {
    if (!enabled) return;
    // Read at the first scroll, not here: reading the scroll position as the button mounts (just after the hydration,
    // styles still being added) forced a layout of the whole page inside that task (§2 Speed: about 30 ms at 4x CPU).
    let last: number | null = null;
    const onScroll = () => {
      const y = window.scrollY;
      if (last === null) last = y;
      if (y <= tuckFromPx) setTucked(false);
      else if (y > last) setTucked(true);
      else if (y < last) setTucked(false);
      last = y;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [enabled]);
  return enabled && tucked;
}

const Toggle = styled.button(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: 44,
  blockSize: 44,
  padding: 0,
  border: `2px solid ${theme.colors.primary}`,
  borderRadius: '50%',
  background: theme.colors.surfaceRaised,
  color: theme.colors.primary,
  cursor: 'grab',
  // Pointer events carry mouse and touch alike; without this a touch drag would scroll the page instead.
  touchAction: 'none',
  userSelect: 'none',
  '&[data-dragging="true"]': { cursor: 'grabbing' },
  ...focusRing(theme),
}));

const Panel = styled.div(({ theme }) => ({
  ...popoverUnder(theme),
  minInlineSize: 240,
  maxInlineSize: 'min(320px, calc(100vw - 16px))',
  padding: theme.space[3],
  background: theme.colors.surface,
  color: theme.colors.text,
  fontSize: theme.fontSizes[1],
  p: { margin: 0, marginBlockEnd: theme.space[2] },
  ul: { margin: 0, marginBlockEnd: theme.space[2], paddingInlineStart: theme.space[4] },
}));

// The panel's content (the countdown to the next reset and the accrued cashback, with the bonus queries behind it) is its
// own chunk, fetched on the first opening: the button shows on every first screen, its panel does not (docs/architecture.md
// Performance budgets: first-load JS).
const PanelContent = lazy(() => import('./cashback-panel-content.tsx'));

const Hint = styled.span({ display: 'none' });

function CoinIcon() {
  return (
    <svg width="26" height="26" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M8 12a4 4 0 1 0 4-4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      <path d="M12 5v3l-2-1.5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

const preventNativeDrag = (event: DragEvent) => event.preventDefault();

/**
 * How far down the button may go from where it rests: on screen, and never over the bars fixed to the bottom edge (the
 * phone's tab bar, the bet slip's bar and sheet, marked `data-bottom-bar`), whose controls it would cover.
 */
function roomBelow(element: HTMLElement | null): number {
  if (!element || typeof window === 'undefined') return Number.POSITIVE_INFINITY;
  const rect = element.getBoundingClientRect();
  const bars = [...document.querySelectorAll<HTMLElement>('[data-bottom-bar]')].map((bar) => bar.getBoundingClientRect()).filter((bar) => bar.height > 0);
  const floor = Math.min(window.innerHeight, ...bars.map((bar) => bar.top));
  return floor - rect.bottom - 8;
}

/**
 * §2 the cashback button, shown only when the settings flag bonuses.cashbackOn is on: an icon that opens the countdown
 * to the next cashback reset (§4) and the cashback accrued, with a link to the cashback history. It can be dragged
 * down up to 300 px (§9) with a mouse, a finger or the arrow keys; the position is kept on the device. `compact` (the
 * phone header) floats it below the header instead of taking a place in the header's row.
 */
export function CashbackButton({ compact = false }: { compact?: boolean }) {
  const flags = useSettingsFlags();
  const cashbackOn = flags['bonuses.cashbackOn'];
  // Until the settings answer, the desktop row keeps the button's room, so the wheel button and the language selector
  // beside it do not move when it appears (CLS 0); floating on a phone, it takes no room in the row.
  if (cashbackOn === undefined) return compact ? null : <Anchor aria-hidden="true" style={{ inlineSize: 44, blockSize: 44 }} />;
  if (!cashbackOn) return null;
  return <CashbackButtonView compact={compact} />;
}

function CashbackButtonView({ compact }: { compact: boolean }) {
  const { t } = useTranslation();
  const { offsetY, expanded } = useSnapshot(cashbackButtonStore);
  const panelId = useId();
  const hintId = useId();
  const anchorRef = useRef<HTMLDivElement>(null);
  const drag = useRef<{ pointerId: number; startY: number; startOffset: number; moved: boolean } | null>(null);
  const suppressClick = useRef(false);

  useEffect(() => startCashbackButtonPersistence(), []);
  const tucked = useTuckedWhileScrollingDown(compact) && !expanded;

  // The panel hangs from the button's inline-end edge; in a narrow header it is slid back inside the window.
  const panelRef = useRef<HTMLDivElement>(null);
  const [shiftX, setShiftX] = useState(0);
  useLayoutEffect(() => {
    if (!expanded || !panelRef.current) return;
    const rect = panelRef.current.getBoundingClientRect();
    const left = rect.left - shiftX;
    const right = rect.right - shiftX;
    const margin = 8;
    setShiftX(left < margin ? margin - left : right > window.innerWidth - margin ? window.innerWidth - margin - right : 0);
    // Measured once per opening: the shift itself moves the box it measures.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [expanded]);

  const room = () => roomBelow(anchorRef.current);

  const onPointerDown = (event: PointerEvent<HTMLButtonElement>) => {
    if (event.button !== 0) return;
    drag.current = { pointerId: event.pointerId, startY: event.clientY, startOffset: cashbackButtonStore.offsetY, moved: false };
    // The browser may start dragging the link or picture under the moved button (a slide, a game tile), which cancels
    // the pointer and drops the button mid-way: no native drag while the button is held.
    document.addEventListener('dragstart', preventNativeDrag, true);
    try {
      // Keeps the moves coming while the pointer leaves the small button during the drag.
      event.currentTarget.setPointerCapture?.(event.pointerId);
    } catch {
      // A pointer the browser no longer tracks: the drag still works while the pointer stays on the button.
    }
  };
  const onPointerMove = (event: PointerEvent<HTMLButtonElement>) => {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId) return;
    const delta = event.clientY - current.startY;
    if (!current.moved && Math.abs(delta) < cashbackConfig.dragThresholdPx) return;
    current.moved = true;
    event.currentTarget.dataset.dragging = 'true';
    cashbackButtonStore.offsetY = clampOffset(current.startOffset + delta, cashbackConfig.dragMaxPx, room());
  };
  const onPointerEnd = (event: PointerEvent<HTMLButtonElement>) => {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId) return;
    // A drag is not a tap: the click that follows the release must not open or close the panel.
    suppressClick.current = current.moved;
    drag.current = null;
    document.removeEventListener('dragstart', preventNativeDrag, true);
    event.currentTarget.dataset.dragging = 'false';
  };
  const onClick = () => {
    if (suppressClick.current) {
      suppressClick.current = false;
      return;
    }
    cashbackButtonStore.expanded = !cashbackButtonStore.expanded;
  };
  const toggleRef = useRef<HTMLButtonElement>(null);
  // §2 Shell: Escape closes the panel from anywhere in it (its history link too), and the focus goes back to the button.
  const onEscape = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape' || !cashbackButtonStore.expanded) return;
    event.stopPropagation();
    cashbackButtonStore.expanded = false;
    toggleRef.current?.focus();
  };
  // The open panel hangs over the page (on a phone over the next controls in the Tab order): it closes once the focus
  // has left the button and the panel, so it never hides the control the player tabbed on to.
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    const next = event.relatedTarget;
    if (cashbackButtonStore.expanded && next instanceof Node && !event.currentTarget.contains(next)) cashbackButtonStore.expanded = false;
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'Escape') return; // the widget's own handler (onEscape)
    const next = offsetForKey(event.key, cashbackButtonStore.offsetY, cashbackConfig.keyboardStepPx, cashbackConfig.dragMaxPx, room());
    if (next === null) return;
    event.preventDefault();
    cashbackButtonStore.offsetY = next;
  };

  return (
    <Anchor ref={anchorRef} data-floating={compact}>
      <Mover style={{ transform: `translateY(${offsetY}px)` }} data-testid="cashback-button" data-offset={offsetY} data-tucked={tucked} onKeyDown={onEscape} onBlur={onBlur}>
        <Toggle
          ref={toggleRef}
          type="button"
          aria-label={t('cashback.button.label')}
          aria-expanded={expanded}
          aria-controls={panelId}
          aria-describedby={hintId}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerEnd}
          onPointerCancel={onPointerEnd}
          onClick={onClick}
          onKeyDown={onKeyDown}
        >
          <CoinIcon />
        </Toggle>
        <Hint id={hintId}>{t('cashback.button.moveHint')}</Hint>
        <Panel ref={panelRef} id={panelId} hidden={!expanded} role="group" aria-label={t('cashback.button.label')} style={{ transform: `translateX(${shiftX}px)` }}>
          {expanded && (
            <Suspense fallback={<p>{t('cashback.button.loading')}</p>}>
              <PanelContent />
            </Suspense>
          )}
        </Panel>
      </Mover>
    </Anchor>
  );
}

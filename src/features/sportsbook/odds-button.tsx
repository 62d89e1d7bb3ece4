import styled from '@emotion/styled';
import { keyframes } from '@emotion/react';
import { memo, useCallback, useLayoutEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { subscribe } from 'valtio/vanilla';
import { authStore } from '../../stores/auth.ts';
import { betslipSelectionsStore, isSelected, toggleSelection } from '../../stores/betslip-selections.ts';
import { showToast } from '../../stores/toasts.ts';
import { theme } from '../../ui/theme.ts';
import { VisuallyHidden } from '../../ui/primitives/visually-hidden.tsx';
import { priceAvailable, priceUnavailable, selectionAdded } from '../../stores/slip-focus.ts';
import { announcePrice, isAnnouncing } from './price-announcer.tsx';
import { isolateNames } from '../../ui/isolated-names.tsx';
import { useOddsFormat } from '../../engine/sportsbook/use-odds-format.ts';
import { useLiveOutcome, useLiveStale } from '../../engine/sportsbook/use-live.ts';
import { earlyTapAttribute, takeEarlyTap } from '../../engine/early-taps.ts';
import type { LiveOutcome } from '../../api/sportsbook.ts';

// §2 Sportsbook / CONVENTIONS 16: a price button reads its own outcome from the live store, so a price change
// re-renders this button only; the up/down flash is a data attribute and a CSS animation that ends by itself.

// The flash is a ring drawn by ::before whose opacity fades: an opacity animation runs on the compositor, where a
// box-shadow animation would repaint the button every frame on the main thread (§2 Sportsbook Speed: no task over 50 ms
// with 100 price changes a second at 4x CPU slowdown). Two identical keyframes: switching between them restarts the
// flash when the price moves again within the second, without forcing a layout.
const flashA = keyframes`
  from { opacity: 1; }
  to { opacity: 0; }
`;
const flashB = keyframes`
  from { opacity: 1; }
  to { opacity: 0; }
`;

const Button = styled.button`
  display: inline-flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 2px;
  min-inline-size: 0;
  inline-size: 100%;
  /* §2 Sportsbook: odds buttons are at least 44 px high (WCAG 2.5.5). */
  min-block-size: 44px;
  padding: 2px ${theme.space[1]}px;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii[1]}px;
  background: ${theme.colors.surfaceRaised};
  color: ${theme.colors.text};
  font: inherit;
  font-size: ${theme.fontSizes[1]}px;
  cursor: pointer;
  position: relative;
  contain: layout paint style;
  &::before {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: inherit;
    box-shadow: inset 0 0 0 3px var(--flash-colour, transparent);
    opacity: 0;
    pointer-events: none;
  }
  &:focus-visible {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 1px;
  }
  /* §2 Speed: tapped before the app owned the page (src/engine/early-taps.ts): shown picked until the app adds it. */
  &[aria-pressed='true'],
  &[${earlyTapAttribute}] {
    background: ${theme.colors.primary};
    color: ${theme.colors.primaryText};
    border-color: ${theme.colors.primary};
  }
  &:disabled {
    cursor: not-allowed;
    color: ${theme.colors.textMuted};
    background: ${theme.colors.surface};
  }
  &[data-move='up'] {
    --flash-colour: ${theme.colors.success};
  }
  &[data-move='down'] {
    --flash-colour: ${theme.colors.danger};
  }
  &[data-move][data-flash='a']::before {
    animation: ${flashA} 1s ease-out;
  }
  &[data-move][data-flash='b']::before {
    animation: ${flashB} 1s ease-out;
  }
  /* The direction is not told by colour alone. In the button's corner, out of the flow: beside the price it wrapped to
     a line of its own in a phone's narrow column, and the whole row grew under the bettor's finger as prices moved. */
  &[data-move] .price::after {
    position: absolute;
    inset-inline-end: 2px;
    inset-block-end: 1px;
    font-size: 9px;
    line-height: 1;
    color: inherit;
  }
  &[data-move='up'] .price::after {
    content: '▲';
  }
  &[data-move='down'] .price::after {
    content: '▼';
  }
  &[data-stale='true'] .price {
    text-decoration: line-through dotted;
  }
  /* The pick wraps rather than being cut: on a phone's three columns two double-chance picks cut to their shared
     start ("Espérance de…") read the same; whole, each says which it is. */
  .label {
    max-inline-size: 100%;
    overflow-wrap: anywhere;
    font-size: ${theme.fontSizes[0]}px;
    color: inherit;
    opacity: 0.9;
  }
  .price {
    font-weight: 700;
    font-variant-numeric: tabular-nums;
    unicode-bidi: isolate;
  }
  @media (prefers-reduced-motion: reduce) {
    &::before {
      animation: none !important;
    }
  }
`;

/** Suspended: a small padlock beside the last price (the button's label says "suspended" in words). */
function LockIcon() {
  return (
    <svg width="10" height="12" viewBox="0 0 10 12" aria-hidden="true" focusable="false" style={{ marginInlineEnd: 4, verticalAlign: 'baseline' }}>
      <path d="M2 5V3.5a3 3 0 0 1 6 0V5h1v7H1V5h1zm1.5 0h3V3.5a1.5 1.5 0 0 0-3 0V5z" fill="currentColor" />
    </svg>
  );
}

/**
 * What every price button of a screen shares: the language, the player's odds format (§3) and whether the feed is
 * down (§2 Sportsbook: stale prices are not selectable). Read once by the list or the event page and handed to each
 * button, so a button mounting or re-rendering on a price change runs no translation, profile query or store
 * snapshot hook of its own (§2 Sportsbook Speed: a list mounts dozens of buttons as the player scrolls).
 */
export interface PriceView {
  t: TFunction;
  formatPrice: (decimal: string) => string;
  /** A line beside a price, written as the price is (the labels' "2,75" beside "1,93"). */
  formatLine: (line: string) => string;
  stale: boolean;
}

export function usePriceView(): PriceView {
  const { t } = useTranslation();
  const { formatPrice, formatLine } = useOddsFormat();
  const stale = useLiveStale();
  return useMemo(() => ({ t, formatPrice, formatLine, stale }), [t, formatPrice, formatLine, stale]);
}

export interface OddsButtonProps {
  eventId: number;
  marketId: number;
  outcomeId: number;
  /** Full label for assistive technology and the event page ("Espérance de Tunis", "Over 2.5"). */
  label: string;
  /** What the button shows above the price (lists: "1", "X", "O 2.5"; the event page: the full label). */
  shortLabel: string;
  /** The match ("Espérance – Club Africain") and the market ("Résultat du match"): the slip's line and the button's name say them (§5, WCAG 4.1.2). */
  eventName: string;
  marketName: string;
  /** The pick alone ("Espérance", "Nul"); the slip's line shows it beside the market. */
  pickName: string;
  /** The market's status (suspended after a goal...), from the event the row reads. */
  marketStatus: string;
  live: boolean;
  /** The outcome as the page read it over REST, shown until the live store holds it (no empty first frame). */
  initial: Pick<LiveOutcome, 'price' | 'priceVersion' | 'status'>;
  view: PriceView;
}

const notSelected = () => false;

function OddsButtonImpl({ eventId, marketId, outcomeId, label, shortLabel, eventName, marketName, pickName, marketStatus, live, initial, view }: OddsButtonProps) {
  const { t, formatPrice: displayOdds, stale } = view;
  const fallback = useMemo(() => ({ ...initial, move: null }), [initial]);
  const outcome = useLiveOutcome(outcomeId, initial) ?? fallback;
  // Only this button's own pick: adding a selection re-renders the button picked, not every button (CONVENTIONS 16).
  const selected = useSyncExternalStore(
    useCallback((listener: () => void) => subscribe(betslipSelectionsStore, listener), []),
    () => betslipSelectionsStore.items.some((item) => item.outcomeId === outcomeId),
    // The slip is the browser's (stored on the device): the server's page, and its hydration, show no pick.
    notSelected,
  );
  const ref = useRef<HTMLButtonElement>(null);
  const seenVersion = useRef(outcome?.priceVersion);

  // A new price version replays the flash: the attribute is set on the element, not rendered by React.
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || !outcome) return;
    if (seenVersion.current === undefined || seenVersion.current === outcome.priceVersion) {
      seenVersion.current = outcome.priceVersion;
      return;
    }
    seenVersion.current = outcome.priceVersion;
    if (!outcome.move) return;
    element.setAttribute('data-move', outcome.move);
    element.setAttribute('data-flash', element.getAttribute('data-flash') === 'a' ? 'b' : 'a');
    if (isAnnouncing()) {
      announcePrice(t('sportsbook.odds.announce', { label, price: displayOdds(outcome.price), direction: t(`sportsbook.odds.${outcome.move}`) }));
    }
  }, [outcome, label, t, displayOdds]);

  const status = outcome ? (marketStatus === 'open' ? outcome.status : marketStatus) : 'closed';
  const open = status === 'open';
  const price = outcome && status !== 'closed' && status !== 'settled' ? displayOdds(outcome.price) : '–';
  const statusText = open ? '' : t(`sportsbook.odds.status.${status === 'settled' ? 'closed' : status}`);

  // §5 Bet slip by keyboard: a price the feed suspends or a list mounts again keeps (or takes back) the focus it had.
  const focusable = open && !stale;
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || !focusable) return;
    priceAvailable(outcomeId, element);
    return () => priceUnavailable(outcomeId, element);
  }, [focusable, outcomeId]);

  const onClick = useCallback(() => {
    if (!outcome) return;
    // §2 Sportsbook: a price shown while the feed is down may be stale: no selection on it.
    if (stale) return;
    const result = toggleSelection({ eventId, marketId, outcomeId, price: outcome.price, priceVersion: outcome.priceVersion, live, label, eventName, marketName, pickName });
    // §6: guests browse and pick; placing bets needs sign-in (the pick is kept for after). The sign-in panel opens
    // when they place, not here: picking never covers the list being picked from (§5 Bet slip).
    if (result === 'added' && !authStore.isAuth) showToast({ type: 'info', messageKey: 'sportsbook.guest.signInToBet' });
    if (result === 'added') selectionAdded(ref.current);
  }, [outcome, stale, eventId, marketId, outcomeId, live, label, eventName, marketName, pickName]);

  // §2 Speed: a tap on this price before the app owned the page (src/engine/early-taps.ts) is replayed once the
  // button is the app's: the click's own action, once, and only to add (the tap was on a price shown unpicked; a pick
  // the slip already holds stays). A price no longer open drops the tap, its state on the button saying why.
  useLayoutEffect(() => {
    if (!takeEarlyTap(outcomeId, ref.current)) return;
    if (focusable && !isSelected(outcomeId)) onClick();
  }, [outcomeId, focusable, onClick]);

  return (
    <Button
      ref={ref}
      type="button"
      aria-pressed={selected}
      disabled={!open || stale}
      data-stale={stale}
      data-status={status}
      data-outcome={outcomeId}
      onClick={onClick}
    >
      {/* The name is the visible text, then the full label and the status (WCAG 2.5.3: the label is in the name). */}
      {shortLabel && <span className="label">{isolateNames(shortLabel)}</span>}
      <span className="price">
        {!open && price !== '–' && <LockIcon />}
        {price}
      </span>
      {/* Then the match, the market and the pick (§5 Bet slip by keyboard: "X 3,70" alone does not say which match). */}
      <VisuallyHidden>{[eventName, marketName, pickName, statusText, stale ? t('sportsbook.odds.stale') : ''].filter(Boolean).join(', ')}</VisuallyHidden>
    </Button>
  );
}

export const OddsButton = memo(OddsButtonImpl);

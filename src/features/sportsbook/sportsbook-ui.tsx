import { css } from '@emotion/react';
import styled from '@emotion/styled';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, Link as RouterLink, useLocation } from 'react-router';
import type { SportsbookEvent } from '../../api/sportsbook.ts';
import { appConfig } from '../../engine/load-config.ts';
import { href } from '../../engine/hrefs.ts';
import { formatDate } from '../../i18n/format.ts';
import { useLocale } from '../../stores/locale.ts';
import { useStoreAfterHydration } from '../../stores/hydration.ts';
import { MessageBlock } from '../../engine/screens/message-page.tsx';
import { Notice } from '../../ui/panels.tsx';
import { ButtonLink, linkLook } from '../../ui/primitives/link.tsx';
import { theme } from '../../ui/theme.ts';
import { chipListStyles, ChipScrollerRow, useChipScroller } from '../../ui/chip-scroller.tsx';
import { useIsDesktop } from '../../ui/use-viewport.ts';
import { useRovingFocus } from '../../ui/roving-focus.ts';
import { orderedSports, periodName } from '../../engine/sportsbook/sportsbook-config.ts';
import { useLiveStale } from '../../engine/sportsbook/use-live.ts';
import { useNotFoundStatus } from '../../engine/server-page.ts';

type Clock = NonNullable<SportsbookEvent['clock']>;

/**
 * The kit's link look, read from the theme module (like ButtonLink), so these pages also render where no
 * ThemeProvider is mounted (component tests with the stub shell).
 */
export const Link = styled(RouterLink)(linkLook(theme));

// Pieces the sportsbook pages share: the page frame, the sports bar, the feed-down notice, the not-found page,
// dates and the live clock.

export const Page = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[4]}px;
  inline-size: 100%;
  max-inline-size: 1200px;
  margin-inline: auto;
  padding: ${theme.space[3]}px;
  box-sizing: border-box;
  color: ${theme.colors.text};
  min-inline-size: 0;
`;

export const PageTitle = styled.h1`
  margin: 0;
  font-size: ${theme.fontSizes[4]}px;
`;

export const SectionTitle = styled.h2`
  margin: 0;
  font-size: ${theme.fontSizes[3]}px;
`;

/** A block of a sport page (a title over its list, the directory): stacked, and free to shrink beside the slip. */
export const PageSection = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[2]}px;
  min-inline-size: 0;
`;

/**
 * Tiles of links (leagues, sports) in as many columns as fit: each at least 44 px high (WCAG 2.5.5) and
 * `--tile-min` wide, one column on a phone.
 */
export const LinkGrid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, var(--tile-min, 240px)), 1fr));
  gap: ${theme.space[2]}px;
  margin: 0;
  padding: 0;
  list-style: none;
  a {
    display: flex;
    min-block-size: 44px;
    padding: ${theme.space[2]}px ${theme.space[3]}px;
    border-radius: ${theme.radii[2]}px;
    background: ${theme.colors.surface};
    color: ${theme.colors.text};
    text-decoration: none;
  }
  a:focus-visible {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
`;

/** A filter's caption (its label's text) and its field (a select, a date), alike on every sportsbook filter bar. */
export const filterField = {
  label: css`
    display: flex;
    color: ${theme.colors.textMuted};
    font-size: ${theme.fontSizes[1]}px;
  `,
  control: css`
    min-block-size: 44px;
    padding: 0 ${theme.space[2]}px;
    border: 1px solid ${theme.colors.controlBorder};
    border-radius: ${theme.radii[1]}px;
    background: ${theme.colors.inputBackground};
    color: ${theme.colors.text};
    font: inherit;
  `,
};

export const Muted = styled.p`
  margin: 0;
  color: ${theme.colors.textMuted};
`;

const BarNav = styled.nav`
  min-inline-size: 0;
  ul {
    /* §2 Sportsbook: the sports bar scrolls horizontally on a phone; the page itself never does. */
    ${chipListStyles}
    overscroll-behavior-x: contain;
    scrollbar-width: thin;
  }
  a {
    display: inline-flex;
    align-items: center;
    gap: ${theme.space[1]}px;
    min-block-size: 44px;
    padding: 0 ${theme.space[3]}px;
    border-radius: ${theme.radii[4]}px;
    background: ${theme.colors.surfaceRaised};
    color: ${theme.colors.text};
    text-decoration: none;
    white-space: nowrap;
  }
  a[aria-current='page'] {
    background: ${theme.colors.primary};
    color: ${theme.colors.primaryText};
  }
  a:focus-visible {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: -3px;
  }
  .count {
    font-size: ${theme.fontSizes[0]}px;
    font-variant-numeric: tabular-nums;
  }
`;

/**
 * The sports bar's room while the sports load: the bar arriving after the lists would push them down (Lighthouse
 * counted a layout shift on /sport/Home; §2 Sportsbook Speed). 44 px links plus the list's bottom padding.
 */
export const SportsBarPlaceholder = styled.div`
  min-block-size: ${44 + theme.space[1]}px;
`;

export interface SportsBarEntry {
  id: number;
  count?: number;
  to: string;
}

/** Whether `to` is the page shown, or one under it (as NavLink marks it current). */
function isCurrent(pathname: string, to: string): boolean {
  const path = to.split(/[?#]/)[0];
  return pathname === path || pathname.startsWith(`${path}/`);
}

/**
 * The horizontally scrolling sports bar: every configured sport in its order, with counts when known. A toolbar with
 * one Tab stop (the current sport), the arrow keys moving along it (§2 Player journey: betting by keyboard, the bar
 * is not a dozen Tabs between the header and the prices).
 */
export function SportsBar({ label, entries }: { label: string; entries: SportsBarEntry[] }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const byId = new Map(entries.map((entry) => [entry.id, entry]));
  const isDesktop = useIsDesktop();
  const chips = useChipScroller<HTMLUListElement>();
  const shown = orderedSports.filter((sport) => byId.has(sport.id));
  const roving = useRovingFocus(
    shown.map((sport) => String(sport.id)),
    shown.map((sport) => byId.get(sport.id)!).find((entry) => isCurrent(pathname, entry.to))?.id.toString() ?? null,
  );
  return (
    <BarNav aria-label={label}>
      <ChipScrollerRow scroller={chips} arrows={isDesktop} previousLabel={t('sportsbook.bars.previous')} nextLabel={t('sportsbook.bars.next')} testId="sports-chips">
        <ul ref={chips.setList} onScroll={chips.update} role="toolbar" aria-label={label} onKeyDown={roving.onKeyDown}>
          {shown.map((sport) => {
            const entry = byId.get(sport.id)!;
            return (
              <li key={sport.id} role="none">
                <NavLink to={entry.to} {...roving.itemProps(String(sport.id))}>
                  <span>{t(sport.labelKey)}</span>
                  {entry.count !== undefined && <span className="count">{entry.count}</span>}
                </NavLink>
              </li>
            );
          })}
        </ul>
      </ChipScrollerRow>
    </BarNav>
  );
}

/** §2 Sportsbook: while the feed is down, say so; the prices on screen are the last known ones and cannot be picked. */
export function LiveNotice() {
  const { t } = useTranslation();
  const paused = useLiveStale();
  return (
    <div role="status" aria-live="polite">
      {paused && <Notice tone="warn" data-testid="live-paused">{t('sportsbook.live.paused')}</Notice>}
    </div>
  );
}

// The shell's one centred message block (not found, coming soon, an unknown offer), with the sportsbook's ways on.
const Centered = styled(MessageBlock)`
  h1 {
    margin: 0;
    font-size: ${theme.fontSizes[5]}px;
  }
  p {
    margin: 0;
    max-inline-size: 32em;
    color: ${theme.colors.textMuted};
  }
  ul {
    display: flex;
    flex-wrap: wrap;
    justify-content: center;
    gap: ${theme.space[3]}px;
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;

/** An address naming no sport, section, league or event (or an event that is over): a clear page with ways on. */
export function SportsbookMessage({ titleKey, messageKey, children }: { titleKey: string; messageKey: string; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Centered aria-labelledby="sportsbook-message-title" data-testid="sportsbook-message">
      <h1 id="sportsbook-message-title">{t(titleKey)}</h1>
      <p>{t(messageKey)}</p>
      {children}
      <ul>
        <li>
          <ButtonLink to={href('sport-page', { section: 'Home' })}>{t('sportsbook.links.home')}</ButtonLink>
        </li>
        <li>
          <ButtonLink variant="secondary" to={href('sport-page', { section: 'Live' })}>
            {t('sportsbook.links.live')}
          </ButtonLink>
        </li>
        <li>
          <ButtonLink variant="secondary" to={href('sportsbook-all-sports')}>
            {t('sportsbook.links.allSports')}
          </ButtonLink>
        </li>
      </ul>
    </Centered>
  );
}

export function SportsbookNotFound() {
  // An unknown sport, league or section: the site's server answers 404 (§2 Player journey).
  useNotFoundStatus();
  return <SportsbookMessage titleKey="sportsbook.notFound.title" messageKey="sportsbook.notFound.message" />;
}

/** Kick-off in the player's language and the market's time zone (§2 Sportsbook: the market's time zone). */
export function useFormatStart(): (iso: string) => string {
  const { dateLocale } = useLocale();
  return useMemo(() => {
    const timeZone = appConfig.market.timezone;
    return (iso: string) => formatDate(iso, { weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit', timeZone }, dateLocale || undefined);
  }, [dateLocale]);
}

const clockText = (seconds: number) => {
  const safe = Math.max(0, Math.floor(seconds));
  return `${String(Math.floor(safe / 60)).padStart(2, '0')}:${String(safe % 60).padStart(2, '0')}`;
};

/**
 * One second hand for every running clock on the page: the clocks of a list move in the same task and frame, not
 * each on a timer of its own (§2 Sportsbook Speed: /sport/Overview shows a dozen live clocks while the feed pushes
 * prices, and every separate tick was a separate render, style, layout and paint). The timer runs only while a
 * running clock is mounted.
 */
const secondHand = (() => {
  const listeners = new Set<() => void>();
  let timer: ReturnType<typeof setInterval> | null = null;
  let ticks = 0;
  const tick = () => {
    ticks += 1;
    for (const listener of listeners) listener();
  };
  return {
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      timer ??= setInterval(tick, 1000);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0 && timer !== null) {
          clearInterval(timer);
          timer = null;
        }
      };
    },
    ticks: () => ticks,
  };
})();

const stoppedClock = () => () => undefined;
const noTicks = () => 0;

/**
 * A live event's clock: the feed's reading moves one second a second while running (schemas/openapi/sportsbook.yaml
 * Clock), counted from when the reading arrived, so the browser's own clock may differ from the server's.
 */
export function LiveClock({ clock, phase }: { clock: Clock | null; phase: string | null }) {
  const { t } = useTranslation();
  const received = useMemo(() => ({ clock, at: Date.now() }), [clock]);
  const running = clock?.running === true;
  // The second hand from the transition after the hydration: every clock of the live page at once was one long task.
  useStoreAfterHydration(running ? secondHand.subscribe : stoppedClock, running ? secondHand.ticks : noTicks, 0);
  const phaseText = periodName(t, phase);
  if (!received.clock) return <span>{phaseText || t('sportsbook.live.inPlay')}</span>;
  const moved = received.clock.running ? (Date.now() - received.at) / 1000 : 0;
  const seconds = received.clock.direction === 'up' ? received.clock.seconds + moved : received.clock.seconds - moved;
  return (
    <span>
      {phaseText && `${phaseText} · `}
      {/* Read a moment later by the browser than by the server: the browser's second takes over. */}
      <time suppressHydrationWarning>{clockText(seconds)}</time>
    </span>
  );
}

export function EventLink({ event, children, className }: { event: Pick<SportsbookEvent, 'id' | 'status'>; children: ReactNode; className?: string }) {
  return (
    <Link className={className} to={event.status === 'live' ? href('sportsbook-event-live', { eventID: event.id }) : href('sportsbook-event-line', { eventID: event.id })}>
      {children}
    </Link>
  );
}

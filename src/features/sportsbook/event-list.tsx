import styled from '@emotion/styled';
import { lazy, memo, Suspense, useMemo, type CSSProperties } from 'react';
import type { SportsbookEvent } from '../../api/sportsbook.ts';
import { theme } from '../../ui/theme.ts';
import { OddsButton, usePriceView, type PriceView } from './odds-button.tsx';
import { columnHeadings, columnMarket, listColumns, liveScoreCells, marketName, outcomeLabels, sportOf } from '../../engine/sportsbook/sportsbook-config.ts';
import { VisuallyHidden } from '../../ui/primitives/visually-hidden.tsx';
import { EventLink, LiveClock, useFormatStart } from './sportsbook-ui.tsx';
import { useLiveEvent } from '../../engine/sportsbook/use-live.ts';
import { liveConnection } from '../../engine/sportsbook/live-connection.ts';
import { RowTracker } from './tracker/live-list-trackers.tsx';
import { useAfterFirstScreen, useShownInSteps } from '../../ui/use-after-first-screen.ts';

// §2 Sportsbook: event lists (live, prematch, overview, a league) are virtualised, so /sport/Overview with every live
// event stays under 2 500 DOM nodes however far the player scrolls. Rows read their event from the live store
// (score, clock, market statuses); their price buttons read their own outcomes.

const Row = styled.article`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${theme.space[2]}px;
  padding: ${theme.space[2]}px ${theme.space[3]}px;
  border-block-end: 1px solid ${theme.colors.border};
  background: ${theme.colors.surface};
  contain: layout paint style;
  @media (min-width: ${theme.breakpoints.tablet}) {
    grid-template-columns: minmax(0, 2fr) minmax(0, 3fr);
    align-items: center;
  }
  .teams {
    display: flex;
    flex-direction: column;
    gap: 2px;
    min-inline-size: 0;
    color: ${theme.colors.text};
    text-decoration: none;
    min-block-size: 44px;
    justify-content: center;
  }
  .teams:hover .team {
    text-decoration: underline;
  }
  .line {
    display: flex;
    justify-content: space-between;
    gap: ${theme.space[2]}px;
    min-inline-size: 0;
  }
  .team {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
    font-weight: 600;
  }
  .team {
    flex: 1;
  }
  .figures {
    display: flex;
    gap: ${theme.space[2]}px;
    font-variant-numeric: tabular-nums;
    text-align: center;
  }
  .figures > span {
    min-inline-size: 1.5em;
  }
  .score {
    font-weight: 700;
    color: ${theme.colors.primary};
  }
  .point {
    font-weight: 700;
  }
  .serve {
    flex: none;
    align-self: center;
    inline-size: 8px;
    block-size: 8px;
    border-radius: 50%;
    background: ${theme.colors.primary};
  }
  .meta {
    font-size: ${theme.fontSizes[0]}px;
    color: ${theme.colors.textMuted};
  }
  .live {
    color: ${theme.colors.danger};
    font-weight: 700;
  }
  .markets {
    display: grid;
    grid-auto-flow: column;
    grid-auto-columns: minmax(0, 1fr);
    gap: ${theme.space[2]}px;
    min-inline-size: 0;
  }
  .market {
    display: grid;
    grid-auto-flow: column;
    grid-auto-columns: minmax(0, 1fr);
    gap: 2px;
    min-inline-size: 0;
  }
  .more {
    font-size: ${theme.fontSizes[0]}px;
  }
`;

// A group's header: its league, and over the rows' price columns each column's market and picks, on the rows' grid
// so each heading stands over its buttons at every width (§2 Sportsbook: market headers).
const Header = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${theme.space[1]}px ${theme.space[2]}px;
  padding: ${theme.space[3]}px ${theme.space[3]}px ${theme.space[1]}px;
  background: ${theme.colors.background};
  color: ${theme.colors.textMuted};
  @media (min-width: ${theme.breakpoints.tablet}) {
    grid-template-columns: minmax(0, 2fr) minmax(0, 3fr);
    align-items: end;
  }
  h3 {
    margin: 0;
    font-size: ${theme.fontSizes[1]}px;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  .headings {
    display: grid;
    grid-auto-flow: column;
    grid-auto-columns: minmax(0, 1fr);
    gap: ${theme.space[2]}px;
    font-size: ${theme.fontSizes[0]}px;
    text-align: center;
  }
  .heading,
  .picks {
    display: grid;
    min-inline-size: 0;
  }
  .picks {
    grid-auto-flow: column;
    grid-auto-columns: minmax(0, 1fr);
    gap: 2px;
    font-weight: 700;
  }
  .name {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

function GroupHeader({ text, sportId, t, columnLimit, level }: { text: string; sportId: number; t: PriceView['t']; columnLimit?: number; level: 2 | 3 }) {
  const headings = columnHeadings(t, sportId).slice(0, columnLimit);
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <Header>
      <Heading>{text}</Heading>
      {/* Hidden from screen readers: each price button's name already says its market and pick. */}
      <div className="headings" aria-hidden="true" data-testid="market-headings">
        {headings.map((heading) => (
          <div key={heading.market} className="heading">
            <span className="name">{heading.name}</span>
            <span className="picks">
              {heading.picks.map((pick, index) => (
                <span key={index}>{pick}</span>
              ))}
            </span>
          </div>
        ))}
      </div>
    </Header>
  );
}

/**
 * A team's line of a row: its name, a dot when it serves, and its figure in each score column (sets, games, point).
 * With more than one column the figures are hidden from screen readers: one sentence says them all.
 */
function TeamLine({ name, side, live }: { name: string; side: 'home' | 'away'; live: ReturnType<typeof liveScoreCells> }) {
  const several = live.cells.length > 1;
  return (
    <span className="line">
      <span className="team" dir="auto">
        {name}
      </span>
      {live.server === side && <span className="serve" aria-hidden="true" data-testid="serve" />}
      {live.cells.length > 0 && (
        <span className="figures" aria-hidden={several || undefined}>
          {live.cells.map((cell, index) => (
            <span key={cell.kind} className={index === 0 ? 'score' : cell.kind}>
              {cell[side]}
            </span>
          ))}
        </span>
      )}
    </span>
  );
}

/** The sentence a screen reader hears for a sets score: "Sets 1-0, games 4-3, point 30-15, Nadal serves". */
function liveScoreText(t: PriceView['t'], live: ReturnType<typeof liveScoreCells>, event: SportsbookEvent): string {
  const parts = live.cells.map((cell) => t(`sportsbook.liveScore.${cell.kind}`, { home: cell.home, away: cell.away }));
  if (live.server) parts.push(t('sportsbook.liveScore.serves', { name: live.server === 'home' ? event.home.name : event.away.name }));
  return parts.join(', ');
}

/** `headed`: the row stands under a group header naming its columns' picks, so its buttons show only price and line. */
export const EventRow = memo(function EventRow({ event: initial, showLeague, view, headed = false, columnLimit }: { event: SportsbookEvent; showLeague: boolean; view: PriceView; headed?: boolean; columnLimit?: number }) {
  const { t } = view;
  const formatStart = useFormatStart();
  const live = useLiveEvent(initial.id, initial);
  const store = liveConnection().store;
  const status = live?.status ?? initial.status;
  const score = live?.score ?? initial.score;
  const columns = listColumns(initial.sportId).slice(0, columnLimit);
  const isLive = status === 'live';
  const liveScore = liveScoreCells(initial.sportId, score, live?.phase ?? initial.phase);
  return (
    <Row aria-label={`${initial.home.name} – ${initial.away.name}`} data-testid="event-row" data-event={initial.id}>
      <EventLink event={{ id: initial.id, status }} className="teams">
        <span className="meta">
          {isLive ? (
            <>
              <span className="live">{t('sportsbook.live.badge')}</span> <LiveClock clock={live?.clock ?? initial.clock} phase={live?.phase ?? initial.phase} />
            </>
          ) : status === 'ended' ? (
            t('sportsbook.event.ended')
          ) : (
            <time dateTime={initial.startAt}>{formatStart(initial.startAt)}</time>
          )}
          {showLeague && ` · ${initial.league.name}`}
        </span>
        <TeamLine name={initial.home.name} side="home" live={liveScore} />
        <TeamLine name={initial.away.name} side="away" live={liveScore} />
        {liveScore.cells.length > 1 && <VisuallyHidden>{liveScoreText(t, liveScore, initial)}</VisuallyHidden>}
        <span className="meta more">{t('sportsbook.event.markets', { count: live?.marketCount ?? initial.marketCount })}</span>
      </EventLink>
      <div className="markets">
        {columns.map((column) => {
          const market = columnMarket(initial, column);
          if (!market) return <div key={column.market} className="market" />;
          const marketStatus = store.market(market.id)?.status ?? market.status;
          const name = marketName(t, initial, market, view.formatLine);
          return (
            <div key={column.market} className="market" role="group" aria-label={name}>
              {market.outcomes.map((outcome) => {
                const labels = outcomeLabels(t, initial, market, outcome, view.formatLine);
                return (
                  <OddsButton
                    key={outcome.id}
                    eventId={initial.id}
                    marketId={market.id}
                    outcomeId={outcome.id}
                    label={labels.label}
                    shortLabel={headed ? labels.line : labels.short}
                    eventName={`${initial.home.name} – ${initial.away.name}`}
                    marketName={name}
                    pickName={labels.label}
                    marketStatus={marketStatus}
                    live={isLive}
                    initial={outcome}
                    view={view}
                  />
                );
              })}
            </div>
          );
        })}
      </div>
      {isLive && <RowTracker eventId={initial.id} sportId={initial.sportId} home={initial.home.name} away={initial.away.name} />}
    </Row>
  );
});

export type Item = { kind: 'header'; key: string; text: string; sportId: number } | { kind: 'event'; key: string; event: SportsbookEvent };

export type Grouping = 'league' | 'sport-league' | 'sport' | 'none';

/** Flattens events into header and row items, in the feed's order, grouped by (sport and) league, or by sport. */
export function groupItems(events: readonly SportsbookEvent[], grouping: Grouping, sportName: (sportId: number) => string): Item[] {
  const items: Item[] = [];
  let lastGroup = '';
  // A group can come back further down the list (the feed's order is by start time): each of its headers gets a key
  // of its own, or React, reconciling a list with two children of one key, left a previous list's header on screen.
  const headersOf = new Map<string, number>();
  for (const event of events) {
    if (grouping !== 'none') {
      const group = grouping === 'sport' ? `s${event.sportId}` : grouping === 'sport-league' ? `${event.sportId}:${event.league.id}` : String(event.league.id);
      if (group !== lastGroup) {
        lastGroup = group;
        const text =
          grouping === 'sport' ? sportName(event.sportId) : grouping === 'sport-league' ? `${sportName(event.sportId)} · ${event.league.country.name} · ${event.league.name}` : `${event.league.country.name} · ${event.league.name}`;
        const seen = headersOf.get(group) ?? 0;
        headersOf.set(group, seen + 1);
        items.push({ kind: 'header', key: seen === 0 ? `h:${group}` : `h:${group}#${seen}`, text, sportId: event.sportId });
      }
    }
    items.push({ kind: 'event', key: `e:${event.id}`, event });
  }
  return items;
}

export const ListBox = styled.section`
  position: relative;
  inline-size: 100%;
  border-radius: ${theme.radii[2]}px;
  overflow: hidden;
`;

const VirtualRows = lazy(() => import('./virtual-event-list.tsx'));

/** A long list's rows before they are measured: the room the server's page and the virtualiser keep for each. */
export const estimateItemSize = (item: Item) => (item.kind === 'header' ? 40 : 150);

/** Lists this short are rendered whole: virtualising them costs more than it saves. */
const virtualiseFrom = 30;
/**
 * A short list's rows in the first HTML and its hydration: three rows fill a 390 px phone's and a 1366 px desktop's
 * first screen below the carousel; the rest come after the page's load (§2 Speed: the first screen's DOM kept small).
 */
const firstScreenEvents = 4;

/**
 * Room kept for the rows not yet mounted, at the heights they have (measured at 390 and 1366 px, French and Arabic),
 * so their arrival moves nothing the player sees (§2 Speed: CLS at most 0.01).
 */
const RestOfList = styled.div`
  block-size: calc(var(--rows) * 162px + var(--headers) * 77px);
  @media (min-width: ${theme.breakpoints.tablet}) {
    block-size: calc(var(--rows) * 107px + var(--headers) * 52px);
  }
`;

/** How many of a short list's items after its first screen come in each idle moment (each step a layout of its own). */
const restItemsPerStep = 3;

/** How many items hold the first `eventCount` rows, their headers included. */
function lengthUpToEvent(items: readonly Item[], eventCount: number): number {
  let events = 0;
  for (const [index, item] of items.entries()) {
    if (item.kind === 'event') events += 1;
    if (events === eventCount) return index + 1;
  }
  return items.length;
}
/**
 * A long list's head, rendered whole, on the server too (§2 Speed): eleven rows and their headers, past a phone's first
 * two screens however the list is grouped, so the virtualiser is not asked for before the player scrolls (twelve items
 * were six rows under six headers in a sport's list grouped by league: its room came within a screen and the
 * virtualiser loaded with the page, 10 KB of first-load script).
 */
const longListHeadEvents = 11;

/** Where a list sits in its page's outline: the level of its group headings, and whether it is a landmark of its own. */
export interface ListPlace {
  /** 2 right under the page's title, 3 under a heading of level 2 (axe heading-order: no level skipped). */
  headingLevel?: 2 | 3;
  /** False inside a section named like the list: two regions of one name are not told apart (axe landmark-unique). */
  landmark?: boolean;
}

/** `columnLimit`: only the first columns of each sport's list layout (the live board shows the main market alone). */
export function EventList({ events, grouping, label, showLeague = false, columnLimit, headingLevel = 2, landmark = true }: { events: readonly SportsbookEvent[]; grouping: Grouping; label: string; showLeague?: boolean; columnLimit?: number } & ListPlace) {
  const view = usePriceView();
  const { t } = view;
  const items = useMemo(
    () =>
      groupItems(events, grouping, (sportId) => {
        const sport = sportOf(sportId);
        return sport ? t(sport.labelKey) : String(sportId);
      }),
    [events, grouping, t],
  );
  const firstScreen = lengthUpToEvent(items, firstScreenEvents);
  const rest = useShownInSteps(items.length < virtualiseFrom ? items.length - firstScreen : 0, restItemsPerStep);
  const virtualRows = useAfterFirstScreen({ whenIdle: false });
  const regionLabel = landmark ? label : undefined;
  const headed = grouping !== 'none';
  const render = (item: Item) =>
    item.kind === 'header' ? <GroupHeader text={item.text} sportId={item.sportId} t={t} columnLimit={columnLimit} level={headingLevel} /> : <EventRow event={item.event} showLeague={showLeague} view={view} headed={headed} columnLimit={columnLimit} />;
  if (items.length < virtualiseFrom) {
    const shown = firstScreen + rest.shown;
    const waiting = items.slice(shown);
    const waitingRows = waiting.filter((item) => item.kind === 'event').length;
    return (
      <ListBox aria-label={regionLabel}>
        {items.slice(0, shown).map((item) => (
          <div key={item.key}>{render(item)}</div>
        ))}
        {waiting.length > 0 && <RestOfList ref={rest.near} aria-hidden="true" style={{ '--rows': waitingRows, '--headers': waiting.length - waitingRows } as CSSProperties} />}
      </ListBox>
    );
  }
  // The virtualiser is its own chunk (about 10 KB gzip), loaded once the player scrolls towards the rows after the
  // list's head: the first load of a long list (the live board, the overview) never carries it (§2 Sportsbook "Speed":
  // first-load JS). Until then, and while it arrives, those rows' room is kept at their estimated heights, as the
  // virtualiser keeps it before it measures them.
  const headLength = lengthUpToEvent(items, longListHeadEvents);
  const head = items.slice(0, headLength);
  const tail = items.slice(headLength);
  const tailRoom = tail.reduce((sum, item) => sum + estimateItemSize(item), 0);
  return (
    <ListBox aria-label={regionLabel} data-virtual="true">
      {head.map((item) => (
        <div key={item.key}>{render(item)}</div>
      ))}
      {virtualRows.ready ? (
        <Suspense fallback={<div aria-hidden="true" style={{ blockSize: tailRoom }} />}>
          <VirtualRows items={tail} render={render} />
        </Suspense>
      ) : (
        <div ref={virtualRows.near} aria-hidden="true" style={{ blockSize: tailRoom }} />
      )}
    </ListBox>
  );
}

import styled from '@emotion/styled';
import { lazy, memo, Suspense, useMemo } from 'react';
import type { SportsbookEvent } from '../../api/sportsbook.ts';
import { theme } from '../../ui/theme.ts';
import { OddsButton, usePriceView, type PriceView } from './odds-button.tsx';
import { columnHeadings, columnMarket, listColumns, marketName, outcomeLabels, sportOf } from '../../engine/sportsbook/sportsbook-config.ts';
import { EventLink, LiveClock, useFormatStart } from './sportsbook-ui.tsx';
import { useLiveEvent } from '../../engine/sportsbook/use-live.ts';
import { liveConnection } from '../../engine/sportsbook/live-connection.ts';

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
  .score {
    font-variant-numeric: tabular-nums;
    font-weight: 700;
    color: ${theme.colors.primary};
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

function GroupHeader({ text, sportId, t }: { text: string; sportId: number; t: PriceView['t'] }) {
  const headings = columnHeadings(t, sportId);
  return (
    <Header>
      <h3>{text}</h3>
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

/** `headed`: the row stands under a group header naming its columns' picks, so its buttons show only price and line. */
export const EventRow = memo(function EventRow({ event: initial, showLeague, view, headed = false }: { event: SportsbookEvent; showLeague: boolean; view: PriceView; headed?: boolean }) {
  const { t } = view;
  const formatStart = useFormatStart();
  const live = useLiveEvent(initial.id);
  const store = liveConnection().store;
  const status = live?.status ?? initial.status;
  const score = live?.score ?? initial.score;
  const columns = listColumns(initial.sportId);
  const isLive = status === 'live';
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
        <span className="line">
          <span className="team" dir="auto">{initial.home.name}</span>
          {score && <span className="score">{score.home}</span>}
        </span>
        <span className="line">
          <span className="team" dir="auto">{initial.away.name}</span>
          {score && <span className="score">{score.away}</span>}
        </span>
        <span className="meta more">{t('sportsbook.event.markets', { count: live?.marketCount ?? initial.marketCount })}</span>
      </EventLink>
      <div className="markets">
        {columns.map((column) => {
          const market = columnMarket(initial, column);
          if (!market) return <div key={column.market} className="market" />;
          const marketStatus = store.market(market.id)?.status ?? market.status;
          const name = marketName(t, initial, market);
          return (
            <div key={column.market} className="market" role="group" aria-label={name}>
              {market.outcomes.map((outcome) => {
                const labels = outcomeLabels(t, initial, market, outcome);
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
    </Row>
  );
});

export type Item = { kind: 'header'; key: string; text: string; sportId: number } | { kind: 'event'; key: string; event: SportsbookEvent };

export type Grouping = 'league' | 'sport-league' | 'none';

/** Flattens events into header and row items, in the feed's order, grouped by (sport and) league. */
export function groupItems(events: readonly SportsbookEvent[], grouping: Grouping, sportName: (sportId: number) => string): Item[] {
  const items: Item[] = [];
  let lastGroup = '';
  for (const event of events) {
    if (grouping !== 'none') {
      const group = grouping === 'sport-league' ? `${event.sportId}:${event.league.id}` : String(event.league.id);
      if (group !== lastGroup) {
        lastGroup = group;
        const text = grouping === 'sport-league' ? `${sportName(event.sportId)} · ${event.league.country.name} · ${event.league.name}` : `${event.league.country.name} · ${event.league.name}`;
        items.push({ kind: 'header', key: `h:${group}`, text, sportId: event.sportId });
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

const VirtualEventList = lazy(() => import('./virtual-event-list.tsx'));

/** Lists this short are rendered whole: virtualising them costs more than it saves. */
const virtualiseFrom = 30;
/** A long list's first screen (headers and rows, phone or desktop), rendered whole, on the server too (§2 Speed). */
const firstScreenItems = 12;

export function EventList({ events, grouping, label, showLeague = false }: { events: readonly SportsbookEvent[]; grouping: Grouping; label: string; showLeague?: boolean }) {
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
  const headed = grouping !== 'none';
  const render = (item: Item) =>
    item.kind === 'header' ? <GroupHeader text={item.text} sportId={item.sportId} t={t} /> : <EventRow event={item.event} showLeague={showLeague} view={view} headed={headed} />;
  if (items.length < virtualiseFrom) {
    return (
      <ListBox aria-label={label}>
        {items.map((item) => (
          <div key={item.key}>{render(item)}</div>
        ))}
      </ListBox>
    );
  }
  // The virtualiser is its own chunk (about 10 KB gzip): the short lists of the landing page never load it (§2
  // Sportsbook "Speed": first-load JS). Until it arrives the list's head is shown as a short list.
  return (
    <Suspense
      fallback={
        <ListBox aria-label={label}>
          {items.slice(0, virtualiseFrom).map((item) => (
            <div key={item.key}>{render(item)}</div>
          ))}
        </ListBox>
      }
    >
      <VirtualEventList head={items.slice(0, firstScreenItems)} items={items.slice(firstScreenItems)} label={label} render={render} />
    </Suspense>
  );
}

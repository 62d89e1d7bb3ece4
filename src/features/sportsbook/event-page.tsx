import styled from '@emotion/styled';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { proxy, useSnapshot } from 'valtio';
import { useQuery } from '@tanstack/react-query';
import type { SportsbookEvent, SportsbookMarket } from '../../api/sportsbook.ts';
import { eventIdOf, eventQuery, unknownEvent } from './event-data.ts';
import { href } from '../../engine/hrefs.ts';
import { useRouteParams } from '../../engine/route-handle.ts';
import { persistStore } from '../../stores/persist.ts';
import { theme } from '../../ui/theme.ts';
import { DisclosureButton } from '../../ui/primitives/disclosure.tsx';
import { TabPanel, Tabs } from '../../ui/primitives/tabs.tsx';
import { OddsButton, usePriceView, type PriceView } from './odds-button.tsx';
import { PriceAnnouncer, activateAnnouncer } from './price-announcer.tsx';
import { marketColumns, marketGroups, marketName, outcomeLabels, periodName, sportOf } from '../../engine/sportsbook/sportsbook-config.ts';
import { Link, LiveClock, LiveNotice, Muted, Page, SportsbookMessage, useFormatStart } from './sportsbook-ui.tsx';
import { useLiveEvent, useLiveTopics, useSeedLive } from '../../engine/sportsbook/use-live.ts';
import { liveConnection } from '../../engine/sportsbook/live-connection.ts';
import { preloadDockedSlip, SlipDock } from '../betslip/index.ts';
import { EventTracker } from './tracker/event-tracker.tsx';
import { offersBuilder } from '../../engine/sportsbook/bet-builder.ts';
import { betslipBuilderStore } from '../../stores/betslip-builder.ts';
import { Button } from '../../ui/primitives/button.tsx';
import { withAreas } from '../../i18n/index.ts';

// The "Build a bet" mode loads when the player opens it (§2 Speed: the event page's first load).
const loadBetBuilder = withAreas(() => import('./bet-builder.tsx'), ['betslip', 'sport', 'sportsbook', 'odds']);
const BetBuilder = lazy(() => loadBetBuilder().then((module) => ({ default: module.BetBuilder })));

// §2 event/line/{eventID} and event/live/{eventID}: every market of the event in tabs (the sport's market groups,
// config/sportsbook) of collapsible markets, a scoreboard and clock when live; the route hides the footer (§2).

/** Which tab is open and which market types the player folded, remembered on this device (§2 Sportsbook). */
const marketViewStore = proxy({ tab: '' as string, folded: [] as string[] });
let persisting = false;
function startMarketViewPersistence() {
  if (persisting) return;
  persisting = true;
  persistStore(marketViewStore, { key: 'sportsbookMarketView', version: 1 });
}

const Scoreboard = styled.section`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto minmax(0, 1fr);
  align-items: center;
  gap: ${theme.space[3]}px;
  padding: ${theme.space[4]}px;
  border-radius: ${theme.radii[2]}px;
  background: ${theme.colors.surface};
  text-align: center;
  h1 {
    grid-column: 1 / -1;
    margin: 0;
    font-size: ${theme.fontSizes[3]}px;
  }
  .team {
    overflow-wrap: anywhere;
    font-weight: 600;
  }
  /* Each side's figure sits beside its team in the page's direction: forcing the score left to right put the home
     team's goals beside the away team in Arabic, showing the wrong side leading (§1 Languages, mirrored layout). */
  .score {
    display: inline-flex;
    gap: 0.3em;
    font-size: ${theme.fontSizes[5]}px;
    font-weight: 700;
    font-variant-numeric: tabular-nums;
    color: ${theme.colors.primary};
    unicode-bidi: isolate;
  }
  .meta {
    grid-column: 1 / -1;
    color: ${theme.colors.textMuted};
    font-size: ${theme.fontSizes[1]}px;
  }
  table {
    grid-column: 1 / -1;
    justify-self: center;
    border-collapse: collapse;
    font-size: ${theme.fontSizes[0]}px;
    font-variant-numeric: tabular-nums;
  }
  th,
  td {
    padding: 2px ${theme.space[2]}px;
  }
`;

const MarketBox = styled.section`
  border-radius: ${theme.radii[2]}px;
  background: ${theme.colors.surface};
  margin-block-end: ${theme.space[2]}px;
  h2 {
    margin: 0;
    font-size: ${theme.fontSizes[1]}px;
  }
  .outcomes {
    display: grid;
    gap: ${theme.space[1]}px;
    padding: 0 ${theme.space[3]}px ${theme.space[3]}px;
  }
`;

function Market({ event, market, live, view }: { event: SportsbookEvent; market: SportsbookMarket; live: boolean; view: PriceView }) {
  const { t } = view;
  const { folded } = useSnapshot(marketViewStore);
  const open = !folded.includes(market.type);
  const status = liveConnection().store.market(market.id)?.status ?? market.status;
  const name = marketName(t, event, market, view.formatLine);
  const bodyId = `market-${market.id}`;
  const toggle = () => {
    const index = marketViewStore.folded.indexOf(market.type);
    if (index >= 0) marketViewStore.folded.splice(index, 1);
    else marketViewStore.folded.push(market.type);
  };
  return (
    <MarketBox aria-label={name} data-testid="market">
      <h2>
        <DisclosureButton expanded={open} controls={bodyId} onClick={toggle}>
          {name}
        </DisclosureButton>
      </h2>
      {open && (
        <div id={bodyId} className="outcomes" style={{ gridTemplateColumns: `repeat(${marketColumns(market.type)}, minmax(0, 1fr))` }}>
          {market.outcomes.map((outcome) => {
            const labels = outcomeLabels(t, event, market, outcome, view.formatLine);
            return <OddsButton key={outcome.id} eventId={event.id} marketId={market.id} outcomeId={outcome.id} label={`${name}: ${labels.label}`} shortLabel={labels.label} eventName={`${event.home.name} – ${event.away.name}`} marketName={name} pickName={labels.label} marketStatus={status} live={live} initial={outcome} view={view} />;
          })}
        </div>
      )}
    </MarketBox>
  );
}

function EventView({ event: initial, seq }: { event: SportsbookEvent; seq: number }) {
  const { t } = useTranslation();
  const priceView = usePriceView();
  const formatStart = useFormatStart();
  const answer = useMemo(() => ({ seq, events: [initial] }), [seq, initial]);
  useSeedLive(answer);
  useLiveTopics([`event:${initial.id}`], null);
  useEffect(() => activateAnnouncer(), []);
  useEffect(() => startMarketViewPersistence(), []);
  const live = useLiveEvent(initial.id, initial);
  const { tab } = useSnapshot(marketViewStore);
  const status = live?.status ?? initial.status;
  const score = live?.score ?? initial.score;
  const groups = marketGroups(t, initial, initial.markets);
  const active = groups.find((group) => group.id === tab) ?? groups[0];
  const sport = sportOf(initial.sportId);
  const isLive = status === 'live';
  // docs/product.md §5 "Bet builder": "Build a bet" beside the market tabs, open at once when this match's builder has picks.
  const builderOffered = offersBuilder({ sportId: initial.sportId, status });
  const [building, setBuilding] = useState(() => betslipBuilderStore.eventId === initial.id && betslipBuilderStore.legs.length > 0);
  return (
    <Page>
      <nav aria-label={t('sportsbook.breadcrumb')}>
        <Link to={isLive ? href('sportsbook-tourneys-live', { activeSport: initial.sportId }, { league: initial.league.slug }) : href('sportsbook-tourneys', { activeSport: initial.sportId }, { league: initial.league.slug })}>
          {sport ? t(sport.labelKey) : ''} · {initial.league.name}
        </Link>
      </nav>
      <Scoreboard aria-label={t('sportsbook.event.scoreboard')} data-testid="scoreboard">
        {/* Each name isolated: a Latin name's final period stays at its end in Arabic (§1 Languages). */}
        <h1>
          <bdi>{initial.home.name}</bdi> – <bdi>{initial.away.name}</bdi>
        </h1>
        <span className="team" dir="auto" data-testid="team-home">
          {initial.home.name}
        </span>
        <span className="score" data-testid="score">
          {score ? (
            <>
              <span data-testid="score-home">{score.home}</span> <span>:</span> <span data-testid="score-away">{score.away}</span>
            </>
          ) : (
            '–'
          )}
        </span>
        <span className="team" dir="auto" data-testid="team-away">
          {initial.away.name}
        </span>
        <span className="meta">
          {isLive ? (
            <>
              {t('sportsbook.live.badge')} · <LiveClock clock={live?.clock ?? initial.clock} phase={live?.phase ?? initial.phase} />
            </>
          ) : status === 'ended' ? (
            t('sportsbook.event.ended')
          ) : (
            <time dateTime={initial.startAt}>{formatStart(initial.startAt)}</time>
          )}
        </span>
        {score && score.periods.length > 0 && (
          <table>
            <caption className="meta">{t('sportsbook.event.periods')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('sportsbook.event.period')}</th>
                <th scope="col">
                  <bdi>{initial.home.name}</bdi>
                </th>
                <th scope="col">
                  <bdi>{initial.away.name}</bdi>
                </th>
              </tr>
            </thead>
            <tbody>
              {score.periods.map((period) => (
                <tr key={period.period}>
                  <th scope="row">{periodName(t, period.period)}</th>
                  <td>{period.home}</td>
                  <td>{period.away}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </Scoreboard>
      {isLive && sport?.tracker && <EventTracker eventId={initial.id} home={initial.home.name} away={initial.away.name} />}
      <LiveNotice />
      <PriceAnnouncer />
      {status === 'ended' && <Muted role="status">{t('sportsbook.event.endedNotice')}</Muted>}
      {groups.length === 0 ? (
        <Muted>{t('sportsbook.event.noMarkets')}</Muted>
      ) : (
        <>
          {builderOffered && (
            <Button variant={building && builderOffered ? 'primary' : 'secondary'} aria-pressed={building} onClick={() => setBuilding(!building)} data-testid="build-a-bet">
              {t('sportsbook.event.buildABet')}
            </Button>
          )}
          {building && builderOffered ? (
            <Suspense fallback={<LoadingText />}>
              <BetBuilder event={initial} />
            </Suspense>
          ) : (
            <>
              <Tabs label={t('sportsbook.event.groups')} idPrefix="markets" tabs={groups} selected={active.id} onSelect={(id) => (marketViewStore.tab = id)} />
              <TabPanel idPrefix="markets" selected={active.id}>
                {active.markets.map((market) => (
                  <Market key={market.id} event={initial} market={market} live={isLive} view={priceView} />
                ))}
              </TabPanel>
            </>
          )}
        </>
      )}
    </Page>
  );
}

/** A desktop's docked slip is on the first screen: its chunk comes before the screen renders (src/features/betslip/slip-dock.tsx). */
export const preload = preloadDockedSlip;

export default function EventPage() {
  const { eventID } = useRouteParams();
  const id = eventIdOf(eventID);
  const query = useQuery(eventQuery(id));
  // The page's head (its SportsEvent, its 404) is the route's data's to say (event-data.ts).
  const notFound = id === 0 || unknownEvent(query.error);
  if (notFound) return <UnknownEvent />;
  if (query.isError) return null; // said once, by the page's notice with its cause and retry (§8)
  if (!query.data) return (
      <Muted role="status">
        <LoadingText />
      </Muted>
    );
  // A finished event whose markets are settled: nothing left to bet on; the result and ways on.
  if (query.data.event.status === 'ended' && query.data.event.markets.every((market) => market.status === 'settled' || market.status === 'closed')) {
    const event = query.data.event;
    return (
      <SportsbookMessage titleKey="sportsbook.event.finishedTitle" messageKey="sportsbook.event.finishedMessage">
        <p data-testid="final-score">
          {event.home.name} {event.score ? `${event.score.home} : ${event.score.away}` : ''} {event.away.name}
        </p>
      </SportsbookMessage>
    );
  }
  // docs/product.md §5 Bet slip: the event page carries the slip like the list pages (docked, or a bottom sheet on a phone).
  return (
    <SlipDock>
      <EventView key={query.data.event.id} event={query.data.event} seq={query.data.seq} />
    </SlipDock>
  );
}

/** An unknown event: the not-found message, and a 404 from the site's server (§2 Player journey). */
function UnknownEvent() {
  return <SportsbookMessage titleKey="sportsbook.event.notFoundTitle" messageKey="sportsbook.event.notFoundMessage" />;
}

function LoadingText() {
  const { t } = useTranslation();
  return <>{t('sportsbook.loading')}</>;
}

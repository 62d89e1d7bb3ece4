import styled from '@emotion/styled';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useListSportsbookResults, useListSportsbookSports, type SportsbookEvent } from '../../api/sportsbook.ts';
import { href } from '../../engine/hrefs.ts';
import { useRouteParams } from '../../engine/route-handle.ts';
import { ButtonLink } from '../../ui/primitives/link.tsx';
import { theme } from '../../ui/theme.ts';
import { VisuallyHidden } from '../../ui/primitives/visually-hidden.tsx';
import { drawnNearScreen } from '../../ui/offscreen.ts';
import { LiveEvents, PrematchEvents, SectionSportsBar, defaultSport } from './event-sections.tsx';
import { orderedSports, sportOf } from '../../engine/sportsbook/sportsbook-config.ts';
import { SlideCarousel } from '../slides/index.ts';
import { preloadDockedSlip, SlipDock } from '../betslip/index.ts';
import { daysBoundsQuery, marketToday } from './market-days.ts';
import { PrematchFilters, usePrematchFilters } from './prematch-filters.tsx';
import { SportDirectory } from './sport-directory.tsx';
import { feedOffersNone, listQuery } from './feed-offers-none.ts';
import { EventLink, LiveNotice, Muted, Page, PageSection, PageTitle, SectionTitle, SportsBar, SportsBarPlaceholder, SportsbookNotFound, filterField, useFormatStart } from './sportsbook-ui.tsx';
import { LiveTrackersToggle } from './tracker/live-list-trackers.tsx';

// §2 "A sport page takes a section-name parameter: Sport, Overview, Results, Home, Live" (/sport/{section}).

const SectionHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space[2]}px;
`;

// Its words wrap inside the button rather than push the page sideways: at 320 px "Tous les matchs en direct (44)" on
// one line was 14 px wider than the screen (§2 Sportsbook, reflow).
// The home's upcoming matches come after its live ones and the directory, screens below the first (§2 Speed).
const LaterSection = styled(PageSection)(drawnNearScreen(2400));

const AllLiveLink = styled(ButtonLink)({ whiteSpace: 'normal', maxInlineSize: '100%', textAlign: 'center' });

function HomePage() {
  const { t } = useTranslation();
  const sports = useListSportsbookSports();
  const liveCount = (sports.data?.items ?? []).reduce((sum, sport) => sum + sport.liveCount, 0);
  const entries = (sports.data?.items ?? []).filter((sport) => sport.prematchCount + sport.liveCount > 0).map((sport) => ({ id: sport.id, count: sport.prematchCount + sport.liveCount, to: href('sportsbook-type', { type: 'prematch', activeSport: sport.id }) }));
  return (
    <Page>
      <PageTitle>{t('sportsbook.home.title')}</PageTitle>
      <SlideCarousel place="sport" />
      {entries.length > 0 ? <SportsBar label={t('sportsbook.bars.sports')} entries={entries} /> : sports.isPending && <SportsBarPlaceholder aria-hidden="true" />}
      <LiveNotice />
      <PageSection aria-labelledby="home-live">
        <SectionHead>
          <SectionTitle id="home-live">{t('sportsbook.home.liveNow')}</SectionTitle>
          {/* §2 Sportsbook: at 390 px a player reaches any live event in two taps: this link, then the event. */}
          <AllLiveLink variant="secondary" to={href('sport-page', { section: 'Live' })}>
            {t('sportsbook.home.allLive', { count: liveCount })}
          </AllLiveLink>
        </SectionHead>
        <LiveEvents sport={0} grouping="sport-league" label={t('sportsbook.home.liveNow')} limit={10} headingLevel={3} landmark={false} />
      </PageSection>
      <SportDirectory />
      <LaterSection aria-labelledby="home-upcoming">
        <SectionTitle id="home-upcoming">{t('sportsbook.home.upcoming')}</SectionTitle>
        <PrematchEvents sport={0} grouping="sport-league" label={t('sportsbook.home.upcoming')} limit={10} headingLevel={3} landmark={false} />
      </LaterSection>
    </Page>
  );
}

function LivePage({ overview }: { overview: boolean }) {
  const { t } = useTranslation();
  const title = t(overview ? 'sportsbook.overview.title' : 'sportsbook.live.title');
  return (
    <Page>
      <PageTitle>{title}</PageTitle>
      <SectionSportsBar section="live" />
      <LiveNotice />
      {!overview && <LiveTrackersToggle />}
      {/* §2 Sportsbook: Overview is the live board (every live event, its main market, by sport); Live lists by league.
          The board's sport headings sit under its own heading, for screen readers (h1, h2, h3: no level skipped). */}
      {overview && <VisuallyHidden as="h2">{t('sportsbook.overview.board')}</VisuallyHidden>}
      <LiveEvents sport={0} grouping="sport-league" label={title} board={overview} headingLevel={overview ? 3 : 2} />
    </Page>
  );
}

function PrematchBySportPage() {
  const { t } = useTranslation();
  const sport = sportOf(defaultSport.prematch);
  const title = t('sportsbook.prematch.title');
  const filter = usePrematchFilters(defaultSport.prematch);
  return (
    <Page>
      <PageTitle>{title}</PageTitle>
      <SectionSportsBar section="prematch" />
      <LiveNotice />
      {sport && <SectionTitle>{t(sport.labelKey)}</SectionTitle>}
      <PrematchFilters filter={filter} />
      <PrematchEvents
        sport={defaultSport.prematch}
        league={filter.league?.id}
        bounds={filter.bounds}
        grouping="league"
        label={title}
        emptyKey={filter.active ? 'sportsbook.filters.none' : undefined}
        headingLevel={sport ? 3 : 2}
      />
    </Page>
  );
}

const Filters = styled.form`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[3]}px;
  align-items: end;
  label {
    ${filterField.label};
    flex-direction: column;
    gap: ${theme.space[1]}px;
  }
  input,
  select {
    ${filterField.control};
  }
`;

const ResultList = styled.ul`
  display: flex;
  flex-direction: column;
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: grid;
    grid-template-columns: minmax(0, 1fr) auto;
    gap: ${theme.space[2]}px;
    padding: ${theme.space[2]}px ${theme.space[3]}px;
    border-block-end: 1px solid ${theme.colors.border};
    background: ${theme.colors.surface};
  }
  .meta {
    font-size: ${theme.fontSizes[0]}px;
    color: ${theme.colors.textMuted};
  }
  .score {
    font-weight: 700;
    font-variant-numeric: tabular-nums;
    align-self: center;
  }
`;

function ResultsPage() {
  const { t } = useTranslation();
  const formatStart = useFormatStart();
  const [day, setDay] = useState(marketToday);
  const [sport, setSport] = useState(0);
  const bounds = useMemo(() => (/^\d{4}-\d{2}-\d{2}$/.test(day) ? daysBoundsQuery(day) : daysBoundsQuery(marketToday())), [day]);
  const results = useListSportsbookResults({ ...bounds, ...(sport ? { sport } : {}), limit: 200 }, { query: listQuery });
  const counts = new Map((results.data?.sports ?? []).map((entry) => [entry.sportId, entry.count]));
  const title = t('sportsbook.results.title');
  return (
    <Page>
      <PageTitle>{title}</PageTitle>
      <Filters onSubmit={(event) => event.preventDefault()} aria-label={t('sportsbook.results.filters')}>
        <label>
          {t('sportsbook.results.date')}
          <input type="date" value={day} max={marketToday()} onChange={(event) => setDay(event.target.value)} />
        </label>
        <label>
          {t('sportsbook.results.sport')}
          <select value={sport} onChange={(event) => setSport(Number(event.target.value))}>
            <option value={0}>{t('sportsbook.results.allSports')}</option>
            {orderedSports.map((entry) => (
              <option key={entry.id} value={entry.id}>
                {t(entry.labelKey)}
                {counts.has(entry.id) ? ` (${counts.get(entry.id)})` : ''}
              </option>
            ))}
          </select>
        </label>
      </Filters>
      {feedOffersNone(results.error) ? (
        <Muted>{t('sportsbook.empty.results')}</Muted>
      ) : results.isError ? (
        null // said once, by the page's notice with its cause and retry (§8)
      ) : !results.data ? (
        <Muted role="status">{t('sportsbook.loading')}</Muted>
      ) : results.data.items.length === 0 ? (
        <Muted>{t('sportsbook.empty.results')}</Muted>
      ) : (
        <ResultList aria-label={title}>
          {results.data.items.map((event: SportsbookEvent) => (
            <li key={event.id} data-testid="result-row">
              <div>
                <div className="meta">
                  <time dateTime={event.startAt}>{formatStart(event.startAt)}</time> · {sportOf(event.sportId) ? t(sportOf(event.sportId)!.labelKey) : ''} · {event.league.name}
                </div>
                <EventLink event={event}>
                  <bdi>{event.home.name}</bdi> – <bdi>{event.away.name}</bdi>
                </EventLink>
              </div>
              <span className="score" aria-label={t('sportsbook.results.score', { home: event.score?.home ?? '–', away: event.score?.away ?? '–' })}>
                {event.score ? `${event.score.home} : ${event.score.away}` : '–'}
              </span>
            </li>
          ))}
        </ResultList>
      )}
    </Page>
  );
}

/**
 * /sport/{section}: the route only matches the five §2 section names; anything else is the not-found page. Every
 * section that shows a price carries the bet slip (docs/product.md §5 Bet slip: a column on a desktop, a bar and a
 * sheet on a phone); Results shows none.
 */
/** A desktop's docked slip is on the first screen: its chunk comes before the screen renders (src/features/betslip/slip-dock.tsx). */
export const preload = preloadDockedSlip;

export default function SportSectionPage() {
  const { section } = useRouteParams();
  switch (section) {
    case 'Home':
      return (
        <SlipDock>
          <HomePage />
        </SlipDock>
      );
    case 'Live':
      return (
        <SlipDock>
          <LivePage overview={false} />
        </SlipDock>
      );
    case 'Overview':
      return (
        <SlipDock>
          <LivePage overview />
        </SlipDock>
      );
    case 'Sport':
      return (
        <SlipDock>
          <PrematchBySportPage />
        </SlipDock>
      );
    case 'Results':
      return <ResultsPage />;
    default:
      return <SportsbookNotFound />;
  }
}

import styled from '@emotion/styled';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useListSportsbookLeagues, useListSportsbookSports, type SportsbookLeague } from '../../api/sportsbook.ts';
import { href } from '../../engine/hrefs.ts';
import { useCurrentRoute, useRouteParams } from '../../engine/route-handle.ts';
import { theme } from '../../ui/theme.ts';
import { preloadDockedSlip, SlipDock } from '../betslip/index.ts';
import { LiveEvents, PrematchEvents, SectionSportsBar } from './event-sections.tsx';
import { PrematchFilters, usePrematchFilters } from './prematch-filters.tsx';
import { orderedSports, parseSportParam, sportOf } from '../../engine/sportsbook/sportsbook-config.ts';
import { Link, LinkGrid, LiveNotice, Muted, Page, PageTitle, SectionTitle, SportsbookNotFound } from './sportsbook-ui.tsx';
import { feedOffersNone, listQuery } from './feed-offers-none.ts';

// §2 Sportsbook: /sportsbook/{type}/{activeSport} (prematch, live, top-tourneys), /sportsbook/tourneys/{activeSport}
// and /sportsbook/tourneys/live/{activeSport} (a league with ?league=<slug>), /sportsbook/all-sports.

const List = styled(LinkGrid)`
  /* A name is never cut ("Foo…" named no sport beside the docked slip at 1366 px in French): the counts go under it
     when the two do not fit on one line. */
  a {
    flex-wrap: wrap;
    justify-content: space-between;
    align-items: center;
    gap: 0 ${theme.space[2]}px;
  }
  .name {
    min-inline-size: 0;
    overflow-wrap: anywhere;
  }
  .counts {
    flex: none;
    font-size: ${theme.fontSizes[0]}px;
    color: ${theme.colors.textMuted};
    font-variant-numeric: tabular-nums;
  }
`;

function useSportName(): (id: number) => string {
  const { t } = useTranslation();
  return (id) => {
    const sport = sportOf(id);
    return sport ? t(sport.labelKey) : '';
  };
}

function PrematchPage({ sport }: { sport: number }) {
  const { t } = useTranslation();
  const sportName = useSportName();
  const title = `${t('sportsbook.prematch.title')} · ${sportName(sport)}`;
  const filter = usePrematchFilters(sport);
  return (
    <Page>
      <PageTitle>{title}</PageTitle>
      <SectionSportsBar section="prematch" />
      <LiveNotice />
      <PrematchFilters filter={filter} />
      <PrematchEvents sport={sport} league={filter.league?.id} bounds={filter.bounds} grouping="league" label={title} emptyKey={filter.active ? 'sportsbook.filters.none' : undefined} />
    </Page>
  );
}

function LiveSportPage({ sport }: { sport: number }) {
  const { t } = useTranslation();
  const sportName = useSportName();
  const title = `${t('sportsbook.live.title')} · ${sportName(sport)}`;
  return (
    <Page>
      <PageTitle>{title}</PageTitle>
      <SectionSportsBar section="live" />
      <LiveNotice />
      <LiveEvents sport={sport} grouping="league" label={title} />
    </Page>
  );
}

function LeagueLinks({ leagues, live }: { leagues: readonly SportsbookLeague[]; live: boolean }) {
  const { t } = useTranslation();
  return (
    <List>
      {leagues.map((league) => (
        <li key={league.id}>
          <Link to={live ? href('sportsbook-tourneys-live', { activeSport: league.sportId }, { league: league.slug }) : href('sportsbook-tourneys', { activeSport: league.sportId }, { league: league.slug })}>
            <span className="name">
              {league.name} <span className="counts">· {league.country.name}</span>
            </span>
            <span className="counts">{live ? t('sportsbook.counts.live', { count: league.liveCount }) : t('sportsbook.counts.prematch', { count: league.prematchCount })}</span>
          </Link>
        </li>
      ))}
    </List>
  );
}

function TopTourneysPage({ sport }: { sport: number }) {
  const { t } = useTranslation();
  const sportName = useSportName();
  const leagues = useListSportsbookLeagues({ top: 'true', ...(sport ? { sport } : {}) }, { query: listQuery });
  const title = sport ? `${t('sportsbook.topTourneys.title')} · ${sportName(sport)}` : t('sportsbook.topTourneys.title');
  const bySport = orderedSports.map((entry) => ({ sport: entry, leagues: (leagues.data?.items ?? []).filter((league) => league.sportId === entry.id) })).filter((group) => group.leagues.length > 0);
  return (
    <Page>
      <PageTitle>{title}</PageTitle>
      {feedOffersNone(leagues.error) ? (
        <Muted>{t('sportsbook.empty.leagues')}</Muted>
      ) : leagues.isError ? (
        null // said once, by the page's notice with its cause and retry (§8)
      ) : !leagues.data ? (
        <Muted role="status">{t('sportsbook.loading')}</Muted>
      ) : bySport.length === 0 ? (
        <Muted>{t('sportsbook.empty.leagues')}</Muted>
      ) : (
        bySport.map((group) => (
          <section key={group.sport.id} aria-labelledby={`top-${group.sport.id}`}>
            <SectionTitle id={`top-${group.sport.id}`}>{t(group.sport.labelKey)}</SectionTitle>
            <LeagueLinks leagues={group.leagues} live={false} />
          </section>
        ))
      )}
    </Page>
  );
}

/** A sport's leagues (prematch or live), or with ?league=<slug> that league's events; an unknown slug is not found. */
function TourneysPage({ sport, live }: { sport: number; live: boolean }) {
  const { t } = useTranslation();
  const sportName = useSportName();
  const [search] = useSearchParams();
  const slug = search.get('league');
  const leagues = useListSportsbookLeagues({ sport, ...(live ? { section: 'live' as const } : {}) }, { query: listQuery });
  if (feedOffersNone(leagues.error)) return slug === null ? <Muted>{t('sportsbook.empty.leagues')}</Muted> : <SportsbookNotFound />;
  if (leagues.isError) return null; // said once, by the page's notice with its cause and retry (§8)
  if (!leagues.data) return <Muted role="status">{t('sportsbook.loading')}</Muted>;
  const sectionTitle = t(live ? 'sportsbook.tourneys.liveTitle' : 'sportsbook.tourneys.title');
  if (slug !== null) {
    const league = leagues.data.items.find((entry) => entry.slug === slug);
    if (!league) return <SportsbookNotFound />;
    const title = `${league.name} · ${league.country.name}`;
    return (
      <Page>
        <nav aria-label={t('sportsbook.breadcrumb')}>
          <Link to={live ? href('sportsbook-tourneys-live', { activeSport: sport }) : href('sportsbook-tourneys', { activeSport: sport })}>
            {sectionTitle} · {sportName(sport)}
          </Link>
        </nav>
        <PageTitle>{title}</PageTitle>
        <LiveNotice />
        {live ? <LiveEvents sport={sport} league={league.id} grouping="none" label={title} /> : <PrematchEvents sport={sport} league={league.id} grouping="none" label={title} />}
      </Page>
    );
  }
  const title = `${sectionTitle} · ${sportName(sport)}`;
  const shown = leagues.data.items.filter((league) => (live ? league.liveCount > 0 : league.prematchCount > 0));
  return (
    <Page>
      <PageTitle>{title}</PageTitle>
      {shown.length === 0 ? <Muted>{t('sportsbook.empty.leagues')}</Muted> : <LeagueLinks leagues={shown} live={live} />}
    </Page>
  );
}

function AllSportsPage() {
  const { t } = useTranslation();
  const sports = useListSportsbookSports();
  const counts = new Map((sports.data?.items ?? []).map((sport) => [sport.id, sport]));
  const title = t('sportsbook.allSports.title');
  return (
    <Page>
      <PageTitle>{title}</PageTitle>
      <List aria-label={title}>
        {orderedSports.map((sport) => {
          const count = counts.get(sport.id);
          return (
            <li key={sport.id} data-testid="all-sports-entry">
              <Link to={href('sportsbook-type', { type: 'prematch', activeSport: sport.id })}>
                <span className="name">{t(sport.labelKey)}</span>
                {count && (
                  <span className="counts">
                    {t('sportsbook.counts.prematch', { count: count.prematchCount })} · {t('sportsbook.counts.live', { count: count.liveCount })}
                  </span>
                )}
              </Link>
            </li>
          );
        })}
      </List>
    </Page>
  );
}

// docs/product.md §5 Bet slip: every sportsbook page carries the slip (docked on a desktop, a bottom sheet on a phone).
/** A desktop's docked slip is on the first screen: its chunk comes before the screen renders (src/features/betslip/slip-dock.tsx). */
export const preload = preloadDockedSlip;

export default function SportsbookPage() {
  return (
    <SlipDock>
      <SportsbookScreen />
    </SlipDock>
  );
}

function SportsbookScreen() {
  const route = useCurrentRoute();
  const params = useRouteParams();
  switch (route?.routeId) {
    case 'sportsbook':
    case 'sportsbook-all-sports':
      return <AllSportsPage />;
    case 'sportsbook-tourneys':
    case 'sportsbook-tourneys-live': {
      const sport = parseSportParam(params.activeSport, false);
      if (sport === null) return <SportsbookNotFound />;
      return <TourneysPage key={`${route.routeId}:${sport}`} sport={sport} live={route.routeId === 'sportsbook-tourneys-live'} />;
    }
    case 'sportsbook-type': {
      const type = params.type;
      const sport = parseSportParam(params.activeSport, type === 'top-tourneys');
      if (sport === null) return <SportsbookNotFound />;
      if (type === 'prematch') return <PrematchPage key={sport} sport={sport} />;
      if (type === 'live') return <LiveSportPage key={sport} sport={sport} />;
      if (type === 'top-tourneys') return <TopTourneysPage sport={sport} />;
      return <SportsbookNotFound />;
    }
    default:
      return <SportsbookNotFound />;
  }
}

import styled from '@emotion/styled';
import { useDeferredValue, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useSearchParams } from 'react-router';
import { href } from '../../engine/hrefs.ts';
import { useCurrentRoute, useRouteParams } from '../../engine/route-handle.ts';
import { theme } from '../../ui/theme.ts';
import { GameGrid } from './game-grid.tsx';
import { FreeSpinsBanner } from './free-spins-banner.tsx';
import { Jackpots } from './jackpots.tsx';
import { filterGames, liveTabs, listParam, producersOf, slotTabs, type LobbySection } from './lobby-filters.ts';
import { RecentlyPlayed } from './recently-played.tsx';
import { useFavourites } from './use-favourites.ts';
import { preloadGameLists, useGameLists } from './use-game-lists.ts';

export const Page = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[4]}px;
  padding: ${theme.space[4]}px;
  color: ${theme.colors.text};
  h1 {
    margin: 0;
    font-size: ${theme.fontSizes[5]}px;
  }
`;

const SectionNav = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[2]}px;
  a {
    padding: ${theme.space[2]}px ${theme.space[3]}px;
    border-radius: ${theme.radii[4]}px;
    background: ${theme.colors.surface};
    color: ${theme.colors.text};
    text-decoration: none;
    font-weight: 600;
  }
  a[aria-current='page'],
  a.active {
    background: ${theme.colors.primary};
    color: ${theme.colors.primaryText};
  }
`;

const Tabs = styled.ul`
  display: flex;
  gap: ${theme.space[2]}px;
  margin: 0;
  padding: 0 0 ${theme.space[1]}px;
  list-style: none;
  overflow-x: auto;
  a {
    display: inline-block;
    white-space: nowrap;
    padding: ${theme.space[1]}px ${theme.space[3]}px;
    border-radius: ${theme.radii[4]}px;
    border: 1px solid ${theme.colors.border};
    color: ${theme.colors.text};
    text-decoration: none;
  }
  a[aria-current='true'] {
    background: ${theme.colors.surfaceRaised};
    border-color: ${theme.colors.primary};
  }
`;

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space[3]}px;
  select {
    min-block-size: 44px;
    padding: 0 ${theme.space[2]}px;
    border-radius: ${theme.radii[2]}px;
    border: 1px solid ${theme.colors.controlBorder};
    background: ${theme.colors.inputBackground};
    color: ${theme.colors.text};
  }
  a {
    color: ${theme.colors.link};
  }
`;

const Status = styled.p`
  margin: 0;
  color: ${theme.colors.textMuted};
`;

/** Which lobby a route shows: /slots/casino, /slots/all, /slots/live-casino, /slots/{sectionId}/{id}, /slots/{gameType}. */
export function lobbyOf(routeId: string | undefined, params: Record<string, string | undefined>): { section: LobbySection; category?: string } {
  switch (routeId) {
    case 'slots-all':
      return { section: 'all' };
    case 'slots-live-casino':
      return { section: 'live-casino' };
    case 'slots-section':
      return { section: (params.sectionId as LobbySection | undefined) ?? 'casino', category: params.id };
    case 'slots-game-type':
      return { section: 'all', category: params.gameType };
    default:
      return { section: 'casino' };
  }
}

const sectionRoutes = { casino: 'slots-casino', all: 'slots-all', 'live-casino': 'slots-live-casino' } as const;

/** The engine calls it when this chunk arrives: the game lists are requested before the lobby first renders. */
export const preload = preloadGameLists;

/** The slots and live-casino lobbies (§2): jackpots, recently played, tabs, provider filter, the virtualised grid. */
export default function LobbyPage() {
  const { t } = useTranslation();
  const route = useCurrentRoute();
  const params = useRouteParams();
  const [searchParams, setSearchParams] = useSearchParams();
  const { section, category } = lobbyOf(route?.routeId, params);
  const { games: arrivedGames, errorMessage, isLoading } = useGameLists();
  // The lists arrive one provider at a time (4 019 games in all); deferred, each arrival is filtered and rendered in
  // an interruptible background render, in small slices, instead of one long task that blocks taps and typing.
  const games = useDeferredValue(arrivedGames);
  const listsPending = isLoading || games !== arrivedGames;
  const { favourites, toggle } = useFavourites();

  const categories = useMemo(() => [...(category ? [category] : []), ...listParam(searchParams.getAll('categories'))], [category, searchParams]);
  const providers = useMemo(() => listParam(searchParams.getAll('providers')), [searchParams]);
  const inSection = useMemo(() => filterGames(games, { section, categories: [], providers: [] }), [games, section]);
  const shown = useMemo(() => filterGames(inSection, { section, categories, providers }), [inSection, section, categories, providers]);
  const producers = useMemo(() => producersOf(inSection), [inSection]);
  const tabs = section === 'live-casino' ? liveTabs : slotTabs;
  const activeTab = categories[0];

  const tabSearch = (tab: string | undefined) => {
    const next = new URLSearchParams(searchParams);
    if (tab) next.set('categories', tab);
    else next.delete('categories');
    const text = next.toString();
    return text ? `?${text}` : '';
  };

  const onProviderChange = (slug: string) => {
    const next = new URLSearchParams(searchParams);
    if (slug) next.set('providers', slug);
    else next.delete('providers');
    setSearchParams(next);
  };

  const titleKey = `casino.lobby.${section === 'live-casino' ? 'liveCasino' : section === 'all' ? 'allGames' : 'casino'}`;

  return (
    <Page>
      <h1>{t(titleKey)}</h1>
      <SectionNav aria-label={t('casino.lobby.sections')}>
        {(Object.keys(sectionRoutes) as LobbySection[]).map((key) => (
          <NavLink key={key} to={href(sectionRoutes[key])} end>
            {t(`casino.lobby.${key === 'live-casino' ? 'liveCasino' : key === 'all' ? 'allGames' : 'casino'}`)}
          </NavLink>
        ))}
      </SectionNav>
      <FreeSpinsBanner games={games} />
      <Jackpots />
      <RecentlyPlayed games={games} />
      <nav aria-label={t('casino.lobby.categories')}>
        <Tabs>
          <li>
            <Link to={{ search: tabSearch(undefined) }} aria-current={activeTab === undefined ? 'true' : undefined}>
              {t('casino.tabs.all')}
            </Link>
          </li>
          {tabs.map((tab) => (
            <li key={tab}>
              <Link to={{ search: tabSearch(tab) }} aria-current={activeTab === tab ? 'true' : undefined} data-testid={`tab-${tab}`}>
                {t(`casino.tabs.${tab}`)}
              </Link>
            </li>
          ))}
        </Tabs>
      </nav>
      <Toolbar>
        <label>
          {t('casino.lobby.provider')}{' '}
          <select value={providers[0] ?? ''} onChange={(event) => onProviderChange(event.target.value)} data-testid="provider-filter">
            <option value="">{t('casino.lobby.allProviders')}</option>
            {producers.map((producer) => (
              <option key={producer.slug} value={producer.slug}>
                {producer.name}
              </option>
            ))}
          </select>
        </label>
        <Link to={href('search-slots')}>{t('casino.search.open')}</Link>
        <Status role="status" data-testid="lobby-count">
          {t('casino.lobby.count', { count: shown.length })}
        </Status>
      </Toolbar>
      {errorMessage && <Status role="alert">{errorMessage}</Status>}
      {activeTab === 'favorite' && favourites.length === 0 && <Status>{t('casino.favourites.empty')}</Status>}
      <GameGrid games={shown} favourites={favourites} onToggleFavourite={toggle} label={t(titleKey)} reserveScreen={listsPending && shown.length === 0} />
    </Page>
  );
}

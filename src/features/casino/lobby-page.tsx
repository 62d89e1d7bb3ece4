import { ThemeProvider } from '@emotion/react';
import styled from '@emotion/styled';
import { useCallback, useDeferredValue, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useNavigate, useSearchParams } from 'react-router';
import { href } from '../../engine/hrefs.ts';
import { useCurrentRoute, useRouteParams } from '../../engine/route-handle.ts';
import { useIsDesktop } from '../../ui/use-viewport.ts';
import { chipListStyles, ChipScrollerRow, useChipScroller } from '../../ui/chip-scroller.tsx';
import { theme } from '../../ui/theme.ts';
import { Button } from '../../ui/primitives/button.tsx';
import { ChipLink } from '../../ui/primitives/chip.tsx';
import { GameGrid } from './game-grid.tsx';
import { GuestEntryHost } from './guest-entry.tsx';
import { FreeSpinsBanner, useFreeSpinOffers } from './free-spins-banner.tsx';
import { Jackpots } from './jackpots.tsx';
import { filterGames, liveTabs, listParam, producersOf, slotTabs, type LobbySection } from './lobby-filters.ts';
import { takeLobbyScroll } from './lobby-scroll.ts';
import { RecentlyPlayed, useRecentlyPlayed } from './recently-played.tsx';
import { useRememberLobbyRows } from './lobby-rows.ts';
import { queryOf, SearchBox } from './search-box.tsx';
import { useFavourites } from './use-favourites.ts';
import { SlideCarousel } from '../slides/index.ts';
import { preloadGameLists, useGameLists } from './use-game-lists.ts';
import { useLobbyFirstScreen } from './lobby-first-screen.ts';
import { useIsAuth } from '../../stores/auth.ts';

// §2 Player journey: compact, so the first row of games is above the fold at 390 x 844 and 1366 x 860, signed in or out.
export const Page = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[3]}px;
  padding: ${theme.space[3]}px ${theme.space[4]}px ${theme.space[4]}px;
  color: ${theme.colors.text};
  h1 {
    margin: 0;
    font-size: ${theme.fontSizes[4]}px;
  }
`;

const TitleRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space[2]}px ${theme.space[4]}px;
`;

const SectionNav = styled.nav`
  display: flex;
  gap: ${theme.space[2]}px;
  overflow-x: auto;
  a {
    white-space: nowrap;
    padding: ${theme.space[1]}px ${theme.space[3]}px;
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

const TabsRow = styled.div`
  display: flex;
  align-items: center;
  gap: ${theme.space[2]}px;
  min-inline-size: 0;
`;

const Tabs = styled.ul`
  flex: 1;
  min-inline-size: 0;
  ${chipListStyles}
`;

// The search field and the provider filter share one row; their labels are read, not shown (§2 Player journey: compact).
const visuallyHidden = `
  position: absolute;
  inline-size: 1px;
  block-size: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`;

const Toolbar = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${theme.space[2]}px;
  form[role='search'] {
    flex: 1 1 0;
    min-inline-size: 0;
  }
  input {
    inline-size: 100%;
  }
  form[role='search'] label,
  .label-text {
    ${visuallyHidden}
  }
  select {
    inline-size: min(42vw, 240px);
    min-block-size: 44px;
    padding: 0 ${theme.space[2]}px;
    border-radius: ${theme.radii[2]}px;
    border: 1px solid ${theme.colors.controlBorder};
    background: ${theme.colors.inputBackground};
    color: ${theme.colors.text};
  }
`;

/** Items side by side, wrapping on a narrow screen: the toolbar's links, the no-results notice and its reset. */
const wrappingRow = `
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space[3]}px;
`;

const ToolbarLinks = styled.div`
  ${wrappingRow}
  font-size: ${theme.fontSizes[1]}px;
  a {
    color: ${theme.colors.link};
  }
`;

const Status = styled.p`
  margin: 0;
  color: ${theme.colors.textMuted};
`;

const NoResults = styled.div`
  ${wrappingRow}
  padding: ${theme.space[4]}px;
  border-radius: ${theme.radii[3]}px;
  background: ${theme.colors.surface};
  p {
    margin: 0;
  }
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
  const { games: arrivedGames, isLoading } = useGameLists();
  // The lists arrive one provider at a time (4 019 games in all); deferred, each arrival is filtered and rendered in
  // an interruptible background render, in small slices, instead of one long task that blocks taps and typing.
  const games = useDeferredValue(arrivedGames);
  const listsPending = isLoading || games !== arrivedGames;
  const { favourites, toggle } = useFavourites();
  const navigate = useNavigate();
  const isDesktop = useIsDesktop();
  const chips = useChipScroller<HTMLUListElement>();
  // §2 Player journey: the lobby's own search (§5 rules), kept in the address (?q=) so Back and a reload find it again.
  const searchText = searchParams.get('q') ?? '';
  const [query, setQuery] = useState(() => queryOf(searchText));
  // The field's starting text: the address's on arrival (Back, a reload), empty after a reset.
  const [initialSearch, setInitialSearch] = useState(searchText);
  const [resets, setResets] = useState(0);

  const categories = useMemo(() => [...(category ? [category] : []), ...listParam(searchParams.getAll('categories'))], [category, searchParams]);
  const providers = useMemo(() => listParam(searchParams.getAll('providers')), [searchParams]);
  const inSection = useMemo(() => filterGames(games, { section, categories: [], providers: [] }), [games, section]);
  const shown = useMemo(() => filterGames(inSection, { section, categories, providers, search: query }), [inSection, section, categories, providers, query]);
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

  const onQuery = useCallback(
    (next: string) => {
      setQuery(next);
      setSearchParams(
        (current) => {
          const params = new URLSearchParams(current);
          if (next) params.set('q', next);
          else params.delete('q');
          return params;
        },
        { replace: true },
      );
    },
    [setSearchParams],
  );
  const onSearchSubmit = useCallback((text: string) => onQuery(queryOf(text)), [onQuery]);

  const resetFilters = () => {
    setQuery('');
    setInitialSearch('');
    setResets((count) => count + 1);
    void navigate(href(sectionRoutes[section]));
  };
  // §2 Player journey: back from a game, the lobby scrolls to where the player was once the games are there to scroll to.
  const hasGames = !listsPending && shown.length > 0;
  useEffect(() => {
    if (!hasGames) return;
    const y = takeLobbyScroll(window.location.pathname + window.location.search);
    if (y !== null) window.scrollTo(0, y);
  }, [hasGames]);

  const filtered = categories.length > 0 || providers.length > 0 || query !== '';
  // §2 Speed: an unfiltered lobby arrives with its first screen of games in the server's HTML (a returning player's
  // too, lobby-first-screen.ts); it stays until the lists loading here hold as many (the same games, in the same
  // order: nothing moves).
  const isAuth = useIsAuth();
  const firstScreen = useLobbyFirstScreen(section, isDesktop, isAuth, !filtered);
  const showsFirstScreen = firstScreen !== undefined && listsPending && shown.length < firstScreen.games.length;
  const noResults = !listsPending && shown.length === 0 && filtered && !(activeTab === 'favorite' && favourites.length === 0);

  // The player's own rows, and what the server keeps room for on their next visit once both are known (lobby-rows.ts).
  const recentlyPlayed = useRecentlyPlayed(games, listsPending);
  const freeSpinOffers = useFreeSpinOffers(games);
  useRememberLobbyRows(isAuth && recentlyPlayed.settled && !listsPending ? { recent: recentlyPlayed.recent.length > 0, freeSpins: freeSpinOffers.length > 0 } : null);

  const titleKey = `casino.lobby.${section === 'live-casino' ? 'liveCasino' : section === 'all' ? 'allGames' : 'casino'}`;

  return (
    <Page>
      <GuestEntryHost />
      <TitleRow>
        <h1>{t(titleKey)}</h1>
        <SectionNav aria-label={t('casino.lobby.sections')}>
          {(Object.keys(sectionRoutes) as LobbySection[]).map((key) => (
            <NavLink key={key} to={href(sectionRoutes[key])} end>
              {t(`casino.lobby.${key === 'live-casino' ? 'liveCasino' : key === 'all' ? 'allGames' : 'casino'}`)}
            </NavLink>
          ))}
        </SectionNav>
      </TitleRow>
      <SlideCarousel place="casino" />
      <FreeSpinsBanner offers={freeSpinOffers} settled={!listsPending} />
      <Jackpots />
      <RecentlyPlayed recent={recentlyPlayed.recent} settled={recentlyPlayed.settled} />
      <TabsRow as="nav" aria-label={t('casino.lobby.categories')}>
        <ChipScrollerRow scroller={chips} arrows={isDesktop} previousLabel={t('casino.lobby.previousCategories')} nextLabel={t('casino.lobby.nextCategories')} testId="chips">
          <Tabs ref={chips.setList} onScroll={chips.update}>
            <li>
              <ChipLink compact to={{ search: tabSearch(undefined) }} current={activeTab === undefined}>
                {t('casino.tabs.all')}
              </ChipLink>
            </li>
            {tabs.map((tab) => (
              <li key={tab}>
                <ChipLink compact to={{ search: tabSearch(tab) }} current={activeTab === tab} data-testid={`tab-${tab}`}>
                  {t(`casino.tabs.${tab}`)}
                </ChipLink>
              </li>
            ))}
          </Tabs>
        </ChipScrollerRow>
      </TabsRow>
      <Toolbar>
        {/* The kit's field reads the theme from context; the lobby also renders where none is provided (router tests). */}
        <ThemeProvider theme={theme}>
          <SearchBox key={resets} initialText={initialSearch} onQuery={onQuery} onSubmit={onSearchSubmit} label={t('casino.search.inline')} showHint={false} />
        </ThemeProvider>
        <label>
          <span className="label-text">{t('casino.lobby.provider')}</span>
          <select value={providers[0] ?? ''} onChange={(event) => onProviderChange(event.target.value)} data-testid="provider-filter">
            <option value="">{t('casino.lobby.allProviders')}</option>
            {producers.map((producer) => (
              <option key={producer.slug} value={producer.slug}>
                {producer.name}
              </option>
            ))}
          </select>
        </label>
      </Toolbar>
      <ToolbarLinks>
        <Link to={href('search-slots')}>{t('casino.search.open')}</Link>
        {/* Busy while the lists load: a stored copy or the server's first screen may show another count until then. */}
        <Status role="status" aria-busy={listsPending} data-testid="lobby-count">
          {/* A returning player's count is their lists' own: said once they are in, never a "0" beside the first screen's cards. */}
          {showsFirstScreen && firstScreen.total === null ? '\u00a0' : t('casino.lobby.count', { count: firstScreen && listsPending ? Math.max(firstScreen.total ?? 0, shown.length) : shown.length })}
        </Status>
      </ToolbarLinks>
      {activeTab === 'favorite' && favourites.length === 0 && <Status>{t('casino.favourites.empty')}</Status>}
      {noResults && (
        <NoResults data-testid="lobby-no-results">
          <p>{t('casino.lobby.noResults')}</p>
          <Button onClick={resetFilters}>{t('casino.lobby.resetFilters')}</Button>
        </NoResults>
      )}
      <GameGrid
        games={showsFirstScreen ? firstScreen.games : shown}
        favourites={favourites}
        onToggleFavourite={toggle}
        label={t(titleKey)}
        reserveScreen={listsPending && (showsFirstScreen || shown.length === 0)}
      />
    </Page>
  );
}

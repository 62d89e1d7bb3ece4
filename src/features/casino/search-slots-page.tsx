import styled from '@emotion/styled';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { theme } from '../../ui/theme.ts';
import { GameGrid } from './game-grid.tsx';
import { GuestEntryHost } from './guest-entry.tsx';
import { filterGames, warmSearchKeys } from './lobby-filters.ts';
import { queryOf, SearchBox } from './search-box.tsx';
import { Page } from './lobby-page.tsx';
import { useFavourites } from './use-favourites.ts';
import { useGameLists } from './use-game-lists.ts';

const Status = styled.p`
  margin: 0;
  color: ${theme.colors.textMuted};
`;

/**
 * search-slots (§2): every lobby's games by name. §5: at least 4 characters and no special characters, else a
 * localized message and no search. The field keeps its own state (SearchBox); the page renders the results of the
 * settled query, in a transition, so typing stays responsive.
 */
export default function SearchSlotsPage() {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const [initialText] = useState(() => searchParams.get('q') ?? '');
  const [query, setQuery] = useState(() => queryOf(initialText));
  const { games } = useGameLists();
  const { favourites, toggle } = useFavourites();
  useEffect(() => warmSearchKeys(games), [games]);
  const onSubmit = useCallback(
    (text: string) => {
      setSearchParams(text ? { q: text } : {}, { replace: true });
      setQuery(queryOf(text));
    },
    [setSearchParams],
  );
  const results = useMemo(() => (query ? filterGames(games, { section: 'all', categories: [], providers: [], search: query }) : []), [games, query]);

  return (
    <Page>
      <GuestEntryHost />
      <h1>{t('casino.search.title')}</h1>
      <SearchBox initialText={initialText} onQuery={setQuery} onSubmit={onSubmit} />
      {query && (
        <Status role="status" data-testid="search-count">
          {t('casino.search.results', { count: results.length })}
        </Status>
      )}
      {/* Mounted from the start (empty until a query settles): its set-up (measuring, the virtualiser) is not added
          to the task that renders the first results. */}
      <GameGrid games={results} favourites={favourites} onToggleFavourite={toggle} label={t('casino.search.title')} />
    </Page>
  );
}

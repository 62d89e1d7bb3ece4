import styled from '@emotion/styled';
import { useDeferredValue, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { TextInput } from '../../ui/primitives/text-input.tsx';
import { theme } from '../../ui/theme.ts';
import { GameGrid } from './game-grid.tsx';
import { filterGames, searchKey, searchTextError } from './lobby-filters.ts';
import { Page } from './lobby-page.tsx';
import { useFavourites } from './use-favourites.ts';
import { useGameLists } from './use-game-lists.ts';

const Status = styled.p`
  margin: 0;
  color: ${theme.colors.textMuted};
`;

/**
 * search-slots (§2): every lobby's games by name. §5: at least 4 characters and no special characters, else a
 * localized message and no search. The list filters a deferred copy of the text, so typing stays responsive.
 */
export default function SearchSlotsPage() {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const [text, setText] = useState(searchParams.get('q') ?? '');
  const deferred = useDeferredValue(text);
  const { games } = useGameLists();
  const { favourites, toggle } = useFavourites();
  const error = searchTextError(text);
  const deferredError = searchTextError(deferred);
  const query = deferredError || deferred.trim() === '' ? '' : searchKey(deferred.trim());
  const results = useMemo(() => (query ? filterGames(games, { section: 'all', categories: [], providers: [], search: query }) : []), [games, query]);

  return (
    <Page>
      <h1>{t('casino.search.title')}</h1>
      <form
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          if (!error) setSearchParams(text ? { q: text } : {}, { replace: true });
        }}
      >
        <TextInput
          label={t('casino.search.label')}
          type="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          error={error ? t(error) : null}
          hint={t('casino.search.hint')}
          autoComplete="off"
          data-testid="search-input"
        />
      </form>
      {query && (
        <Status role="status" data-testid="search-count">
          {t('casino.search.results', { count: results.length })}
        </Status>
      )}
      {query && <GameGrid games={results} favourites={favourites} onToggleFavourite={toggle} label={t('casino.search.title')} />}
    </Page>
  );
}

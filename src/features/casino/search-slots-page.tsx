import styled from '@emotion/styled';
import { memo, startTransition, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { TextInput } from '../../ui/primitives/text-input.tsx';
import { theme } from '../../ui/theme.ts';
import { GameGrid } from './game-grid.tsx';
import { filterGames, searchKey, searchTextError, warmSearchKeys } from './lobby-filters.ts';
import { Page } from './lobby-page.tsx';
import { useFavourites } from './use-favourites.ts';
import { useGameLists } from './use-game-lists.ts';

const Status = styled.p`
  margin: 0;
  color: ${theme.colors.textMuted};
`;

/**
 * How long the text must stay unchanged before the results follow it. Each new result list mounts cards and loads
 * and paints their posters; doing that for every keystroke of a word the player is still typing is wasted work that
 * lands in the tasks handling the next keys (docs/architecture.md Performance budgets: typing never blocks the main thread for more than 50 ms).
 */
export const searchSettleMs = 200;

/** §5: the text searched for, or '' when the text is empty or breaks a rule. */
function queryOf(text: string): string {
  return searchTextError(text) || text.trim() === '' ? '' : searchKey(text.trim());
}

/**
 * The search field on its own, uncontrolled: a keystroke renders nothing unless the §5 message changes (this small
 * component only, not the page, its game lists and favourites, nor the grid). The query reaches the page once typing
 * pauses (searchSettleMs after the last change), in a transition.
 */
const SearchBox = memo(function SearchBox({
  initialText,
  onQuery,
  onSubmit,
}: {
  initialText: string;
  onQuery: (query: string) => void;
  onSubmit: (text: string) => void;
}) {
  const { t } = useTranslation();
  const text = useRef(initialText);
  const [error, setError] = useState(() => searchTextError(initialText));
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  return (
    <form
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        if (searchTextError(text.current)) return;
        clearTimeout(timer.current);
        onSubmit(text.current);
      }}
    >
      <TextInput
        label={t('casino.search.label')}
        type="search"
        defaultValue={initialText}
        onChange={(event) => {
          const value = event.target.value;
          text.current = value;
          // The message is rendered in its own task, not in the one handling the key (the first one shows it).
          startTransition(() => setError(searchTextError(value)));
          clearTimeout(timer.current);
          timer.current = setTimeout(() => startTransition(() => onQuery(queryOf(value))), searchSettleMs);
        }}
        error={error ? t(error) : null}
        hint={t('casino.search.hint')}
        autoComplete="off"
        data-testid="search-input"
      />
    </form>
  );
});

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

import { memo, startTransition, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextInput } from '../../ui/primitives/text-input.tsx';
import { searchKey, searchTextError } from './lobby-filters.ts';

/**
 * How long the text must stay unchanged before the results follow it. Each new result list mounts cards and loads
 * and paints their posters; doing that for every keystroke of a word the player is still typing is wasted work that
 * lands in the tasks handling the next keys (docs/architecture.md Performance budgets: typing never blocks the main thread for more than 50 ms).
 */
export const searchSettleMs = 200;

/** §5: the text searched for, or '' when the text is empty or breaks a rule. */
export function queryOf(text: string): string {
  return searchTextError(text) || text.trim() === '' ? '' : searchKey(text.trim());
}

/**
 * The search field on its own, uncontrolled: a keystroke renders nothing unless the §5 message changes (this small
 * component only, not the page, its game lists and favourites, nor the grid). The query reaches the page once typing
 * pauses (searchSettleMs after the last change), in a transition.
 */
export const SearchBox = memo(function SearchBox({
  initialText,
  onQuery,
  onSubmit,
  label,
  showHint = true,
}: {
  initialText: string;
  onQuery: (query: string) => void;
  onSubmit: (text: string) => void;
  /** The form's accessible name (the lobby has its own search beside the search page's). */
  label?: string;
  /** The §5 rule under the field (the search page); the lobby keeps it as the field's placeholder, to stay short. */
  showHint?: boolean;
}) {
  const { t } = useTranslation();
  const text = useRef(initialText);
  const [error, setError] = useState(() => searchTextError(initialText));
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  return (
    <form
      role="search"
      aria-label={label}
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
        hint={showHint ? t('casino.search.hint') : undefined}
        placeholder={showHint ? undefined : t('casino.search.placeholder')}
        autoComplete="off"
        data-testid="search-input"
      />
    </form>
  );
});

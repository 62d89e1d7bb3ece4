import styled from '@emotion/styled';
import { keepPreviousData } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { proxy, useSnapshot } from 'valtio';
import { useSearchSportsbook } from '../../../api/sportsbook.ts';
import { appConfig } from '../../../engine/load-config.ts';
import { formatDate } from '../../../i18n/format.ts';
import { CloseIcon } from '../../../ui/icons.tsx';
import { focusRing } from '../../../ui/focus-ring.ts';
import { theme } from '../../../ui/theme.ts';
import { fieldBox, fieldEndButton, pickRowBox } from '../../../ui/control-box.ts';
import { SportIcon } from '../choosers/sport-icon.tsx';
import { searchOptions, type SearchGroup, type SearchOption } from './search-options.ts';
import { isSearchable, searchQuery, searchTextProblem } from './search-rules.ts';

// Search across teams, leagues and events (§2 Sportsbook; §5 Search text), as an ARIA 1.2 combobox: the field keeps
// focus while the arrow keys move through the results (aria-activedescendant), Enter opens one, Escape closes
// the list. The request waits until typing pauses, and a newer text cancels the request of an older one (the
// generated query passes react-query's abort signal to fetch).

/** How long typing must pause before the text is searched. */
export const searchDebounceMs = 300;

/**
 * What the player typed, kept for the whole visit (§5 "nothing typed is lost"): the field never strips or rewrites
 * the text, even when the rule refuses it, and closing and reopening the chooser gives it back.
 */
export const sportsbookSearchStore = proxy({ text: '' });

const groupOrder: readonly SearchGroup[] = ['events', 'leagues', 'teams'];

const Field = styled.div({ position: 'relative', display: 'flex', flexDirection: 'column', gap: theme.space[1] });

const Label = styled.label({ fontSize: theme.fontSizes[1], fontWeight: 600, color: theme.colors.text });

const InputRow = styled.div({ position: 'relative', display: 'flex' });

const Input = styled.input({
  flex: 1,
  minInlineSize: 0,
  ...fieldBox(theme),
  paddingInlineEnd: 48,
  ...focusRing(theme),
});

const ClearButton = styled.button({
  ...fieldEndButton(theme),
  ...focusRing(theme),
});

const Status = styled.p<{ problem: boolean }>(({ problem }) => ({
  margin: 0,
  minBlockSize: '1.4em',
  fontSize: theme.fontSizes[1],
  color: problem ? theme.colors.danger : theme.colors.textMuted,
}));

const Listbox = styled.div({
  margin: 0,
  padding: theme.space[1],
  listStyle: 'none',
  maxBlockSize: 'min(50vh, 420px)',
  overflowY: 'auto',
  borderRadius: theme.radii[2],
  border: `1px solid ${theme.colors.border}`,
  background: theme.colors.surface,
});

const GroupHeading = styled.div({
  padding: `${theme.space[2]}px ${theme.space[3]}px ${theme.space[1]}px`,
  fontSize: theme.fontSizes[0],
  fontWeight: 700,
  textTransform: 'uppercase',
  color: theme.colors.textMuted,
});

const Option = styled.div({
  ...pickRowBox(theme),
  gap: theme.space[3],
  cursor: 'pointer',
  '&[aria-selected="true"]': { background: theme.colors.surfaceRaised, outline: `2px solid ${theme.colors.focus}`, outlineOffset: -2 },
  '&:hover': { background: theme.colors.surfaceRaised },
});

const OptionText = styled.span({ display: 'flex', flexDirection: 'column', minInlineSize: 0, flex: 1 });

const OptionTitle = styled.span({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

const OptionDetail = styled.span({ fontSize: theme.fontSizes[0], color: theme.colors.textMuted, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

const LiveBadge = styled.span({
  flex: 'none',
  padding: `0 ${theme.space[2]}px`,
  borderRadius: theme.radii[4],
  background: theme.colors.danger,
  color: '#1a0000',
  fontSize: theme.fontSizes[0],
  fontWeight: 700,
});

const StartTime = styled.span({ flex: 'none', fontSize: theme.fontSizes[0], color: theme.colors.textMuted });

/** `value`, once it has stayed the same for `delayMs`. */
function useSettledValue<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

export interface SportsbookSearchProps {
  /** Focus the field when it appears (a search panel opened for it). */
  autoFocus?: boolean;
  /** The field's label when it searches more than the sportsbook (the site's search adds the games). */
  labelKey?: 'sportsbookNav.search.label' | 'sportsbookNav.search.siteLabel';
}

/** The sportsbook's search field with its result list; the sport pages and the choosers place it. */
export function SportsbookSearch({ autoFocus = false, labelKey = 'sportsbookNav.search.label' }: SportsbookSearchProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { text } = useSnapshot(sportsbookSearchStore);
  const settled = useSettledValue(text, searchDebounceMs);
  const baseId = useId();
  const inputId = `${baseId}-input`;
  const listId = `${baseId}-list`;
  const statusId = `${baseId}-status`;
  const inputRef = useRef<HTMLInputElement>(null);
  const [open, setOpen] = useState(true);
  const [active, setActive] = useState(-1);

  const searchable = isSearchable(settled);
  const search = useSearchSportsbook(
    { q: searchQuery(settled) },
    // Results stay while the next text is searched, so the list does not flicker at every pause.
    { query: { enabled: searchable, staleTime: 30_000, retry: false, placeholderData: keepPreviousData, meta: { handlesErrors: true } } },
  );
  const options = useMemo(() => (searchable && search.data ? searchOptions(search.data) : []), [searchable, search.data]);
  const optionsKey = options.map((option) => option.id).join();
  useEffect(() => setActive(-1), [optionsKey]);

  // The rule's message follows the settled text, so it does not flash while a word is being typed.
  const problem = searchTextProblem(settled);
  const typing = text !== settled;
  const expanded = open && searchable && options.length > 0;

  let status = '';
  if (problem) status = t(`sportsbookNav.search.${problem}`);
  else if (!searchable) status = '';
  else if (search.isError) status = t('sportsbookNav.search.failed');
  else if (typing || search.isFetching) status = t('sportsbookNav.search.searching');
  else if (search.data && options.length === 0) status = t('sportsbookNav.search.noResults', { text: searchQuery(settled) });
  else if (options.length > 0) status = t('sportsbookNav.search.results', { count: options.length });

  const choose = (option: SearchOption) => {
    setOpen(false);
    void navigate(option.href);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (options.length === 0) return;
      event.preventDefault();
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current === -1 && step === -1 ? options.length - 1 : (current + step + options.length) % options.length));
    } else if (event.key === 'Enter') {
      if (expanded && active >= 0 && options[active]) {
        event.preventDefault();
        choose(options[active]);
      }
    } else if (event.key === 'Escape' && expanded) {
      // Closes the list first; a dialog around the field closes on the next Escape.
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
      setActive(-1);
    }
  };

  const timeZone = appConfig.market.timezone;
  const activeOption = expanded && active >= 0 ? options[active] : undefined;

  return (
    <Field>
      <Label htmlFor={inputId}>{t(labelKey)}</Label>
      <InputRow>
        <Input
          ref={inputRef}
          id={inputId}
          type="search"
          role="combobox"
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="search"
          autoFocus={autoFocus}
          placeholder={t('sportsbookNav.search.placeholder')}
          value={text}
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={activeOption ? `${listId}-${activeOption.id}` : undefined}
          aria-describedby={statusId}
          aria-invalid={problem ? true : undefined}
          maxLength={100}
          onChange={(event) => {
            sportsbookSearchStore.text = event.target.value;
            setOpen(true);
          }}
          onKeyDown={onKeyDown}
        />
        {text !== '' && (
          <ClearButton
            type="button"
            aria-label={t('sportsbookNav.search.clear')}
            title={t('sportsbookNav.search.clear')}
            onClick={() => {
              sportsbookSearchStore.text = '';
              inputRef.current?.focus();
            }}
          >
            <CloseIcon size={18} />
          </ClearButton>
        )}
      </InputRow>
      <Status id={statusId} role="status" aria-live="polite" problem={problem !== null || search.isError}>
        {status}
      </Status>
      <Listbox id={listId} role="listbox" aria-label={t('sportsbookNav.search.label')} hidden={!expanded}>
        {expanded &&
          groupOrder.map((group) => {
            const inGroup = options.filter((option) => option.group === group);
            if (inGroup.length === 0) return null;
            const headingId = `${listId}-${group}`;
            return (
              <div key={group} role="group" aria-labelledby={headingId}>
                <GroupHeading id={headingId}>{t(`sportsbookNav.search.groups.${group}`)}</GroupHeading>
                {inGroup.map((option) => {
                  const index = options.indexOf(option);
                  return (
                    <Option
                      key={option.id}
                      id={`${listId}-${option.id}`}
                      role="option"
                      aria-selected={index === active}
                      data-href={option.href}
                      // Keeps focus in the field, so the list does not close before the click lands.
                      onMouseDown={(event) => event.preventDefault()}
                      onMouseEnter={() => setActive(index)}
                      onClick={() => choose(option)}
                    >
                      <SportIcon name={option.sportIcon} size={20} />
                      <OptionText>
                        <OptionTitle>{option.title}</OptionTitle>
                        <OptionDetail>
                          {t(option.sportLabelKey)}
                          {option.detail ? ` · ${option.detail}` : ''}
                        </OptionDetail>
                      </OptionText>
                      {option.live ? (
                        <LiveBadge>{t('sportsbookNav.search.live')}</LiveBadge>
                      ) : option.startAt ? (
                        <StartTime>{formatDate(option.startAt, { dateStyle: 'short', timeStyle: 'short', timeZone })}</StartTime>
                      ) : null}
                    </Option>
                  );
                })}
              </div>
            );
          })}
      </Listbox>
    </Field>
  );
}

import styled from '@emotion/styled';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { factListStyles, Muted, Notice } from './panels.tsx';
import { Button } from './primitives/button.tsx';
import { theme } from './theme.ts';
import { useIsDesktop } from './use-viewport.ts';

/**
 * Lists of the account screens: a table with its caption, loading and empty states, the date-range filter of
 * the histories and the pager. Moved from the profile feature so the cashier and later features share them
 * (docs/architecture.md "Import rules").
 */
const TableBox = styled.div`
  overflow-x: auto;
  table {
    inline-size: 100%;
    border-collapse: collapse;
    font-variant-numeric: tabular-nums;
  }
  th,
  td {
    padding: ${theme.space[2]}px ${theme.space[3]}px;
    text-align: start;
    border-block-end: 1px solid ${theme.colors.border};
    white-space: nowrap;
  }
  th {
    color: ${theme.colors.textMuted};
    font-weight: 600;
  }
  caption {
    text-align: start;
    padding-block-end: ${theme.space[2]}px;
    color: ${theme.colors.textMuted};
  }
  a {
    color: ${theme.colors.link};
  }
`;

export interface Column<T> {
  key: string;
  headerKey: string;
  render: (row: T) => ReactNode;
  /**
   * On a phone the rows become cards and the columns with a priority come first, lowest first (stake, win,
   * status, current limit: what the player came for); the others follow in table order (§2 Profile (/profile)
   * subpages).
   */
  priority?: number;
}

/** The columns in card order: prioritised ones first (lowest first), then the rest in their table order. */
export function cardOrder<T>(columns: Column<T>[]): Column<T>[] {
  const ranked = columns.map((column, index) => ({ column, index, rank: column.priority ?? Number.POSITIVE_INFINITY }));
  return ranked.sort((a, b) => a.rank - b.rank || a.index - b.index).map(({ column }) => column);
}

const CardList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${theme.space[2]}px;
  font-variant-numeric: tabular-nums;
  li {
    padding: ${theme.space[3]}px;
    border-radius: ${theme.radii[2]}px;
    border: 1px solid ${theme.colors.border};
  }
  dl {
    display: grid;
    grid-template-columns: minmax(0, 2fr) minmax(0, 3fr);
    gap: ${theme.space[1]}px ${theme.space[3]}px;
    margin: 0;
  }
  ${factListStyles}
  [data-important] {
    font-weight: 700;
  }
  a {
    color: ${theme.colors.link};
  }
`;

/** A list with a caption, its empty state (lists show one, §2 Profile (/profile) subpages) and a loading state. */
export function DataTable<T>({ rows, columns, captionKey, rowKey, loading }: { rows: T[] | undefined; columns: Column<T>[]; captionKey: string; rowKey: (row: T) => string | number; loading?: boolean }) {
  const { t } = useTranslation();
  const isDesktop = useIsDesktop();
  const captionId = useId();
  if (loading && !rows) return <Muted aria-busy="true">{t('profile.list.loading')}</Muted>;
  if (!rows || rows.length === 0) {
    return (
      <Notice tone="info" role="status" data-testid="empty-state">
        {t('profile.list.empty')}
      </Notice>
    );
  }
  if (!isDesktop) {
    // Phones (below the tablet breakpoint): no sideways scroll hiding the stake, win or status behind the fold; each
    // row is a card with its important fields first (§2 Profile (/profile) subpages).
    const ordered = cardOrder(columns);
    return (
      <section aria-labelledby={captionId} data-testid="data-cards">
        <Muted id={captionId} style={{ paddingBlockEnd: theme.space[2] }}>
          {t(captionKey)}
        </Muted>
        <CardList>
          {rows.map((row) => (
            <li key={rowKey(row)} data-testid="data-card">
              <dl>
                {ordered.map((column) => (
                  <div key={column.key} style={{ display: 'contents' }} data-important={column.priority !== undefined ? '' : undefined}>
                    <dt>{t(column.headerKey)}</dt>
                    <dd data-column={column.key}>{column.render(row)}</dd>
                  </div>
                ))}
              </dl>
            </li>
          ))}
        </CardList>
      </section>
    );
  }
  return (
    <TableBox tabIndex={0} role="region" aria-label={t(captionKey)}>
      <table>
        <caption>{t(captionKey)}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col">
                {t(column.headerKey)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((column) => (
                <td key={column.key}>{column.render(row)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </TableBox>
  );
}

const FilterForm = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${theme.space[3]}px;
  label {
    display: flex;
    flex-direction: column;
    gap: ${theme.space[1]}px;
    max-inline-size: 100%;
    font-size: ${theme.fontSizes[1]}px;
    color: ${theme.colors.textMuted};
  }
  /* A file input's own width (about 365 px in Chromium) is wider than a 390 px phone's card: the field shrinks
     to the card instead of pushing the page sideways (§2 Profile (/profile) subpages). */
  input,
  select {
    box-sizing: border-box;
    max-inline-size: 100%;
    min-block-size: 44px;
    padding-inline: ${theme.space[2]}px;
    border-radius: ${theme.radii[2]}px;
    border: 1px solid ${theme.colors.controlBorder};
    background: ${theme.colors.inputBackground};
    color: ${theme.colors.text};
    font-size: ${theme.fontSizes[2]}px;
    color-scheme: dark;
  }
`;

export interface DateRange {
  from: string;
  to: string;
}

/** Date filters of the histories: the player's local days, turned into the §7 query formats by the caller. */
export function DateRangeFilter({ value, onChange, children }: { value: DateRange; onChange: (range: DateRange) => void; children?: ReactNode }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(value);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange(draft);
  };
  return (
    <FilterForm onSubmit={submit} aria-label={t('profile.list.filter')}>
      <label>
        {t('profile.list.dateFrom')}
        <input type="date" name="date_from" value={draft.from} max={draft.to || undefined} onChange={(event) => setDraft({ ...draft, from: event.target.value })} />
      </label>
      <label>
        {t('profile.list.dateTo')}
        <input type="date" name="date_to" value={draft.to} min={draft.from || undefined} onChange={(event) => setDraft({ ...draft, to: event.target.value })} />
      </label>
      {children}
      <Button variant="primary" type="submit">
        {t('profile.list.apply')}
      </Button>
      <Button variant="secondary"
        type="button"
        onClick={() => {
          setDraft({ from: '', to: '' });
          onChange({ from: '', to: '' });
        }}
      >
        {t('profile.list.reset')}
      </Button>
    </FilterForm>
  );
}

export { FilterForm };

/**
 * A choice among a list's filters, beside its dates (a statement's type, a transfer's direction): a labelled
 * select whose first option is usually "all". The caller decides what a change does (back to page 1, as a rule).
 */
export function FilterSelect<Value extends string>({
  label,
  name,
  value,
  options,
  onChange,
}: {
  label: string;
  name: string;
  value: Value;
  options: ReadonlyArray<{ value: Value; label: string }>;
  onChange: (value: Value) => void;
}) {
  return (
    <label>
      {label}
      <select name={name} value={value} onChange={(event) => onChange(event.target.value as Value)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}

const PagerBox = styled.nav`
  display: flex;
  align-items: center;
  gap: ${theme.space[3]}px;
`;

export function Pager({ page, pageCount, onPage }: { page: number; pageCount: number; onPage: (page: number) => void }) {
  const { t } = useTranslation();
  if (pageCount <= 1) return null;
  return (
    <PagerBox aria-label={t('profile.list.pages')}>
      <Button variant="secondary" type="button" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('profile.list.previous')}
      </Button>
      <span aria-live="polite">{t('profile.list.pageOf', { page, total: pageCount })}</span>
      <Button variant="secondary" type="button" disabled={page >= pageCount} onClick={() => onPage(page + 1)}>
        {t('profile.list.next')}
      </Button>
    </PagerBox>
  );
}

export const pageSize = 10;

export function pageCountOf(total: number | undefined, size = pageSize): number {
  return Math.max(1, Math.ceil((total ?? 0) / size));
}

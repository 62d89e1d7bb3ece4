// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initTestI18n } from '../i18n/testing.ts';
import { cardOrder, DataTable, type Column } from './lists.tsx';
import { SelectInput } from './primitives/select-input.tsx';
import { renderWithUi } from './testing.tsx';

beforeAll(async () => {
  await initTestI18n();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

interface Row {
  id: number;
  code: string;
  stake: string;
  status: string;
}

const columns: Column<Row>[] = [
  { key: 'code', headerKey: 'profile.columns.ticket', render: (row) => row.code },
  { key: 'stake', headerKey: 'profile.columns.stake', render: (row) => row.stake, priority: 1 },
  { key: 'status', headerKey: 'profile.columns.status', render: (row) => row.status, priority: 2 },
];
const rows: Row[] = [{ id: 1, code: 'T-1', stake: '10,00 TND', status: 'Gagné' }];

function viewportIsDesktop(desktop: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: desktop, media: query, addEventListener: () => undefined, removeEventListener: () => undefined }));
}

describe('DataTable (§2 Profile (/profile) subpages)', () => {
  it('is a table on a desktop', () => {
    viewportIsDesktop(true);
    renderWithUi(<DataTable rows={rows} columns={columns} captionKey="profile.betHistory.caption" rowKey={(row) => row.id} />);
    expect(screen.getByRole('table')).toBeTruthy();
    expect(screen.queryByTestId('data-cards')).toBeNull();
  });

  it('is one card per row on a phone, the prioritised fields first', () => {
    viewportIsDesktop(false);
    renderWithUi(<DataTable rows={rows} columns={columns} captionKey="profile.betHistory.caption" rowKey={(row) => row.id} />);
    expect(screen.queryByRole('table')).toBeNull();
    const card = screen.getByTestId('data-card');
    const values = within(card)
      .getAllByRole('definition')
      .map((cell) => cell.textContent);
    expect(values).toEqual(['10,00 TND', 'Gagné', 'T-1']);
  });
});

describe('SelectInput', () => {
  it('labels its select, offers the empty choice first and ties the error to it', () => {
    renderWithUi(<SelectInput label="Pays" placeholder="Choisissez…" options={[{ value: 'TN', label: 'Tunisie' }]} error="Obligatoire" defaultValue="" />);
    const select = screen.getByRole('combobox', { name: 'Pays' });
    expect([...(select as HTMLSelectElement).options].map((option) => option.value)).toEqual(['', 'TN']);
    expect(select.getAttribute('aria-invalid')).toBe('true');
    expect(select.getAttribute('aria-describedby')).toBe(screen.getByText('Obligatoire').id);
  });
});

const column = (key: string, priority?: number): Column<unknown> => ({ key, headerKey: key, render: () => key, priority });

describe('cardOrder (phone cards, §2 Profile (/profile) subpages)', () => {
  it('puts the prioritised columns first, lowest first, then the rest in table order', () => {
    const columns = [column('code'), column('date'), column('stake', 1), column('odds'), column('win', 2), column('status', 3)];
    expect(cardOrder(columns).map((each) => each.key)).toEqual(['stake', 'win', 'status', 'code', 'date', 'odds']);
  });

  it('keeps the table order when no column has a priority', () => {
    expect(cardOrder([column('a'), column('b')]).map((each) => each.key)).toEqual(['a', 'b']);
  });
});

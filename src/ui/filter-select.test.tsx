// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FilterSelect } from './lists.tsx';
import { renderWithUi } from './testing.tsx';

afterEach(cleanup);

describe('FilterSelect (a list filter beside the dates)', () => {
  it('shows its label and choices with the current one chosen, and hands a new choice to the caller', () => {
    const onChange = vi.fn();
    renderWithUi(
      <FilterSelect
        label="Direction"
        name="direction"
        value="all"
        options={[
          { value: 'all', label: 'Toutes' },
          { value: 'payments', label: 'Paiements' },
        ]}
        onChange={onChange}
      />,
    );
    const select = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Direction' });
    expect(select.name).toBe('direction');
    expect(select.value).toBe('all');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Toutes', 'Paiements']);
    fireEvent.change(select, { target: { value: 'payments' } });
    expect(onChange).toHaveBeenCalledWith('payments');
  });
});

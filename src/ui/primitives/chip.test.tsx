// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChipLink, ToggleChip } from './chip.tsx';

afterEach(cleanup);

describe('chips', () => {
  it('ToggleChip says whether it is chosen (aria-pressed) and never submits a form', () => {
    const submit = vi.fn((event: Event) => event.preventDefault());
    const choose = vi.fn();
    render(
      <form onSubmit={(event) => submit(event.nativeEvent)}>
        <ToggleChip pressed onClick={choose}>
          10,00
        </ToggleChip>
        <ToggleChip pressed={false}>50,00</ToggleChip>
      </form>,
    );
    expect(screen.getByRole('button', { name: '10,00' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: '50,00' }).getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(screen.getByRole('button', { name: '10,00' }));
    expect(choose).toHaveBeenCalledOnce();
    expect(submit).not.toHaveBeenCalled();
  });

  it('ChipLink is a link, aria-current="true" only when it is the current choice', () => {
    render(
      <MemoryRouter>
        <ChipLink to={{ search: '?tab=new' }} current>
          New
        </ChipLink>
        <ChipLink to={{ search: '' }} current={false} compact>
          All
        </ChipLink>
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'New' }).getAttribute('aria-current')).toBe('true');
    expect(screen.getByRole('link', { name: 'New' }).getAttribute('href')).toBe('/?tab=new');
    expect(screen.getByRole('link', { name: 'All' }).getAttribute('aria-current')).toBeNull();
    expect(screen.getByRole('link', { name: 'All' }).hasAttribute('compact')).toBe(false);
  });
});

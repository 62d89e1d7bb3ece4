// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import i18next from 'i18next';
import { createRef } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initTestI18n } from '../../i18n/testing.ts';
import { Flag } from '../flags/flag.tsx';
import { renderWithUi } from '../testing.tsx';
import { Box, Flex } from './box.tsx';
import { Button, IconButton } from './button.tsx';
import { Link } from './link.tsx';
import { TextInput } from './text-input.tsx';

beforeAll(async () => {
  await initTestI18n();
});

afterEach(() => {
  cleanup();
});

describe('Box and Flex', () => {
  it('turn styled-system props into styles and keep them off the DOM', () => {
    renderWithUi(
      <Flex data-testid="flex" gap={2} ms={3} color="text" width={120}>
        <Box as="section" data-testid="box" p={4} />
      </Flex>,
    );
    const flex = screen.getByTestId('flex');
    expect(flex.getAttribute('color')).toBeNull();
    expect(flex.getAttribute('width')).toBeNull();
    const style = getComputedStyle(flex);
    expect(style.display).toBe('flex');
    // Theme scales apply: space[2] = 8, space[3] = 12; colours by name.
    expect(style.gap).toBe('8px');
    expect(style.getPropertyValue('margin-inline-start')).toBe('12px');
    expect(style.color).toBe('rgb(244, 246, 251)');
    expect(screen.getByTestId('box').tagName).toBe('SECTION');
  });
});

describe('Button and IconButton', () => {
  it('Button does not submit forms unless asked to', () => {
    const onSubmit = vi.fn((event: Event) => event.preventDefault());
    renderWithUi(
      <form onSubmit={(event) => onSubmit(event.nativeEvent)}>
        <Button>plain</Button>
        <Button type="submit" variant="secondary">
          send
        </Button>
      </form>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'plain' }));
    expect(onSubmit).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'send' }));
    expect(onSubmit).toHaveBeenCalledOnce();
  });

  it('IconButton takes its accessible name from label and forwards its ref', () => {
    const ref = createRef<HTMLButtonElement>();
    renderWithUi(
      <IconButton ref={ref} label="Do it">
        <svg aria-hidden="true" />
      </IconButton>,
    );
    expect(screen.getByRole('button', { name: 'Do it' })).toBe(ref.current);
  });
});

describe('TextInput', () => {
  it('ties label, hint and error to the input', () => {
    renderWithUi(<TextInput label="Username" hint="letters only" error="required" name="username" />);
    const input = screen.getByLabelText('Username');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const describedBy = (input.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent);
    expect(describedBy).toEqual(['letters only', 'required']);
  });

  it('is not invalid without an error, and forwards its ref to the <input>', () => {
    const ref = createRef<HTMLInputElement>();
    renderWithUi(<TextInput ref={ref} label="Email" type="email" />);
    const input = screen.getByLabelText('Email');
    expect(input).toBe(ref.current);
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect(input.getAttribute('aria-describedby')).toBeNull();
  });

  it('a password field can show and hide what was typed', () => {
    renderWithUi(<TextInput label="Password" type="password" visibilityToggle />);
    const input = screen.getByLabelText('Password') as HTMLInputElement;
    const toggle = screen.getByRole('button', { name: i18next.t('common.password.showLabel') });
    expect(input.type).toBe('password');
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(toggle);
    expect(input.type).toBe('text');
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(toggle);
    expect(input.type).toBe('password');
  });
});

describe('Link and Flag', () => {
  it('Link is a router link', () => {
    renderWithUi(
      <MemoryRouter>
        <Link to="/somewhere">go</Link>
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'go' }).getAttribute('href')).toBe('/somewhere');
  });

  it('Flag is decorative and falls back to a neutral picture for an unknown flag', () => {
    const { container } = renderWithUi(<Flag flag="zz" />);
    const svg = container.querySelector('svg')!;
    expect(svg.getAttribute('aria-hidden')).toBe('true');
    expect(svg.querySelector('ellipse')).not.toBeNull();
  });
});

// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { expect, it, vi } from 'vitest';
import { WheelButton } from './wheel-button.tsx';
import { stubIdleCallbacks } from '../../testing/idle-callbacks.ts';

// docs/product.md §2 "Prize-wheel button": the icon turns once every 2.6 s from the moment the page's first load is
// over, so that its frames do not take a phone's core from the hydration.
vi.mock('./use-wheel.ts', () => ({ useWheelSettings: () => ({ isAuth: false, user: undefined, settings: undefined, settingsLoading: false }), wheelCurrency: () => 'TND' }));

const idle = stubIdleCallbacks();

const button = () =>
  render(
    <MemoryRouter>
      <WheelButton />
    </MemoryRouter>,
  );

it('keeps the icon still through the first load, and turns it once the loaded page is idle', async () => {
  button();
  const icon = screen.getByTestId('wheel-button-icon');
  expect(icon.hasAttribute('data-turning')).toBe(false);
  expect(idle).toHaveLength(1);
  await act(async () => idle[0]());
  expect(screen.getByTestId('wheel-button-icon').hasAttribute('data-turning')).toBe(true);
});

it('turns at once on the pages opened after the first load', async () => {
  const first = button();
  await act(async () => idle[0]());
  first.unmount();
  button();
  expect(screen.getByTestId('wheel-button-icon').hasAttribute('data-turning')).toBe(true);
});

it('turns one full turn every 2.6 s, and only for players who did not ask for less motion', () => {
  button();
  const css = [...document.querySelectorAll('style')].map((style) => style.textContent).join('\n');
  expect(css).toMatch(/@media \(prefers-reduced-motion: no-preference\)\{[^{}]*svg\[data-turning\]\{[^}]*[;{]animation:animation-\w+ 2600ms linear infinite;/);
  // Nowhere else: not on an icon that has not started, not under another media query.
  expect(css.match(/[;{]animation:animation-\w+ 2600ms/g)).toHaveLength(1);
});

// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, expect, it } from 'vitest';
import { initTestI18n } from '../../i18n/testing.ts';
import { href } from '../hrefs.ts';
import { ComingSoonPage } from './coming-soon-page.tsx';

beforeAll(async () => {
  await initTestI18n();
});

it('shows the page title, a localized coming-soon message and a link home', async () => {
  const router = createMemoryRouter([{ path: '*', element: <ComingSoonPage titleKey="engine.titles.promotions" /> }]);
  render(<RouterProvider router={router} />);
  expect(await screen.findByRole('heading', { level: 1, name: i18next.t('engine.titles.promotions') })).toBeTruthy();
  expect(screen.getByText(i18next.t('engine.comingSoon.message'))).toBeTruthy();
  expect(screen.getByRole('link', { name: i18next.t('engine.comingSoon.backHome') }).getAttribute('href')).toBe(href('root'));
  expect(i18next.t('engine.comingSoon.message')).not.toBe('engine.comingSoon.message');
});

// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import axe from 'axe-core';
import i18next from 'i18next';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { getGetSettingsMockHandler } from '../../../generated/accounts/accounts.msw.ts';
import { renderApp, resetEngineState } from '../../engine/testing.tsx';
import { changeLanguage } from '../../i18n/index.ts';
import { initTestI18n } from '../../i18n/testing.ts';
import { offerRoutes } from '../../../tests/site-pages.ts';

// §2 promotions in English: every offer page shows its offer (no coming-soon screen, no raw key), and an unknown type
// is the localized not-found page with a way to the list; axe finds nothing (colour contrast and layout are the
// browser's: tests/e2e/promotions.spec.ts checks the pages in French on a phone and in Arabic on a desktop).

const server = setupServer(getGetSettingsMockHandler());

beforeAll(async () => {
  server.listen({ onUnhandledFrame: 'error' });
  await initTestI18n();
  await changeLanguage('en-US');
});
afterAll(() => server.close());
beforeEach(() => {
  resetEngineState();
  localStorage.clear();
});
afterEach(() => server.resetHandlers());

async function expectNoAxeViolation(container: HTMLElement, label: string) {
  const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } });
  const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(serious.map((violation) => `${label} ${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
}

describe('promotion pages in English', () => {
  it.each(offerRoutes)('%s shows its offer, no coming-soon screen and no raw key, axe clean', async (path) => {
    const { container, address } = renderApp([path], { withUi: true });
    await screen.findByRole('heading', { level: 1 }, { timeout: 5000 });
    expect(document.documentElement.lang).toBe('en-US');
    const main = container.querySelector('main') ?? container;
    const text = main.textContent ?? '';
    const comingSoon = i18next.t('engine.comingSoon.message');
    expect(comingSoon).toContain('coming soon');
    expect(text).not.toContain(comingSoon);
    expect(text).not.toMatch(/\{\{|\}\}|promotions\.|engine\./);
    if (path === '/promotions') {
      expect(main.querySelectorAll('article[data-offer]').length).toBeGreaterThanOrEqual(4);
    } else {
      // §2: the bare detail address is the deposit offer; each page lists its full terms.
      if (path === '/promotions-detail') expect(address()).toBe('/promotions-detail/deposit');
      expect(main.querySelectorAll('[data-offer] ol li').length).toBeGreaterThan(0);
    }
    await expectNoAxeViolation(container, path);
  });

  it('an unknown offer type is the not-found page, with a link to the promotions', async () => {
    const { container } = renderApp(['/promotions-detail/no-such-offer'], { withUi: true });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See the promotions' }).getAttribute('href')).toBe('/promotions');
    await expectNoAxeViolation(container, 'not found');
  });
});

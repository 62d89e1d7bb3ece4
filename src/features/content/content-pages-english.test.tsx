// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import axe from 'axe-core';
import i18next from 'i18next';
import { setupServer } from 'msw/node';
import { Outlet } from 'react-router';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { getGetSettingsMockHandler } from '../../../generated/accounts/accounts.msw.ts';
import { renderApp, resetEngineState } from '../../engine/testing.tsx';
import { changeLanguage } from '../../i18n/index.ts';
import { initTestI18n } from '../../i18n/testing.ts';
import { TrustSignals } from '../shell/footer.tsx';
import { contentRoutes } from '../../../tests/site-pages.ts';

// §9 Content pages in English: every content page has its title, no fallback notice and no placeholder left, the
// footer's trust signals say "Play responsibly", and axe finds nothing (colour contrast and layout are the browser's:
// tests/e2e/content.spec.ts checks the pages in French on a phone and in Arabic on a desktop).

/** The page with the footer's trust signals under it, as the shell shows them on every page. */
function ShellWithTrustSignals() {
  return (
    <>
      <Outlet />
      <TrustSignals />
    </>
  );
}

const server = setupServer(getGetSettingsMockHandler());

beforeAll(async () => {
  server.listen({ onUnhandledFrame: 'error' });
  await initTestI18n();
  await changeLanguage('en-US');
  // jsdom lays nothing out and has no scrolling: a terms point's deep link scrolls to the point (its own e2e test).
  Element.prototype.scrollIntoView ??= () => {};
});
afterAll(() => server.close());
beforeEach(() => {
  resetEngineState();
  localStorage.clear();
});
afterEach(() => server.resetHandlers());

describe('content pages in English', () => {
  it.each(contentRoutes)('%s is titled, has no placeholder and no fallback notice, shows the trust signals, axe clean', async (path) => {
    const { container } = renderApp([path], { withUi: true, shell: ShellWithTrustSignals });
    const article = await waitForArticle(container);
    expect(document.documentElement.lang).toBe('en-US');
    const title = within(article).getByRole('heading', { level: 1 });
    expect((title.textContent ?? '').trim().length).toBeGreaterThan(2);
    expect(screen.queryByTestId('content-fallback')).toBeNull();
    expect(container.textContent).not.toMatch(/\{\{|\}\}/);
    expect(article.textContent).not.toMatch(/engine\.|content\./);
    expect(i18next.t('content.trust.playResponsibly')).toBe('Play responsibly');
    expect(within(screen.getByTestId('trust-signals')).getByRole('link', { name: 'Play responsibly' })).toBeTruthy();
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } });
    const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
    expect(serious.map((violation) => `${path} ${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
  });
});

/** The content page's article once its Markdown has loaded. */
async function waitForArticle(container: HTMLElement): Promise<HTMLElement> {
  await screen.findByRole('heading', { level: 1 }, { timeout: 5000 });
  const article = container.querySelector<HTMLElement>('article[data-page]');
  expect(article).not.toBeNull();
  return article!;
}

// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { MemoryRouter } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../i18n/index.ts';
import { initTestI18n } from '../../i18n/testing.ts';
import { installFakeViewport, renderWithUi, type FakeViewport } from '../../ui/testing.tsx';
import { DrawerNavigation } from './main-navigation.tsx';
import { TabBar } from './tab-bar.tsx';

// §2 Shell in English on a phone: the tab bar's six entries and the side menu's groups from config, with promotions,
// help and responsible gambling, named in English; axe finds nothing. The layout (the bar on the bottom edge, the slip
// above it, mirrored in Arabic) and the walk through the pages are tests/e2e/phone-navigation.spec.ts's, in French and
// Arabic.
let viewport: FakeViewport;

beforeAll(async () => {
  viewport = installFakeViewport(false);
  await initTestI18n();
  await changeLanguage('en-US');
});
afterAll(() => viewport.restore());
afterEach(() => document.documentElement.removeAttribute('dir'));

async function expectNoAxeViolation(container: HTMLElement) {
  const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } });
  const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
}

describe('phone navigation in English', () => {
  it('the tab bar names its six entries in English, home current on the home page', async () => {
    const { container } = renderWithUi(
      <MemoryRouter initialEntries={['/sport/Home']}>
        <TabBar />
      </MemoryRouter>,
    );
    const bar = screen.getByTestId('tab-bar');
    const entries = [...bar.querySelectorAll('a, button')].map((entry) => entry.textContent?.trim() ?? '');
    expect(entries).toHaveLength(6);
    ['Home', 'Live', 'Casino', 'Search', 'Bet slip', 'Account'].forEach((name, index) => expect(entries[index]).toMatch(new RegExp(`^${name}`)));
    expect(within(bar).getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBe('page');
    await expectNoAxeViolation(container);
  });

  it('the side menu: groups from config, each page once, one current entry, promotions, help and responsible gambling in English', async () => {
    const { container } = renderWithUi(
      <MemoryRouter initialEntries={['/sport/Live']}>
        <DrawerNavigation />
      </MemoryRouter>,
    );
    const menu = screen.getByTestId('drawer-navigation');
    expect(within(menu).getAllByRole('heading').length).toBeGreaterThan(0);
    const hrefs = within(menu)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(new Set(hrefs).size).toBe(hrefs.length);
    expect(hrefs).toEqual(expect.arrayContaining(['/promotions', '/help', '/responsible-gambling', '/sport/Live']));
    const current = menu.querySelectorAll('[aria-current="page"]');
    expect(current).toHaveLength(1);
    expect(current[0].getAttribute('href')).toBe('/sport/Live');
    for (const name of ['Promotions', 'Help', 'Responsible gambling']) expect(within(menu).getByRole('link', { name })).toBeTruthy();
    await expectNoAxeViolation(container);
  });
});

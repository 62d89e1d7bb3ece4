// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createQueryClient } from '../../../api/query-client.ts';
import { getListSportsbookSportsMockHandler } from '../../../api/sportsbook-nav-test-handlers.ts';
import { initTestI18n } from '../../../i18n/testing.ts';
import { installFakeViewport, renderWithUi, type FakeViewport } from '../../../ui/testing.tsx';
import { catalogueSports } from './sport-catalogue.ts';
import SportChooserScreen from './sport-chooser-screen.tsx';
import SportLiveChooserScreen from './sport-live-chooser-screen.tsx';

// §2 sport/ and sport-live choosers against the generated msw handler of /api/sportsbook/sports (CONVENTIONS 9).
// The sports and their order are this deployment's config; the feed's answer is made up here.

const server = setupServer();
const t = (key: string, options: Record<string, string | number> = {}) => i18next.t(key, options);
let viewport: FakeViewport;

beforeAll(async () => {
  await initTestI18n();
  viewport = installFakeViewport(false);
  server.listen({ onUnhandledFrame: 'error' });
});
afterAll(() => {
  server.close();
  viewport.restore();
});
afterEach(() => server.resetHandlers());

const [first, second, third] = catalogueSports();
// The feed's own order and names differ from config's; a sport config does not know (999) is never shown.
const feed = {
  seq: 12,
  items: [
    { id: 999, name: 'Curling', order: 1, prematchCount: 5, liveCount: 5 },
    { id: third.id, name: 'x', order: 2, prematchCount: 7, liveCount: 0 },
    { id: second.id, name: 'y', order: 3, prematchCount: 0, liveCount: 2 },
    { id: first.id, name: 'z', order: 4, prematchCount: 120, liveCount: 14 },
  ],
};

function renderChooser(Screen: () => React.ReactElement) {
  const router = createMemoryRouter([{ path: '*', element: <Screen /> }], { initialEntries: ['/sport'] });
  renderWithUi(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

/** The sport links of the chooser's list, as [name, count, href]. */
async function sportLinks(headingKey: string) {
  const section = await screen.findByRole('region', { name: t(headingKey) });
  const links = await within(section).findAllByRole('link', {}, { timeout: 2000 });
  return links.map((link) => [link.querySelector('span')?.textContent, link.lastElementChild?.textContent, link.getAttribute('href')]);
}

describe('§2 sport/ chooser', () => {
  it('lists the sports on offer in config order with their prematch counts, linking to /sportsbook/prematch/{id}', async () => {
    server.use(getListSportsbookSportsMockHandler(feed));
    renderChooser(SportChooserScreen);
    expect(await sportLinks('sportsbookNav.chooser.prematchHeading')).toEqual([
      [t(first.labelKey), `120 ${t('sportsbookNav.chooser.events')}`, `/sportsbook/prematch/${first.id}`],
      [t(third.labelKey), `7 ${t('sportsbookNav.chooser.events')}`, `/sportsbook/prematch/${third.id}`],
    ]);
    expect(screen.queryByText('Curling')).toBeNull();
    // The search and the slot's other sport pages are there too.
    expect(screen.getByRole('combobox', { name: t('sportsbookNav.search.label') })).toBeTruthy();
    expect(screen.getByRole('link', { name: t('engine.menu.entries.sportMain') }).getAttribute('href')).toBe('/sport/Sport');
  });

  it('following a sport opens its list', async () => {
    server.use(getListSportsbookSportsMockHandler(feed));
    const router = renderChooser(SportChooserScreen);
    const section = await screen.findByRole('region', { name: t('sportsbookNav.chooser.prematchHeading') });
    fireEvent.click(await within(section).findByRole('link', { name: new RegExp(t(third.labelKey)) }, { timeout: 2000 }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/sportsbook/prematch/${third.id}`));
  });

  it('says so when nothing is on offer, and offers to try again when the feed cannot be read', async () => {
    // The first read and its one quiet retry fail; the player's retry succeeds.
    let calls = 0;
    server.use(http.get('*/api/sportsbook/sports', () => (++calls <= 2 ? HttpResponse.json({ code: 'defaultMessage' }, { status: 503 }) : HttpResponse.json({ seq: 1, items: [] }))));
    renderChooser(SportChooserScreen);
    const retry = await screen.findByRole('button', { name: t('sportsbookNav.chooser.retry') }, { timeout: 5000 });
    expect(screen.getByRole('alert').textContent).toContain(t('sportsbookNav.chooser.failed'));
    fireEvent.click(retry);
    expect(await screen.findByText(t('sportsbookNav.chooser.emptyPrematch'), {}, { timeout: 2000 })).toBeTruthy();
  });
});

describe('§2 sport-live chooser', () => {
  it('lists the sports in play with their live counts, linking to /sportsbook/live/{id}', async () => {
    server.use(getListSportsbookSportsMockHandler(feed));
    renderChooser(SportLiveChooserScreen);
    expect(await sportLinks('sportsbookNav.chooser.liveHeading')).toEqual([
      [t(first.labelKey), `14 ${t('sportsbookNav.chooser.events')}`, `/sportsbook/live/${first.id}`],
      [t(second.labelKey), `2 ${t('sportsbookNav.chooser.events')}`, `/sportsbook/live/${second.id}`],
    ]);
    expect(screen.getByRole('link', { name: t('engine.menu.entries.liveMain') }).getAttribute('href')).toBe('/sport/Live');
  });

  it('says no match is live when none is', async () => {
    server.use(getListSportsbookSportsMockHandler({ seq: 3, items: feed.items.map((item) => ({ ...item, liveCount: 0 })) }));
    renderChooser(SportLiveChooserScreen);
    expect(await screen.findByText(t('sportsbookNav.chooser.emptyLive'), {}, { timeout: 2000 })).toBeTruthy();
  });
});

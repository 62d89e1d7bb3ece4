// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createQueryClient } from '../../../api/query-client.ts';
import { getSearchSportsbookMockHandler } from '../../../api/sportsbook-nav-test-handlers.ts';
import type { SportsbookEvent, SportsbookLeague } from '../../../api/sportsbook.ts';
import { initTestI18n } from '../../../i18n/testing.ts';
import { renderWithUi } from '../../../ui/testing.tsx';
import { SportsbookSearch, sportsbookSearchStore } from './sportsbook-search.tsx';

// §2 Sportsbook, §5 Search text: the sportsbook's search combobox against the generated msw handler of
// /api/sportsbook/search, overridden per case (CONVENTIONS 9).

const server = setupServer();
const t = (key: string, options: Record<string, string | number> = {}) => i18next.t(key, options);

beforeAll(async () => {
  await initTestI18n();
  server.listen({ onUnhandledFrame: 'error' });
});
afterAll(() => server.close());
beforeEach(() => {
  sportsbookSearchStore.text = '';
});
afterEach(() => server.resetHandlers());

function event(id: number, status: 'prematch' | 'live', home: { id: number; name: string }, away: { id: number; name: string }): SportsbookEvent {
  return {
    id,
    sportId: 1,
    league: { id: 7, name: 'Ligue 1', slug: 'tunisia-ligue-1', country: { code: 'TN', name: 'Tunisia' } },
    home,
    away,
    startAt: '2026-11-24T18:00:00Z',
    status,
    phase: null,
    clock: null,
    score: null,
    incident: null,
    marketCount: 40,
    markets: [],
  };
}
const esperance = { id: 40, name: 'Espérance de Tunis' };
const clubAfricain = { id: 41, name: 'Club Africain' };
const etoile = { id: 42, name: 'Étoile du Sahel' };
const league: SportsbookLeague = { id: 7, sportId: 1, name: 'Ligue 1', slug: 'tunisia-ligue-1', country: { code: 'TN', name: 'Tunisia' }, top: true, order: 1, prematchCount: 8, liveCount: 1 };
const answer = {
  events: [event(1001, 'live', esperance, clubAfricain), event(1002, 'prematch', etoile, esperance)],
  leagues: [league],
  teams: [esperance, { id: 99, sportId: 1, name: 'Espérance Zarzis' }].map((team) => ({ sportId: 1, ...team })),
};

function renderSearch() {
  const router = createMemoryRouter([{ path: '*', element: <SportsbookSearch /> }], { initialEntries: ['/sport/Home'] });
  renderWithUi(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  const input = screen.getByRole('combobox', { name: t('sportsbookNav.search.label') });
  return { router, input, type: (text: string) => fireEvent.change(input, { target: { value: text } }) };
}

describe('sportsbook search (§5)', () => {
  it('asks nothing under 4 characters or with special characters, says why, and keeps every character typed', async () => {
    const asked: string[] = [];
    server.use(getSearchSportsbookMockHandler(({ request }) => (asked.push(new URL(request.url).searchParams.get('q') ?? ''), answer)));
    const { input, type } = renderSearch();
    type('esp');
    expect(await screen.findByText(t('sportsbookNav.search.tooShort'), {}, { timeout: 2000 })).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    type("espé'rance");
    expect(await screen.findByText(t('sportsbookNav.search.invalidCharacters'), {}, { timeout: 2000 })).toBeTruthy();
    expect((input as HTMLInputElement).value).toBe("espé'rance");
    expect(sportsbookSearchStore.text).toBe("espé'rance");
    type('');
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(''));
    expect(asked).toEqual([]);
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });

  it('lists events, leagues and teams, each opening its page; arrows and Enter work from the field', async () => {
    const asked: string[] = [];
    server.use(getSearchSportsbookMockHandler(({ request }) => (asked.push(new URL(request.url).searchParams.get('q') ?? ''), answer)));
    const { router, input, type } = renderSearch();
    type('  espérance   de ');
    const options = await screen.findAllByRole('option', {}, { timeout: 2000 });
    // The text is sent trimmed, with one space between words.
    expect(asked).toEqual(['espérance de']);
    expect(input.getAttribute('aria-expanded')).toBe('true');
    expect(options.map((option) => option.getAttribute('data-href'))).toEqual([
      '/sportsbook/event/live/1001',
      '/sportsbook/event/line/1002',
      '/sportsbook/tourneys/1?league=tunisia-ligue-1',
      // A team opens its next match; one without a match in the answer, its sport's prematch list.
      '/sportsbook/event/live/1001',
      '/sportsbook/prematch/1',
    ]);
    expect(screen.getByRole('group', { name: t('sportsbookNav.search.groups.events') })).toBeTruthy();
    expect(options[0].textContent).toContain(t('sportsbookNav.search.live'));
    expect(screen.getByRole('status').textContent).toBe(t('sportsbookNav.search.results', { count: 5 }));

    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(input.getAttribute('aria-activedescendant')).toBe(options[1].id);
    expect(options[1].getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    // Up from the first wraps to the last.
    expect(input.getAttribute('aria-activedescendant')).toBe(options[4].id);
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/sportsbook/event/line/1002'));
  });

  it('Escape closes the list and keeps the text; a click opens a result', async () => {
    server.use(getSearchSportsbookMockHandler(answer));
    const { router, input, type } = renderSearch();
    type('esperance');
    await screen.findAllByRole('option', {}, { timeout: 2000 });
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect((input as HTMLInputElement).value).toBe('esperance');
    type('esperance ');
    fireEvent.click((await screen.findAllByRole('option', {}, { timeout: 2000 }))[2]);
    await waitFor(() => expect(router.state.location.pathname + router.state.location.search).toBe('/sportsbook/tourneys/1?league=tunisia-ligue-1'));
  });

  it('waits for typing to pause, and a newer text cancels the request of an older one', async () => {
    const asked: string[] = [];
    let olderAborted = false;
    server.use(
      getSearchSportsbookMockHandler(async ({ request }) => {
        const q = new URL(request.url).searchParams.get('q') ?? '';
        asked.push(q);
        if (q === 'espe') {
          // The older answer never comes on its own: only its cancellation ends it.
          await new Promise<void>((resolve) => request.signal.addEventListener('abort', () => ((olderAborted = true), resolve())));
        }
        return answer;
      }),
    );
    const { type } = renderSearch();
    for (const text of ['e', 'es', 'esp', 'espe']) type(text);
    await waitFor(() => expect(asked).toEqual(['espe']), { timeout: 2000 });
    type('esperance');
    await screen.findAllByRole('option', {}, { timeout: 2000 });
    expect(asked).toEqual(['espe', 'esperance']);
    await waitFor(() => expect(olderAborted).toBe(true));
  });

  it('says nothing was found, and says so when the search fails, without losing the text', async () => {
    server.use(getSearchSportsbookMockHandler({ events: [], leagues: [], teams: [] }));
    const { input, type } = renderSearch();
    type('zzzzzz');
    expect(await screen.findByText(t('sportsbookNav.search.noResults', { text: 'zzzzzz' }), {}, { timeout: 2000 })).toBeTruthy();
    // The generated handler answers 200 only: a failing search is written out here.
    server.use(http.get('*/api/sportsbook/search', () => HttpResponse.json({ code: 'defaultMessage' }, { status: 503 })));
    await act(async () => type('yyyyyy'));
    expect(await screen.findByText(t('sportsbookNav.search.failed'), {}, { timeout: 3000 })).toBeTruthy();
    expect((input as HTMLInputElement).value).toBe('yyyyyy');
  });
});

// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
// CONVENTIONS 9: component tests answer with the generated msw handlers, overridden per case.
import { getGetSportsbookEventMockHandler, getGetSportsbookSnapshotMockHandler, getListSportsbookEventsMockHandler, getListSportsbookLeaguesMockHandler, getListSportsbookSportsMockHandler } from '../../../generated/sportsbook/sportsbook.msw.ts';
import { getGetSettingsMockHandler, getGetSettingsResponseMock } from '../../../generated/accounts/accounts.msw.ts';
import type { SportsbookEvent, SportsbookMarket } from '../../api/sportsbook.ts';
import { href } from '../../engine/hrefs.ts';
import { renderApp, resetEngineState } from '../../engine/testing.tsx';
import { initTestI18n } from '../../i18n/testing.ts';
import { getListSlidesMockHandler } from '../../api/testing.ts';
import { installFakeViewport } from '../../ui/testing.tsx';
import { betslipSelectionsStore } from '../../stores/betslip-selections.ts';
import { toastsStore } from '../../stores/toasts.ts';
import { liveStatusStore, resetLiveConnection } from '../../engine/sportsbook/live-connection.ts';
import { http, HttpResponse } from 'msw';
import { formatOdds } from '../../engine/sportsbook/odds-format.ts';
import { TestEventSource } from '../../testing/live-stream.ts';
import { testMarket } from '../../testing/sportsbook-events.ts';

// Every price a button renders goes through formatOdds: its calls count the price buttons rendered.
vi.mock('../../engine/sportsbook/odds-format.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../engine/sportsbook/odds-format.ts')>();
  return { ...original, formatOdds: vi.fn(original.formatOdds) };
});

const outcome = (marketId: number, k: number, key: string, price: string, status: 'open' | 'suspended' = 'open') => ({ id: marketId * 100 + k, key, name: null, price, priceVersion: 1, status, result: null });
const market = (eventId: number, n: number, type: string, outcomes: ReturnType<typeof outcome>[], extra: Partial<SportsbookMarket> = {}) => testMarket(eventId * 1000 + n, type, outcomes, extra);

function liveEvent(id: number, home: string, away: string, league = { id: 1001, name: 'Ligue Professionnelle 1', slug: 'ligue-professionnelle-1', country: { code: 'TN', name: 'Tunisia' } }): SportsbookEvent {
  const resultMarket = id * 1000 + 1;
  const totalMarket = id * 1000 + 2;
  return {
    id,
    sportId: 1,
    league,
    home: { id: id * 10, name: home },
    away: { id: id * 10 + 1, name: away },
    startAt: '2026-11-23T06:30:00.000Z',
    status: 'live',
    phase: 'h1',
    clock: { seconds: 600, running: false, direction: 'up', at: '2026-11-23T06:40:00.000Z' },
    score: { home: 1, away: 0, periods: [{ period: 'h1', home: 1, away: 0 }], point: null, server: null },
    incident: null,
    marketCount: 30,
    markets: [
      market(id, 1, 'match-result', [outcome(resultMarket, 1, 'home', '1.85'), outcome(resultMarket, 2, 'draw', '3.40'), outcome(resultMarket, 3, 'away', '4.20')]),
      market(id, 2, 'total', [outcome(totalMarket, 1, 'over', '1.90'), outcome(totalMarket, 2, 'under', '1.90')], { line: '2.5' }),
      market(id, 3, 'both-teams-to-score', [outcome(id * 1000 + 3, 1, 'yes', '1.70'), outcome(id * 1000 + 3, 2, 'no', '2.05')]),
    ],
  };
}

const espérance = liveEvent(5001, 'Espérance de Tunis', 'Club Africain');
const étoile = liveEvent(5002, 'Étoile du Sahel', 'CS Sfaxien');
const homeOutcome = 5001001 * 100 + 1;

const server = setupServer(
  getListSportsbookEventsMockHandler({ seq: 10, total: 2, limit: 200, offset: 0, items: [espérance, étoile] }),
  getListSportsbookSportsMockHandler({ seq: 10, items: [{ id: 1, name: 'Football', order: 1, prematchCount: 5, liveCount: 2 }] }),
  getListSportsbookLeaguesMockHandler({ seq: 10, items: [] }),
  getGetSportsbookSnapshotMockHandler({ seq: 10, events: [espérance, étoile] }),
  getGetSportsbookEventMockHandler({ seq: 10, event: espérance }),
);

beforeAll(async () => {
  server.listen({ onUnhandledFrame: 'error' } as never);
  (globalThis as { EventSource?: unknown }).EventSource = TestEventSource;
  await initTestI18n();
});
afterAll(() => server.close());
beforeEach(() => {
  resetEngineState();
  TestEventSource.opened = [];
  betslipSelectionsStore.items = [];
  betslipSelectionsStore.owner = null;
  localStorage.clear();
});
afterEach(() => {
  server.resetHandlers();
  resetLiveConnection();
});

const priceButton = (outcomeId: number) => document.querySelector<HTMLButtonElement>(`button[data-outcome="${outcomeId}"]`)!;

describe('event list (/sport/Live)', () => {
  it('lists the live events by league with the main market of the sport’s list layout, and streams only the live topic', async () => {
    renderApp([href('sport-page', { section: 'Live' })]);
    const rows = await screen.findAllByTestId('event-row', {}, { timeout: 5000 });
    expect(rows).toHaveLength(2);
    expect(screen.getByText(/Tunisia · Ligue Professionnelle 1/)).toBeTruthy();
    // Football's list layout: match result, then the main total; both teams to score is left for the event page.
    const row = within(rows[0]);
    expect(row.getByRole('group', { name: i18next.t('sport.markets.match-result') })).toBeTruthy();
    expect(row.getAllByRole('button').map((button) => button.getAttribute('data-outcome'))).toEqual([String(homeOutcome), String(homeOutcome + 1), String(homeOutcome + 2), String(5001002 * 100 + 1), String(5001002 * 100 + 2)]);
    expect(priceButton(homeOutcome).textContent).toContain('1,85');
    // The league's header names the columns (market, then 1 X 2), so the buttons under it show the price alone.
    const headings = screen.getAllByTestId('market-headings')[0];
    expect(headings.textContent).toContain(i18next.t('sport.markets.match-result'));
    expect([...headings.querySelectorAll('.picks')[0].children].map((pick) => pick.textContent)).toEqual(['1', 'X', '2']);
    expect(priceButton(homeOutcome).querySelector('.label')).toBeNull();
    await waitFor(() => expect(TestEventSource.latest()?.url).toMatch(/\/api\/sportsbook\/stream\?topics=overview&markets=/));
    expect(TestEventSource.latest().url).not.toMatch(/both-teams-to-score/);
  });

  it('a line beside a price is written as the price is: "2,5" beside "1,90" in French, one formatter for both (§3 Odds formats)', async () => {
    renderApp([href('sport-page', { section: 'Live' })]);
    await screen.findAllByTestId('event-row', {}, { timeout: 5000 });
    const over = priceButton(5001002 * 100 + 1);
    expect(over.querySelector('.price')?.textContent).toBe('1,90');
    expect(over.querySelector('.label')?.textContent).toBe('2,5');
    expect(over.textContent).not.toContain('2.5');
  });

  it('the landing page streams its own live and upcoming events only, not every live event (§2: what is on screen)', async () => {
    // The landing page's carousel reads the reduced-motion setting and asks the content service for its slides.
    const viewport = installFakeViewport(false);
    server.use(getListSlidesMockHandler([]));
    renderApp([href('sport-page', { section: 'Home' })]);
    await screen.findAllByTestId('event-row', {}, { timeout: 5000 });
    await waitFor(() => expect(TestEventSource.latest()?.url).toMatch(new RegExp(`topics=event%3A${espérance.id}%2Cevent%3A${étoile.id}&`)));
    expect(TestEventSource.opened.some((source) => /topics=overview/.test(source.url))).toBe(false);
    viewport.restore();
  });

  it('a pushed price changes the one button, flashes it up, and a gap asks for a snapshot', async () => {
    renderApp([href('sport-page', { section: 'Live' })]);
    await screen.findAllByTestId('event-row', {}, { timeout: 5000 });
    await waitFor(() => expect(TestEventSource.latest()).toBeTruthy());
    const source = TestEventSource.latest();
    const other = priceButton(5002001 * 100 + 1);
    await act(async () => {
      source.emit('hello', { seq: 10, prev: 10, heartbeatMs: 15000, topics: ['overview'] });
      source.emit('diff', { seq: 11, prev: 10, at: '2026-11-23T06:41:00Z', changes: [{ type: 'outcome', eventId: 5001, marketId: 5001001, outcomeId: homeOutcome, price: '2.10', priceVersion: 2 }] });
      await new Promise((resolve) => requestAnimationFrame(resolve));
    });
    await waitFor(() => expect(priceButton(homeOutcome).textContent).toContain('2,10'));
    expect(priceButton(homeOutcome).getAttribute('data-move')).toBe('up');
    expect(other.getAttribute('data-move')).toBeNull();
    expect(priceButton(5002001 * 100 + 1)).toBe(other); // the other row's button was not re-created

    let snapshots = 0;
    server.use(getGetSportsbookSnapshotMockHandler(() => (snapshots++, { seq: 20, events: [espérance, étoile] })));
    await act(async () => {
      source.emit('diff', { seq: 15, prev: 14, at: '2026-11-23T06:42:00Z', changes: [] }); // 12..14 never came
      source.emit('diff', { seq: 'x' }); // malformed: dropped, never thrown
    });
    await waitFor(() => expect(snapshots).toBe(1));
  });

  it('a burst of pushed changes re-renders only the changed price buttons, not the list (CONVENTIONS 16)', async () => {
    renderApp([href('sport-page', { section: 'Live' })]);
    await screen.findAllByTestId('event-row', {}, { timeout: 5000 });
    await waitFor(() => expect(TestEventSource.latest()).toBeTruthy());
    const source = TestEventSource.latest();
    await act(async () => {
      source.emit('hello', { seq: 10, prev: 10, heartbeatMs: 15000, topics: ['overview'] });
      await new Promise((resolve) => requestAnimationFrame(resolve));
    });
    const rendered = vi.mocked(formatOdds);
    rendered.mockClear();
    const drawOutcome = homeOutcome + 1;
    await act(async () => {
      // Two messages within a frame: a goal in one event and two price moves in it, then one more move.
      source.emit('diff', {
        seq: 11,
        prev: 10,
        at: '2026-11-23T06:41:00Z',
        changes: [
          { type: 'event', eventId: 5001, score: { home: 2, away: 0, periods: [{ period: 'h1', home: 2, away: 0 }], point: null, server: null } },
          { type: 'outcome', eventId: 5001, marketId: 5001001, outcomeId: homeOutcome, price: '1.50', priceVersion: 2 },
        ],
      });
      source.emit('diff', { seq: 12, prev: 11, at: '2026-11-23T06:41:01Z', changes: [{ type: 'outcome', eventId: 5001, marketId: 5001001, outcomeId: drawOutcome, price: '4.00', priceVersion: 2 }] });
      await new Promise((resolve) => requestAnimationFrame(resolve));
    });
    await waitFor(() => expect(priceButton(drawOutcome).textContent).toContain('4,00'));
    expect(priceButton(homeOutcome).textContent).toContain('1,50');
    expect(screen.getAllByTestId('event-row')[0].querySelector('.score')?.textContent).toBe('2');
    // The two changed buttons rendered once each; the goal re-rendered its row but none of the other eight buttons.
    expect(rendered.mock.calls.map(([price]) => price).sort()).toEqual(['1.50', '4.00']);
  });

  it('suspended prices are shown as such and cannot be picked', async () => {
    const suspended = liveEvent(5003, 'US Monastir', 'Stade Tunisien');
    suspended.markets[0].status = 'suspended';
    server.use(getListSportsbookEventsMockHandler({ seq: 10, total: 1, limit: 200, offset: 0, items: [suspended] }));
    renderApp([href('sport-page', { section: 'Live' })]);
    await screen.findAllByTestId('event-row', {}, { timeout: 5000 });
    const button = priceButton(5003001 * 100 + 1);
    expect(button.disabled).toBe(true);
    expect(button.textContent).toContain(i18next.t('sportsbook.odds.status.suspended'));
  });

  it('a guest who taps a price keeps the selection and is asked to sign in to place bets (§6)', async () => {
    renderApp([href('sport-page', { section: 'Live' })]);
    await screen.findAllByTestId('event-row', {}, { timeout: 5000 });
    fireEvent.click(priceButton(homeOutcome));
    expect(betslipSelectionsStore.items).toEqual([expect.objectContaining({ eventId: 5001, marketId: 5001001, outcomeId: homeOutcome, price: '1.85', priceVersion: 1, live: true })]);
    expect(toastsStore.items).toEqual([expect.objectContaining({ type: 'info', messageKey: 'sportsbook.guest.signInToBet' })]);
    await waitFor(() => expect(priceButton(homeOutcome).getAttribute('aria-pressed')).toBe('true'));
    fireEvent.click(priceButton(homeOutcome));
    expect(betslipSelectionsStore.items).toEqual([]);
  });

  it('when the feed drops: a localized "paused, retrying" notice, the last prices kept and not selectable', async () => {
    renderApp([href('sport-page', { section: 'Live' })]);
    await screen.findAllByTestId('event-row', {}, { timeout: 5000 });
    await waitFor(() => expect(TestEventSource.latest()).toBeTruthy());
    act(() => TestEventSource.latest().onerror?.());
    expect(liveStatusStore.status).toBe('paused');
    expect((await screen.findByTestId('live-paused')).textContent).toBe(i18next.t('sportsbook.live.paused'));
    await waitFor(() => expect(priceButton(homeOutcome).disabled).toBe(true));
    expect(priceButton(homeOutcome).textContent).toContain('1,85');
    fireEvent.click(priceButton(homeOutcome));
    expect(betslipSelectionsStore.items).toEqual([]);
  });
});

describe('event page (/sportsbook/event/live/{eventID})', () => {
  it('shows every market in the sport’s tabs, a scoreboard, and remembers a folded market', async () => {
    renderApp([href('sportsbook-event-live', { eventID: 5001 })]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Espérance de Tunis – Club Africain' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByTestId('score').textContent).toBe('1 : 0');
    const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(tabs).toEqual([i18next.t('sport.groups.main'), i18next.t('sport.groups.goals')]);
    expect(screen.getAllByTestId('market').map((section) => section.getAttribute('aria-label'))).toEqual([i18next.t('sport.markets.match-result')]);
    fireEvent.click(screen.getByRole('tab', { name: i18next.t('sport.groups.goals') }));
    await waitFor(() => expect(screen.getByRole('tab', { name: i18next.t('sport.groups.goals') }).getAttribute('aria-selected')).toBe('true'));
    const names = screen.getAllByTestId('market').map((section) => section.getAttribute('aria-label'));
    // The line in a market's name is written as the prices are (French: 2,5).
    expect(names).toEqual([i18next.t('sport.markets.total-goals', { line: '2,5' }), i18next.t('sport.markets.both-teams-to-score')]);
    const fold = screen.getByRole('button', { name: i18next.t('sport.markets.both-teams-to-score'), expanded: true });
    fireEvent.click(fold);
    await waitFor(() => expect(fold.getAttribute('aria-expanded')).toBe('false'));
    await waitFor(() => expect(localStorage.getItem('sportsbookMarketView')).toMatch(/both-teams-to-score/));
    await waitFor(() => expect(TestEventSource.latest()?.url).toMatch(/topics=event%3A5001&lastEventId=10$/));
  });

  it('an event that does not exist gets a clear page with links onward', async () => {
    server.use(http.get('*/api/sportsbook/events/:eventId', () => HttpResponse.json({ code: 'not_found', message: 'No event 999.' }, { status: 404 })));
    renderApp([href('sportsbook-event-line', { eventID: 999 })]);
    expect(await screen.findByRole('heading', { name: i18next.t('sportsbook.event.notFoundTitle') })).toBeTruthy();
    expect(screen.getByRole('link', { name: i18next.t('sportsbook.links.live') }).getAttribute('href')).toBe(href('sport-page', { section: 'Live' }));
  });

  it('unknown sport ids and section types are a localized not-found page', async () => {
    renderApp([href('sportsbook-type', { type: 'prematch', activeSport: 999 })]);
    expect(await screen.findByRole('heading', { name: i18next.t('sportsbook.notFound.title') })).toBeTruthy();
  });
});

describe('prematch filters (/sportsbook/prematch/{activeSport})', () => {
  it('ask the feed for the chosen days and league, keep them in the address, and say when nothing fits', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-27T23:30:00Z') }); // 00:30 on the 28th in Tunis (UTC+1)
    const asked: URLSearchParams[] = [];
    const league = { id: 1001, name: 'Ligue Professionnelle 1', slug: 'ligue-professionnelle-1', country: { code: 'TN', name: 'Tunisia' }, sportId: 1, order: 1, prematchCount: 2, liveCount: 0, top: true };
    server.use(
      getListSportsbookLeaguesMockHandler({ seq: 10, items: [league, { ...league, id: 1002, name: 'Ligue 2', slug: 'ligue-2' }] }),
      http.get('*/api/sportsbook/events', ({ request }) => {
        const params = new URL(request.url).searchParams;
        asked.push(params);
        return HttpResponse.json({ seq: 10, total: 0, limit: 50, offset: 0, items: [] });
      }),
    );
    try {
      renderApp([`${href('sportsbook-type', { type: 'prematch', activeSport: 1 })}?when=tomorrow`]);
      expect(await screen.findByText(i18next.t('sportsbook.filters.none'))).toBeTruthy();
      // Tomorrow in the market's days: the 29th from 00:00 to 23:59 Tunis time.
      expect(asked.at(-1)!.get('date_from')).toBe('2026-11-28T23:00Z');
      expect(asked.at(-1)!.get('date_to')).toBe('2026-11-29T22:59Z');
      expect(screen.getByRole('button', { name: i18next.t('sportsbook.filters.periods.tomorrow') }).getAttribute('aria-pressed')).toBe('true');
      fireEvent.change(await screen.findByRole('combobox', { name: i18next.t('sportsbook.filters.league') }), { target: { value: 'ligue-2' } });
      await waitFor(() => expect(asked.at(-1)!.get('league')).toBe('1002'));
      fireEvent.click(screen.getByRole('button', { name: i18next.t('sportsbook.filters.periods.week') }));
      await waitFor(() => expect(asked.at(-1)!.get('date_to')).toBe('2026-12-04T22:59Z'));
      expect(asked.at(-1)!.get('date_from')).toBe('2026-11-27T23:00Z');
      fireEvent.click(screen.getByRole('button', { name: i18next.t('sportsbook.filters.periods.all') }));
      await waitFor(() => expect(asked.at(-1)!.has('date_from')).toBe(false));
      expect(asked.at(-1)!.get('league')).toBe('1002');
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('a sport the feed does not offer', () => {
  it('shows its lists as having no events, not as a failure to retry (§2 Sportsbook)', async () => {
    let calls = 0;
    server.use(
      http.get('*/api/sportsbook/events', () => {
        calls += 1;
        return HttpResponse.json({ code: 'not_found', message: 'No sport 1.' }, { status: 404 });
      }),
    );
    renderApp([href('sportsbook-type', { type: 'prematch', activeSport: 1 })]);
    expect(await screen.findByText(i18next.t('sportsbook.empty.prematch'))).toBeTruthy();
    expect(screen.queryAllByRole('alert').filter((alert) => alert.textContent?.trim())).toEqual([]);
    expect(calls).toBe(1);
  });

  it('shows its leagues and top leagues as none, asked once, and a league of it as not found', async () => {
    let calls = 0;
    server.use(
      http.get('*/api/sportsbook/leagues', () => {
        calls += 1;
        return HttpResponse.json({ code: 'not_found', message: 'No sport 60.' }, { status: 404 });
      }),
    );
    const view = renderApp([href('sportsbook-tourneys', { activeSport: 1 })]);
    expect(await screen.findByText(i18next.t('sportsbook.empty.leagues'))).toBeTruthy();
    expect(screen.queryAllByRole('alert').filter((alert) => alert.textContent?.trim())).toEqual([]);
    view.unmount();
    resetEngineState();
    const top = renderApp([href('sportsbook-type', { type: 'top-tourneys', activeSport: 1 })]);
    expect(await screen.findByText(i18next.t('sportsbook.empty.leagues'))).toBeTruthy();
    expect(screen.queryAllByRole('alert').filter((alert) => alert.textContent?.trim())).toEqual([]);
    top.unmount();
    expect(calls).toBe(2);
  });
});

describe('lists a bettor can scan (§2 Sportsbook)', () => {
  const tennisMatch = (id: number): SportsbookEvent => ({
    ...liveEvent(id, 'Nadal R.', 'Alcaraz C.', { id: 3001, name: 'ATP Doha', slug: 'atp-doha', country: { code: 'QA', name: 'Qatar' } }),
    sportId: 3,
    phase: 's2',
    clock: null,
    score: { home: 1, away: 0, periods: [{ period: 's1', home: 6, away: 4 }, { period: 's2', home: 3, away: 2 }], point: { home: '30', away: '15' }, server: 'away' },
    markets: [market(id, 1, 'match-winner', [outcome(id * 1000 + 1, 1, 'home', '1.40'), outcome(id * 1000 + 1, 2, 'away', '2.90')])],
  });

  it('a live tennis row shows the sets, the games, the point and who serves, and says them in one sentence', async () => {
    server.use(getListSportsbookEventsMockHandler({ seq: 10, total: 1, limit: 200, offset: 0, items: [tennisMatch(6001)] }));
    renderApp([href('sport-page', { section: 'Live' })]);
    const [row] = await screen.findAllByTestId('event-row', {}, { timeout: 5000 });
    const lines = [...row.querySelectorAll('.line')].map((line) => [...line.querySelectorAll('.figures > span')].map((cell) => cell.textContent));
    expect(lines).toEqual([
      ['1', '3', '30'],
      ['0', '2', '15'],
    ]);
    // The dot of the server stands on the away line only.
    expect(row.querySelectorAll('[data-testid="serve"]')).toHaveLength(1);
    expect(row.querySelectorAll('.line')[1].querySelector('[data-testid="serve"]')).not.toBeNull();
    const said = [i18next.t('sportsbook.liveScore.sets', { home: 1, away: 0 }), i18next.t('sportsbook.liveScore.games', { home: 3, away: 2 }), i18next.t('sportsbook.liveScore.point', { home: 30, away: 15 }), i18next.t('sportsbook.liveScore.serves', { name: 'Alcaraz C.' })].join(', ');
    expect(within(row).getByText(said)).toBeTruthy();
  });

  it.each([
    ['the sport home', () => href('sport-page', { section: 'Home' })],
    ['the live page', () => href('sport-page', { section: 'Live' })],
    ['Overview', () => href('sport-page', { section: 'Overview' })],
    ['a prematch list', () => href('sportsbook-type', { type: 'prematch', activeSport: 1 })],
    ['the top leagues', () => href('sportsbook-type', { type: 'top-tourneys', activeSport: 0 })],
    ['a live event page', () => href('sportsbook-event-live', { eventID: 5001 })],
  ])('§5 Bet slip: %s, a screen with prices, has the slip as a column on a desktop', async (_screen, address) => {
    const viewport = installFakeViewport(true);
    // The slip asks for the site's stake limits; the sport home for its slides.
    server.use(getListSlidesMockHandler([]), getGetSettingsMockHandler(() => ({ ...getGetSettingsResponseMock(), rates: { TND: '1' }, limits: { maxBet: '3000.00', minBet: '0.10', maxWin: '100000.00', maxTransaction: '10000.00' } })));
    try {
      renderApp([address()]);
      expect(await screen.findByTestId('betslip', {}, { timeout: 5000 })).toBeTruthy();
    } finally {
      viewport.restore();
    }
  });

  it('Overview is the live board: every live event by sport in the configured order, its main market alone, its league on the row', async () => {
    // The feed answers football, tennis, football: the board groups each sport once, football (order 1) first.
    const tennis = tennisMatch(6001);
    server.use(getListSportsbookEventsMockHandler({ seq: 10, total: 3, limit: 200, offset: 0, items: [espérance, tennis, étoile] }));
    renderApp([href('sport-page', { section: 'Overview' })]);
    const rows = await screen.findAllByTestId('event-row', {}, { timeout: 5000 });
    expect(rows.map((row) => row.getAttribute('data-event'))).toEqual(['5001', '5002', '6001']);
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([i18next.t('sport.sports.football'), i18next.t('sport.sports.tennis')]);
    // Football's main market (match result) only: the total of the Live page's second column is not on the board.
    expect(within(rows[0]).getAllByRole('group').map((group) => group.getAttribute('aria-label'))).toEqual([i18next.t('sport.markets.match-result')]);
    expect(within(rows[0]).getAllByRole('button')).toHaveLength(3);
    expect(rows[0].textContent).toContain('Ligue Professionnelle 1');
    expect(screen.getAllByTestId('market-headings')[0].querySelectorAll('.heading')).toHaveLength(1);
  });

  it('the sport home lists the top leagues first, then the sports A-Z in the player’s language, with one search over both', async () => {
    const viewport = installFakeViewport(false);
    const league = (id: number, sportId: number, name: string, top: boolean, order: number, country = { code: 'TN', name: 'Tunisia' }) => ({ id, sportId, name, slug: `league-${id}`, country, top, order, prematchCount: 3, liveCount: 0 });
    server.use(
      getListSlidesMockHandler([]),
      getListSportsbookSportsMockHandler({
        seq: 10,
        items: [
          { id: 1, name: 'Football', order: 1, prematchCount: 5, liveCount: 2 },
          { id: 3, name: 'Tennis', order: 2, prematchCount: 4, liveCount: 0 },
          { id: 4, name: 'Basketball', order: 3, prematchCount: 2, liveCount: 0 },
          { id: 12, name: 'Volleyball', order: 4, prematchCount: 0, liveCount: 0 },
        ],
      }),
      getListSportsbookLeaguesMockHandler({
        seq: 10,
        items: [league(1002, 1, 'Ligue 2', false, 2), league(3001, 3, 'ATP Doha', true, 3, { code: 'QA', name: 'Qatar' }), league(1001, 1, 'Ligue Professionnelle 1', true, 1), league(4001, 4, 'Championnat Élite', false, 4)],
      }),
    );
    try {
      renderApp([href('sport-page', { section: 'Home' })]);
      const leagues = await screen.findByTestId('directory-leagues', {}, { timeout: 5000 });
      // The sports come from their own query, which may answer after the leagues'.
      const sportsList = await screen.findByTestId('directory-sports', {}, { timeout: 5000 });
      // Top leagues only, in the feed's order.
      expect(within(leagues).getAllByRole('link').map((link) => link.querySelector('.name')!.textContent)).toEqual(['Ligue Professionnelle 1', 'ATP Doha']);
      // Sports with events, sorted by their name in the player's language (volleyball has none today).
      const names = [1, 3, 4].map((id) => i18next.t(`sport.sports.${({ 1: 'football', 3: 'tennis', 4: 'basketball' } as Record<number, string>)[id]}`));
      const sports = within(sportsList).getAllByRole('link');
      expect(sports.map((link) => link.querySelector('.name')!.textContent)).toEqual([...names].sort(new Intl.Collator(i18next.language).compare));
      expect(sports[0].getAttribute('href')).toMatch(/^\/sportsbook\/prematch\/\d+$/);
      // Accents and case do not matter; a non-top league that matches is listed.
      fireEvent.change(screen.getByRole('searchbox', { name: i18next.t('sportsbook.directory.search') }), { target: { value: 'ELITE' } });
      await waitFor(() => expect(within(screen.getByTestId('directory-leagues')).getAllByRole('link').map((link) => link.querySelector('.name')!.textContent)).toEqual(['Championnat Élite']));
      expect(screen.queryByTestId('directory-sports')).toBeNull();
      fireEvent.change(screen.getByRole('searchbox', { name: i18next.t('sportsbook.directory.search') }), { target: { value: 'zzzz' } });
      expect(await screen.findByText(i18next.t('sportsbook.directory.none', { text: 'zzzz' }))).toBeTruthy();
    } finally {
      viewport.restore();
    }
  });
});

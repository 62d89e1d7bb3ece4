// @vitest-environment jsdom
import { act, fireEvent, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { BasketballTracker, FootballIncident, FootballTracker, TennisTracker, Tracker } from '../../../api/sportsbook.ts';
import { liveConnection, resetLiveConnection } from '../../../engine/sportsbook/live-connection.ts';
import { changeLanguage, loadAreas } from '../../../i18n/index.ts';
import { initTestI18n } from '../../../i18n/testing.ts';
import { renderWithUi } from '../../../ui/testing.tsx';
import { LazyMatchTracker } from './lazy-match-tracker.tsx';
import { LiveTrackersToggle, RowTracker, liveListTrackers } from './live-list-trackers.tsx';
import MatchTracker, { momentumBars, zoneBand } from './match-tracker.tsx';

// The match tracker's states (docs/product.md §2 Sportsbook "Match tracker"), fed through the live store as the stream
// feeds it: football zones, incidents, stats and momentum; tennis; basketball; Arabic mirrored; reduced motion; the
// polite announcement of goals and cards only.

const eventId = 4242;
const ICE_HOCKEY = 10;
const teams = { home: 'Espérance', away: 'Club Africain' };
let seq = 100;

beforeAll(() => initTestI18n());
afterEach(async () => {
  resetLiveConnection();
  seq = 100;
  await changeLanguage('fr-fr');
});

const football = (changes: Partial<FootballTracker> = {}): FootballTracker => ({
  kind: 'football',
  zone: 'danger',
  attacking: 'home',
  incidents: [
    { id: 1, kind: 'corner', team: 'home', minute: 12 },
    { id: 2, kind: 'yellow-card', team: 'away', minute: 20 },
    { id: 3, kind: 'var', team: 'home', minute: 31, var: 'goal-disallowed' },
  ],
  stats: { possession: { home: 58, away: 42 }, shots: { home: 7, away: 3 }, shotsOnTarget: { home: 3, away: 1 }, corners: { home: 4, away: 1 }, yellowCards: { home: 0, away: 1 }, redCards: { home: 0, away: 0 } },
  momentum: [40, 20, -60, 80],
  ...changes,
});

async function nextFrame() {
  await act(() => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined))));
}

/** The tracker as the snapshot of its topic brings it. */
async function snapshot(tracker: Tracker) {
  act(() => liveConnection().store.loadSnapshot({ seq, events: [], trackers: [{ eventId, tracker }] }));
  await nextFrame();
}

/** The next tracker as a stream diff brings it. */
async function stream(tracker: Tracker) {
  seq += 1;
  act(() => liveConnection().store.handle('diff', JSON.stringify({ seq, prev: seq - 1, at: '2026-12-02T03:00:00Z', changes: [{ type: 'tracker', eventId, tracker }] })));
  await nextFrame();
}

async function inLanguage(language: string) {
  await changeLanguage(language);
  await loadAreas(['sportsbook', 'tracker']);
}

function fakeReducedMotion(reduce: boolean): () => void {
  const original = window.matchMedia;
  window.matchMedia = (query: string) => ({ media: query, matches: reduce && query.includes('prefers-reduced-motion'), addEventListener: () => undefined, removeEventListener: () => undefined }) as unknown as MediaQueryList;
  return () => {
    window.matchMedia = original;
  };
}

describe('the football tracker', () => {
  it("draws the ball's zone on the attacking side's way, the incidents newest first, the stats and the momentum", async () => {
    await inLanguage('fr-fr');
    renderWithUi(<MatchTracker eventId={eventId} {...teams} />);
    expect(screen.queryByTestId('match-tracker')).toBeNull();
    await snapshot(football());
    const tracker = screen.getByTestId('match-tracker');
    expect(within(tracker).getByRole('heading', { level: 2 }).textContent).toBe(i18next.t('sportsbook.tracker.title'));
    const pitch = screen.getByRole('img', { name: i18next.t('tracker.zone.danger', { team: teams.home }) });
    expect(pitch.getAttribute('data-zone')).toBe('danger');
    // Home attacks towards the reading end: its dangerous zone is the last fifth on the right in French.
    expect(screen.getByTestId('zone-band').getAttribute('x')).toBe('240');

    const incidents = within(screen.getByTestId('tracker-incidents')).getAllByRole('listitem');
    expect(incidents.map((item) => item.getAttribute('data-kind'))).toEqual(['var', 'yellow-card', 'corner']);
    expect(incidents[0].textContent).toContain(i18next.t('tracker.var.goal-disallowed'));
    expect(incidents[1].textContent).toContain(`${i18next.t('tracker.kind.yellow-card')} · ${teams.away}`);
    expect(incidents[1].getAttribute('data-team')).toBe('away');

    const possession = screen.getByTestId('tracker-stats').querySelector('[data-stat="possession"]')!;
    expect(possession.textContent).toContain('58%');
    expect(possession.textContent).toContain('42%');
    expect(screen.getByTestId('tracker-stats').querySelector('[data-stat="shotsOnTarget"]')!.textContent).toContain(i18next.t('tracker.stat.shotsOnTarget'));

    const momentum = screen.getByTestId('momentum');
    expect(momentum.getAttribute('aria-label')).toContain(i18next.t('tracker.momentumLeader', { team: teams.home }));
    expect([...momentum.querySelectorAll('rect')].map((bar) => bar.getAttribute('data-side'))).toEqual(['home', 'home', 'away', 'home']);

    // The away side wins the ball back in its own half: the band and the caption follow.
    await stream(football({ zone: 'safe', attacking: 'away' }));
    expect(screen.getByTestId('pitch').getAttribute('aria-label')).toBe(i18next.t('tracker.zone.safe', { team: teams.away }));
    expect(screen.getByTestId('zone-band').getAttribute('x')).toBe('150');
    // Half-time: no band, play stopped.
    await stream(football({ zone: null, attacking: null }));
    expect(screen.queryByTestId('zone-band')).toBeNull();
    expect(screen.getByTestId('pitch').getAttribute('aria-label')).toBe(i18next.t('tracker.zone.stopped'));
  });

  it('mirrors the pitch and the momentum in Arabic: the home side attacks to the left, time runs right to left', async () => {
    await inLanguage('ar');
    renderWithUi(<MatchTracker eventId={eventId} {...teams} />);
    await snapshot(football());
    expect(screen.getByTestId('zone-band').getAttribute('x')).toBe('0');
    const arrow = screen.getByTestId('attack-arrow').getAttribute('d')!;
    expect(arrow.startsWith('M170 90 h-32')).toBe(true);
    expect(screen.getByTestId('pitch').getAttribute('aria-label')).toBe(i18next.t('tracker.zone.danger', { team: teams.home }));
    expect(i18next.t('sportsbook.tracker.title')).toBe('متابعة المباراة');
    // The same geometry as a pure function, both ways.
    expect(zoneBand('danger', 'home', false)).toEqual({ x: 240, width: 60 });
    expect(zoneBand('danger', 'home', true)).toEqual({ x: 0, width: 60 });
    expect(zoneBand('attack', 'away', false)).toEqual({ x: 60, width: 90 });
    expect(zoneBand('attack', 'away', true)).toEqual({ x: 150, width: 90 });
    const ltr = momentumBars([10, -10], false);
    const rtl = momentumBars([10, -10], true);
    expect(ltr[0].x).toBeLessThan(ltr[1].x);
    expect(rtl[0].x).toBeGreaterThan(rtl[1].x);
    // The newest minute sits at the reading end in both.
    expect(ltr[1].x).toBe(282);
    expect(rtl[1].x).toBe(2);
  });

  it('stays still when the player asks for reduced motion, and pulses the dangerous zone otherwise', async () => {
    let restore = fakeReducedMotion(false);
    const { unmount } = renderWithUi(<MatchTracker eventId={eventId} {...teams} />);
    await snapshot(football());
    expect(screen.getByTestId('match-tracker').getAttribute('data-motion')).toBe('full');
    expect(screen.getByTestId('danger-pulse')).toBeTruthy();
    unmount();
    restore();
    restore = fakeReducedMotion(true);
    renderWithUi(<MatchTracker eventId={eventId} {...teams} />);
    expect(screen.getByTestId('match-tracker').getAttribute('data-motion')).toBe('reduce');
    expect(screen.queryByTestId('danger-pulse')).toBeNull();
    // The zone still shows, without the movement.
    expect(screen.getByTestId('zone-band')).toBeTruthy();
    restore();
  });

  it('announces politely the goals and cards that happen while it is open, and nothing else', async () => {
    await inLanguage('fr-fr');
    renderWithUi(<MatchTracker eventId={eventId} {...teams} />);
    await snapshot(football());
    const announcer = screen.getByTestId('tracker-announcer');
    expect(announcer.getAttribute('aria-live')).toBe('polite');
    // What was there when the tracker came (a yellow card among them) is not news.
    expect(announcer.textContent).toBe('');
    const base = football().incidents;
    const add = async (...more: FootballIncident[]) => {
      base.push(...more);
      await stream(football({ incidents: base.slice(-10) }));
    };
    await add({ id: 4, kind: 'corner', team: 'away', minute: 33 }, { id: 5, kind: 'substitution', team: 'home', minute: 34 }, { id: 6, kind: 'var', team: 'away', minute: 35, var: 'checking' });
    expect(announcer.textContent).toBe('');
    await add({ id: 7, kind: 'goal', team: 'away', minute: 36 });
    expect(announcer.textContent).toBe(i18next.t('tracker.announce.goal', { team: teams.away, minute: 36 }));
    await add({ id: 8, kind: 'red-card', team: 'home', minute: 40 });
    expect(announcer.textContent).toBe(i18next.t('tracker.announce.red-card', { team: teams.home, minute: 40 }));
    // A later corner leaves the last announcement as it was (no new message).
    await add({ id: 9, kind: 'corner', team: 'home', minute: 41 });
    expect(announcer.textContent).toBe(i18next.t('tracker.announce.red-card', { team: teams.home, minute: 40 }));
    expect(announcer.textContent).toContain('Carton rouge');
  });
});

describe('the tennis and basketball trackers', () => {
  it('shows the server, the point score and the last points, the server on the mirrored side in Arabic', async () => {
    const tennis: TennisTracker = {
      kind: 'tennis',
      server: 'away',
      point: { home: '15', away: '40' },
      games: { home: 3, away: 2 },
      points: [
        { id: 1, winner: 'away', server: 'away', how: 'ace' },
        { id: 2, winner: 'home', server: 'away', how: 'double-fault' },
      ],
    };
    await inLanguage('fr-fr');
    const { unmount } = renderWithUi(<MatchTracker eventId={eventId} {...teams} />);
    await snapshot(tennis);
    expect(screen.getByTestId('match-tracker').getAttribute('data-kind')).toBe('tennis');
    expect(screen.getByTestId('serving').textContent).toBe(i18next.t('tracker.serving', { team: teams.away }));
    expect(screen.getByTestId('tennis-point').textContent).toContain('15 – 40');
    const points = within(screen.getByTestId('tennis-points')).getAllByRole('listitem');
    expect(points[0].textContent).toContain(i18next.t('tracker.how.double-fault'));
    expect(points[1].textContent).toContain(`${teams.away} · ${i18next.t('tracker.how.ace')} · ${i18next.t('tracker.onServe')}`);
    expect(screen.getByTestId('server-ball').getAttribute('cx')).toBe('280');
    unmount();
    await inLanguage('ar');
    renderWithUi(<MatchTracker eventId={eventId} {...teams} />);
    expect(screen.getByTestId('server-ball').getAttribute('cx')).toBe('20');
    // Points are no goals: nothing to announce.
    await stream({ ...tennis, points: [...tennis.points, { id: 3, winner: 'home', server: 'away', how: 'winner' }] });
    expect(screen.getByTestId('tracker-announcer').textContent).toBe('');
  });

  it('shows the current run and the last scores with their period and clock', async () => {
    const basketball: BasketballTracker = {
      kind: 'basketball',
      run: { team: 'home', points: 7 },
      scores: [
        { id: 10, team: 'away', points: 2, period: 'q2', clockSeconds: 402 },
        { id: 11, team: 'home', points: 3, period: 'q2', clockSeconds: 381 },
        { id: 12, team: 'home', points: 2, period: 'q2', clockSeconds: 355 },
        { id: 13, team: 'home', points: 2, period: 'q2', clockSeconds: 330 },
      ],
    };
    await inLanguage('fr-fr');
    renderWithUi(<MatchTracker eventId={eventId} {...teams} />);
    await snapshot(basketball);
    expect(screen.getByTestId('basketball-run').textContent).toBe(i18next.t('tracker.run', { team: teams.home, points: 7 }));
    const scores = within(screen.getByTestId('basketball-scores')).getAllByRole('listitem');
    expect(scores).toHaveLength(4);
    expect(scores[0].textContent).toContain('+2');
    expect(scores[0].textContent).toContain('5:30');
    expect(scores[3].getAttribute('data-team')).toBe('away');
    await stream({ ...basketball, run: { team: 'away', points: 3 }, scores: [...basketball.scores, { id: 14, team: 'away', points: 3, period: 'q2', clockSeconds: 300 }] });
    expect(screen.getByTestId('basketball-run').textContent).toBe(i18next.t('tracker.run', { team: teams.away, points: 3 }));
  });
});

describe('the tracker loads when it comes into view', () => {
  it('costs nothing where nothing can tell it is seen (no IntersectionObserver)', async () => {
    expect(typeof window.IntersectionObserver).not.toBe('function');
    await snapshot(football());
    renderWithUi(<LazyMatchTracker eventId={eventId} {...teams} />);
    await nextFrame();
    expect(screen.getByTestId('match-tracker-place').childElementCount).toBe(0);
  });

  it('renders an empty place until it is seen, then the tracker and its topic', async () => {
    const observers: { callback: IntersectionObserverCallback; disconnected: boolean }[] = [];
    const original = window.IntersectionObserver;
    window.IntersectionObserver = class {
      constructor(callback: IntersectionObserverCallback) {
        observers.push({ callback, disconnected: false });
      }
      observe() {}
      disconnect() {
        observers[observers.length - 1].disconnected = true;
      }
    } as unknown as typeof IntersectionObserver;
    try {
      await snapshot(football());
      renderWithUi(<LazyMatchTracker eventId={eventId} {...teams} />);
      expect(screen.getByTestId('match-tracker-place').childElementCount).toBe(0);
      act(() => observers[0].callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver));
      expect(await screen.findByTestId('match-tracker', {}, { timeout: 5000 })).toBeTruthy();
      expect(observers[0].disconnected).toBe(true);
    } finally {
      window.IntersectionObserver = original;
    }
  });
});

describe("the live list's optional panel", () => {
  it('shows a panel under the live rows of sports with a tracker once the player switches it on, and none before', async () => {
    await inLanguage('fr-fr');
    renderWithUi(
      <>
        <LiveTrackersToggle />
        <RowTracker eventId={1} sportId={1} {...teams} />
        <RowTracker eventId={2} sportId={ICE_HOCKEY} {...teams} />
      </>,
    );
    const toggle = screen.getByRole('button', { name: i18next.t('sportsbook.tracker.listToggle') });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    expect(screen.queryAllByTestId('row-tracker')).toHaveLength(0);
    await act(async () => fireEvent.click(toggle));
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    // Football has a tracker, ice hockey none.
    expect(screen.getAllByTestId('row-tracker')).toHaveLength(1);
    await act(async () => fireEvent.click(toggle));
    expect(screen.queryAllByTestId('row-tracker')).toHaveLength(0);
    liveListTrackers.shown = false;
  });
});

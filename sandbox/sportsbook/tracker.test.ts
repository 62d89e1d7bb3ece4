import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Event, FootballTracker, Snapshot, StreamDiff, Tracker, TrackerChange } from '../../generated/sportsbook/sportsbook.schemas.ts';
import { stateAt } from './simulation.ts';
import { slotMs, trackerAt, trackerPlanOf } from './simulation/tracker.ts';
import { sportById } from './sports.ts';
import { sseReader, type SseReader } from './sse-reader.ts';
import { sportsbookTestSandbox, type SportsbookTestSandbox } from './testing.ts';

/**
 * The match tracker (docs/product.md §2 Sportsbook "Match tracker"): played from the seed beside the match's script,
 * streamed whole on its own topic when it changed, in the snapshot, and replayed to a client that reconnects.
 */

const start = Date.UTC(2026, 10, 14, 19, 5);
let sb: SportsbookTestSandbox;
const readers: SseReader[] = [];
let now = start;

beforeAll(async () => {
  sb = await sportsbookTestSandbox(start, { heartbeatMs: 60_000 });
}, 120_000);
afterAll(async () => {
  await Promise.all(readers.map((reader) => reader.close()));
  await sb?.sandbox.dispose();
});

const json = <T>(data: string) => JSON.parse(data) as T;
const tick = async (ms: number) => {
  now = Math.max(now, sb.sandbox.clock.now()) + ms;
  await sb.moveTo(now);
};

async function open(query: string, headers: Record<string, string> = {}): Promise<SseReader> {
  const response = await sb.sandbox.app.request(`/api/sportsbook/stream?${query}`, { headers });
  expect(response.status).toBe(200);
  const reader = sseReader(response.body!);
  readers.push(reader);
  return reader;
}

async function liveEvent(sportId: number): Promise<Event> {
  const items = (await sb.sandbox.call('GET', `/api/sportsbook/events?section=live&sport=${sportId}&limit=50`)).json.items as Event[];
  // One with time left to play, so the tests never see it end.
  const playing = items.find((event) => {
    const { script } = sb.scriptOf(event.id);
    return script.end - now > 30 * 60_000;
  });
  if (!playing) throw new Error(`No live event of sport ${sportId} with half an hour to play at ${new Date(now).toISOString()}`);
  return playing;
}

/** The tracker changes of the diffs received so far. */
function trackerChanges(reader: SseReader): { diff: StreamDiff; change: TrackerChange }[] {
  return reader
    .drain()
    .filter((event) => event.event === 'diff')
    .flatMap((event) => {
      const diff = json<StreamDiff>(event.data);
      return diff.changes.filter((change): change is TrackerChange => change.type === 'tracker').map((change) => ({ diff, change }));
    });
}

describe('the match tracker played from the seed', () => {
  it('plays a football match the same way for the same seed: zones, incidents, stats and momentum within bounds', async () => {
    const event = await liveEvent(1);
    const sport = sportById(1)!;
    const { spec, script } = sb.scriptOf(event.id);
    const plan = trackerPlanOf(sport, spec, script, sb.seed)!;
    // Drawn again from scratch (a new script object, as after a restart): the same match.
    const again = trackerPlanOf(sport, spec, sb.scriptOf(event.id).script, sb.seed)!;
    expect(again).toEqual(plan);
    expect(plan.kind).toBe('football');

    const kinds = new Set<string>();
    let halfTimeSeen = false;
    let last: FootballTracker | null = null;
    for (let t = script.start + 1; t < script.end; t += 30_000) {
      const full = stateAt(sport, script, t);
      const tracker = trackerAt(plan, full, t) as FootballTracker;
      expect(tracker.kind).toBe('football');
      expect(tracker.stats.possession.home + tracker.stats.possession.away).toBe(100);
      expect(tracker.momentum.length).toBeLessThanOrEqual(15);
      for (const figure of tracker.momentum) expect(Math.abs(figure)).toBeLessThanOrEqual(100);
      expect(tracker.incidents.length).toBeLessThanOrEqual(10);
      if (full.state.phase === 'ht') {
        halfTimeSeen = true;
        expect(tracker.zone).toBeNull();
      } else {
        expect(['safe', 'attack', 'danger']).toContain(tracker.zone);
        expect(['home', 'away']).toContain(tracker.attacking);
      }
      for (const incident of tracker.incidents) kinds.add(incident.kind);
      // Stats only grow; every goal that stands was a shot on target.
      if (last) for (const key of ['shots', 'corners', 'yellowCards'] as const) expect(tracker.stats[key].home).toBeGreaterThanOrEqual(last.stats[key].home);
      for (const side of ['home', 'away'] as const) expect(tracker.stats.shotsOnTarget[side]).toBeGreaterThanOrEqual(full.state.score![side]);
      last = tracker;
    }
    expect(halfTimeSeen).toBe(true);
    expect(kinds).toEqual(expect.objectContaining(new Set(['corner', 'yellow-card', 'substitution'])));
    expect([...kinds].every((kind) => ['goal', 'yellow-card', 'red-card', 'corner', 'substitution', 'var'].includes(kind))).toBe(true);
    // Nothing once the match is over: the page keeps the last one it had.
    expect(trackerAt(plan, stateAt(sport, script, script.end + 1), script.end + 1)).toBeNull();
  });

  it('plays tennis points with their server and basketball runs from the match script', async () => {
    for (const sportId of [3, 4]) {
      const sport = sportById(sportId)!;
      const event = await liveEvent(sportId);
      const { spec, script } = sb.scriptOf(event.id);
      const plan = trackerPlanOf(sport, spec, script, sb.seed)!;
      const full = stateAt(sport, script, now);
      const tracker = trackerAt(plan, full, now) as Tracker;
      if (tracker.kind === 'tennis') {
        expect(tracker.server).toBe(full.state.server);
        expect(tracker.point).toEqual(full.state.point);
        expect(tracker.points.length).toBeGreaterThan(0);
        for (const point of tracker.points) expect(['ace', 'winner', 'error', 'double-fault']).toContain(point.how);
        // An ace is the server's point, a double fault the receiver's.
        for (const point of tracker.points) if (point.how === 'ace') expect(point.winner).toBe(point.server);
      } else if (tracker.kind === 'basketball') {
        expect(tracker.scores.length).toBeGreaterThan(0);
        const lastScore = tracker.scores[tracker.scores.length - 1];
        expect(tracker.run?.team).toBe(lastScore.team);
        expect(tracker.run!.points).toBeGreaterThanOrEqual(lastScore.points);
        // The run is exactly the points since the other side last scored.
        const scored = script.kind === 'timed' ? script.scores.filter((score) => score.at <= now) : [];
        let run = 0;
        for (let index = scored.length - 1; index >= 0 && scored[index].team === lastScore.team; index -= 1) run += scored[index].points;
        expect(tracker.run!.points).toBe(run);
      } else throw new Error(`sport ${sportId} played a ${tracker.kind} tracker`);
    }
  });
});

describe('the match tracker on the live stream', () => {
  it('streams the tracker on its own topic only, whole and small, at most once a slot plus incidents', async () => {
    const event = await liveEvent(1);
    const tracker = await open(`topics=tracker:${event.id}`);
    const overview = await open('topics=overview');
    await tracker.nextOf('hello');
    await overview.nextOf('hello');
    const minute = 60_000;
    for (let step = 0; step < minute / 250; step += 1) await tick(250);
    await new Promise((resolve) => setTimeout(resolve, 20));
    const diffs = tracker.drain().filter((frame) => frame.event === 'diff').map((frame) => json<StreamDiff>(frame.data));
    const changes = diffs.flatMap((diff) => diff.changes);
    expect(changes.length).toBeGreaterThan(0);
    // Only trackers on the tracker topic, and never a tracker on the lists' topics.
    expect(changes.every((change) => change.type === 'tracker' && change.eventId === event.id)).toBe(true);
    expect(overview.drain().some((frame) => frame.event === 'diff' && frame.data.includes('"type":"tracker"'))).toBe(false);
    // Bandwidth: a minute of play is at most 12 slots plus its incidents (the timeline's ids, a video review's
    // verdict), each under 1.5 KB.
    const trackers = changes.map((change) => (change as TrackerChange).tracker as FootballTracker);
    const incidents = new Set(trackers.flatMap((item) => item.incidents.map((incident) => `${incident.id}${incident.var ?? ''}`))).size;
    expect(changes.length).toBeLessThanOrEqual(minute / slotMs + 1 + incidents);
    for (const change of changes) expect(JSON.stringify(change).length).toBeLessThan(1500);
  });

  it("gives the tracker in the snapshot of a tracker topic, without the event's markets", async () => {
    const event = await liveEvent(1);
    await tick(slotMs);
    const snapshot = (await sb.sandbox.call('GET', `/api/sportsbook/snapshot?topics=tracker:${event.id}`)).json as Snapshot;
    expect(snapshot.events).toEqual([]);
    expect(snapshot.trackers).toEqual([{ eventId: event.id, tracker: sb.feed.trackerOf(event.id) }]);
    expect(snapshot.trackers![0].tracker.kind).toBe('football');
  });

  it('replays the tracker messages a reconnecting client missed, like prices', async () => {
    const event = await liveEvent(1);
    const first = await open(`topics=tracker:${event.id}`);
    await first.nextOf('hello');
    let seen: StreamDiff | null = null;
    for (let step = 0; step < 40 && !seen; step += 1) {
      await tick(500);
      await new Promise((resolve) => setTimeout(resolve, 5));
      const received = trackerChanges(first);
      if (received.length > 0) seen = received[received.length - 1].diff;
    }
    if (!seen) throw new Error('No tracker change in 20 s of play');
    await first.close();
    // Away for 30 s of play: six slots at least.
    for (let step = 0; step < 60; step += 1) await tick(500);
    const expected = sb.feed.trackerOf(event.id);

    const resumed = await open(`topics=tracker:${event.id}`, { 'Last-Event-ID': String(seen.seq) });
    await resumed.nextOf('hello');
    const replayed: StreamDiff[] = [];
    for (;;) {
      const frame = await resumed.next(2000).catch(() => null);
      if (!frame) break;
      if (frame.event === 'diff') replayed.push(json<StreamDiff>(frame.data));
      if (replayed.length > 0 && replayed[replayed.length - 1].seq === sb.feed.seq) break;
      if (replayed.some((diff) => diff.changes.some((change) => change.type === 'tracker' && JSON.stringify(change.tracker) === JSON.stringify(expected)))) break;
    }
    expect(replayed.length).toBeGreaterThanOrEqual(6);
    // Chained from the last message the client had, in order, and ending on the tracker as it is now.
    expect(replayed[0].prev).toBe(seen.seq);
    for (let index = 1; index < replayed.length; index += 1) expect(replayed[index].prev).toBe(replayed[index - 1].seq);
    const lastTracker = replayed.flatMap((diff) => diff.changes).filter((change): change is TrackerChange => change.type === 'tracker').pop();
    expect(lastTracker?.tracker).toEqual(expected);
  });

  it('refuses a malformed tracker topic with 400 and an unknown event with 404', async () => {
    expect((await sb.sandbox.app.request('/api/sportsbook/stream?topics=tracker:abc')).status).toBe(400);
    expect((await sb.sandbox.app.request('/api/sportsbook/snapshot?topics=tracker:')).status).toBe(400);
    expect((await sb.sandbox.app.request('/api/sportsbook/stream?topics=tracker:999999999')).status).toBe(404);
    expect((await sb.sandbox.app.request('/api/sportsbook/snapshot?topics=tracker:999999999')).status).toBe(404);
  });
});

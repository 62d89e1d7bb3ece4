import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ScoreEvent, TimedScript } from './simulation/match-state.ts';
import { sportsbookTestSandbox, type SportsbookTestSandbox } from './testing.ts';

// The feed as the sandbox runs it: generated into the database on first use, advanced by steps on the clock.
const start = Date.UTC(2026, 10, 14, 17, 40);
let sb: SportsbookTestSandbox;

beforeAll(async () => {
  sb = await sportsbookTestSandbox(start);
}, 120_000);
afterAll(() => sb?.sandbox.dispose());

const event = async (id: number) => {
  const answer = await sb.sandbox.call('GET', `/api/sportsbook/events/${id}`);
  expect(answer.status).toBe(200);
  return answer.json.event;
};

describe('the generated feed, stored in the database', () => {
  it('holds a few hundred prematch events and 30 to 60 live ones, with their markets and outcomes', async () => {
    const { db } = sb.sandbox.context;
    const counts = Object.fromEntries((await db.all<{ status: string; n: number }>('SELECT status, COUNT(*) AS n FROM sportsbook_events GROUP BY status')).map((row) => [row.status, Number(row.n)]));
    expect(counts.prematch).toBeGreaterThanOrEqual(300);
    expect(counts.live).toBeGreaterThanOrEqual(30);
    expect(counts.live).toBeLessThanOrEqual(60);
    expect(counts.ended).toBeGreaterThan(100);
    const outcomes = await db.get<{ n: number }>("SELECT COUNT(*) AS n FROM sportsbook_outcomes o JOIN sportsbook_events e ON e.id = o.event_id WHERE e.status = 'live'");
    expect(Number(outcomes!.n)).toBeGreaterThan(1000);
    const sports = await sb.sandbox.call('GET', '/api/sportsbook/sports');
    const total = (key: 'prematchCount' | 'liveCount') => sports.json.items.reduce((sum: number, sport: Record<string, number>) => sum + sport[key], 0);
    expect(total('prematchCount')).toBe(counts.prematch);
    expect(total('liveCount')).toBe(counts.live);
  });
});

describe('events on the sandbox clock', () => {
  it('starts a prematch event at its start time and ends it with settled markets and a result', async () => {
    // An e-football match: short, so its whole life fits in a few jumps of the clock.
    const next = await sb.sandbox.call('GET', '/api/sportsbook/events?section=prematch&sport=94&limit=1&markets=match-result');
    const upcoming = next.json.items[0];
    const kickOff = Date.parse(upcoming.startAt);
    expect(upcoming.status).toBe('prematch');

    await sb.moveTo(kickOff + 60_000);
    const live = await event(upcoming.id);
    expect(live.status).toBe('live');
    expect(live.phase).toBe('h1');
    expect(live.clock).toMatchObject({ running: true, direction: 'up' });
    expect(live.clock.seconds).toBeGreaterThanOrEqual(58);

    const { script } = sb.scriptOf(upcoming.id);
    await sb.moveTo(script.end + 1000);
    const ended = await event(upcoming.id);
    expect(ended.status).toBe('ended');
    // Match markets close at the end; first-half markets were already settled at half-time.
    expect(ended.markets.filter((market: { period: string | null }) => market.period === null).every((market: { status: string }) => market.status === 'closed')).toBe(true);
    expect(ended.markets.find((market: { period: string | null }) => market.period === 'h1').status).toBe('settled');
    expect(ended.score).not.toBeNull();

    await sb.moveTo(script.end + 31_000);
    const settled = await event(upcoming.id);
    expect(settled.markets.every((market: { status: string }) => market.status === 'settled')).toBe(true);
    const result = settled.markets.find((market: { type: string }) => market.type === 'match-result');
    const winner = settled.score.home > settled.score.away ? 'home' : settled.score.home < settled.score.away ? 'away' : 'draw';
    expect(result.outcomes.map((outcome: { key: string; result: string }) => [outcome.key, outcome.result])).toEqual(
      ['home', 'draw', 'away'].map((key) => [key, key === winner ? 'won' : 'lost']),
    );

    const results = await sb.sandbox.call('GET', `/api/sportsbook/results?sport=94&date_from=${new Date(kickOff - 3_600_000).toISOString().slice(0, 16)}Z&limit=200`);
    const listed = results.json.items.find((item: { id: number }) => item.id === upcoming.id);
    expect(listed.score).toMatchObject({ home: settled.score.home, away: settled.score.away });
  });

  it('suspends the markets for a few seconds after a goal, then reopens them at new prices', async () => {
    const now = sb.sandbox.clock.now();
    const live = await sb.sandbox.call('GET', '/api/sportsbook/events?section=live&sport=94&limit=50');
    // A live e-football match with a goal to come (not under review: e-football has none) after its next step.
    const found = live.json.items
      .map((item: { id: number }) => ({ item, script: sb.scriptOf(item.id).script as TimedScript }))
      .map(({ item, script }: { item: { id: number }; script: TimedScript }) => ({ item, goal: script.scores.find((goal: ScoreEvent) => goal.at > now + 2000) }))
      .find(({ goal }: { goal?: ScoreEvent }) => goal !== undefined);
    expect(found).toBeDefined();
    const { item, goal } = found as { item: { id: number }; goal: ScoreEvent };

    await sb.moveTo(goal.at - 1000);
    const before = await event(item.id);
    const openBefore = before.markets.filter((market: { status: string }) => market.status === 'open');
    expect(openBefore.length).toBeGreaterThan(0);

    await sb.moveTo(goal.at + 1000);
    const during = await event(item.id);
    expect(during.incident).toMatchObject({ type: 'goal', team: goal.team });
    expect(during.score[goal.team]).toBe(before.score[goal.team] + 1);
    for (const market of openBefore) {
      const now = during.markets.find((candidate: { id: number }) => candidate.id === market.id);
      expect(['suspended', 'closed']).toContain(now.status);
    }

    await sb.moveTo(goal.at + 7000);
    const after = await event(item.id);
    const reopened = after.markets.filter((market: { status: string }) => market.status === 'open');
    expect(reopened.length).toBeGreaterThan(0);
    const versionsBefore = new Map<number, number>(before.markets.flatMap((market: { outcomes: { id: number; priceVersion: number }[] }) => market.outcomes.map((outcome) => [outcome.id, outcome.priceVersion] as const)));
    const repriced = reopened.flatMap((market: { outcomes: { id: number; priceVersion: number }[] }) => market.outcomes).filter((outcome: { id: number; priceVersion: number }) => outcome.priceVersion > versionsBefore.get(outcome.id)!);
    expect(repriced.length).toBeGreaterThan(0);
  });

  it('moves prices while the page is open: each step changes some, each change bumps its version', async () => {
    const now = sb.sandbox.clock.now();
    let changes = 0;
    for (let step = 1; step <= 8; step += 1) changes += (await sb.feed.step(now + step * 250)).priceChanges;
    // 40 price changes a second by default: 2 seconds of trading.
    expect(changes).toBeGreaterThanOrEqual(40);
  });
});

describe('the clock set back by a test (/sandbox/clock)', () => {
  it('answers once the feed stands at the new time: no live match starts later, and every listed event opens', async () => {
    const back = sb.sandbox.clock.now();
    const later = back + 5 * 3_600_000;
    await sb.moveTo(later);
    const answer = await sb.sandbox.call('POST', '/sandbox/clock', { body: { offsetMs: back - Date.now() } });
    expect(answer.status).toBe(200);
    // No step of the feed's own here (autoTick is off): what is read next is what the clock route left.
    const now = sb.sandbox.clock.now();
    const live = (await sb.sandbox.call('GET', '/api/sportsbook/events?section=live&limit=100')).json.items as { id: number; startAt: string }[];
    expect(live.length).toBeGreaterThan(0);
    expect(live.filter((item) => Date.parse(item.startAt) > now)).toEqual([]);
    const prematch = (await sb.sandbox.call('GET', '/api/sportsbook/events?section=prematch&limit=20')).json.items as { id: number; startAt: string }[];
    // The feed stands at the moment the clock route restarted it, at or after `back` and before `now` (real time goes
    // on meanwhile: on a loaded machine an event starting between the two is rightly still before its start).
    expect(prematch.filter((item) => Date.parse(item.startAt) <= back)).toEqual([]);
    for (const item of prematch.slice(0, 5)) await event(item.id);
  });
});

describe('a failed step', () => {
  it('stores nothing, publishes nothing, and the next step brings the database up to date', async () => {
    const { db } = sb.sandbox.context;
    const live = (await sb.sandbox.call('GET', '/api/sportsbook/events?section=live&sport=94&limit=1')).json.items[0];
    const { script } = sb.scriptOf(live.id);
    const seq = sb.feed.seq;
    const original = db.transaction;
    db.transaction = () => Promise.reject(new Error('disk full'));
    const at = sb.sandbox.clock.now() + 60_000;
    try {
      await expect(sb.moveTo(at)).rejects.toThrow('disk full');
    } finally {
      db.transaction = original;
    }
    expect(sb.feed.seq).toBe(seq);
    await sb.moveTo(at + 1000);
    expect(sb.feed.seq).toBe(seq + 1);
    const stored = await event(live.id);
    const { stateAt } = await import('./simulation.ts');
    const { sportById } = await import('./sports.ts');
    const expected = stateAt(sportById(94)!, script, at + 1000).state;
    expect(stored.status).toBe(expected.status);
    expect(stored.score === null ? null : { home: stored.score.home, away: stored.score.away }).toEqual(expected.score);
  });
});

describe('a restarted sandbox', () => {
  it('resumes the feed from the database: the same events, prices and versions, the sequence going on', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'sportsbook-restart-'));
    const at = Date.UTC(2026, 10, 15, 20, 10);
    try {
      const first = await sportsbookTestSandbox(at, {}, { dataDir });
      await first.moveTo(at + 5000);
      const live = (await first.sandbox.call('GET', '/api/sportsbook/events?section=live&limit=1&markets=match-result,match-winner')).json.items[0];
      const seq = first.feed.seq;
      await first.sandbox.close();

      const second = await sportsbookTestSandbox(at + 5000, {}, { dataDir });
      const again = await second.sandbox.call('GET', `/api/sportsbook/events/${live.id}`);
      expect(again.json.seq).toBeGreaterThanOrEqual(seq);
      const sameMarket = again.json.event.markets.find((market: { id: number }) => market.id === live.markets[0].id);
      expect(sameMarket.outcomes.map((outcome: { id: number; priceVersion: number }) => [outcome.id, outcome.priceVersion])).toEqual(
        live.markets[0].outcomes.map((outcome: { id: number; priceVersion: number }) => [outcome.id, outcome.priceVersion]),
      );
      await second.moveTo(at + 65_000);
      expect(second.feed.seq).toBeGreaterThan(seq);
      await second.sandbox.close();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});

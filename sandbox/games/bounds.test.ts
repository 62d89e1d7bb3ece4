import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestSandbox, type TestSandbox } from '../testing.ts';
import { catalogue } from './catalogue.ts';
import { frozenClock, postFrom } from './testing-requests.ts';
import { demoLaunchLimit, demoLaunchRateLimited } from './demo-launch-limit.ts';
import { gameSessionLimits, gameSessions } from './sessions.ts';
import { gameUpkeepIntervalMs } from './upkeep.ts';

// §5 Bounds through the running sandbox: demo launches limited per client address (the socket's),
// stored demo sessions and their spins capped, expired sessions pruned on a timer by the sandbox's clock.
// Lobby and return addresses: site-origin.test.ts.

const demoGame = catalogue('first').find((game) => game.hasDemo)!;
const demoPath = '/api/casino/first/demostart/';

/** A demo launch handed to the app in process, as if it came from `address` (what the Node adapter passes). */
async function demoLaunchAs(sandbox: TestSandbox, address: string, returnUrl = `${sandbox.url}/slots/casino`) {
  const response = await sandbox.app.request(
    demoPath,
    { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ game: demoGame.gameId, return_url: returnUrl, client_type: 'desktop' }) },
    { incoming: { socket: { remoteAddress: address } } },
  );
  return { status: response.status, json: (await response.json()) as { launch_options: { game_url: string }; code?: string } };
}

const tokenOf = (gameUrl: string) => new URL(gameUrl).pathname.split('/').pop()!;

async function spinAt(url: string, key: string = crypto.randomUUID()) {
  const response = await fetch(`${url}/spin`, { method: 'POST', headers: { 'Content-Type': 'application/json', 'Idempotency-Key': key }, body: JSON.stringify({ bet: '1.00' }) });
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
}

describe('demo launches and sessions', () => {
  let sandbox: TestSandbox;
  beforeAll(async () => {
    sandbox = await createTestSandbox({ clock: frozenClock() });
  });
  afterAll(() => sandbox.dispose());

  it(`limits demo launches per client address: ${demoLaunchLimit.burst} at once, then 429 with Retry-After until the bucket refills`, async () => {
    const body = { game: demoGame.gameId, return_url: `${sandbox.url}/slots/casino`, client_type: 'desktop' };
    for (let index = 0; index < demoLaunchLimit.burst; index++) expect((await postFrom(sandbox, '127.0.0.2', demoPath, body)).status).toBe(200);
    // X-Forwarded-For is written by the client: naming another address changes nothing.
    const refused = await postFrom(sandbox, '127.0.0.2', demoPath, body, { 'X-Forwarded-For': '198.51.100.7' });
    expect(refused.status).toBe(429);
    expect(refused.json.code).toBe(demoLaunchRateLimited);
    expect(Number(refused.headers['retry-after'])).toBe(demoLaunchLimit.refillMs / 1000);
    // Another client is not held back by the first one's flood.
    expect((await postFrom(sandbox, '127.0.0.3', demoPath, body)).status).toBe(200);
    // One refill interval later (the sandbox's clock), one more launch.
    sandbox.clock.advance(demoLaunchLimit.refillMs);
    expect((await postFrom(sandbox, '127.0.0.2', demoPath, body)).status).toBe(200);
    expect((await postFrom(sandbox, '127.0.0.2', demoPath, body)).status).toBe(429);
  });

  it('keeps real-money launches of a signed-in player out of the demo limit, and records their rounds', async () => {
    const { access } = await sandbox.login();
    const body = { game: demoGame.gameId, return_url: `${sandbox.url}/slots/casino`, client_type: 'desktop' };
    const launched = await postFrom(sandbox, '127.0.0.2', '/api/casino/first/createsession/', body, { Authorization: `Bearer ${access}` });
    expect(launched.status).toBe(200);
    // A player's rounds are the audit trail: recorded.
    expect((await spinAt((launched.json.launch_options as { game_url: string }).game_url)).status).toBe(200);
    expect(await sandbox.context.db.get('SELECT COUNT(*) AS count FROM casino_rounds WHERE mode = ?', ['real'])).toEqual({ count: 1 });
  });

  it(`keeps at most ${gameSessionLimits.maxDemoSessions} demo sessions: the least recently used one ends first`, async () => {
    const first = await demoLaunchAs(sandbox, '10.1.0.1');
    const second = await demoLaunchAs(sandbox, '10.1.0.2');
    expect(first.status).toBe(200);
    // Played since: the first is now more recently used than the second.
    expect((await spinAt(first.json.launch_options.game_url)).status).toBe(200);
    // Whatever earlier tests left is older still; max - 1 more launches leave room for the first and push out the second.
    for (let index = 0; index < gameSessionLimits.maxDemoSessions - 1; index++) {
      // Each launch from its own address, as a flood spread over many clients would come.
      const launched = await demoLaunchAs(sandbox, `10.2.${index >> 8}.${index & 255}`);
      expect(launched.status).toBe(200);
    }
    expect(gameSessions.demoSize).toBe(gameSessionLimits.maxDemoSessions);
    expect((await fetch(second.json.launch_options.game_url)).status).toBe(404);
    expect((await fetch(first.json.launch_options.game_url)).status).toBe(200);
  });

  it(`keeps only the latest ${gameSessionLimits.maxDemoSpinsKept} spin answers of a demo session`, async () => {
    const launched = await demoLaunchAs(sandbox, '10.3.0.1');
    const url = launched.json.launch_options.game_url;
    const keys: string[] = [];
    let last: Record<string, unknown> = {};
    for (let index = 0; index < gameSessionLimits.maxDemoSpinsKept + 5; index++) {
      keys.push(crypto.randomUUID());
      last = (await spinAt(url, keys[index])).json;
    }
    expect(gameSessions.find(tokenOf(url))!.spins.size).toBe(gameSessionLimits.maxDemoSpinsKept);
    // Nor do they pile up in the database: demo rounds are not recorded (a player's are: the test above).
    expect(await sandbox.context.db.get('SELECT COUNT(*) AS count FROM casino_rounds WHERE mode = ?', ['demo'])).toEqual({ count: 0 });
    // A retry of the latest spin is still answered with its first result, and moves no pretend money.
    expect((await spinAt(url, keys[keys.length - 1])).json).toEqual(last);
  });

  it('ends a session when the sandbox’s clock passes its lifetime', async () => {
    const launched = await demoLaunchAs(sandbox, '10.4.0.1');
    const url = launched.json.launch_options.game_url;
    sandbox.clock.advance(gameSessionLimits.lifetimeMs - 1000);
    expect((await fetch(url)).status).toBe(200);
    sandbox.clock.advance(1000);
    expect((await fetch(url)).status).toBe(404);
    expect((await spinAt(url)).status).toBe(404);
  });
});

describe('the prune timer', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('drops expired sessions every minute by the sandbox’s clock, is unref’d, and stops with the sandbox', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const intervals = vi.spyOn(globalThis, 'setInterval');
    const sandbox = await createTestSandbox();
    try {
      const timer = intervals.mock.results.find((result, index) => intervals.mock.calls[index][1] === gameUpkeepIntervalMs)?.value as NodeJS.Timeout;
      expect(timer).toBeDefined();
      expect(timer.hasRef()).toBe(false);
      const mine = () => countOf(sandbox);
      const launched = await demoLaunchAs(sandbox, '10.5.0.1');
      expect(launched.status).toBe(200);
      expect(mine()).toBe(1);
      sandbox.clock.advance(gameSessionLimits.lifetimeMs);
      // Expired but not yet swept: still held until the timer runs.
      expect(mine()).toBe(1);
      vi.advanceTimersByTime(gameUpkeepIntervalMs);
      expect(mine()).toBe(0);
      await demoLaunchAs(sandbox, '10.5.0.2');
      expect(mine()).toBe(1);
    } finally {
      await sandbox.dispose();
    }
    // Closing the sandbox stops its timer and lets go of its sessions.
    expect(vi.getTimerCount()).toBe(0);
    expect(countOf(sandbox)).toBe(0);
  });
});

/** Sessions the store holds for `sandbox` (expired or not), counted without touching them. */
function countOf(sandbox: TestSandbox): number {
  let count = 0;
  gameSessions.removeWhere((session) => {
    if (session.context === sandbox.context) count += 1;
    return false;
  });
  return count;
}

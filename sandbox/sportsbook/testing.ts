import { createTestSandbox, testBackends, type TestSandbox } from '../testing.ts';
import type { SandboxOptions } from '../server.ts';
import { configureSportsbookFeed, sportsbookFeed, type FeedSettings, type SportsbookFeed } from './feed.ts';
import { eventsPublished, resultsRetentionMs } from './generator.ts';
import { scriptOf } from './simulation.ts';
import type { EventSpec, Script } from './simulation/match-state.ts';
import { sportById } from './sports.ts';

/**
 * Test support: a sandbox whose clock is pinned to a given instant and whose feed does not tick by itself, so a
 * test moves time with `moveTo` (the clock and one feed step) and never waits for the ticker.
 */
export interface SportsbookTestSandbox {
  sandbox: TestSandbox;
  feed: SportsbookFeed;
  seed: number;
  /** Sets the sandbox clock to `t` and runs one step of the feed there. */
  moveTo(t: number): Promise<void>;
  /** The spec and script of an event, drawn again from the seed (as the feed does). */
  scriptOf(eventId: number): { spec: EventSpec; script: Script };
}

/** player1 signed in on a sportsbook test sandbox: the token a test calls with and the user id its ledger rows carry. */
export async function signedInPlayer(sb: SportsbookTestSandbox): Promise<{ access: string; userId: number }> {
  const login = await sb.sandbox.login('player1');
  return { access: login.access, userId: Number(login.user.id) };
}

export const testSeed = 4242;

export async function sportsbookTestSandbox(at: number, settings: Partial<FeedSettings> = {}, options: SandboxOptions & { dataDir?: string } = {}): Promise<SportsbookTestSandbox> {
  const sandbox = await createTestSandbox(options);
  sandbox.clock.setOffset(at - Date.now());
  const seed = settings.seed ?? testSeed;
  configureSportsbookFeed(sandbox.context, { seed, autoTick: false, ...settings });
  const feed = await sportsbookFeed(sandbox.context);
  return {
    sandbox,
    feed,
    seed,
    moveTo: async (t) => {
      sandbox.clock.setOffset(t - Date.now());
      await feed.step(t);
    },
    scriptOf: (eventId) => {
      const now = sandbox.clock.now();
      const spec = eventsPublished(seed, -Infinity, now + 8 * 86_400_000, { fixtures: now - resultsRetentionMs.fixtures, arenas: now - resultsRetentionMs.arenas }).find((candidate) => candidate.id === eventId);
      if (!spec) throw new Error(`Event ${eventId} is not in the programme of seed ${seed}`);
      return { spec, script: scriptOf(sportById(spec.sportId)!, spec, seed) };
    },
  };
}

/**
 * Each database of the money tests (SQLite, and a real PostgreSQL server where one runs: sandbox/testing.ts
 * testBackends), with a sportsbook sandbox of its own on it whose clock starts at `at`: the races of placement,
 * cash-out and edit run on each.
 */
export function sportsbookBackends(at: number) {
  return testBackends().map((backend) => ({
    name: backend.name,
    start: async (): Promise<{ sb: SportsbookTestSandbox; stop(): Promise<void> }> => {
      const database = await backend.database();
      try {
        const sb = await sportsbookTestSandbox(at, {}, database.options);
        return { sb, stop: async () => { await sb.sandbox.dispose(); await database.stop(); } };
      } catch (error) {
        await database.stop();
        throw error;
      }
    },
  }));
}

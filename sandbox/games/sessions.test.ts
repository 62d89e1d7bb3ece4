import { describe, expect, it } from 'vitest';
import type { Clock } from '../clock.ts';
import type { SandboxContext } from '../context.ts';
import { catalogue } from './catalogue.ts';
import { GameSessionStore, type GameSessionLimits } from './sessions.ts';

// The store on its own, with small caps, so each bound is seen at its edge (§5 Bounds). The HTTP side
// (launch limit, the real caps, the prune timer) is in bounds.test.ts.
const limits: GameSessionLimits = { lifetimeMs: 60_000, maxDemoSessions: 3, maxDemoSpinsKept: 2, maxSessionsPerPlayer: 2 };
const game = catalogue('first')[0];

/** Only the clock is read by the store; this one moves only when told. */
function fakeContext(): SandboxContext {
  let now = 1_000_000;
  const clock = { now: () => now, advance: (ms: number) => void (now += ms) } as Clock;
  return { clock } as SandboxContext;
}

const demo = { mode: 'demo' as const, userId: null, lobbyUrl: 'http://localhost/slots/casino' };
const real = (userId: number) => ({ mode: 'real' as const, userId, lobbyUrl: 'http://localhost/slots/casino' });

describe('GameSessionStore', () => {
  it('keeps at most maxDemoSessions demo sessions, evicting the least recently used', () => {
    const store = new GameSessionStore(limits);
    const context = fakeContext();
    const [a, b, c] = [store.open(context, game, demo), store.open(context, game, demo), store.open(context, game, demo)];
    // A spin (find) on the oldest makes it the most recently used: b is now the one to go.
    expect(store.find(a.token)).toBe(a);
    const d = store.open(context, game, demo);
    expect(store.demoSize).toBe(3);
    expect(store.find(b.token)).toBeUndefined();
    expect([a, c, d].every((session) => store.find(session.token) === session)).toBe(true);
  });

  it('never evicts a player’s real-money session to make room for demo ones', () => {
    const store = new GameSessionStore(limits);
    const context = fakeContext();
    const mine = store.open(context, game, real(7));
    for (let index = 0; index < 10; index++) store.open(context, game, demo);
    expect(store.find(mine.token)).toBe(mine);
    expect(store.size).toBe(1 + limits.maxDemoSessions);
  });

  it('keeps at most maxSessionsPerPlayer real-money sessions per player, ending the oldest', () => {
    const store = new GameSessionStore(limits);
    const context = fakeContext();
    const first = store.open(context, game, real(7));
    const second = store.open(context, game, real(7));
    const other = store.open(context, game, real(8));
    const third = store.open(context, game, real(7));
    expect(store.find(first.token)).toBeUndefined();
    expect(store.find(second.token)).toBe(second);
    expect(store.find(third.token)).toBe(third);
    expect(store.find(other.token)).toBe(other);
  });

  it('keeps only the latest spin answers of a demo session, and every answer of a real one', () => {
    const store = new GameSessionStore(limits);
    const context = fakeContext();
    const demoSession = store.open(context, game, demo);
    const realSession = store.open(context, game, real(7));
    for (const key of ['k1', 'k2', 'k3']) {
      store.rememberSpin(demoSession, key, { key });
      store.rememberSpin(realSession, key, { key });
    }
    expect([...demoSession.spins.keys()]).toEqual(['k2', 'k3']);
    expect([...realSession.spins.keys()]).toEqual(['k1', 'k2', 'k3']);
  });

  it('expires sessions by the sandbox’s clock and prunes only that sandbox’s', () => {
    const store = new GameSessionStore(limits);
    const context = fakeContext();
    const otherContext = fakeContext();
    const session = store.open(context, game, demo);
    const other = store.open(otherContext, game, demo);
    context.clock.advance(limits.lifetimeMs - 1);
    expect(store.find(session.token)).toBe(session);
    context.clock.advance(1);
    expect(store.pruneExpired(context)).toBe(1);
    expect(store.size).toBe(1);
    expect(store.find(other.token)).toBe(other);
    // An expired session found before a prune is gone too.
    otherContext.clock.advance(limits.lifetimeMs);
    expect(store.find(other.token)).toBeUndefined();
    expect(store.size).toBe(0);
  });
});

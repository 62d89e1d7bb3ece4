/**
 * The sandbox's notion of "now". Every expiry (tokens, e-mail links, idempotency records) and every timestamp
 * written to the database reads a Clock, never Date.now(), so tests can move time forward (an access token
 * expiring, a refresh token running out) without waiting. One Clock per running sandbox; the e2e tests drive it
 * over HTTP with POST /sandbox/clock.
 */
export interface Clock {
  /** Milliseconds since the epoch, shifted by the offset. */
  now(): number;
  /** Whole seconds since the epoch (JWT iat/exp). */
  nowSeconds(): number;
  /** Moves time forward (or back, with a negative value) by `ms`. */
  advance(ms: number): void;
  /** The current shift from the real time, in ms. */
  offsetMs(): number;
  setOffset(ms: number): void;
}

export function createClock(initialOffsetMs = 0): Clock {
  let offset = initialOffsetMs;
  return {
    now: () => Date.now() + offset,
    nowSeconds: () => Math.floor((Date.now() + offset) / 1000),
    advance: (ms) => {
      offset += ms;
    },
    offsetMs: () => offset,
    setOffset: (ms) => {
      offset = ms;
    },
  };
}

/** SANDBOX_NOW_OFFSET_MS shifts the clock of a sandbox started from the environment (server.ts). */
export function clockFromEnvironment(env: NodeJS.ProcessEnv = process.env): Clock {
  const raw = env.SANDBOX_NOW_OFFSET_MS;
  const offset = raw === undefined || raw === '' ? 0 : Number(raw);
  if (!Number.isFinite(offset)) throw new Error(`SANDBOX_NOW_OFFSET_MS must be a number of milliseconds, got "${raw}"`);
  return createClock(offset);
}

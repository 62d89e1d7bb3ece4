import type { SandboxContext } from '../context.ts';
import { demoLaunchLimiter } from './demo-launch-limit.ts';
import { gameSessions } from './sessions.ts';

/** How often expired game sessions and refilled demo-launch buckets are dropped. */
export const gameUpkeepIntervalMs = 60_000;

/**
 * §5 Bounds: expired game sessions would otherwise stay in memory until a later launch happened to sweep
 * them. One timer per running sandbox (sandbox/server.ts starts it once the site serving its API listens, `siteListening`, and stops it on close)
 * drops them by the sandbox's clock, and the demo-launch buckets that have filled up again. The timer is
 * unref'd: it never keeps a process alive on its own. Stopping it also ends the sandbox's remaining sessions,
 * which would otherwise keep its database and ledger reachable after close.
 */
export function startGameUpkeep(context: SandboxContext, intervalMs = gameUpkeepIntervalMs): { stop(): void; runOnce(): void } {
  const runOnce = () => {
    gameSessions.pruneExpired(context);
    demoLaunchLimiter(context).prune();
  };
  const timer = setInterval(runOnce, intervalMs);
  timer.unref();
  return {
    runOnce,
    stop: () => {
      clearInterval(timer);
      gameSessions.removeWhere((session) => session.context === context);
    },
  };
}

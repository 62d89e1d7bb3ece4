import { tokenExpiresAt } from '../../api/jwt.ts';

/**
 * §4: the access token is refreshed automatically shortly before it expires, by a configured number of seconds.
 * Returns a cancel function. An unreadable token is refreshed at once.
 */
export function scheduleRefresh(options: {
  access: string;
  refreshBeforeExpirySeconds: number;
  now: () => number;
  onDue: () => void;
}): () => void {
  const expiresAt = tokenExpiresAt(options.access);
  const dueIn = expiresAt === null ? 0 : Math.max(0, expiresAt - options.refreshBeforeExpirySeconds * 1000 - options.now());
  const timer = setTimeout(options.onDue, dueIn);
  return () => clearTimeout(timer);
}

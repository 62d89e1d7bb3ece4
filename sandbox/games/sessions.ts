import { randomBytes } from 'node:crypto';
import type { Context } from 'hono';
import type { SandboxConfig, SandboxContext } from '../context.ts';
import { findGame, type CatalogueGame, type IntegrationName } from './catalogue.ts';

/**
 * Game sessions opened by the integrations' launch calls and played on the game origin (sandbox/games/pages.ts).
 *
 * The two origins run in one process, so a session is kept in memory with the sandbox context that opened it
 * (its database and ledger); the token is 32 random bytes, so sandboxes started side by side in tests never
 * see each other's sessions. A restart ends every session, as a provider's would.
 */
export type GameMode = 'real' | 'demo' | 'free-spin';

export interface GameSession {
  token: string;
  context: SandboxContext;
  game: CatalogueGame;
  mode: GameMode;
  userId: number | null;
  /** The sign-in session that launched it (real and free-spin play): the game ends when that session ends. */
  authSessionId: string | null;
  /** Free-spin sessions: the provider name their row is kept under. */
  freeSpinProvider?: string;
  /** Where the page's lobby link goes (return_url / lobby_url of the launch), else the site's casino page. */
  lobbyUrl: string;
  /** Demo play has its own pretend balance and never touches the wallet (issue 4). */
  demoBalanceMinor: number;
  /** Spin answers by Idempotency-Key: a repeated spin is answered with the first result. */
  spins: Map<string, unknown>;
  expiresAt: number;
}

const sessions = new Map<string, GameSession>();
const sessionLifetimeMs = 2 * 3600_000;
export const demoOpeningBalanceMinor = 100_000;

export function openGameSession(
  context: SandboxContext,
  options: { integration: IntegrationName; gameId: string; mode: GameMode; userId: number | null; authSessionId?: string | null; lobbyUrl: string; freeSpinProvider?: string },
): GameSession | null {
  const game = findGame(options.integration, options.gameId);
  if (!game) return null;
  for (const [token, session] of sessions) if (session.expiresAt < Date.now()) sessions.delete(token);
  const session: GameSession = {
    token: randomBytes(32).toString('base64url'),
    context,
    game,
    mode: options.mode,
    userId: options.userId,
    authSessionId: options.authSessionId ?? null,
    freeSpinProvider: options.freeSpinProvider,
    lobbyUrl: options.lobbyUrl,
    demoBalanceMinor: demoOpeningBalanceMinor,
    spins: new Map(),
    expiresAt: Date.now() + sessionLifetimeMs,
  };
  sessions.set(session.token, session);
  return session;
}

export function findGameSession(token: string): GameSession | undefined {
  const session = sessions.get(token);
  if (!session || session.expiresAt < Date.now()) return undefined;
  return session;
}

/**
 * Ends the real-money and free-spin game sessions opened by the given sign-in sessions, or all of a user's but
 * those of one sign-in session (issue 9 item 5: logout, ban, self-exclusion, password change, refresh-token
 * reuse). Their pages then answer "This game session has ended."
 */
export function endGameSessions(context: SandboxContext, which: { authSessionIds: readonly string[] } | { userId: number; exceptAuthSessionId?: string }): void {
  for (const [token, session] of sessions) {
    // Sandboxes started side by side in one process (tests) share this map; user ids repeat between them.
    if (session.mode === 'demo' || session.context !== context) continue;
    const ends =
      'authSessionIds' in which
        ? session.authSessionId !== null && which.authSessionIds.includes(session.authSessionId)
        : session.userId === which.userId && (which.exceptAuthSessionId === undefined || session.authSessionId !== which.exceptAuthSessionId);
    if (ends) sessions.delete(token);
  }
}

/** Ends one game session (its sign-in session turned out to be over when it was played). */
export function endGameSession(token: string): void {
  sessions.delete(token);
}

/** The game origin as the browser reaches it: GAME_ORIGIN (default localhost on the game port), never a request's host. */
export function gameOriginOf(_c: Context, config: SandboxConfig): string {
  return config.gameOrigin;
}

/** The site's origin (for the default lobby link): PUBLIC_URL, which every request's URL is read on (app.ts). */
export function siteOriginOf(c: Context): string {
  return new URL(c.req.url).origin;
}

export function gamePageUrl(c: Context, session: GameSession): string {
  return `${gameOriginOf(c, session.context.config)}/play/${session.token}`;
}

export function gameImageUrl(c: Context, config: SandboxConfig, integration: IntegrationName, gameId: string): string {
  return `${gameOriginOf(c, config)}/images/${integration}/${encodeURIComponent(gameId)}.svg`;
}

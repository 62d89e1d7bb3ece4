import { randomBytes } from 'node:crypto';
import type { Context } from 'hono';
import type { SandboxConfig, SandboxContext } from '../context.ts';
import { findGame, type CatalogueGame, type IntegrationName } from './catalogue.ts';
import { ApiError, errorCodes } from '../errors.ts';

/**
 * Game sessions opened by the integrations' launch calls and played on the game origin (sandbox/games/pages.ts).
 *
 * The two origins run in one process, so a session is kept in memory with the sandbox context that opened it
 * (its database, ledger and clock); the token is 32 random bytes, so sandboxes started side by side in tests never
 * see each other's sessions. A restart ends every session, as a provider's would.
 *
 * §5 Bounds: nothing here may grow without bound, because demo sessions are open to anyone (§6 guests
 * play demo). Demo sessions are capped in number (least recently used evicted first), each keeps only its
 * latest spin answers, a player's real-money and free-spin sessions are capped per player, and expired ones
 * are pruned on a timer (games/upkeep.ts) by the sandbox's clock.
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
  /** The browser tab that launched it (X-Game-Client), for §8 one real-money game at a time; null when not said. */
  clientId: string | null;
  /** On the opening context's clock. */
  startedAt: number;
  /** Where the page's lobby link goes (return_url / lobby_url of the launch), else the site's casino page. */
  lobbyUrl: string;
  /** Demo play has its own pretend balance and never touches the wallet (§2 Slots and casino). */
  demoBalanceMinor: number;
  /** Spin answers by Idempotency-Key: a repeated spin is answered with the first result. */
  spins: Map<string, unknown>;
  /** On the opening context's clock (sandbox/clock.ts), so tests move time instead of waiting. */
  expiresAt: number;
}

export interface GameSessionLimits {
  /** How long a session lives after its launch. */
  lifetimeMs: number;
  /** Demo sessions kept at once, all guests together; past it the least recently used one ends. */
  maxDemoSessions: number;
  /**
   * Spin answers a demo session keeps for Idempotency-Key replays (the latest ones; a retry comes within
   * seconds). Replaying an older key spins again with pretend money, which costs nobody anything.
   */
  maxDemoSpinsKept: number;
  /**
   * Real-money and free-spin sessions kept per player; a launch past it ends that player's oldest one. Their
   * spin answers are all kept: replaying a forgotten key would spin again and could pay a second win.
   */
  maxSessionsPerPlayer: number;
}

export const gameSessionLimits: GameSessionLimits = {
  lifetimeMs: 2 * 3600_000,
  maxDemoSessions: 2000,
  maxDemoSpinsKept: 20,
  maxSessionsPerPlayer: 20,
};

export const demoOpeningBalanceMinor = 100_000;

export interface OpenGameSessionOptions {
  integration: IntegrationName;
  gameId: string;
  mode: GameMode;
  userId: number | null;
  /** The sign-in session that launched it (§4 Sign-in sessions: the game ends with it). */
  authSessionId?: string | null;
  lobbyUrl: string;
  freeSpinProvider?: string;
  clientId?: string | null;
}

/**
 * The sessions of one process. Maps keep insertion order, which is what the caps evict by: `demo` is ordered
 * from least to most recently used (a use moves a session to the end), `byPlayer` from oldest to newest launch.
 */
export class GameSessionStore {
  private readonly sessions = new Map<string, GameSession>();
  private readonly demo = new Map<string, GameSession>();
  private readonly byPlayer = new Map<number, Map<string, GameSession>>();

  readonly limits: GameSessionLimits;

  constructor(limits: GameSessionLimits = gameSessionLimits) {
    this.limits = limits;
  }

  get size(): number {
    return this.sessions.size;
  }

  get demoSize(): number {
    return this.demo.size;
  }

  open(context: SandboxContext, game: CatalogueGame, options: Omit<OpenGameSessionOptions, 'integration' | 'gameId'>): GameSession {
    const session: GameSession = {
      token: randomBytes(32).toString('base64url'),
      context,
      game,
      mode: options.mode,
      userId: options.userId,
      authSessionId: options.authSessionId ?? null,
      freeSpinProvider: options.freeSpinProvider,
      clientId: options.clientId ?? null,
      startedAt: context.clock.now(),
      lobbyUrl: options.lobbyUrl,
      demoBalanceMinor: demoOpeningBalanceMinor,
      spins: new Map(),
      expiresAt: context.clock.now() + this.limits.lifetimeMs,
    };
    this.sessions.set(session.token, session);
    if (session.mode === 'demo') {
      this.demo.set(session.token, session);
      while (this.demo.size > this.limits.maxDemoSessions) this.remove(this.demo.keys().next().value!);
    } else if (session.userId !== null) {
      let own = this.byPlayer.get(session.userId);
      if (!own) this.byPlayer.set(session.userId, (own = new Map()));
      own.set(session.token, session);
      while (own.size > this.limits.maxSessionsPerPlayer) this.remove(own.keys().next().value!);
    }
    return session;
  }

  /** The live session behind a token; a demo session found counts as used (it moves to the end of the LRU). */
  find(token: string): GameSession | undefined {
    const session = this.sessions.get(token);
    if (!session) return undefined;
    if (session.expiresAt <= session.context.clock.now()) {
      this.remove(token);
      return undefined;
    }
    if (session.mode === 'demo') {
      this.demo.delete(token);
      this.demo.set(token, session);
    }
    return session;
  }

  /** A player's live real-money and free-spin sessions in one sandbox, oldest first (expired ones end on the way). */
  playerSessions(context: SandboxContext, userId: number): GameSession[] {
    const own = [...(this.byPlayer.get(userId)?.values() ?? [])].filter((session) => session.context === context);
    return own.filter((session) => this.find(session.token) !== undefined);
  }

  /** Keeps a spin answer for replays; a demo session forgets its oldest past maxDemoSpinsKept. */
  rememberSpin(session: GameSession, key: string, answer: unknown): void {
    session.spins.set(key, answer);
    if (session.mode !== 'demo') return;
    while (session.spins.size > this.limits.maxDemoSpinsKept) session.spins.delete(session.spins.keys().next().value!);
  }

  remove(token: string): void {
    const session = this.sessions.get(token);
    if (!session) return;
    this.sessions.delete(token);
    this.demo.delete(token);
    if (session.userId !== null) {
      const own = this.byPlayer.get(session.userId);
      own?.delete(token);
      if (own?.size === 0) this.byPlayer.delete(session.userId);
    }
  }

  /** Ends the sessions `matches` picks (expired ones, a closed sandbox's...); answers how many ended. */
  removeWhere(matches: (session: GameSession) => boolean): number {
    let removed = 0;
    for (const [token, session] of this.sessions) {
      if (!matches(session)) continue;
      this.remove(token);
      removed += 1;
    }
    return removed;
  }

  /** Drops the expired sessions of one sandbox, by that sandbox's clock. */
  pruneExpired(context: SandboxContext): number {
    const now = context.clock.now();
    return this.removeWhere((session) => session.context === context && session.expiresAt <= now);
  }
}

/** The process's sessions: the launch calls open them, the game origin finds them by token. */
export const gameSessions = new GameSessionStore();

export function openGameSession(context: SandboxContext, options: OpenGameSessionOptions): GameSession | null {
  const game = findGame(options.integration, options.gameId);
  if (!game) return null;
  return gameSessions.open(context, game, options);
}

export function findGameSession(token: string): GameSession | undefined {
  return gameSessions.find(token);
}

/**
 * Ends the real-money and free-spin game sessions opened by the given sign-in sessions, or all of a user's but
 * those of one sign-in session (§4 Sign-in sessions: logout, ban, self-exclusion, password change, refresh-token
 * reuse). Their pages then answer "This game session has ended."
 */
export function endGameSessions(context: SandboxContext, which: { authSessionIds: readonly string[] } | { userId: number; exceptAuthSessionId?: string }): void {
  gameSessions.removeWhere((session) => {
    // Sandboxes started side by side in one process (tests) share the store; user ids repeat between them.
    if (session.mode === 'demo' || session.context !== context) return false;
    return 'authSessionIds' in which
      ? session.authSessionId !== null && which.authSessionIds.includes(session.authSessionId)
      : session.userId === which.userId && (which.exceptAuthSessionId === undefined || session.authSessionId !== which.exceptAuthSessionId);
  });
}

/**
 * §8 Other messages, "the game is not available in parallel": one real-money (or free-spin) game session per player.
 * A launch from the tab that already plays replaces its own session (the player moved to another game, or reloaded);
 * a launch from another tab or device is refused with game_not_available_in_parallel while the other one lives,
 * unless the player ended it first (DELETE /api/users/game-sessions/). Synchronous from the check to the opening, so
 * two launches at the same moment cannot both pass. Demo play is not limited. Answers the sessions to replace.
 */
export function parallelSessionCheck(context: SandboxContext, userId: number, clientId: string | null): GameSession[] {
  const open = gameSessions.playerSessions(context, userId);
  const elsewhere = open.filter((session) => clientId === null || session.clientId !== clientId);
  const other = elsewhere.at(-1);
  if (other) {
    throw new ApiError(409, {
      code: errorCodes.gameNotAvailableInParallel,
      message: 'Another real-money game is open on this account; end it to play here.',
      otherSession: { integration: other.game.integration, gameId: other.game.gameId, gameName: other.game.title, startedAt: new Date(other.startedAt).toISOString() },
    });
  }
  return open;
}

/** Ends the real-money and free-spin game sessions of a player in one sandbox (of one tab only, given its id); answers how many. */
export function endPlayerGameSessions(context: SandboxContext, userId: number, clientId?: string): number {
  return gameSessions.removeWhere(
    (session) => session.mode !== 'demo' && session.context === context && session.userId === userId && (clientId === undefined || session.clientId === clientId),
  );
}

/** Ends one game session (its sign-in session turned out to be over when it was played). */
export function endGameSession(token: string): void {
  gameSessions.remove(token);
}

/** The game origin as the browser reaches it: GAME_ORIGIN (default localhost on the game port), never a request's host. */
export function gameOriginOf(_c: Context, config: SandboxConfig): string {
  return config.gameOrigin;
}

export function gamePageUrl(c: Context, session: GameSession): string {
  return `${gameOriginOf(c, session.context.config)}/play/${session.token}`;
}

export function gameImageUrl(c: Context, config: SandboxConfig, integration: IntegrationName, gameId: string): string {
  return `${gameOriginOf(c, config)}/images/${integration}/${encodeURIComponent(gameId)}.svg`;
}

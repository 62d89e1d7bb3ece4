import type { Context } from 'hono';
import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import * as first from '../../generated/casino-first/casino-first.zod.ts';
import * as fourth from '../../generated/casino-fourth/casino-fourth.zod.ts';
import * as outcome from '../../generated/casino-outcome/casino-outcome.zod.ts';
import * as third from '../../generated/casino-third/casino-third.zod.ts';
import { requireAuth } from '../auth/middleware.ts';
import type { SandboxContext, SandboxEnv } from '../context.ts';
import { ApiError, errorCodes } from '../errors.ts';
import { catalogue, findGame, type CatalogueGame, type IntegrationName } from '../games/catalogue.ts';
import { takeDemoLaunch } from '../games/demo-launch-limit.ts';
import { endGameSession, endPlayerGameSessions, gameImageUrl, gamePageUrl, openGameSession, parallelSessionCheck, type GameMode } from '../games/sessions.ts';
import { requireRole } from './payments-common.ts';
import { roles } from '../users.ts';
import * as profile from '../../generated/profile/profile.zod.ts';
import { checkLobbyUrl, defaultLobbyUrl } from '../games/site-origin.ts';
import { formatMoney } from '../money.ts';
import { sendJson, validateJson, validateQuery } from '../validate.ts';
import { z } from 'zod';

/**
 * The four casino integrations (§3 source fields, §7 Slots and casino), each answering in its own source shape
 * with the deterministic catalogues of sandbox/games/catalogue.ts, and launching sessions on the game origin
 * (sandbox/games/pages.ts). Plus the outcome-type integration's free-spin sessions and a test hook that makes
 * the next launches fail (§4: 3 attempts, then 'try VPN').
 */

/** The name free-spin sessions are kept under (the outcome-type integration's own provider name). */
export const freeSpinProviderName = 'outcome';
/** A free-spin session granted to a player who has none (§3 Free-spin info). */
export const grantedFreeSpins = 5;

/** Launches the test hook makes fail: any launch, or only one player's, so tests running beside it are not hit. */
const failures = new WeakMap<SandboxContext, { remaining: number; username?: string }>();

function launchFailureCheck(context: SandboxContext) {
  return createMiddleware<SandboxEnv>(async (c, next) => {
    const state = failures.get(context);
    const concerned = !state?.username || c.get('user')?.username.toLowerCase() === state.username.toLowerCase();
    if (state && state.remaining > 0 && concerned) {
      state.remaining -= 1;
      throw new ApiError(503, { code: 'provider_unavailable', message: 'The game provider did not answer.' });
    }
    await next();
  });
}

/** Reads the bearer user when one is sent, without requiring it (demo launches are open to guests, §6). */
function optionalAuth(context: SandboxContext) {
  const auth = requireAuth(context);
  return createMiddleware<SandboxEnv>(async (c, next) => {
    if (!c.req.header('Authorization')) return next();
    return auth(c, next);
  });
}

function gameNotFound(gameId: string | number): ApiError {
  return new ApiError(404, { code: errorCodes.notFound, message: `No game "${gameId}".` });
}

/** A launch's lobby address (return_url / lobby_url): only the site's own origin (§5 Bounds). */
type LobbyField = { field: 'return_url' | 'lobby_url'; value: string };

function launch(c: Context<SandboxEnv>, context: SandboxContext, integration: IntegrationName, gameId: string, mode: GameMode, lobby?: LobbyField): string {
  const lobbyUrl = lobby ? checkLobbyUrl(context, lobby.value, lobby.field) : defaultLobbyUrl(context);
  const game = findGame(integration, gameId);
  if (!game) throw gameNotFound(gameId);
  if (mode === 'demo' && !game.hasDemo) throw new ApiError(400, { code: 'demo_not_available', message: 'This game has no demo mode.' });
  // §5 Bounds: demo sessions are open to anyone, so their launches are limited per client address.
  if (mode === 'demo') takeDemoLaunch(c, context);
  const user = mode === 'demo' ? null : c.var.user;
  // §8 one real-money game at a time: refused while another tab or device plays; this tab's own session is replaced.
  const clientId = user ? gameClientOf(c) : null;
  const replaced = user ? parallelSessionCheck(context, user.id, clientId) : [];
  for (const previous of replaced) endGameSession(previous.token);
  const session = openGameSession(context, {
    integration,
    gameId,
    mode,
    userId: user ? user.id : null,
    // §4 Sign-in sessions: the game ends with the sign-in session that opened it.
    authSessionId: user ? c.var.sessionId : null,
    lobbyUrl,
    freeSpinProvider: mode === 'free-spin' ? freeSpinProviderName : undefined,
    clientId,
  })!;
  return gamePageUrl(c, session);
}

/** The tab a launch comes from (the site sends one id per browser tab); anything malformed counts as none. */
export const gameClientHeader = 'X-Game-Client';
function gameClientOf(c: Context<SandboxEnv>): string | null {
  const value = c.req.header(gameClientHeader) ?? '';
  return /^[A-Za-z0-9-]{8,64}$/.test(value) ? value : null;
}

function firstGame(game: CatalogueGame) {
  const [providerSlug] = game.gameId.split(':');
  return {
    identifier: game.gameId,
    title: game.title,
    producer: game.producer,
    // The aggregator's provider is the producer's studio group; here the slug before the colon.
    provider: providerSlug,
    categories: game.categories,
    has_demo: game.hasDemo,
  };
}

async function freeSpinRow(context: SandboxContext, userId: number, provider: string) {
  await context.db.run(
    'INSERT INTO casino_free_spin_sessions (user_id, provider, freespin_left, prize_minor, session_end, created_at) VALUES (?, ?, ?, 0, 0, ?) ON CONFLICT (user_id, provider) DO NOTHING',
    [userId, provider, grantedFreeSpins, context.clock.now()],
  );
  return (await context.db.get<{ freespin_left: number; prize_minor: number; session_end: number }>(
    'SELECT freespin_left, prize_minor, session_end FROM casino_free_spin_sessions WHERE user_id = ? AND provider = ?',
    [userId, provider],
  ))!;
}

export function casinoRoutes(context: SandboxContext) {
  const routes = new Hono<SandboxEnv>();
  const auth = requireAuth(context);
  const failing = launchFailureCheck(context);
  const { config } = context;

  // ---- first integration: games list v2, createsession, demostart
  // The list for the platform asked (default desktop): a mobile list leaves out the desktop-only titles.
  routes.get('/api/casino/first/v2/games/', validateQuery(first.ListFirstCasinoGamesQueryParams), (c) => {
    const { platform } = c.req.valid('query');
    const games = catalogue('first').filter((game) => platform === 'desktop' || !game.desktopOnly);
    return sendJson(c, first.ListFirstCasinoGamesResponse, { items: games.map(firstGame) });
  });
  routes.post('/api/casino/first/createsession/', auth, failing, validateJson(first.CreateFirstCasinoSessionBody), (c) => {
    const body = c.req.valid('json');
    return sendJson(c, first.CreateFirstCasinoSessionResponse, { launch_options: { game_url: launch(c, context, 'first', body.game, 'real', { field: 'return_url', value: body.return_url }) } });
  });
  routes.post('/api/casino/first/demostart/', optionalAuth(context), failing, validateJson(first.StartFirstCasinoDemoBody), (c) => {
    const body = c.req.valid('json');
    return sendJson(c, first.StartFirstCasinoDemoResponse, { launch_options: { game_url: launch(c, context, 'first', body.game, 'demo', { field: 'return_url', value: body.return_url }) } });
  });

  // ---- outcome-type integration: gamelist v2, login, login/demo, login/freespin, users freespin-session
  routes.get('/api/casino/outcome/v2/gamelist/', (c) =>
    sendJson(
      c,
      outcome.ListOutcomeCasinoGamesResponse,
      catalogue('outcome').map((game) => ({
        Id: game.numericId,
        Description: game.description,
        Format: game.categories.includes('card-games') || game.categories.includes('roulette') ? 'table' : 'slot',
        Name: game.title,
        SectionId: game.categories.includes('card-games') || game.categories.includes('roulette') ? 2 : 1,
        HasFreeSpins: game.hasFreeSpins,
      })),
    ),
  );
  routes.post('/api/casino/outcome/login/', auth, failing, validateJson(outcome.LoginOutcomeCasinoBody), (c) =>
    sendJson(c, outcome.LoginOutcomeCasinoResponse, { session_url: launch(c, context, 'outcome', String(c.req.valid('json').GameId), 'real') }),
  );
  routes.post('/api/casino/outcome/login/demo/', optionalAuth(context), failing, validateJson(outcome.LoginOutcomeCasinoDemoBody), (c) =>
    sendJson(c, outcome.LoginOutcomeCasinoDemoResponse, { session_url: launch(c, context, 'outcome', String(c.req.valid('json').GameId), 'demo') }),
  );
  routes.post('/api/casino/outcome/login/freespin/', auth, failing, validateJson(outcome.LoginOutcomeCasinoFreeSpinBody), async (c) => {
    const gameId = String(c.req.valid('json').GameId);
    const game = findGame('outcome', gameId);
    if (!game) throw gameNotFound(gameId);
    if (!game.hasFreeSpins) throw new ApiError(400, { code: 'free_spins_not_available', message: 'This game has no free spins.' });
    const row = await freeSpinRow(context, c.var.user.id, freeSpinProviderName);
    if (row.freespin_left <= 0) throw new ApiError(409, { code: 'free_spins_over', message: 'No free spins left.' });
    return sendJson(c, outcome.LoginOutcomeCasinoFreeSpinResponse, { session_url: launch(c, context, 'outcome', gameId, 'free-spin') });
  });
  routes.get('/api/casino/outcome/users/freespin-session/', auth, validateQuery(outcome.GetOutcomeFreeSpinSessionQueryParams), async (c) => {
    const { provider } = c.req.valid('query');
    if (provider !== freeSpinProviderName) throw new ApiError(404, { code: errorCodes.notFound, message: `No free-spin session with "${provider}".` });
    const row = await freeSpinRow(context, c.var.user.id, provider);
    return sendJson(c, outcome.GetOutcomeFreeSpinSessionResponse, {
      provider,
      session_end: row.session_end === 1,
      freespin_left: row.freespin_left,
      prize: { amount: formatMoney(row.prize_minor), currency: c.var.user.currency },
    });
  });

  // ---- third integration: games by producers, login (the answer is the URL)
  routes.get('/api/casino/third/games/', validateQuery(third.ListThirdCasinoGamesQueryParams), (c) => {
    const { producers, page_size: pageSize } = c.req.valid('query');
    const wanted = producers ? new Set(producers.split(',')) : null;
    const games = catalogue('third')
      .filter((game) => !wanted || wanted.has(game.producer))
      .slice(0, pageSize ?? 100)
      .map((game) => {
        const integration = thirdIntegrationOf(game.producer);
        return {
          id: game.numericId,
          game_id: game.gameId,
          name: game.title,
          description: game.description,
          producer: game.producer,
          integration,
          slug: `${integration}/${game.gameId}`,
          image: gameImageUrl(c, config, 'third', game.gameId),
          image_desktop: gameImageUrl(c, config, 'third', game.gameId),
          drops_and_wins: game.dropsAndWins,
          game_type: game.live ? 'live' : 'crash',
        };
      });
    return sendJson(c, third.ListThirdCasinoGamesResponse, { games });
  });
  routes.post('/api/casino/third/login/', auth, failing, validateJson(third.LoginThirdCasinoBody), (c) => {
    const body = c.req.valid('json');
    const game = findGame('third', body.page_code);
    if (!game || thirdIntegrationOf(game.producer) !== body.system) throw gameNotFound(`${body.system}/${body.page_code}`);
    return sendJson(c, third.LoginThirdCasinoResponse, launch(c, context, 'third', body.page_code, 'real'));
  });

  // ---- fourth integration: games, login (gameURL)
  routes.get('/api/casino/fourth/games/', validateQuery(fourth.ListFourthCasinoGamesQueryParams), (c) => {
    const { page_size: pageSize, producer } = c.req.valid('query');
    const games = catalogue('fourth').filter((game) => !producer || game.producer === producer);
    return sendJson(c, fourth.ListFourthCasinoGamesResponse, {
      count: games.length,
      results: games.slice(0, pageSize ?? 100).map((game) => ({
        symbol: game.gameId,
        name: game.title,
        producer: game.producer,
        game_type: game.live ? 'lc' : 'vs',
        image_url: gameImageUrl(c, config, 'fourth', game.gameId),
        platforms: ['WEB', 'MOBILE'] as ('WEB' | 'MOBILE')[],
      })),
    });
  });
  routes.post('/api/casino/fourth/login/', auth, failing, validateJson(fourth.LoginFourthCasinoBody), (c) => {
    const body = c.req.valid('json');
    return sendJson(c, fourth.LoginFourthCasinoResponse, { gameURL: launch(c, context, 'fourth', body.symbol, 'real', { field: 'lobby_url', value: body.lobby_url }) });
  });

  // ---- §8 one real-money game at a time: the player ends their other game sessions to play here (only their own;
  // staff have no games). Ending what has already ended changes nothing, so a repeat is harmless.
  // With ?client= only that tab's: the site ends its own game when the player leaves the game page.
  routes.delete('/api/users/game-sessions/', auth, requireRole(roles.player), validateQuery(profile.EndGameSessionsQueryParams), (c) =>
    sendJson(c, profile.EndGameSessionsResponse, { ended: endPlayerGameSessions(context, c.var.user.id, c.req.valid('query').client) }),
  );

  // ---- test hooks (SANDBOX_CONTROL): make the next launches fail; give a player a fresh free-spin session
  if (config.controlRoutes) {
    routes.post('/sandbox/casino/fail-launches', validateJson(z.object({ count: z.int().min(0).max(100), username: z.string().min(1).max(150).optional() })), (c) => {
      const { count, username } = c.req.valid('json');
      failures.set(context, { remaining: count, username });
      return c.json({ remaining: c.req.valid('json').count });
    });
    routes.post('/sandbox/casino/free-spins', validateJson(z.object({ username: z.string().min(1), count: z.int().min(0).max(100) })), async (c) => {
      const { username, count } = c.req.valid('json');
      const user = await context.db.get<{ id: number }>('SELECT id FROM users WHERE username_key = ?', [username.toLowerCase()]);
      if (!user) throw new ApiError(404, { code: errorCodes.notFound, message: `No user "${username}".` });
      await context.db.run('DELETE FROM casino_free_spin_sessions WHERE user_id = ? AND provider = ?', [user.id, freeSpinProviderName]);
      await context.db.run(
        'INSERT INTO casino_free_spin_sessions (user_id, provider, freespin_left, prize_minor, session_end, created_at) VALUES (?, ?, ?, 0, ?, ?)',
        [user.id, freeSpinProviderName, count, count === 0 ? 1 : 0, context.clock.now()],
      );
      return c.json({ freespin_left: count });
    });
  }

  return routes;
}

/** The third integration's system (slug prefix) per producer. */
export function thirdIntegrationOf(producer: string): string {
  return producer === 'evosw' ? 'evolution' : producer === 'vivogaming' ? 'vivo' : producer;
}

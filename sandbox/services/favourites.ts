import { Hono } from 'hono';
import providers from '../../config/providers/index.ts';
import * as favourites from '../../generated/favourites/favourites.zod.ts';
import { requireAuth } from '../auth/middleware.ts';
import type { SandboxContext, SandboxEnv } from '../context.ts';
import { ApiError, errorCodes } from '../errors.ts';
import { catalogueSizes, findGame, type IntegrationName } from '../games/catalogue.ts';
import { sendJson, validateJson } from '../validate.ts';
import { countOf } from './payments-common.ts';

/** Games kept per player in the recently-played row (§9 Lists: the last 12 launched games). */
export const recentGamesKept = 12;

/**
 * Favourites kept per player (docs/product.md §5 Bounds: nothing a stranger sends grows without bound). Neither the
 * spec nor the terms give a figure: 100 is *assumed*, a lobby's worth of favourite cards.
 */
export const favouritesKept = 100;

/**
 * The sandbox catalogue behind each configured provider id. The provider config is the only place that ties the two
 * (docs/providers.md): its list call names the integration's paths, /api/casino/<integration>/...
 */
const integrationOfProvider: ReadonlyMap<string, IntegrationName> = new Map(
  providers.flatMap((provider) => {
    const integration = /^\/api\/casino\/([^/]+)\//.exec(provider.list.request.path)?.[1];
    return integration && Object.hasOwn(catalogueSizes, integration) ? [[provider.id, integration as IntegrationName] as const] : [];
  }),
);

/** True when `gameId` is a game of the provider's catalogue. */
export function isCatalogueGame(provider: string, gameId: string): boolean {
  const integration = integrationOfProvider.get(provider);
  return integration !== undefined && findGame(integration, gameId) !== undefined;
}

/**
 * Favourite games (§3 Favourite game, §7 GET/POST/DELETE api/users/favouritegames/ with provider and game_id)
 * and recently played games, both in the database per player. The provider is the front end's provider id
 * (the route provider), stored as sent.
 */
export function favouritesRoutes(context: SandboxContext) {
  const routes = new Hono<SandboxEnv>();
  const auth = requireAuth(context);
  const { db, clock } = context;
  const alreadyFavourite = () => new ApiError(409, { code: errorCodes.alreadyExists, message: 'This game is already a favourite.' });

  routes.get('/api/users/favouritegames/', auth, async (c) => {
    const rows = await db.all<{ provider: string; game_id: string; created_at: number }>(
      'SELECT provider, game_id, created_at FROM casino_favourites WHERE user_id = ? ORDER BY created_at DESC, provider DESC, game_id DESC',
      [c.var.user.id],
    );
    return sendJson(
      c,
      favourites.ListFavouriteGamesResponse,
      rows.map((row) => ({ provider: row.provider, game_id: row.game_id, created_at: new Date(row.created_at).toISOString() })),
    );
  });

  routes.post('/api/users/favouritegames/', auth, validateJson(favourites.AddFavouriteGameBody), async (c) => {
    const { provider, game_id: gameId } = c.req.valid('json');
    const userId = c.var.user.id;
    // §5 Bounds: only games the provider's catalogue has (made-up ids were stored as sent).
    if (!isCatalogueGame(provider, gameId)) {
      // No field error: the front end would toast a list-style field code (§8) instead of this code's message.
      throw new ApiError(422, { code: errorCodes.favouriteGameUnknown, message: 'This provider has no such game.' });
    }
    const now = clock.now();
    // §5 Bounds: the count and the insert under the player's lock (sandbox/ledger.ts forPlayer), so simultaneous adds
    // cannot all see room under the cap. A favourite added again answers as before, at the cap too.
    await context.ledger.forPlayer(userId, async (tx) => {
      if (await tx.get('SELECT user_id FROM casino_favourites WHERE user_id = ? AND provider = ? AND game_id = ?', [userId, provider, gameId])) throw alreadyFavourite();
      if ((await countOf(tx, 'SELECT COUNT(*) AS total FROM casino_favourites WHERE user_id = ?', [userId])) >= favouritesKept) {
        throw new ApiError(422, { code: errorCodes.favouritesLimit, message: `At most ${favouritesKept} favourite games.` });
      }
      const result = await tx.run('INSERT INTO casino_favourites (user_id, provider, game_id, created_at) VALUES (?, ?, ?, ?) ON CONFLICT DO NOTHING', [userId, provider, gameId, now]);
      if (result.changes === 0) throw alreadyFavourite();
    });
    return sendJson(c, favourites.AddFavouriteGameResponse, { provider, game_id: gameId, created_at: new Date(now).toISOString() }, 201);
  });

  routes.delete('/api/users/favouritegames/', auth, validateJson(favourites.RemoveFavouriteGameBody), async (c) => {
    const { provider, game_id: gameId } = c.req.valid('json');
    const result = await db.run('DELETE FROM casino_favourites WHERE user_id = ? AND provider = ? AND game_id = ?', [c.var.user.id, provider, gameId]);
    if (result.changes === 0) throw new ApiError(404, { code: errorCodes.notFound, message: 'This game is not a favourite.' });
    return c.body(null, 204);
  });

  routes.get('/api/users/recent-games/', auth, async (c) => {
    const rows = await db.all<{ provider: string; game_id: string; played_at: number }>(
      'SELECT provider, game_id, played_at FROM casino_recent_games WHERE user_id = ? ORDER BY played_at DESC, id DESC LIMIT ?',
      [c.var.user.id, recentGamesKept],
    );
    return sendJson(
      c,
      favourites.ListRecentGamesResponse,
      rows.map((row) => ({ provider: row.provider, game_id: row.game_id, played_at: new Date(row.played_at).toISOString() })),
    );
  });

  routes.post('/api/users/recent-games/', auth, validateJson(favourites.AddRecentGameBody), async (c) => {
    const { provider, game_id: gameId } = c.req.valid('json');
    const userId = c.var.user.id;
    const now = clock.now();
    await db.transaction(async (tx) => {
      // One row per game: playing it again moves it to the front.
      await tx.run('DELETE FROM casino_recent_games WHERE user_id = ? AND provider = ? AND game_id = ?', [userId, provider, gameId]);
      await tx.run('INSERT INTO casino_recent_games (user_id, provider, game_id, played_at) VALUES (?, ?, ?, ?)', [userId, provider, gameId, now]);
      await tx.run(
        'DELETE FROM casino_recent_games WHERE user_id = ? AND id NOT IN (SELECT id FROM casino_recent_games WHERE user_id = ? ORDER BY played_at DESC, id DESC LIMIT ?)',
        [userId, userId, recentGamesKept],
      );
    });
    return sendJson(c, favourites.AddRecentGameResponse, { provider, game_id: gameId, played_at: new Date(now).toISOString() }, 201);
  });

  return routes;
}

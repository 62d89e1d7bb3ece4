import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogue } from '../games/catalogue.ts';
import { createTestSandbox, sandboxOn, testBackends, type CallResult, type TestSandbox } from '../testing.ts';
import { favouritesKept } from './favourites.ts';

// §5 Bounds (docs/product.md): a player's favourites are capped and name only games of the provider's catalogue.
// Before the fix any provider and game id were stored, without end. The provider is the config provider id the
// front end sends (docs/providers.md: nexa first, orbit outcome, vela third, kairo fourth).
const path = '/api/users/favouritegames/';
const outcomeIds = catalogue('outcome').map((game) => game.gameId);

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await createTestSandbox();
});
afterAll(() => sandbox.dispose());

let players = 0;
async function player(on: TestSandbox = sandbox): Promise<string> {
  const username = `favourer${++players}`;
  await on.register({ body: { username, email: `${username}@example.test`, password: 'Abc#123x', terms_accepted: true } });
  return (await on.login(username, 'Abc#123x')).access;
}
const add = (access: string, provider: string, gameId: string, on: TestSandbox = sandbox) => on.call('POST', path, { token: access, body: { provider, game_id: gameId } });
const listed = async (access: string, on: TestSandbox = sandbox) => ((await on.call('GET', path, { token: access })).json as { provider: string; game_id: string }[]);

describe('favourites: games of the catalogue only', () => {
  it('accepts a game of each provider\'s own catalogue', async () => {
    const access = await player();
    const games = { nexa: catalogue('first')[0].gameId, orbit: catalogue('outcome')[0].gameId, vela: catalogue('third')[0].gameId, kairo: catalogue('fourth')[0].gameId };
    for (const [provider, gameId] of Object.entries(games)) expect((await add(access, provider, gameId)).status, provider).toBe(201);
    expect(await listed(access)).toHaveLength(4);
  });

  it('refuses a made-up game, a game of another provider and an unknown provider with 422 favourite_game_unknown', async () => {
    const access = await player();
    for (const [provider, gameId] of [
      ['orbit', 'made-up-game'],
      ['orbit', catalogue('first')[0].gameId],
      ['nexa', outcomeIds[0]],
      ['no-such-provider', outcomeIds[0]],
      ['outcome', outcomeIds[0]],
    ]) {
      const refused = await add(access, provider, gameId);
      expect(refused.status, `${provider} ${gameId}`).toBe(422);
      expect(refused.json.code).toBe('favourite_game_unknown');
    }
    expect(await listed(access)).toEqual([]);
  });
});

describe(`favourites: at most ${favouritesKept} per player`, () => {
  it(`refuses one past ${favouritesKept} with 422 favourites_limit, takes a new one after a removal, and a repeat stays harmless`, async () => {
    const access = await player();
    for (const gameId of outcomeIds.slice(0, favouritesKept)) expect((await add(access, 'orbit', gameId)).status).toBe(201);
    const refused = await add(access, 'orbit', outcomeIds[favouritesKept]);
    expect(refused.status).toBe(422);
    expect(refused.json.code).toBe('favourites_limit');
    // Adding one already there changes nothing, at the cap as before it.
    const repeat = await add(access, 'orbit', outcomeIds[0]);
    expect(repeat.status).toBe(409);
    expect(repeat.json.code).toBe('already_exists');
    expect(await listed(access)).toHaveLength(favouritesKept);
    expect((await sandbox.call('DELETE', path, { token: access, body: { provider: 'orbit', game_id: outcomeIds[0] } })).status).toBe(204);
    expect((await add(access, 'orbit', outcomeIds[favouritesKept])).status).toBe(201);
    // Another player's list is their own: not full, and not theirs to change.
    const other = await player();
    expect((await add(other, 'orbit', outcomeIds[favouritesKept + 1])).status).toBe(201);
    expect((await sandbox.call('DELETE', path, { token: other, body: { provider: 'orbit', game_id: outcomeIds[1] } })).status).toBe(404);
    expect(await listed(other)).toEqual([expect.objectContaining({ provider: 'orbit', game_id: outcomeIds[favouritesKept + 1] })]);
    expect(await listed(access)).toHaveLength(favouritesKept);
  });

  it('has a message for each refusal code in every language pack (§8: the toast says the code\'s message)', () => {
    for (const language of ['fr-fr', 'en-US', 'ar']) {
      const pack = JSON.parse(readFileSync(new URL(`../../config/languages/${language}/errors.json`, import.meta.url), 'utf8')) as Record<string, unknown>;
      for (const code of ['favourites_limit', 'favourite_game_unknown']) expect(pack[code], `${language} ${code}`).toEqual(expect.any(String));
    }
  });

  it('refuses a guest', async () => {
    expect((await sandbox.call('GET', path)).status).toBe(401);
    expect((await sandbox.call('POST', path, { body: { provider: 'orbit', game_id: outcomeIds[0] } })).status).toBe(401);
    expect((await sandbox.call('DELETE', path, { body: { provider: 'orbit', game_id: outcomeIds[0] } })).status).toBe(401);
  });
});

/** The cap under 50 simultaneous requests of one player, on SQLite and a real PostgreSQL server (as money-races.test.ts). */
const backends = testBackends();

describe.each(backends)('favourites under 50 simultaneous requests: $name', (backend) => {
  const racing = sandboxOn(backend);

  it(`stores 5 of 50 simultaneous new favourites when ${favouritesKept - 5} are stored`, async () => {
    const access = await player(racing());
    for (const gameId of outcomeIds.slice(0, favouritesKept - 5)) expect((await add(access, 'orbit', gameId, racing())).status).toBe(201);
    const results: CallResult[] = await Promise.all(
      outcomeIds.slice(favouritesKept, favouritesKept + 50).map((gameId) => racing().call('POST', path, { token: access, body: { provider: 'orbit', game_id: gameId }, network: true })),
    );
    const statuses = results.reduce<Record<number, number>>((counts, result) => ({ ...counts, [result.status]: (counts[result.status] ?? 0) + 1 }), {});
    expect(statuses).toEqual({ 201: 5, 422: 45 });
    expect(await listed(access, racing())).toHaveLength(favouritesKept);
  });
});

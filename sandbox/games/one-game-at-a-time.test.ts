import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestSandbox, type TestSandbox } from '../testing.ts';
import { catalogue } from './catalogue.ts';
import { gameSessionLimits } from './sessions.ts';

/**
 * §8 Other messages, "the game is not available in parallel": one real-money game session per player. A launch
 * from another tab or device (X-Game-Client) is refused with game_not_available_in_parallel while the other one
 * lives; the player ends it (DELETE /api/users/game-sessions/) and plays here. The tab that plays may move to
 * another game (its own session is replaced). Demo play is not limited.
 */
const [gameA, gameB] = catalogue('first');
const demoGame = catalogue('first').find((game) => game.hasDemo)!;
const tabA = 'tab-aaaaaaaa-1111';
const tabB = 'tab-bbbbbbbb-2222';

let sandbox: TestSandbox;
let players = 0;
beforeAll(async () => {
  sandbox = await createTestSandbox();
});
afterAll(() => sandbox.dispose());

async function player() {
  players += 1;
  const username = `parallel${players}`;
  await sandbox.register({ body: { username, email: `${username}@example.test`, password: 'Abc#123x', terms_accepted: true } });
  await sandbox.call('POST', '/sandbox/wallet/adjust', { body: { username, amount: '50', account: 'cash' }, headers: { 'Idempotency-Key': crypto.randomUUID() } });
  return (await sandbox.login(username, 'Abc#123x')).access;
}

function launch(access: string | undefined, tab: string | null, game = gameA, path = '/api/casino/first/createsession/') {
  return sandbox.call('POST', path, {
    token: access,
    headers: tab === null ? {} : { 'X-Game-Client': tab },
    body: { game: game.gameId, return_url: `${sandbox.publicUrl}/slots/casino`, client_type: 'desktop' },
  });
}

async function spinStatus(url: string) {
  const response = await fetch(`${url}/spin`, { method: 'POST', headers: { 'Content-Type': 'application/json', 'Idempotency-Key': crypto.randomUUID() }, body: JSON.stringify({ bet: '0.10' }) });
  await response.body?.cancel();
  return response.status;
}

describe('one real-money game at a time', () => {
  it('refuses a second tab with its code and the game open elsewhere, until the player ends the other one', async () => {
    const access = await player();
    const first = await launch(access, tabA);
    expect(first.status).toBe(200);
    const firstUrl = first.json.launch_options.game_url as string;

    const second = await launch(access, tabB, gameB);
    expect(second.status).toBe(409);
    expect(second.json).toMatchObject({ code: 'game_not_available_in_parallel', otherSession: { integration: 'first', gameId: gameA.gameId, gameName: gameA.title } });
    // A launch that names no tab (or a malformed one) is another tab too.
    expect((await launch(access, null, gameB)).status).toBe(409);
    expect((await launch(access, 'x', gameB)).status).toBe(409);
    // The other game still plays.
    expect(await spinStatus(firstUrl)).toBe(200);

    // "Play here": the player ends the other session, then this tab's launch goes through and the other game stops.
    const ended = await sandbox.call('DELETE', '/api/users/game-sessions/', { token: access });
    expect(ended).toMatchObject({ status: 200, json: { ended: 1 } });
    expect(await spinStatus(firstUrl)).toBe(404);
    // Ending again changes nothing (a retried tap).
    expect((await sandbox.call('DELETE', '/api/users/game-sessions/', { token: access })).json).toEqual({ ended: 0 });
    expect((await launch(access, tabB, gameB)).status).toBe(200);
  });

  it('lets the tab that plays move to another game, replacing its own session', async () => {
    const access = await player();
    const first = await launch(access, tabA);
    const moved = await launch(access, tabA, gameB);
    expect(moved.status).toBe(200);
    expect(await spinStatus(first.json.launch_options.game_url)).toBe(404);
    expect(await spinStatus(moved.json.launch_options.game_url)).toBe(200);
  });

  it('ends only one tab’s game when the tab leaves it (?client=), and refuses a malformed tab id', async () => {
    const access = await player();
    const playing = await launch(access, tabA);
    expect((await sandbox.call('DELETE', `/api/users/game-sessions/?client=${tabB}`, { token: access })).json).toEqual({ ended: 0 });
    expect(await spinStatus(playing.json.launch_options.game_url)).toBe(200);
    expect((await sandbox.call('DELETE', '/api/users/game-sessions/?client=x', { token: access })).status).toBe(400);
    expect((await sandbox.call('DELETE', `/api/users/game-sessions/?client=${tabA}`, { token: access })).json).toEqual({ ended: 1 });
    expect((await launch(access, tabB)).status).toBe(200);
  });

  it('counts a free-spin session as real-money play, and never limits demo play', async () => {
    const access = await player();
    expect((await launch(access, tabA)).status).toBe(200);
    const outcomeGame = catalogue('outcome').find((game) => game.hasFreeSpins)!;
    const freeSpins = await sandbox.call('POST', '/api/casino/outcome/login/freespin/', { token: access, headers: { 'X-Game-Client': tabB }, body: { GameId: outcomeGame.numericId } });
    expect(freeSpins).toMatchObject({ status: 409, json: { code: 'game_not_available_in_parallel' } });
    for (let index = 0; index < 3; index++) expect((await launch(access, tabB, demoGame, '/api/casino/first/demostart/')).status).toBe(200);
    expect((await launch(undefined, null, demoGame, '/api/casino/first/demostart/')).status).toBe(200);
  });

  it('frees the slot when the other session expires', async () => {
    const access = await player();
    expect((await launch(access, tabA)).status).toBe(200);
    sandbox.clock.advance(gameSessionLimits.lifetimeMs);
    const fresh = await player();
    expect((await launch(fresh, tabA)).status).toBe(200);
    // The first player's session expired meanwhile: another tab may play.
    const again = (await sandbox.login(`parallel${players - 1}`, 'Abc#123x')).access;
    expect((await launch(again, tabB)).status).toBe(200);
  });

  it('ends only the caller’s own sessions: a guest is refused, another player ends none, staff may not', async () => {
    const owner = await player();
    const launched = await launch(owner, tabA);
    expect((await sandbox.call('DELETE', '/api/users/game-sessions/')).status).toBe(401);
    const other = await player();
    expect((await sandbox.call('DELETE', '/api/users/game-sessions/', { token: other })).json).toEqual({ ended: 0 });
    const agent = (await sandbox.login('agent1')).access;
    expect((await sandbox.call('DELETE', '/api/users/game-sessions/', { token: agent })).status).toBe(403);
    expect((await sandbox.call('DELETE', '/api/users/game-sessions/', { token: 'not-a-token' })).status).toBe(401);
    expect(await spinStatus(launched.json.launch_options.game_url)).toBe(200);
    // A body or query the call does not take is ignored, never a 500.
    expect((await sandbox.call('DELETE', '/api/users/game-sessions/?all=1', { token: other, rawBody: '{oops' })).status).toBeLessThan(500);
  });
});

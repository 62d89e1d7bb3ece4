import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogue, catalogueSizes } from '../games/catalogue.ts';
import { signedInSandbox, type TestSandbox } from '../testing.ts';
import { grantedFreeSpins } from './casino.ts';
import { recentGamesKept } from './favourites.ts';

// The launches of a test come from one browser tab: a tab may move from game to game (§8, one real-money game at a time).
const oneTab = { 'X-Game-Client': 'one-tab-of-this-test' };

let sandbox: TestSandbox;
let access: string;
beforeAll(async () => ({ sandbox, access } = await signedInSandbox()));
afterAll(() => sandbox.dispose());

const balance = async () => (await sandbox.call('GET', '/api/user/profile', { token: access })).json.balance as string;

/** Plays one spin on the game page behind `url` (over the network: the game origin is its own server). */
async function spinAt(url: string, bet = '1.00', key = crypto.randomUUID()) {
  const response = await fetch(`${url}/spin`, { method: 'POST', headers: { 'Content-Type': 'application/json', 'Idempotency-Key': key }, body: JSON.stringify({ bet }) });
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
}

describe('catalogues (§9 sizes, deterministic)', () => {
  it('answers each integration in its own shape at its size', async () => {
    const firstList = await sandbox.call('GET', '/api/casino/first/v2/games/');
    expect(firstList.json.items).toHaveLength(2939);
    expect(Object.keys(firstList.json.items[0])).toEqual(expect.arrayContaining(['identifier', 'title', 'producer', 'provider']));
    const outcomeList = await sandbox.call('GET', '/api/casino/outcome/v2/gamelist/');
    expect(outcomeList.json).toHaveLength(878);
    expect(Object.keys(outcomeList.json[0]).sort()).toEqual(['Description', 'Format', 'HasFreeSpins', 'Id', 'Name', 'SectionId']);
    const thirdList = await sandbox.call('GET', '/api/casino/third/games/?producers=evosw,spribe,vivogaming&page_size=1000');
    expect(thirdList.json.games).toHaveLength(101);
    expect(thirdList.json.games[0].image).toMatch(new RegExp(`^${sandbox.gameOriginUrl}/images/third/`));
    const oneProducer = await sandbox.call('GET', '/api/casino/third/games/?producers=spribe&page_size=1000');
    expect(oneProducer.json.games.every((game: { producer: string }) => game.producer === 'spribe')).toBe(true);
    const fourthList = await sandbox.call('GET', '/api/casino/fourth/games/?page_size=1000');
    expect(fourthList.json.results).toHaveLength(101);
    expect(fourthList.json.count).toBe(101);
  });

  it('answers the first integration\'s list for the platform asked: a phone gets no desktop-only title; a bad platform is a 400', async () => {
    const desktopOnly = catalogue('first').filter((game) => game.desktopOnly).map((game) => game.gameId);
    expect(desktopOnly.length).toBeGreaterThan(0);
    const desktop = await sandbox.call('GET', '/api/casino/first/v2/games/?platform=desktop');
    expect(desktop.json.items).toHaveLength(2939);
    const mobile = await sandbox.call('GET', '/api/casino/first/v2/games/?platform=mobile');
    const mobileIds = new Set(mobile.json.items.map((item: { identifier: string }) => item.identifier));
    expect(mobileIds.size).toBe(2939 - desktopOnly.length);
    expect(desktopOnly.some((id) => mobileIds.has(id))).toBe(false);
    const bad = await sandbox.call('GET', '/api/casino/first/v2/games/?platform=tv');
    expect(bad.status).toBe(400);
  });

  it('is the same on every build, with unique ids and titles per integration', () => {
    for (const integration of ['first', 'outcome', 'third', 'fourth'] as const) {
      const games = catalogue(integration);
      expect(games).toHaveLength(catalogueSizes[integration]);
      expect(new Set(games.map((game) => game.gameId)).size).toBe(games.length);
    }
    expect(catalogue('first')[0].title).toBe(catalogue('first')[0].title);
    expect(new Set(catalogue('first').map((game) => game.title)).size).toBe(2939);
  });

  it('serves generated SVG posters from the game origin', async () => {
    const game = catalogue('fourth')[3];
    const response = await fetch(`${sandbox.gameOriginUrl}/images/fourth/${encodeURIComponent(game.gameId)}.svg`);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toContain('image/svg+xml');
    expect(await response.text()).toContain('<svg');
  });
});

describe('launching and playing', () => {
  it('needs a session for real money and answers a game-origin URL; a spin moves the wallet', async () => {
    const game = catalogue('first').find((candidate) => candidate.hasDemo)!;
    const body = { game: game.gameId, return_url: `${sandbox.url}/slots/casino`, client_type: 'desktop' };
    expect((await sandbox.call('POST', '/api/casino/first/createsession/', { body })).status).toBe(401);
    const launched = await sandbox.call('POST', '/api/casino/first/createsession/', { body, token: access, headers: oneTab });
    expect(launched.status).toBe(200);
    const url = launched.json.launch_options.game_url as string;
    expect(url.startsWith(`${sandbox.gameOriginUrl}/play/`)).toBe(true);
    const page = await fetch(url);
    expect(await page.text()).toContain('Spin');

    const before = await balance();
    const key = crypto.randomUUID();
    const first = await spinAt(url, '1.00', key);
    expect(first.status).toBe(200);
    const after = await balance();
    expect(after).toBe(first.json.balance);
    const expected = (Math.round(Number(before) * 100) - 100 + Math.round(Number(first.json.win) * 100)) / 100;
    expect(Number(after)).toBeCloseTo(expected, 2);
    // The same Idempotency-Key is answered with the first result and moves nothing.
    expect((await spinAt(url, '1.00', key)).json).toEqual(first.json);
    expect(await balance()).toBe(after);
  });

  it('plays demo without touching the wallet, for guests too', async () => {
    const game = catalogue('outcome')[1];
    const launched = await sandbox.call('POST', '/api/casino/outcome/login/demo/', { body: { GameId: game.numericId } });
    expect(launched.status).toBe(200);
    const before = await balance();
    const played = await spinAt(launched.json.session_url);
    expect(played.status).toBe(200);
    expect(await balance()).toBe(before);
  });

  it('launches the third integration (answer: the URL) and the fourth (gameURL)', async () => {
    const thirdGame = catalogue('third')[0];
    const thirdLaunch = await sandbox.call('POST', '/api/casino/third/login/', { body: { is_mobile: 0, system: 'evolution', page_code: thirdGame.gameId }, token: access, headers: oneTab });
    expect(thirdLaunch.status).toBe(200);
    expect(typeof thirdLaunch.json).toBe('string');
    const fourthGame = catalogue('fourth')[0];
    const fourthLaunch = await sandbox.call('POST', '/api/casino/fourth/login/', {
      body: { symbol: fourthGame.gameId, platform: 'WEB', play_mode: 'REAL', lobby_url: `${sandbox.url}/slots/casino` },
      token: access, headers: oneTab,
    });
    expect(fourthLaunch.json.gameURL).toMatch(/\/play\//);
  });

  it('fails the next launches on request (test hook for the 3-attempt rule)', async () => {
    await sandbox.call('POST', '/sandbox/casino/fail-launches', { body: { count: 2 } });
    const body = { GameId: catalogue('outcome')[0].numericId };
    expect((await sandbox.call('POST', '/api/casino/outcome/login/', { body, token: access, headers: oneTab })).status).toBe(503);
    expect((await sandbox.call('POST', '/api/casino/outcome/login/', { body, token: access, headers: oneTab })).status).toBe(503);
    expect((await sandbox.call('POST', '/api/casino/outcome/login/', { body, token: access, headers: oneTab })).status).toBe(200);
  });

  it('runs a free-spin session to its end (freespin_left, session_end, prize)', async () => {
    const info = await sandbox.call('GET', '/api/casino/outcome/users/freespin-session/?provider=outcome', { token: access });
    expect(info.json).toMatchObject({ provider: 'outcome', session_end: false, freespin_left: grantedFreeSpins, prize: { amount: '0.00', currency: 'TND' } });
    const game = catalogue('outcome').find((candidate) => candidate.hasFreeSpins)!;
    const launched = await sandbox.call('POST', '/api/casino/outcome/login/freespin/', { body: { GameId: game.numericId }, token: access, headers: oneTab });
    expect(launched.status).toBe(200);
    let last: Record<string, unknown> = {};
    for (let index = 0; index < grantedFreeSpins; index++) last = (await spinAt(launched.json.session_url)).json;
    expect(last).toMatchObject({ freeSpinsLeft: 0, sessionEnd: true });
    const ended = await sandbox.call('GET', '/api/casino/outcome/users/freespin-session/?provider=outcome', { token: access });
    expect(ended.json).toMatchObject({ session_end: true, freespin_left: 0 });
    expect((await spinAt(launched.json.session_url)).status).toBe(409);
  });
});

describe('favourites and recently played', () => {
  it('adds, lists newest first and removes favourites', async () => {
    // Games of the catalogue behind the orbit provider (the outcome integration): made-up ids are refused (favourites.test.ts).
    const [a, b] = catalogue('outcome').map((game) => game.gameId);
    const add = (game_id: string) => sandbox.call('POST', '/api/users/favouritegames/', { body: { provider: 'orbit', game_id }, token: access });
    expect((await add(a)).status).toBe(201);
    sandbox.clock.advance?.(1000);
    expect((await add(b)).status).toBe(201);
    expect((await add(b)).status).toBe(409);
    const list = await sandbox.call('GET', '/api/users/favouritegames/', { token: access });
    expect(list.json.map((row: { game_id: string }) => row.game_id)).toEqual([b, a]);
    expect((await sandbox.call('DELETE', '/api/users/favouritegames/', { body: { provider: 'orbit', game_id: a }, token: access })).status).toBe(204);
    expect((await sandbox.call('DELETE', '/api/users/favouritegames/', { body: { provider: 'orbit', game_id: a }, token: access })).status).toBe(404);
    expect((await sandbox.call('GET', '/api/users/favouritegames/')).status).toBe(401);
  });

  it(`keeps the last ${recentGamesKept} launched games`, async () => {
    for (let index = 0; index < 15; index++) {
      await sandbox.call('POST', '/api/users/recent-games/', { body: { provider: 'p', game_id: `g${index % 14}` }, token: access });
    }
    const list = await sandbox.call('GET', '/api/users/recent-games/', { token: access });
    expect(list.json).toHaveLength(recentGamesKept);
    expect(list.json[0].game_id).toBe('g0');
  });
});

describe('jackpots', () => {
  it('answers silver, gold and bronze with amounts as decimal strings', async () => {
    const list = await sandbox.call('GET', '/api/jackpot/v1/jackpots/');
    expect(list.status).toBe(200);
    expect(list.json.map((row: { name: string }) => row.name).sort()).toEqual(['bronze', 'gold', 'silver']);
    expect(list.json.every((row: { amount: string }) => /^\d+\.\d{2}$/.test(row.amount))).toBe(true);
  });
});

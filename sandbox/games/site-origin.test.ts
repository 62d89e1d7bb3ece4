import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestSandbox, signedInSandbox, type TestSandbox } from '../testing.ts';
import { catalogue } from './catalogue.ts';
import { lobbyUrlNotAllowed } from './site-origin.ts';
import { postFrom } from './testing-requests.ts';

// The launches of a test come from one browser tab: a tab may move from game to game (§8, one real-money game at a time).
const oneTab = { 'X-Game-Client': 'one-tab-of-this-test' };

// §5 Bounds: a launch's lobby or return address (return_url, lobby_url; §7 Slots) may only be a page of
// the site itself, so the game page's lobby link cannot send a player to another site.

const demoGame = catalogue('first').find((game) => game.hasDemo)!;
const demoPath = '/api/casino/first/demostart/';

describe('lobby and return addresses (only the site’s own origin)', () => {
  let sandbox: TestSandbox;
  let access: string;
  beforeAll(async () => ({ sandbox, access } = await signedInSandbox()));
  afterAll(() => sandbox.dispose());

  const firstBody = (returnUrl: string) => ({ game: demoGame.gameId, return_url: returnUrl, client_type: 'desktop' });

  it('accepts the site’s own pages on its public URL (default http://localhost:PORT), and nothing else of the machine', async () => {
    for (const returnUrl of [`${sandbox.url}/slots/casino`, `${sandbox.url}/slots/all?x=1`]) {
      const launched = await sandbox.call('POST', '/api/casino/first/createsession/', { body: firstBody(returnUrl), token: access, headers: oneTab });
      expect(launched.status).toBe(200);
      const page = await (await fetch(launched.json.launch_options.game_url)).text();
      expect(page).toContain(`href="${returnUrl}"`);
    }
  });

  it('refuses any other origin or scheme with 400 lobby_url_not_allowed, for return_url and lobby_url', async () => {
    const fourthGame = catalogue('fourth')[0];
    const foreign = [
      'https://evil.example/slots/casino',
      `http://localhost:${sandbox.port + 7}/slots/casino`,
      `https://localhost:${sandbox.port}/slots/casino`,
      // Another name for this machine is another origin to a browser.
      `http://127.0.0.1:${sandbox.port}/slots/casino`,
      `http://evil.example@localhost:${sandbox.port}/`,
      `http://localhost:${sandbox.port}@evil.example/`,
      'javascript:alert(document.domain)',
      'data:text/html,<script>alert(1)</script>',
    ];
    for (const returnUrl of foreign) {
      const real = await sandbox.call('POST', '/api/casino/first/createsession/', { body: firstBody(returnUrl), token: access, headers: oneTab });
      expect(real.status, returnUrl).toBe(400);
      expect(real.json.code, returnUrl).toBe(lobbyUrlNotAllowed);
      const demo = await sandbox.call('POST', demoPath, { body: firstBody(returnUrl) });
      expect(demo.status, returnUrl).toBe(400);
      expect(demo.json.code, returnUrl).toBe(lobbyUrlNotAllowed);
      const fourth = await sandbox.call('POST', '/api/casino/fourth/login/', {
        body: { symbol: fourthGame.gameId, platform: 'WEB', play_mode: 'REAL', lobby_url: returnUrl },
        token: access, headers: oneTab,
      });
      expect(fourth.status, returnUrl).toBe(400);
      expect(fourth.json.code, returnUrl).toBe(lobbyUrlNotAllowed);
    }
  });

  it('builds the default lobby link from the site’s own origin, never from the Host header', async () => {
    const game = catalogue('outcome')[1];
    // Over a real socket: the Node adapter builds the request's URL from the Host header the client sends.
    const launched = await postFrom(sandbox, '127.0.0.4', '/api/casino/outcome/login/demo/', { GameId: game.numericId }, { Host: 'evil.example' });
    expect(launched.status).toBe(200);
    const page = await (await fetch(String(launched.json.session_url).replace('evil.example', 'localhost'))).text();
    expect(page).toContain(`href="${sandbox.url}/slots/casino"`);
    expect(page).not.toContain('evil.example');
  });
});

describe('with a configured public URL', () => {
  it('takes PUBLIC_URL’s origin as the site’s, and nothing else', async () => {
    const sandbox = await createTestSandbox({ publicUrl: 'https://casino.example.tn' });
    try {
      const launch = (returnUrl: string) => sandbox.call('POST', demoPath, { body: { game: demoGame.gameId, return_url: returnUrl, client_type: 'desktop' } });
      expect((await launch('https://casino.example.tn/slots/casino')).status).toBe(200);
      expect((await launch(`${sandbox.url}/slots/casino`)).json.code).toBe(lobbyUrlNotAllowed);
      expect((await launch('http://casino.example.tn/slots/casino')).json.code).toBe(lobbyUrlNotAllowed);
      const outcome = await sandbox.call('POST', '/api/casino/outcome/login/demo/', { body: { GameId: catalogue('outcome')[1].numericId } });
      expect(await (await fetch(outcome.json.session_url)).text()).toContain('href="https://casino.example.tn/slots/casino"');
    } finally {
      await sandbox.dispose();
    }
  });
});

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogue } from './games/catalogue.ts';
import { readOutbox } from './mail.ts';
import { startSandbox } from '../scripts/start.ts';
import { createTestSandbox, type TestSandbox } from './testing.ts';

/**
 * §7 Links and origins: links and origins come from configuration (PUBLIC_URL, GAME_ORIGIN), never from the Host header.
 * Until now `Host: evil.example` on a password-reset request put http://evil.example/reset-password/... in the
 * player's mail (and the game origin, the game page's frame ancestors and its postMessage target followed the
 * request's host the same way).
 */
const root = mkdtempSync(join(tmpdir(), 'sandbox-public-url-test-'));
const dist = join(root, 'dist');
afterAll(() => rmSync(root, { recursive: true, force: true }));

interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
}

/** A request over the socket with a Host header of our choosing (fetch would not send a forged one). */
function withHost(url: string, path: string, host: string, options: { method?: string; body?: unknown; headers?: Record<string, string> } = {}): Promise<RawAnswer> {
  const body = options.body === undefined ? undefined : JSON.stringify(options.body);
  return new Promise((resolveAnswer, reject) => {
    const target = new URL(path, url);
    const outgoing = httpRequest(
      {
        host: '127.0.0.1',
        port: target.port,
        path: target.pathname + target.search,
        method: options.method ?? 'GET',
        headers: { Host: host, Accept: 'text/html,application/json', ...(body ? { 'Content-Type': 'application/json' } : {}), ...options.headers },
      },
      (incoming) => {
        let text = '';
        incoming.setEncoding('utf8');
        incoming.on('data', (chunk: string) => (text += chunk));
        incoming.on('end', () => resolveAnswer({ status: incoming.statusCode ?? 0, headers: incoming.headers, text }));
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

const lastLink = async (sandbox: TestSandbox, to: string, kind: string) => (await readOutbox(sandbox.context, { to })).find((mail) => mail.kind === kind)?.link;

function writeDist(): void {
  mkdirSync(dist, { recursive: true });
  writeFileSync(join(dist, 'index.html'), '<!doctype html><html><head><title>t</title><!--RUNTIME_CONFIG--></head><body><div id="root"></div></body></html>');
}

async function playerToken(sandbox: TestSandbox, username: string): Promise<string> {
  await sandbox.register({ body: { username, email: `${username}@example.test`, password: 'Abc#123x', terms_accepted: true } });
  await sandbox.call('PATCH', `/sandbox/users/${username}`, { body: { emailVerified: true } });
  return (await sandbox.login(username, 'Abc#123x')).access;
}

/** Every place a link or an origin is written, asked with `host` in the Host header. */
async function linksAndOrigins(sandbox: TestSandbox, host: string, username: string) {
  const token = await playerToken(sandbox, username);
  const reset = await withHost(sandbox.url, '/api/accounts/password/reset/', host, { method: 'POST', body: { email: `${username}@example.test` } });
  expect(reset.status).toBe(200);
  const register = await withHost(sandbox.url, '/api/accounts/registration/', host, {
    method: 'POST',
    body: { username: `${username}x`, email: `${username}x@example.test`, password: 'Abc#123x', terms_accepted: true },
  });
  expect(register.status).toBeLessThan(300);
  // A page asked on another host is sent to the public address (server/site.ts); read there, it carries the settings.
  const pageAsked = await withHost(sandbox.url, '/slots/casino?x=1', host);
  const page = await withHost(sandbox.url, '/sport/Home', new URL(sandbox.publicUrl).host);
  const runtime = JSON.parse(/window\.__RUNTIME_CONFIG__=(\{.*?\})<\/script>/.exec(page.text)![1]) as { gameOrigin: string };
  const demo = await withHost(sandbox.url, '/api/casino/outcome/login/demo/', host, { method: 'POST', body: { GameId: catalogue('outcome')[1].numericId } });
  const gameUrl = JSON.parse(demo.text).session_url as string;
  const gamePage = await withHost(sandbox.gameOriginUrl, new URL(gameUrl).pathname, `games.${host}`);
  const deposit = await withHost(sandbox.url, '/api/backoffice/payments/deposit/', host, {
    method: 'POST',
    body: { amount: '20', payment_system: 'sandbox-card' },
    headers: { Authorization: `Bearer ${token}`, 'Idempotency-Key': `host-${crypto.randomUUID()}` },
  });
  return {
    resetLink: await lastLink(sandbox, `${username}@example.test`, 'password-reset'),
    verifyLink: await lastLink(sandbox, `${username}x@example.test`, 'registration'),
    gameOrigin: runtime.gameOrigin,
    gameUrl,
    gameFrameAncestors: /frame-ancestors ([^;]+)/.exec(String(gamePage.headers['content-security-policy']))?.[1],
    gamePostsTo: (JSON.parse(/const config=(\{.*?\});/.exec(gamePage.text)![1]) as { siteOrigin: string }).siteOrigin,
    gameLobby: /<a href="([^"]+)" target="_top" data-testid="game-lobby">/.exec(gamePage.text)?.[1],
    redirectLink: JSON.parse(deposit.text).redirectLink as string,
    pageRedirect: { status: pageAsked.status, location: pageAsked.headers.location },
    hsts: page.headers['strict-transport-security'],
  };
}

describe('links and origins by default (PUBLIC_URL http://localhost:PORT)', () => {
  let sandbox: TestSandbox;
  beforeAll(async () => {
    writeDist();
    sandbox = await createTestSandbox({ dataDir: join(root, 'default'), staticDir: dist });
  });
  afterAll(() => sandbox.dispose());

  it('stay on the site and the game origin whatever Host the request names', async () => {
    const site = `http://localhost:${sandbox.port}`;
    const games = `http://localhost:${sandbox.gameOriginPort}`;
    expect(sandbox.publicUrl).toBe(site);
    const seen = await linksAndOrigins(sandbox, 'evil.example', 'hostvictim');
    expect(seen.resetLink).toMatch(new RegExp(`^${site}/reset-password/[^/]+/[^/]+$`));
    expect(seen.verifyLink).toMatch(new RegExp(`^${site}/verify/[A-Za-z0-9_-]+$`));
    expect(seen.gameOrigin).toBe(games);
    expect(seen.gameUrl.startsWith(`${games}/play/`)).toBe(true);
    // The site alone may frame the game, and the game tells the site alone about balance changes.
    expect(seen.gameFrameAncestors).toBe(site);
    expect(seen.gamePostsTo).toBe(site);
    expect(seen.gameLobby).toBe(`${site}/slots/casino`);
    expect(seen.redirectLink.startsWith(`${site}/sandbox/payment-page/dep-`)).toBe(true);
    expect(seen.pageRedirect).toEqual({ status: 308, location: `${site}/slots/casino?x=1` });
    expect(JSON.stringify(seen)).not.toContain('evil.example');
    expect(seen.hsts).toBeUndefined();
  });
});

describe('links and origins with PUBLIC_URL and GAME_ORIGIN set', () => {
  let sandbox: TestSandbox;
  beforeAll(async () => {
    writeDist();
    sandbox = await createTestSandbox({ dataDir: join(root, 'configured'), staticDir: dist, publicUrl: 'https://play.example.test/', gameOrigin: 'https://games.example.test' });
  });
  afterAll(() => sandbox.dispose());

  it('use them, for a request to the local address as for a forged Host; https turns HSTS on', async () => {
    for (const [host, username] of [[`localhost:${sandbox.port}`, 'localasker'], ['evil.example', 'evilasker']]) {
      const seen = await linksAndOrigins(sandbox, host, username);
      expect(seen.resetLink).toMatch(/^https:\/\/play\.example\.test\/reset-password\//);
      expect(seen.verifyLink).toMatch(/^https:\/\/play\.example\.test\/verify\//);
      expect(seen.gameOrigin).toBe('https://games.example.test');
      expect(seen.gameUrl).toMatch(/^https:\/\/games\.example\.test\/play\//);
      expect(seen.gameFrameAncestors).toBe('https://play.example.test');
      expect(seen.gamePostsTo).toBe('https://play.example.test');
      expect(seen.redirectLink).toMatch(/^https:\/\/play\.example\.test\/sandbox\/payment-page\//);
      expect(seen.pageRedirect).toEqual({ status: 308, location: 'https://play.example.test/slots/casino?x=1' });
      expect(seen.hsts).toBe('max-age=63072000; includeSubDomains');
    }
  });
});

describe('origin settings', () => {
  it('refuse anything but an http(s) origin, with the setting named', async () => {
    for (const [option, value] of [
      ['publicUrl', 'evil'],
      ['publicUrl', 'javascript:alert(1)'],
      ['publicUrl', 'https://site.example/path'],
      ['publicUrl', 'https://user:pw@site.example'],
      ['gameOrigin', 'ftp://games.example'],
      ['sportOrigins', ['https://sport.example/?x=1']],
      ['corsOrigins', ['*']],
    ] as const) {
      const name = { publicUrl: 'PUBLIC_URL', gameOrigin: 'GAME_ORIGIN', sportOrigins: 'SPORT_ORIGINS', corsOrigins: 'CORS_ORIGINS' }[option];
      await expect(startSandbox({ port: 0, dataDir: join(root, 'bad'), quiet: true, [option]: value }), `${option}=${String(value)}`).rejects.toThrow(new RegExp(`^${name} must be an http\\(s\\) origin`));
    }
  });
});

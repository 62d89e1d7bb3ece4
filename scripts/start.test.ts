import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import deExample from '../config/markets/de-example.ts';
import sportEmbeds from '../config/sport-embeds/index.ts';
import { idleConnectionMs } from '../http/keep-alive.ts';
import { createTestSandbox } from '../sandbox/testing.ts';
import { siteOptionsFromEnvironment, startSiteServer } from '../server/main.ts';
import { optionsFromEnvironment, startSandbox } from './start.ts';

// docs/architecture/site-server.md: the site's server is composed once (server/main.ts startSiteServer), so `node server/main.ts` and
// `npm start` (this file's composition, the sandbox's API mounted) answer a page with the same security headers
// from the same settings (§7 Security headers). Before, npm start built the site on its own and its CSP framed the
// game origin alone: a provider whose games come from its own origin (config `frameOrigins`) stayed blank.
const providers = [{ frameOrigins: ['{gameOrigin}'] }, { frameOrigins: ['{gameOrigin}', '{setting:ASTRA_GAME_ORIGIN}'] }];

const root = mkdtempSync(join(tmpdir(), 'site-composition-test-'));
const dist = join(root, 'dist');
mkdirSync(join(dist, 'static'), { recursive: true });
writeFileSync(join(dist, 'index.html'), readFileSync(join(import.meta.dirname, '..', 'src', 'index.html'), 'utf8'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** The same environment both ways. Every sport embed is set elsewhere: the sandbox's stand-ins would otherwise serve scripts from the game origin, which only npm start has. */
const env: NodeJS.ProcessEnv = {
  PORT: '0',
  GAME_ORIGIN_PORT: '0',
  STATIC_DIR: dist,
  DATA_DIR: join(root, 'data'),
  LOG_REQUESTS: '0',
  API_BASE_URL: 'https://api.example.test',
  GAME_ORIGIN: 'https://games.example.test',
  ASTRA_GAME_ORIGIN: 'https://play.astra.example.test',
  SPORT_ORIGINS: 'https://sport.example.test',
  IMAGE_ORIGINS: 'https://cdn.example.test',
  ...Object.fromEntries(sportEmbeds.map((embed, index) => [embed.originSetting, `https://embed-${index}.example.test`])),
};

/** A page's headers without what differs per answer: its nonce, its date, its compressed length (the nonce's). */
async function pageHeaders(url: string): Promise<{ headers: Record<string, string>; settings: unknown }> {
  const page = await fetch(`${url}/sport/Home`, { headers: { Accept: 'text/html' } });
  expect(page.status).toBe(200);
  const headers = Object.fromEntries([...page.headers].filter(([name]) => !['date', 'keep-alive', 'connection', 'content-length'].includes(name)).map(([name, value]) => [name, value.replace(/'nonce-[^']+'/g, "'nonce-…'")]));
  const settings = JSON.parse(/__RUNTIME_CONFIG__=(\{.*?\})<\/script>/.exec(await page.text())![1]);
  return { headers, settings };
}

describe('one composition of the site: node server/main.ts and npm start', () => {
  it('answer a page with the same security headers and settings, the provider frames included', async () => {
    const alone = await startSiteServer({ ...siteOptionsFromEnvironment(env, providers), log: false });
    const composed = await startSandbox({ ...optionsFromEnvironment(env, providers), quiet: true });
    try {
      const [fromAlone, fromComposed] = [await pageHeaders(alone.url), await pageHeaders(composed.url)];
      const frameSrc = /frame-src ([^;]+)/.exec(fromComposed.headers['content-security-policy'])![1].split(' ');
      expect(frameSrc).toEqual(expect.arrayContaining(['https://games.example.test', 'https://play.astra.example.test', 'https://sport.example.test']));
      expect(fromComposed.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(fromComposed.headers).toEqual(fromAlone.headers);
      expect(fromComposed.settings).toEqual(fromAlone.settings);
    } finally {
      await Promise.all([alone.close(), composed.close()]);
    }
  });
});

describe('idle kept-alive connections', () => {
  it('every server npm start opens keeps them open past the clients that pool them (http/keep-alive.ts)', async () => {
    // The German-like pack starts every one: the site, the game origin, the exclusion register and the deposit file.
    const sandbox = await createTestSandbox({ market: deExample });
    try {
      const origins = [sandbox.url, sandbox.gameOriginUrl, sandbox.exclusionRegisterUrl, sandbox.depositFileUrl];
      expect(origins.every(Boolean)).toBe(true);
      for (const origin of origins) {
        const response = await fetch(`${origin}/`);
        await response.arrayBuffer();
        expect(response.headers.get('keep-alive'), origin).toBe(`timeout=${idleConnectionMs / 1000}`);
      }
    } finally {
      await sandbox.dispose();
    }
  });
});

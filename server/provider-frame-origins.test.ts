import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSiteServer, type RunningSite } from './main.ts';
import { providerFrameOrigins, providerOriginsFromEnvironment } from './provider-frame-origins.ts';

// §7 Security headers: a casino provider whose games are served from its own origin declares it (frameOrigins in
// its config, fixed or as a runtime setting), and the page's CSP frames it; nothing undeclared is framed.
const providers = [
  { frameOrigins: ['{gameOrigin}'] },
  { frameOrigins: ['https://games.lumen.example.test'] },
  { frameOrigins: ['{gameOrigin}', '{setting:ASTRA_GAME_ORIGIN}'] },
];

const root = mkdtempSync(join(tmpdir(), 'provider-frames-test-'));
beforeAll(() => {
  writeFileSync(join(root, 'index.html'), readFileSync(join(import.meta.dirname, '..', 'src', 'index.html'), 'utf8'));
  mkdirSync(join(root, 'static'), { recursive: true });
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

const frameSources = (csp: string | null) => csp!.split(';').map((directive) => directive.trim().split(/\s+/)).find(([name]) => name === 'frame-src')!.slice(1);

describe("the providers' frame origins in the page's CSP", () => {
  let site: RunningSite;
  afterAll(() => site?.close());

  it('frames the game origin, a fixed origin a provider declares and the value of a declared setting, and the page knows the setting', async () => {
    const providerOrigins = providerOriginsFromEnvironment({ ASTRA_GAME_ORIGIN: 'https://play.astra.example.test/', OTHER: 'https://other.example.test' }, providers);
    expect(providerOrigins).toEqual({ ASTRA_GAME_ORIGIN: 'https://play.astra.example.test' });
    site = await startSiteServer({ port: 0, staticDir: root, gameOrigin: 'https://games.example.test', providers, providerOrigins, log: false });
    const page = await fetch(`${site.url}/`, { headers: { Accept: 'text/html' } });
    expect(page.status).toBe(200);
    expect(frameSources(page.headers.get('content-security-policy'))).toEqual(['https://games.example.test', 'https://games.lumen.example.test', 'https://play.astra.example.test']);
    const settings = JSON.parse(/__RUNTIME_CONFIG__=(\{.*?\})<\/script>/.exec(await page.text())![1]);
    expect(settings.providerOrigins).toEqual({ ASTRA_GAME_ORIGIN: 'https://play.astra.example.test' });
  });

  it('leaves out a setting with no value: its games cannot frame rather than frame from anywhere', () => {
    expect(providerFrameOrigins({}, 'https://games.example.test', providers)).toEqual(['https://games.example.test', 'https://games.lumen.example.test']);
  });

  it('refuses a setting that is not an origin, naming it, at start', () => {
    expect(() => providerOriginsFromEnvironment({ ASTRA_GAME_ORIGIN: 'games.astra' }, providers)).toThrow(/ASTRA_GAME_ORIGIN/);
  });
});

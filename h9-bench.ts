import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { execSync } from 'node:child_process';
import { chromium } from 'playwright-core';
import { startSandbox } from './sandbox/server.ts';
import { chromiumArgs } from './playwright.config.ts';
import { benchCasinoLobby } from './scripts/bench-casino.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'h9-'));
const sandbox = await startSandbox({ port: 0, dataDir, staticDir: '/tmp/dist-h9', quiet: true });
const base = sandbox.url;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: chromiumArgs });
const runs = Number(process.env.RUNS ?? 5);
for (let i = 0; i < runs; i++) {
  const up = execSync('uptime').toString().trim().replace(/.*load/, 'load');
  const result = await benchCasinoLobby(browser, base);
  console.log(i + 1, JSON.stringify(result['casino search typing, CPU 4x']), JSON.stringify(result['casino lobby DOM nodes (4019 games)']), up);
}
await browser.close();
await sandbox.close();
rmSync(dataDir, { recursive: true, force: true });

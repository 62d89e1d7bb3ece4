import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { chromiumArgs } from '../playwright.config.ts';
import { startSandbox, type RunningSandbox } from './start.ts';

/**
 * One bench run on its own (`node scripts/bench-<name>.ts`), outside `npm run bench`: a sandbox over the built front
 * end (DIST_DIR, else dist/) in a fresh data folder and one Chromium; prints what the bench measured as JSON and
 * closes both. A bench module imports this lazily, so `npm run bench` (which imports the bench itself) does not load it.
 */
export async function runBenchAlone(name: string, bench: (browser: Browser, base: string, sandbox: RunningSandbox) => Promise<unknown>): Promise<void> {
  const sandbox = await startSandbox({ port: 0, dataDir: mkdtempSync(join(tmpdir(), `bench-${name}-`)), staticDir: process.env.DIST_DIR ?? 'dist', quiet: true });
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs });
  try {
    console.log(JSON.stringify(await bench(browser, sandbox.url.replace(/\/$/, ''), sandbox), null, 2));
  } finally {
    await browser.close();
    await sandbox.close();
  }
}

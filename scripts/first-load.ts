// First-load bytes, shared by `npm run bench` (scripts/bench.ts) and the budget check of `npm test`
// (scripts/first-load-budget.ts), so both measure the same thing the same way (§2 Speed).
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';

export function gzipKb(path: string): number {
  return gzipSync(readFileSync(path), { level: 9 }).length / 1024;
}

/** Builds the reference pages (scripts/bench-reference: the minimal React page and the stack floor) into `dir`. */
export function buildReference(dir: string): void {
  execFileSync('npx', ['rsbuild', 'build', '-c', 'scripts/bench-reference/rsbuild.config.ts'], { stdio: 'ignore', env: { ...process.env, REFERENCE_DIST_DIR: dir } });
}

/** The design card's runtime alone (scripts/bench-reference/stack-floor.tsx): what no page of ours can weigh less than. */
export function stackFloor(referenceDir: string): { jsKbGzip: number; files: number } {
  const html = readFileSync(join(referenceDir, 'stack.html'), 'utf8');
  const scripts = [...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((match) => match[1]);
  return { jsKbGzip: scripts.reduce((sum, src) => sum + gzipKb(join(referenceDir, src)), 0), files: scripts.length };
}

/**
 * The site's own scripts and stylesheets a fresh browser (a 412 px phone, empty cache) fetches for `path` until the
 * network is quiet: the page's first load, as /static/ paths.
 */
export async function firstLoadFiles(browser: Browser, base: string, path: string, inspect?: (page: Page) => Promise<void>): Promise<string[]> {
  // The language is the browser's unless pinned (the headless shell and Chromium default to different ones, and each
  // language's texts weigh differently): English, in which every recorded figure was read.
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, serviceWorkers: 'block', locale: 'en-US' });
  try {
    const page = await context.newPage();
    const files = new Set<string>();
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (url.origin === base && url.pathname.startsWith('/static/') && /\.(js|css)$/.test(url.pathname)) files.add(url.pathname);
    });
    await page.goto(base + path, { waitUntil: 'networkidle' });
    // The parts the app loads once it has started (the screen, the language pack) come after React took the root.
    await page.waitForFunction(() => Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__reactContainer')));
    await page.waitForLoadState('networkidle');
    // What else a caller reads off the loaded page (the bench counts its elements) before the page is closed.
    await inspect?.(page);
    return [...files];
  } finally {
    await context.close();
  }
}

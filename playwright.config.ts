import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';

/** End-to-end suite: Debian's Chromium against a freshly started sandbox (README "Tests"). */
export const e2ePort = Number(process.env.E2E_PORT ?? 3210);
// §6 Test hooks: the sandbox's test hooks need this run's secret. Made up once in the runner; its workers inherit it
// through the environment, and the server gets it below. tests/e2e/fixtures.ts adds it to the `request` fixture
// only, never to the browser's requests (extraHTTPHeaders would send it to every page and frame).
process.env.SANDBOX_CONTROL_SECRET ??= randomBytes(32).toString('base64url');

/**
 * The browser the tests drive: Debian's Chromium headless shell (package chromium-headless-shell, installed by
 * .ci/run) where it is installed, else Debian's Chromium; CHROMIUM_PATH overrides both. The shell is the same engine
 * without the browser's windowing layers: the e2e suite ran about a quarter faster in it on this 2-core machine (two
 * spec files alternated, 62-63 s against 79-85 s). The bench keeps the full Chromium (Lighthouse measures a browser).
 */
export const testChromiumPath = process.env.CHROMIUM_PATH ?? ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((path) => existsSync(path)) ?? '/usr/bin/chromium';

export const chromiumArgs = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/**
 * One sandbox per worker, each on a fresh database of its own: workers and the tests of a file run in parallel
 * without one's players, wallets or clock moves reaching another's. Worker N (its parallelIndex) talks to the sandbox
 * on e2ePort + 2N (the next port is that sandbox's game origin); tests/e2e/fixtures.ts points baseURL there, so
 * `page`, `request` and `browser.newContext()` all reach the worker's own sandbox. E2E_WORKERS overrides the count.
 */
export const e2eWorkers = Number(process.env.E2E_WORKERS ?? 2);
export function sandboxPort(parallelIndex: number): number {
  return e2ePort + 2 * parallelIndex;
}

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: e2eWorkers,
  // On CI a test that fails once is run once more and reported as flaky in the log (never silently passed):
  // a loaded machine must not sink a submission, and the flaky list says what to fix.
  retries: process.env.CI ? 1 : 0,
  timeout: 45_000,
  expect: { timeout: 8_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${sandboxPort(0)}`,
    locale: 'fr-FR',
    launchOptions: { executablePath: testChromiumPath, args: chromiumArgs },
    trace: 'off',
    // Players who ask for reduced motion see no autoplay and no transitions (src/ui/global-styles.tsx), so the
    // suite spends no software-rendered frames on carousels and price flashes, and clicks wait for nothing to settle.
    // The tests of motion itself (the carousel's autoplay, the wheel's spin) ask for 'no-preference'.
    reducedMotion: 'reduce',
    // The service worker is tested on its own (tests/e2e/pwa.spec.ts); elsewhere it would hide requests from page.route.
    serviceWorkers: 'block',
  },
  // Tests that move the sandbox's clock (@server-clock) run beside the others: the clock they move is their own
  // worker's sandbox's, and each resets it after itself, before its worker's next test.
  // One project; its name is part of the committed screenshots' file names (…-chromium-linux.png).
  projects: [{ name: 'chromium' }],
  webServer: Array.from({ length: e2eWorkers }, (_, index) => ({
    command: 'node scripts/e2e-server.ts',
    env: { E2E_PORT: String(sandboxPort(index)), SANDBOX_CONTROL_SECRET: process.env.SANDBOX_CONTROL_SECRET! },
    url: `http://localhost:${sandboxPort(index)}/api/settings/`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'pipe' as const,
    stderr: 'pipe' as const,
  })),
});

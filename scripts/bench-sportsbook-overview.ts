// /sport/Overview under a busy feed (§2 Sportsbook, "Speed"): every live event on the page while the sandbox pushes
// 100 price changes a second, in Debian's Chromium at 1280 px, as a guest.
//   - the longest main-thread task over BENCH_SECONDS (default 30) with the CPU slowed 4x (CDP
//     Emulation.setCPUThrottlingRate, a PerformanceObserver on longtask entries): budget 50 ms;
//   - DOM nodes at every step of a scroll from the top of the page to its end: budget 2 500;
//   - the JS heap after a forced collection every 15 s over BENCH_HEAP_MINUTES (default 5): flat (budget: the last
//     sample within 10 % of the first, MB figures printed).
//
//   npm run bench:sportsbook-overview        (BENCH_SECONDS, BENCH_HEAP_MINUTES, BENCH_RATE, BENCH_PORT, DIST_DIR)
//
// The sandbox runs in its own process on a fresh data folder, loopback only, with the test hooks on behind a secret
// made up for this run (X-Sandbox-Control): the rate is set through PUT /sandbox/sportsbook/settings.
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { chromiumArgs } from '../playwright.config.ts';
import { controlSecretHeader } from '../sandbox/control.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 30);
const heapMinutes = Number(process.env.BENCH_HEAP_MINUTES ?? 5);
const rate = Number(process.env.BENCH_RATE ?? 100);
const port = Number(process.env.BENCH_PORT ?? 3822);
const distDir = resolve(process.env.DIST_DIR ?? 'dist');
const budgets = { longestTaskMs: 50, domNodes: 2500, heapGrowthPercent: 10 };
const base = `http://127.0.0.1:${port}`;
const secret = randomBytes(32).toString('base64url');

if (!existsSync(join(distDir, 'index.html'))) execFileSync('npm', ['run', 'build'], { stdio: 'inherit' });

const dataDir = mkdtempSync(join(tmpdir(), 'bench-overview-'));
const server = spawn(process.execPath, ['scripts/start.ts'], {
  env: { ...process.env, SKIP_BUILD: '1', PORT: String(port), GAME_ORIGIN_PORT: String(port + 1), DATA_DIR: dataDir, STATIC_DIR: distDir, LOG_REQUESTS: '0', SANDBOX_CONTROL: '1', SANDBOX_CONTROL_SECRET: secret, HOST: '127.0.0.1' },
  stdio: ['ignore', 'ignore', 'inherit'],
});

async function waitForServer(): Promise<void> {
  for (let attempt = 0; attempt < 300; attempt += 1) {
    try {
      if ((await fetch(`${base}/sandbox/health`, { headers: { [controlSecretHeader]: secret } })).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 100));
  }
  throw new Error('The sandbox did not start');
}

const figures: Record<string, unknown> = {};
let exitCode = 0;
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs });
try {
  await waitForServer();
  const sports = (await (await fetch(`${base}/api/sportsbook/sports`)).json()) as { items: { liveCount: number }[] };
  figures.liveEvents = sports.items.reduce((sum, sport) => sum + sport.liveCount, 0);
  const settings = await fetch(`${base}/sandbox/sportsbook/settings`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json', [controlSecretHeader]: secret },
    body: JSON.stringify({ priceChangesPerSecond: rate, liveTradingShare: 1 }),
  });
  if (!settings.ok) throw new Error(`PUT /sandbox/sportsbook/settings answered ${settings.status}`);
  figures.feed = await settings.json();

  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, serviceWorkers: 'block' });
  // Before any script of the page: long tasks, and the stream messages the page receives (counted on its
  // EventSource, without reading them: the measurement must not be what is slow).
  await context.addInitScript(() => {
    const w = window as unknown as { longTasks: { start: number; duration: number }[]; streamMessages: number };
    w.longTasks = [];
    w.streamMessages = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) w.longTasks.push({ start: entry.startTime, duration: entry.duration });
    }).observe({ type: 'longtask', buffered: true });
    const Native = window.EventSource;
    window.EventSource = class extends Native {
      constructor(url: string | URL, init?: EventSourceInit) {
        super(url, init);
        this.addEventListener('diff', () => {
          w.streamMessages += 1;
        });
      }
    };
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await page.goto(`${base}/sport/Overview`, { waitUntil: 'networkidle' });
  await page.locator('[data-testid="event-row"]').first().waitFor({ timeout: 30_000 });
  figures.eventRowsRendered = await page.locator('[data-testid="event-row"]').count();

  // 1. Longest task at 4x CPU slowdown while the feed trades.
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const from = await page.evaluate(() => performance.now());
  const streamBefore = await page.evaluate(() => (window as unknown as { streamMessages: number }).streamMessages);
  await page.waitForTimeout(seconds * 1000);
  const tasks = await page.evaluate((start) => (window as unknown as { longTasks: { start: number; duration: number }[] }).longTasks.filter((task) => task.start >= start), from);
  const streamAfter = await page.evaluate(() => (window as unknown as { streamMessages: number }).streamMessages);
  const longest = tasks.reduce((max, task) => Math.max(max, task.duration), 0);
  figures.mainThread = {
    seconds,
    cpuSlowdown: 4,
    priceChangesPerSecond: rate,
    streamMessagesPerSecond: +((streamAfter - streamBefore) / seconds).toFixed(1),
    longTasksOver100Ms: tasks.filter((task) => task.duration > 100).length,
    longTasks: tasks.length,
    longestTaskMs: Math.round(longest),
    budgetLongestTaskMs: budgets.longestTaskMs,
  };
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });

  // 2. DOM nodes at every viewport-high step from the top to the end of the page (the list is virtualised).
  const nodes: number[] = [];
  for (let step = 0; step < 400; step += 1) {
    const atEnd = await page.evaluate(() => {
      const end = document.documentElement.scrollHeight - window.innerHeight;
      return window.scrollY >= end - 1;
    });
    nodes.push(await page.evaluate(() => document.getElementsByTagName('*').length));
    if (atEnd) break;
    await page.evaluate(() => window.scrollBy(0, window.innerHeight * 0.9));
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  }
  figures.domWhileScrolling = { steps: nodes.length, top: nodes[0], end: nodes[nodes.length - 1], max: Math.max(...nodes), budget: budgets.domNodes };
  await page.evaluate(() => window.scrollTo(0, 0));

  // 3. Heap after a forced collection, every 15 s, while the page keeps receiving the feed.
  const samples: number[] = [];
  const heapMb = async () => {
    await cdp.send('HeapProfiler.collectGarbage');
    const usage = (await cdp.send('Runtime.getHeapUsage')) as { usedSize: number };
    return +(usage.usedSize / 1048576).toFixed(1);
  };
  const heapEnd = Date.now() + heapMinutes * 60_000;
  samples.push(await heapMb());
  while (Date.now() < heapEnd) {
    await page.waitForTimeout(Math.min(15_000, Math.max(0, heapEnd - Date.now())));
    samples.push(await heapMb());
  }
  const growthPercent = +(((samples[samples.length - 1] - samples[0]) / samples[0]) * 100).toFixed(1);
  figures.jsHeapMb = { minutes: heapMinutes, first: samples[0], last: samples[samples.length - 1], max: Math.max(...samples), samples, growthPercent, budgetGrowthPercent: budgets.heapGrowthPercent };
  await context.close();

  const pass = longest <= budgets.longestTaskMs && Math.max(...nodes) <= budgets.domNodes && growthPercent <= budgets.heapGrowthPercent;
  console.log(JSON.stringify(figures, null, 2));
  console.log(pass ? 'within budget' : 'OVER BUDGET');
  if (!pass) exitCode = 1;
} catch (error) {
  console.error(error);
  console.log(JSON.stringify(figures, null, 2));
  exitCode = 1;
} finally {
  await browser.close();
  server.kill('SIGTERM');
  await new Promise((done) => server.once('exit', done));
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(exitCode);
}

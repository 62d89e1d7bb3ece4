// `npm run bench`: the speed figures and their budgets (issue "Foundation 2/2", item 8). Not a test: it prints.
// Bundle bytes (gzip) of the first load of /sport and /slots/casino, Lighthouse mobile scores for them with
// Debian's Chromium, and sandbox latency under a small, bounded loopback load.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { startSandbox } from '../sandbox/server.ts';
import { chromiumArgs } from '../playwright.config.ts';
import { benchCasinoLobby } from './bench-casino.ts';

// /sport opens the sport chooser over the sport home page (§2); /slots/casino is the casino lobby.
const pages = ['/sport', '/slots/casino'];
const budgets = { firstLoadJsKb: 150, lighthousePerformance: 90, lighthouseAccessibility: 100, sandboxP95Ms: 50 };
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const distDir = process.env.DIST_DIR ?? 'dist';
if (!existsSync(join(distDir, 'index.html'))) execFileSync('npm', ['run', 'build'], { stdio: 'inherit' });

const dataDir = mkdtempSync(join(tmpdir(), 'bench-data-'));
const sandbox = await startSandbox({ port: 0, dataDir, staticDir: distDir, quiet: true });
const base = sandbox.url.replace(/\/$/, '');
const results: Record<string, unknown> = {};

function gzipKb(path: string): number {
  return gzipSync(readFileSync(path), { level: 9 }).length / 1024;
}

// 1. First-load bytes: every script and stylesheet the page fetched until the network went quiet.
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
for (const path of pages) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, serviceWorkers: 'block' });
  const page = await context.newPage();
  const files = new Set<string>();
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.origin === base && url.pathname.startsWith('/static/') && /\.(js|css)$/.test(url.pathname)) files.add(url.pathname);
  });
  await page.goto(base + path, { waitUntil: 'networkidle' });
  let js = 0;
  let css = 0;
  for (const file of files) {
    const size = gzipKb(join(distDir, file));
    if (file.endsWith('.js')) js += size;
    else css += size;
  }
  const domNodes = await page.evaluate(() => document.getElementsByTagName('*').length);
  results[`firstLoad ${path}`] = { jsKbGzip: +js.toFixed(1), cssKbGzip: +css.toFixed(1), files: files.size, domNodes, budgetJsKb: budgets.firstLoadJsKb };
  await context.close();
}
Object.assign(results, await benchCasinoLobby(browser, base));
await browser.close();

// 2. Lighthouse, mobile preset (the CLI's default), Debian's Chromium.
mkdirSync('bench-results', { recursive: true });
for (const path of pages) {
  const output = join('bench-results', `lighthouse${path.replace(/\//g, '-')}.json`);
  // Asynchronous on purpose: the sandbox serving the pages runs in this process and must keep answering.
  const status = await new Promise<number | null>((resolve) => {
    const child = spawn(
      'npx',
      ['lighthouse', base + path, '--quiet', '--output=json', `--output-path=${output}`, '--only-categories=performance,accessibility,best-practices', `--chrome-flags=${chromiumArgs.join(' ')}`],
      { env: { ...process.env, CHROME_PATH: chromiumPath }, stdio: 'inherit' },
    );
    const timer = setTimeout(() => child.kill('SIGKILL'), 180_000);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve(code);
    });
  });
  if (status !== 0 || !existsSync(output)) {
    results[`lighthouse ${path}`] = { error: `lighthouse exited ${status}` };
    continue;
  }
  const report = JSON.parse(readFileSync(output, 'utf8'));
  results[`lighthouse ${path}`] = {
    performance: Math.round(report.categories.performance.score * 100),
    accessibility: Math.round(report.categories.accessibility.score * 100),
    bestPractices: Math.round(report.categories['best-practices'].score * 100),
    fcpMs: Math.round(report.audits['first-contentful-paint'].numericValue),
    lcpMs: Math.round(report.audits['largest-contentful-paint'].numericValue),
    tbtMs: Math.round(report.audits['total-blocking-time'].numericValue),
    cls: +report.audits['cumulative-layout-shift'].numericValue.toFixed(3),
    benchmarkIndex: report.environment?.benchmarkIndex,
    budget: { performance: budgets.lighthousePerformance, accessibility: budgets.lighthouseAccessibility },
  };
}

// 3. Sandbox latency: a bounded loopback load (10 concurrent clients, 400 requests each kind).
async function latency(label: string, send: () => Promise<Response>, total = 400, concurrency = 10) {
  const times: number[] = [];
  let next = 0;
  const worker = async () => {
    while (next < total) {
      next += 1;
      const started = performance.now();
      const response = await send();
      await response.arrayBuffer();
      times.push(performance.now() - started);
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: concurrency }, worker));
  const elapsed = performance.now() - started;
  times.sort((a, b) => a - b);
  const at = (q: number) => +times[Math.min(times.length - 1, Math.floor(q * times.length))].toFixed(1);
  results[`sandbox ${label}`] = { requests: times.length, p50Ms: at(0.5), p95Ms: at(0.95), p99Ms: at(0.99), perSecond: Math.round((times.length / elapsed) * 1000), budgetP95Ms: budgets.sandboxP95Ms };
}
const login = await fetch(`${base}/api/accounts/login/`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ username: 'player1', password: 'player1-pass' }) });
const { access } = (await login.json()) as { access: string };
await latency('GET /api/settings/', () => fetch(`${base}/api/settings/`));
await latency('GET /api/accounts/user (signed in)', () => fetch(`${base}/api/accounts/user`, { headers: { Authorization: `Bearer ${access}` } }));

await sandbox.close();
writeFileSync(join('bench-results', 'summary.json'), JSON.stringify(results, null, 2));
console.log('\n=== bench results (budgets beside them) ===');
for (const [name, value] of Object.entries(results)) console.log(`${name}: ${JSON.stringify(value)}`);

import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { startSandbox } from './sandbox/server.ts';
import { chromiumArgs } from './playwright.config.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'h9-'));
const sandbox = await startSandbox({ port: 0, dataDir, staticDir: '/tmp/dist-h9', quiet: true });
const base = sandbox.url;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: chromiumArgs });
const login = await fetch(`${base}/api/accounts/login/`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ username: 'player1', password: 'player1-pass' }) });
const { access, refresh, user } = (await login.json()) as any;
const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, serviceWorkers: 'block' });
const copy = { version: 2, savedAt: Date.now(), state: { isAuth: true, user: { id: user.id }, session: { access, refresh }, communications: { signedOutReason: null } } };
await context.addInitScript((value) => localStorage.setItem('auth', value), JSON.stringify(copy));
const page = await context.newPage();
await page.goto(`${base}/search-slots`, { waitUntil: 'networkidle' });
await page.waitForTimeout(1000);
const cdp = await context.newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
await page.evaluate(() => {
  const tasks: number[] = [];
  (window as any).longTasks = tasks;
  new PerformanceObserver((list) => list.getEntries().forEach((entry) => tasks.push(Math.round(entry.duration)))).observe({ type: 'longtask' });
});
await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'blink.user_timing'] });
await page.getByTestId('search-input').pressSequentially('book of wolf', { delay: 120 });
await page.waitForTimeout(1500);
const buf = await browser.stopTracing();
console.log('longtasks', await page.evaluate(() => (window as any).longTasks));
const events = JSON.parse(buf.toString()).traceEvents as any[];
const main = events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain' && events.some((x) => x.pid === e.pid && x.name === 'RunTask' && x.dur > 30000));
const mine = events.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X');
const tasks = mine.filter((e) => e.name === 'RunTask' && e.dur > 30000);
for (const t of tasks) {
  const inside = mine.filter((e) => e !== t && e.ts >= t.ts && e.ts + (e.dur ?? 0) <= t.ts + t.dur);
  const agg = new Map<string, number>();
  for (const e of inside) agg.set(e.name, (agg.get(e.name) ?? 0) + (e.dur ?? 0));
  const top = [...agg].sort((a, b) => b[1] - a[1]).slice(0, 12).map(([n, d]) => `${n}=${(d / 1000).toFixed(1)}`);
  console.log(`task ${(t.dur / 1000).toFixed(1)}ms:`, top.join(' '));
}
writeFileSync('/tmp/h9-trace.json', buf);
await browser.close();
await sandbox.close();
rmSync(dataDir, { recursive: true, force: true });

// Load held (§5 Bounds), part of `npm run bench`, or alone: `node scripts/bench-load.ts`.
//   1. The signed-in player's user poll (GET /api/accounts/user, what every open tab asks every 5 s) at a fixed
//      1 000 requests a second from a separate process (autocannon at a fixed rate, so a slow answer does not slow
//      the load down and hide itself), paced as tabs poll and in step (benchUserPoll): p50 and p99, budget p99 <= 25 ms.
//   2. 500 stream subscribers at 100 price changes a second (scripts/bench-sportsbook-stream.ts, its own sandbox
//      process): p99 <= 250 ms with 0 errors.
// The machine is shared: each figure carries the load average (`uptime`) beside it. Loopback only.
// BENCH_LOAD_SECONDS (default 20), BENCH_LOAD_RATE (default 1000).
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { createServer, type AddressInfo } from 'node:net';
import { join } from 'node:path';
import { defaultRenderCacheMs } from '../server/render.ts';

export const loadBudgets = { userPollP99Ms: 25, streamP99Ms: 250, streamErrors: 0, renderP95Ms: 50 };

const uptime = () => execFileSync('uptime', { encoding: 'utf8' }).trim();

function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (out += chunk));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve(out) : reject(new Error(`${command} ${args[0]} exited with ${code}`))));
  });
}

interface AutocannonResult {
  latency: { p50: number; p90: number; p97_5: number; p99: number; max: number };
  requests: { average: number; total: number };
  non2xx: number;
  errors: number;
  timeouts: number;
}

/**
 * The user poll at a fixed rate from a separate process; `base` is a running sandbox, `access` a player's token. Two
 * arrivals of the same rate: `inStep`, autocannon -R alone (50 connections each sending its 20 a second at the start
 * of every second: a burst of 1 000 at concurrency 50), and `paced` (scripts/bench-paced-load.ts: 10 groups of 5
 * connections, 100 ms apart, as tabs polling at their own moments send it). The budget is read on `paced`; `inStep`
 * is the worst case of every tab polling in the same instant.
 */
export async function benchUserPoll(base: string, access: string): Promise<Record<string, unknown>> {
  const seconds = Number(process.env.BENCH_LOAD_SECONDS ?? 20);
  const rate = Number(process.env.BENCH_LOAD_RATE ?? 1000);
  const url = `${base}/api/accounts/user`;
  const authorization = `Authorization=Bearer ${access}`;
  const autocannon = createRequire(import.meta.url).resolve('autocannon/autocannon.js');
  const inStep = (duration: number) => run(process.execPath, [autocannon, '--json', '--overallRate', String(rate), '--duration', String(duration), '--connections', '50', '--headers', authorization, url]);
  const paced = (duration: number) => run(process.execPath, ['scripts/bench-paced-load.ts', url, String(rate), '50', '10', String(duration), authorization]);
  const figures = (result: AutocannonResult) => ({
    requests: result.requests.total,
    achievedPerSecond: Math.round(result.requests.total / seconds),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    maxMs: result.latency.max,
    errors: result.errors + result.timeouts + result.non2xx,
  });
  await paced(3); // warm-up, not counted
  const loadBefore = uptime();
  const pacedResult = JSON.parse(await paced(seconds)) as AutocannonResult;
  const inStepResult = JSON.parse(await inStep(seconds)) as AutocannonResult;
  return {
    ratePerSecond: rate,
    seconds,
    paced: figures(pacedResult),
    inStep: figures(inStepResult),
    budgetP99Ms: loadBudgets.userPollP99Ms,
    loadBefore,
    loadAfter: uptime(),
  };
}

/**
 * §2 Speed (server rendering): a guest's /sport/Home, rendered by the site's server, at a fixed `rate` requests a
 * second (default 50, BENCH_RENDER_RATE) from a separate process, as a phone asks for it (gzip), paced (10 clients
 * 100 ms apart) and in step (autocannon -R: the second's requests at its start, 10 at a time). autocannon reports no
 * p95: its p97.5 is quoted, which is at least the p95, against the budget (read on `paced`, docs/architecture/testing.md: every visit
 * rendered, 20 guests a second). `base` is a running site with its build.
 */
export async function benchRender(base: string, path = '/sport/Home', rate = Number(process.env.BENCH_RENDER_RATE ?? 50)): Promise<Record<string, unknown>> {
  const seconds = Number(process.env.BENCH_LOAD_SECONDS ?? 20);
  const autocannon = createRequire(import.meta.url).resolve('autocannon/autocannon.js');
  const phone = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Mobile Safari/537.36';
  const headers = ['Accept=text/html', 'Accept-Encoding=gzip', `User-Agent=${phone}`];
  const inStep = (duration: number) =>
    run(process.execPath, [autocannon, '--json', '--overallRate', String(rate), '--duration', String(duration), '--connections', '10', ...headers.flatMap((header) => ['--headers', header]), `${base}${path}`]);
  const paced = (duration: number) => run(process.execPath, ['scripts/bench-paced-load.ts', `${base}${path}`, String(rate), '10', '10', String(duration), ...headers]);
  const figures = (result: AutocannonResult) => ({
    requests: result.requests.total,
    p50Ms: result.latency.p50,
    p90Ms: result.latency.p90,
    p97_5Ms: result.latency.p97_5,
    p99Ms: result.latency.p99,
    maxMs: result.latency.max,
    errors: result.errors + result.timeouts + result.non2xx,
  });
  await paced(3); // warm-up (the renderer's first load), not counted
  const loadBefore = uptime();
  const pacedResult = JSON.parse(await paced(seconds)) as AutocannonResult;
  const inStepResult = JSON.parse(await inStep(seconds)) as AutocannonResult;
  return { path, ratePerSecond: rate, seconds, paced: figures(pacedResult), inStep: figures(inStepResult), budgetP95Ms: loadBudgets.renderP95Ms, loadBefore, loadAfter: uptime() };
}

/**
 * The render as deployed (§2 Speed, README "Running the site against an operator's API"): the site's own server
 * (server/main.ts) in its own process with its render cache at the default, reading the API of a sandbox in this
 * process over HTTP. `npm start` shares one thread between them, and with the sandbox's feed simulation.
 */
export async function benchRenderSiteAlone(distDir: string): Promise<Record<string, unknown>> {
  const { startSandbox } = await import('./start.ts');
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-site-alone-'));
  const sandbox = await startSandbox({ port: 0, dataDir, staticDir: join(dataDir, 'no-dist'), quiet: true });
  const port = await freePort();
  const site = spawn(process.execPath, ['server/main.ts'], {
    env: { ...process.env, API_BASE_URL: sandbox.url.replace(/\/$/, ''), GAME_ORIGIN: sandbox.gameOriginUrl, PORT: String(port), STATIC_DIR: distDir, RENDER_CACHE_MS: '' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    await new Promise<void>((ready, fail) => {
      site.stdout.setEncoding('utf8').on('data', (chunk: string) => chunk.includes('Site ready') && ready());
      site.on('exit', (code) => fail(new Error(`server/main.ts exited with ${code}`)));
    });
    return { server: 'server/main.ts alone, the API in another process', ...(await benchRender(`http://localhost:${port}`)) };
  } finally {
    site.kill();
    await sandbox.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolvePort(port));
    });
  });
}

/** scripts/bench-sportsbook-stream.ts's figures (500 subscribers, 100 price changes a second by default). */
export async function benchStream(): Promise<Record<string, unknown>> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-stream-'));
  const file = join(dir, 'stream.json');
  try {
    const loadBefore = uptime();
    try {
      await run(process.execPath, ['scripts/bench-sportsbook-stream.ts'], { ...process.env, BENCH_STREAM_RESULT: file });
    } catch {
      // Over budget exits 1: the figures are still written, and reported with their budget.
    }
    const figures = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
    return { ...figures, budgetErrors: loadBudgets.streamErrors, loadBefore, loadAfter: uptime() };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.main) {
  const { startSandbox } = await import('./start.ts');
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-load-'));
  const sandbox = await startSandbox({ port: 0, dataDir, staticDir: join(dataDir, 'no-dist'), quiet: true });
  try {
    const base = sandbox.url.replace(/\/$/, '');
    const login = await fetch(`${base}/api/accounts/login/`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ username: 'player1', password: 'player1-pass' }) });
    const { access } = (await login.json()) as { access: string };
    console.log(`user poll: ${JSON.stringify(await benchUserPoll(base, access))}`);
  } finally {
    await sandbox.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
  // The render needs the build (npm run build): every visit rendered (the default), then with the micro-cache on.
  for (const renderCacheMs of [0, defaultRenderCacheMs]) {
    const renderDir = mkdtempSync(join(tmpdir(), 'bench-render-'));
    // Every bench client comes from 127.0.0.1: the per-address render cap (server/render.ts) would refuse most of them.
    const site = await startSandbox({ port: 0, dataDir: renderDir, staticDir: 'dist', quiet: true, renderCacheMs, renderMissesPerAddressPerSecond: 10_000 });
    try {
      console.log(`render, RENDER_CACHE_MS=${renderCacheMs}: ${JSON.stringify(await benchRender(site.url.replace(/\/$/, '')))}`);
    } finally {
      await site.close();
      rmSync(renderDir, { recursive: true, force: true });
    }
  }
  console.log(`render, the site's server alone: ${JSON.stringify(await benchRenderSiteAlone('dist'))}`);
  console.log(`stream: ${JSON.stringify(await benchStream())}`);
}

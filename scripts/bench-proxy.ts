// Three copies of the site's server behind a real proxy (docs/architecture/deploying.md), part of `npm run bench`
// (BENCH_ONLY=proxy) or alone: `node scripts/bench-proxy.ts` after `npm run build`.
//   Three `node server/main.ts` copies read one sandbox API; Debian's HAProxy (installed here when missing) spreads
//   the guests over them, checks them on /healthz and sends an idempotent GET again to another copy when one fails.
//   50 guests a second ask for the public pages for 30 s, each from an address of its own (the loopback's 127.0.0.x,
//   so the copies' per-address render limit sees 50 visitors, not one); at 10 s one copy is killed (SIGKILL: no
//   goodbye) and at 16 s started again. Budget: 0 failed answers; the p95 is quoted with the machine's load.
// BENCH_PROXY_SECONDS (default 30), BENCH_PROXY_RATE (default 50).
import { execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { connect, createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

export const proxyBudgets = { failedAnswers: 0 };

const uptime = () => execFileSync('uptime', { encoding: 'utf8' }).trim();
const haproxyPaths = ['/usr/sbin/haproxy', '/usr/bin/haproxy'];

/** Debian's HAProxy, installed with apt when this machine lacks it (as .ci/run installs Chromium). */
export function haproxyBinary(): string {
  const found = haproxyPaths.find((path) => existsSync(path));
  if (found) return found;
  console.log('Installing Debian\'s HAProxy for the three-copies bench');
  const sudo = process.getuid?.() === 0 ? [] : ['sudo'];
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [['apt-get', 'update', '-qq'], ['apt-get', 'install', '-y', '-qq', 'haproxy']]) {
    const [command, ...rest] = [...sudo, ...args];
    const result = spawnSync(command!, rest, { env, stdio: 'inherit' });
    if (result.status !== 0) throw new Error(`${args.join(' ')} failed: HAProxy is needed for the three-copies bench`);
  }
  const installed = haproxyPaths.find((path) => existsSync(path));
  if (!installed) throw new Error('HAProxy was installed but is not in /usr/sbin or /usr/bin');
  return installed;
}

/**
 * The proxy's settings, as an operator would write them: round robin over the copies, each checked every second on
 * /healthz (out after three failures, back after two successes: a copy busy for a moment stays in), and
 * `retry-on all-retryable-errors` with `redispatch`,
 * so a GET whose copy refused the connection or died mid-answer is sent again to another copy (HAProxy retries only
 * requests that are safe to send twice). `X-Forwarded-For` carries the guest's address: the copies run with
 * TRUST_PROXY=1. The header X-Copy names the copy that answered, for the figures.
 */
export function haproxyConfig(port: number, copyPorts: readonly number[], statsSocket: string): string {
  return [
    'global',
    '  maxconn 4096',
    `  stats socket ${statsSocket}`,
    'defaults',
    '  mode http',
    '  timeout connect 1s',
    '  timeout client 30s',
    '  timeout server 15s',
    '  timeout check 3s',
    '  retries 3',
    '  option redispatch 1',
    '  retry-on all-retryable-errors',
    '  option forwardfor',
    'frontend site',
    `  bind 127.0.0.1:${port}`,
    '  default_backend copies',
    'backend copies',
    '  balance roundrobin',
    '  option httpchk',
    // HTTP/1.1 with a Host: the copies' server refuses a request without one (HAProxy's default check is HTTP/1.0).
    '  http-check send meth GET uri /healthz ver HTTP/1.1 hdr Host health-check',
    '  http-check expect status 200',
    '  http-response set-header X-Copy %[srv_name]',
    '  default-server check inter 1s fall 3 rise 2',
    ...copyPorts.map((copyPort, index) => `  server copy${index + 1} 127.0.0.1:${copyPort}`),
    '',
  ].join('\n');
}

interface Answer {
  status: number;
  ms: number;
  copy?: string;
  error?: string;
}

/** One guest's page: a fresh connection from `localAddress`, the whole body read, as a phone asks for it (gzip). */
function guestGet(port: number, path: string, localAddress: string): Promise<Answer> {
  const began = performance.now();
  return new Promise((resolve) => {
    const sent = request(
      { host: '127.0.0.1', port, path, localAddress, agent: false, headers: { Host: `localhost:${port}`, Accept: 'text/html', 'Accept-Encoding': 'gzip', 'Accept-Language': 'fr' }, timeout: 20_000 },
      (response) => {
        response.on('data', () => {});
        response.on('end', () => resolve({ status: response.statusCode ?? 0, ms: performance.now() - began, copy: response.headers['x-copy'] as string | undefined }));
        response.on('error', (error) => resolve({ status: 0, ms: performance.now() - began, error: error.message }));
      },
    );
    sent.on('timeout', () => sent.destroy(new Error('timed out after 20 s')));
    sent.on('error', (error) => resolve({ status: 0, ms: performance.now() - began, error: error.message }));
    sent.end();
  });
}

/**
 * What the proxy did for the guests, from its stats socket's `show stat` (CSV): the backend's retries (`wretr`, a
 * request sent again after a failed connection or answer) and redispatches (`wredis`, sent again to another copy).
 */
function proxyRetries(statsSocket: string): Promise<{ retries: number; redispatches: number }> {
  return new Promise((resolve, reject) => {
    let csv = '';
    const socket = connect(statsSocket, () => socket.write('show stat\n'));
    socket.setEncoding('utf8').on('data', (chunk: string) => (csv += chunk));
    socket.on('error', reject);
    socket.on('end', () => {
      const [header, ...rows] = csv.replace(/^# /, '').trim().split('\n').map((line) => line.split(','));
      const column = (name: string) => header!.indexOf(name);
      const backend = rows.find((row) => row[0] === 'copies' && row[1] === 'BACKEND');
      if (!backend) return reject(new Error('HAProxy\'s stats have no row for the copies'));
      resolve({ retries: Number(backend[column('wretr')]), redispatches: Number(backend[column('wredis')]) });
    });
  });
}

function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolvePort(port));
    });
  });
}

function percentile(sorted: readonly number[], fraction: number): number {
  if (sorted.length === 0) return 0;
  return Math.round(sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)]!);
}

/** A copy of the site's server, resolved once it says it is ready. */
function startCopy(env: NodeJS.ProcessEnv, port: number): Promise<ChildProcess> {
  const copy = spawn(process.execPath, ['server/main.ts'], { env: { ...env, PORT: String(port) }, stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((ready, fail) => {
    copy.stdout!.setEncoding('utf8').on('data', (chunk: string) => chunk.includes('Site ready') && ready(copy));
    copy.once('exit', (code) => fail(new Error(`server/main.ts on port ${port} exited with ${code}`)));
  });
}

/** The three-copies scenario; `distDir` is the build. */
export async function benchThreeCopies(distDir: string): Promise<Record<string, unknown>> {
  const haproxy = haproxyBinary();
  const seconds = Number(process.env.BENCH_PROXY_SECONDS ?? 30);
  const rate = Number(process.env.BENCH_PROXY_RATE ?? 50);
  const { startSandbox } = await import('./start.ts');
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-proxy-'));
  const sandbox = await startSandbox({ port: 0, dataDir, staticDir: join(dataDir, 'no-dist'), quiet: true });
  const proxyPort = await freePort();
  const copyPorts = [await freePort(), await freePort(), await freePort()];
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    API_BASE_URL: sandbox.url.replace(/\/$/, ''),
    GAME_ORIGIN: sandbox.gameOriginUrl,
    PUBLIC_URL: `http://localhost:${proxyPort}`,
    STATIC_DIR: distDir,
    TRUST_PROXY: '1',
  };
  const copies: ChildProcess[] = [];
  let haproxyProcess: ChildProcess | undefined;
  try {
    for (const port of copyPorts) copies.push(await startCopy(env, port));
    const configFile = join(dataDir, 'haproxy.cfg');
    const statsSocket = join(dataDir, 'haproxy.sock');
    writeFileSync(configFile, haproxyConfig(proxyPort, copyPorts, statsSocket));
    haproxyProcess = spawn(haproxy, ['-db', '-f', configFile], { stdio: ['ignore', 'ignore', 'inherit'] });
    // Ready when every copy answers through the proxy: the first checks pass within a second.
    for (let tries = 0; ; tries += 1) {
      const seen = new Set((await Promise.all([0, 1, 2, 3, 4, 5].map(() => guestGet(proxyPort, '/healthz', '127.0.0.1')))).map((answer) => answer.copy));
      if (seen.size === copyPorts.length) break;
      if (tries > 40) throw new Error('HAProxy did not reach the three copies');
      await sleep(250);
    }
    // Each page warmed once on each copy (their first render loads the renderer), not counted.
    const pages = ['/sport/Home', '/slots/casino', '/sport/Live', '/sportsbook', '/'];
    await Promise.all(pages.flatMap((path) => copyPorts.map(() => guestGet(proxyPort, path, '127.0.0.1'))));

    const loadBefore = uptime();
    const answers: Promise<Answer>[] = [];
    const timeline: string[] = [];
    const began = performance.now();
    const killAtMs = 10_000;
    const restartAtMs = 16_000;
    let killed = false;
    let restarted: Promise<void> | undefined;
    for (let index = 0; index < seconds * rate; index += 1) {
      const dueMs = (index * 1000) / rate;
      const waitMs = dueMs - (performance.now() - began);
      if (waitMs > 0) await sleep(waitMs);
      const nowMs = performance.now() - began;
      if (!killed && nowMs >= killAtMs) {
        killed = true;
        copies[1]!.kill('SIGKILL');
        timeline.push(`${(nowMs / 1000).toFixed(1)} s: copy2 killed (SIGKILL)`);
      }
      if (killed && !restarted && nowMs >= restartAtMs) {
        timeline.push(`${(nowMs / 1000).toFixed(1)} s: copy2 starting again`);
        restarted = startCopy(env, copyPorts[1]!).then((copy) => {
          copies[1] = copy;
          timeline.push(`${((performance.now() - began) / 1000).toFixed(1)} s: copy2 ready`);
        });
      }
      // Each guest its own loopback address, 127.0.0.2 to 127.0.0.251, its page in turn.
      answers.push(guestGet(proxyPort, pages[index % pages.length]!, `127.0.0.${2 + (index % 250)}`));
    }
    const settled = await Promise.all(answers);
    await restarted;
    const proxy = await proxyRetries(statsSocket);
    const failed = settled.filter((answer) => answer.status === 0 || answer.status >= 400);
    const sorted = settled.map((answer) => answer.ms).sort((a, b) => a - b);
    const byCopy: Record<string, number> = {};
    for (const answer of settled) if (answer.copy) byCopy[answer.copy] = (byCopy[answer.copy] ?? 0) + 1;
    const byStatus: Record<string, number> = {};
    for (const answer of settled) byStatus[answer.error ?? String(answer.status)] = (byStatus[answer.error ?? String(answer.status)] ?? 0) + 1;
    return {
      scenario: `3 copies of server/main.ts behind HAProxy, ${rate} guests a second for ${seconds} s, copy2 killed at ${killAtMs / 1000} s and started at ${restartAtMs / 1000} s`,
      requests: settled.length,
      failedAnswers: failed.length,
      byStatus,
      byCopy,
      proxyRetries: proxy.retries,
      proxyRedispatches: proxy.redispatches,
      p50Ms: percentile(sorted, 0.5),
      p95Ms: percentile(sorted, 0.95),
      p99Ms: percentile(sorted, 0.99),
      maxMs: Math.round(sorted.at(-1) ?? 0),
      timeline,
      budgetFailedAnswers: proxyBudgets.failedAnswers,
      loadBefore,
      loadAfter: uptime(),
    };
  } finally {
    haproxyProcess?.kill();
    for (const copy of copies) copy.kill();
    await sandbox.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.main) {
  const result = await benchThreeCopies(process.env.STATIC_DIR ?? 'dist');
  console.log(`three copies behind a proxy: ${JSON.stringify(result, null, 2)}`);
  if ((result.failedAnswers as number) > proxyBudgets.failedAnswers) process.exitCode = 1;
}

// §5 Bounds: how much memory a flood of demo game sessions costs the sandbox. Not a test: it prints.
//
//   node scripts/measure-demo-memory.ts                        20 000 demo launches, 3 spins each
//   SESSIONS=5000 SPINS=1 ADDRESSES=1 node scripts/measure-demo-memory.ts
//   SERVER_DIR=/tmp/old-checkout node scripts/measure-demo-memory.ts    the same load against another checkout
//
// The sandbox runs in a child process (so the client's own memory is not counted) on a throw-away database; the
// script launches demo sessions as a guest and spins in each, then reads the child's resident set size (VmRSS)
// from /proc. ADDRESSES spreads the launches over that many loopback source addresses (127.0.x.y, all on this
// machine's loopback interface), like many clients would: with 1, a per-address launch limit refuses most; with
// many, only the caps on stored sessions and spins bound the memory. Traffic goes to 127.0.0.1 only.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { catalogue } from '../sandbox/games/catalogue.ts';

const sessions = Number(process.env.SESSIONS ?? 20_000);
const spinsPerSession = Number(process.env.SPINS ?? 3);
const addresses = Number(process.env.ADDRESSES ?? 1000);
const concurrency = Number(process.env.CONCURRENCY ?? 32);
const port = Number(process.env.MEASURE_PORT ?? 3712);
const gamePort = port + 1;

const dataDir = mkdtempSync(join(tmpdir(), 'measure-demo-'));
// RSS includes garbage V8 has not collected yet, so the child also reports its memory after a full collection
// when sent SIGUSR2: what the sessions really retain.
const probe = `process.on('SIGUSR2', () => { globalThis.gc(); globalThis.gc(); console.log('MEMORY ' + JSON.stringify(process.memoryUsage())); });`;
const child = spawn(process.execPath, ['--expose-gc', '--import', `data:text/javascript,${encodeURIComponent(probe)}`, 'scripts/start.ts'], {
  cwd: process.env.SERVER_DIR ?? process.cwd(),
  env: { ...process.env, SKIP_BUILD: '1', PORT: String(port), GAME_ORIGIN_PORT: String(gamePort), HOST: '127.0.0.1', DATA_DIR: dataDir, STATIC_DIR: join(dataDir, 'no-dist'), LOG_REQUESTS: '0' },
  stdio: ['ignore', 'pipe', 'ignore'],
});
process.once('exit', () => child.kill('SIGTERM'));
let memoryWaiter: ((usage: NodeJS.MemoryUsage) => void) | null = null;
let output = '';
await new Promise<void>((resolve, reject) => {
  child.once('exit', (code) => reject(new Error(`the sandbox exited with ${code}`)));
  child.stdout!.on('data', (chunk: Buffer) => {
    output += chunk.toString();
    if (output.includes('Sandbox ready')) resolve();
    const line = /MEMORY (\{.*\})\n/.exec(output);
    if (line) {
      output = output.slice(line.index + line[0].length);
      memoryWaiter?.(JSON.parse(line[1]) as NodeJS.MemoryUsage);
    }
  });
});

/** Heap in use and RSS after a full collection in the child, in MB. */
function afterGc(): Promise<{ heapUsedMb: number; heapTotalMb: number; rssMb: number }> {
  return new Promise((resolve) => {
    const mb = (bytes: number) => Math.round(bytes / 1048576);
    memoryWaiter = (usage) => resolve({ heapUsedMb: mb(usage.heapUsed), heapTotalMb: mb(usage.heapTotal), rssMb: mb(usage.rss) });
    child.kill('SIGUSR2');
  });
}

function rssMb(): number {
  const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)![1]) / 1024);
}

const agents = new Map<string, Agent>();
/** Source address number `index` in 127.0.0.0/8, skipping .0 and .255 host parts. */
function sourceAddress(index: number): string {
  const host = (index % 250) + 2;
  const network = Math.floor(index / 250);
  return `127.0.${network}.${host}`;
}
function agentFor(address: string): Agent {
  let agent = agents.get(address);
  // No keep-alive: thousands of idle connections held open by this client would cost the server more memory
  // than the sessions being measured.
  if (!agent) agents.set(address, (agent = new Agent({ keepAlive: false, localAddress: address })));
  return agent;
}

/** One POST; a keep-alive socket the server closed just as it was reused is retried once on a fresh one. */
async function post(targetPort: number, path: string, body: unknown, address: string, headers: Record<string, string> = {}): Promise<{ status: number; text: string }> {
  try {
    return await postOnce(targetPort, path, body, address, headers);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ECONNRESET') throw error;
    return postOnce(targetPort, path, body, address, headers);
  }
}

function postOnce(targetPort: number, path: string, body: unknown, address: string, headers: Record<string, string>): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const payload = JSON.stringify(body);
    const outgoing = request(
      { host: '127.0.0.1', port: targetPort, path, method: 'POST', agent: agentFor(address), headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(payload), ...headers } },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
      },
    );
    outgoing.on('error', reject);
    outgoing.end(payload);
  });
}

const game = catalogue('first').find((candidate) => candidate.hasDemo)!;
const counts = { launched: 0, refused: new Map<number, number>(), spins: 0, spinsRefused: 0 };
const started = performance.now();
const rssStart = rssMb();
const idleAfterGc = await afterGc();
let peak = rssStart;

async function one(index: number): Promise<void> {
  const address = sourceAddress(index % addresses);
  const launched = await post(port, '/api/casino/first/demostart/', { game: game.gameId, return_url: `http://localhost:${port}/slots/casino`, client_type: 'desktop' }, address);
  if (launched.status !== 200) {
    counts.refused.set(launched.status, (counts.refused.get(launched.status) ?? 0) + 1);
    return;
  }
  counts.launched += 1;
  const url = new URL((JSON.parse(launched.text) as { launch_options: { game_url: string } }).launch_options.game_url);
  for (let spin = 0; spin < spinsPerSession; spin++) {
    const answer = await post(gamePort, `${url.pathname}/spin`, { bet: '1.00' }, address, { 'Idempotency-Key': crypto.randomUUID() });
    if (answer.status === 200) counts.spins += 1;
    else counts.spinsRefused += 1;
  }
}

let next = 0;
await Promise.all(
  Array.from({ length: concurrency }, async () => {
    while (next < sessions) {
      const index = next++;
      await one(index);
      if (index % 1000 === 999) peak = Math.max(peak, rssMb());
    }
  }),
);
const rssEnd = rssMb();
peak = Math.max(peak, rssEnd);
const endAfterGc = await afterGc();
const seconds = (performance.now() - started) / 1000;

console.log(
  JSON.stringify(
    {
      sessions,
      spinsPerSession,
      sourceAddresses: addresses,
      launched: counts.launched,
      launchesRefused: Object.fromEntries(counts.refused),
      spins: counts.spins,
      spinsRefused: counts.spinsRefused,
      seconds: Math.round(seconds),
      rssMb: { idle: rssStart, peak, end: rssEnd, growth: rssEnd - rssStart },
      afterFullGc: { idle: idleAfterGc, end: endAfterGc, heapGrowthMb: endAfterGc.heapUsedMb - idleAfterGc.heapUsedMb },
    },
    null,
    2,
  ),
);
for (const agent of agents.values()) agent.destroy();
child.kill('SIGTERM');
await new Promise((resolve) => child.once('exit', resolve));
rmSync(dataDir, { recursive: true, force: true });

// The sportsbook stream's speed figure (§2 Sportsbook, "Speed"): 500 concurrent subscribers each receive every change
// within 250 ms (p99) while the sandbox pushes 100 price changes a second.
//
//   node scripts/bench-sportsbook-stream.ts            (BENCH_SUBSCRIBERS, BENCH_SECONDS, BENCH_RATE, BENCH_PORT, BENCH_STREAM_RESULT)
//
// The sandbox runs in its own process (npm run sandbox, scripts/start.ts, on a fresh data folder, its ticker as in
// production); this process holds the subscribers, all on the `overview` topic (every live event, every market:
// the heaviest subscription). A change's latency is the time from the step that made it (the message's `at`,
// the sandbox clock = this machine's clock) to its arrival here: it includes the step's pricing, its database
// transaction and the delivery to all 500. The feed trades at BENCH_RATE price changes a second, all on live events
// (what an overview subscriber receives; by default 15 % of the trading moves prematch prices). Every subscriber must see every message: the seq/prev chain is checked
// for gaps and every subscriber's set of sequence numbers compared with the others'. All subscribers come from
// 127.0.0.1, so the sandbox is started with a per-address stream cap above their number (STREAMS_PER_ADDRESS).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { controlSecretHeader } from '../sandbox/control.ts';

const subscribers = Number(process.env.BENCH_SUBSCRIBERS ?? 500);
const seconds = Number(process.env.BENCH_SECONDS ?? 30);
const rate = Number(process.env.BENCH_RATE ?? 100);
const port = Number(process.env.BENCH_PORT ?? 3812);
const budgetP99Ms = 250;
const base = `http://127.0.0.1:${port}`;
// The /sandbox/* hooks answer only with this start's secret (X-Sandbox-Control): made up here, handed to the sandbox.
const secret = randomBytes(32).toString('base64url');
const control = { [controlSecretHeader]: secret };

const dataDir = mkdtempSync(join(tmpdir(), 'bench-sportsbook-'));
const server = spawn(process.execPath, ['scripts/start.ts'], {
  env: { ...process.env, SKIP_BUILD: '1', PORT: String(port), GAME_ORIGIN_PORT: String(port + 1), DATA_DIR: dataDir, STATIC_DIR: join(dataDir, 'no-dist'), LOG_REQUESTS: '0', SANDBOX_CONTROL: '1', SANDBOX_CONTROL_SECRET: secret, HOST: '127.0.0.1', STREAMS_PER_ADDRESS: String(subscribers + 10) },
  stdio: ['ignore', 'ignore', 'inherit'],
});

async function waitForServer(): Promise<void> {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    try {
      if ((await fetch(`${base}/sandbox/health`, { headers: control })).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('The sandbox did not start');
}

interface Subscriber {
  lastSeq: number;
  seqs: number[];
  gaps: number;
  changes: number;
  close(): void;
}

const latencies: number[] = [];
let measuring = false;
/** Streams that failed or ended after they were connected (a refused one fails the connecting instead). */
let errors = 0;

function subscribe(): Promise<Subscriber> {
  return new Promise((resolve, reject) => {
    const subscriber: Subscriber = { lastSeq: -1, seqs: [], gaps: 0, changes: 0, close: () => undefined };
    const req = request(`${base}/api/sportsbook/stream?topics=overview`, { agent: false }, (response) => {
      if (response.statusCode !== 200) return reject(new Error(`stream answered ${response.statusCode}`));
      response.setEncoding('utf8');
      let buffer = '';
      response.on('data', (chunk: string) => {
        const arrived = Date.now();
        buffer += chunk;
        let cut = buffer.indexOf('\n\n');
        while (cut !== -1) {
          const frame = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          cut = buffer.indexOf('\n\n');
          const type = /^event: (\w+)$/m.exec(frame)?.[1];
          const data = /^data: (.*)$/m.exec(frame)?.[1];
          if (!data) continue;
          if (type === 'hello') {
            subscriber.lastSeq = (JSON.parse(data) as { seq: number }).seq;
            resolve(subscriber);
          } else if (type === 'diff') {
            // The message starts {"seq":..,"prev":..,"at":"..": read those without parsing the whole changes list
            // (500 subscribers in one process: the measuring client must not be what is slow).
            const head = /^\{"seq":(\d+),"prev":(\d+),"at":"([^"]+)"/.exec(data);
            if (!head) throw new Error(`Unexpected diff: ${data.slice(0, 80)}`);
            const [seq, prev, at] = [Number(head[1]), Number(head[2]), head[3]];
            if (prev > subscriber.lastSeq) subscriber.gaps += 1;
            subscriber.lastSeq = seq;
            if (!measuring) continue;
            subscriber.seqs.push(seq);
            subscriber.changes += (data.match(/\{"type":/g) ?? []).length;
            latencies.push(arrived - Date.parse(at));
          } else if (type === 'resync') subscriber.gaps += 1;
        }
      });
      let closing = false;
      response.on('end', () => {
        if (!closing) errors += 1;
      });
      subscriber.close = () => {
        closing = true;
        req.destroy();
      };
    });
    req.on('error', (error) => {
      errors += 1;
      reject(error);
    });
    req.end();
  });
}

let exitCode = 0;
try {
  await waitForServer();
  let started = performance.now();
  // The first sportsbook request generates the feed.
  const sports = (await (await fetch(`${base}/api/sportsbook/sports`)).json()) as { items: { liveCount: number }[] };
  const live = sports.items.reduce((sum, sport) => sum + sport.liveCount, 0);
  console.log(`feed ready in ${Math.round(performance.now() - started)} ms: ${live} live events`);
  const settings = await fetch(`${base}/sandbox/sportsbook/settings`, { method: 'PUT', headers: { 'Content-Type': 'application/json', ...control }, body: JSON.stringify({ priceChangesPerSecond: rate, liveTradingShare: 1 }) });
  // Without the rate the figure would be measured on the default, quieter feed: stop instead.
  if (!settings.ok) throw new Error(`PUT /sandbox/sportsbook/settings answered ${settings.status}`);

  started = performance.now();
  const all: Subscriber[] = [];
  for (let batch = 0; batch < subscribers; batch += 50) all.push(...(await Promise.all(Array.from({ length: Math.min(50, subscribers - batch) }, () => subscribe()))));
  const stats = (await (await fetch(`${base}/sandbox/sportsbook/stats`, { headers: control })).json()) as { subscribers: number };
  console.log(`${all.length} subscribers connected in ${Math.round(performance.now() - started)} ms (the sandbox counts ${stats.subscribers})`);

  // Warm up, then measure.
  await new Promise((resolve) => setTimeout(resolve, 3000));
  measuring = true;
  const measureStart = Date.now();
  // Price changes pushed, counted on one subscriber's stream (all receive the same).
  const counter = await new Promise<{ close(): void; count: () => number }>((resolve) => {
    let count = 0;
    const req = request(`${base}/api/sportsbook/stream?topics=overview`, { agent: false }, (response) => {
      response.setEncoding('utf8');
      let tail = '';
      response.on('data', (chunk: string) => {
        // A match may straddle two chunks: count on the chunk with the end of the previous one.
        const text = tail + chunk;
        count += (text.match(/"price":"/g) ?? []).length - (tail.match(/"price":"/g) ?? []).length;
        tail = text.slice(-16);
      });
      resolve({ close: () => req.destroy(), count: () => count });
    });
    req.end();
  });
  await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
  measuring = false;
  const elapsed = (Date.now() - measureStart) / 1000;
  const priceChanges = counter.count();
  counter.close();

  const sorted = [...latencies].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  // Messages in flight when measuring started or stopped reach some subscribers inside the window and others
  // outside it: compare what falls between the latest first and the earliest last sequence number.
  const from = Math.max(...all.map((subscriber) => subscriber.seqs[0]));
  const to = Math.min(...all.map((subscriber) => subscriber.seqs[subscriber.seqs.length - 1]));
  const window = (subscriber: Subscriber) => subscriber.seqs.filter((seq) => seq >= from && seq <= to).join(',');
  const reference = window(all[0]);
  const identical = all.every((subscriber) => window(subscriber) === reference);
  const serverStats = (await (await fetch(`${base}/sandbox/sportsbook/stats`, { headers: control })).json()) as { stepMs: { p50: number; p99: number }; publishMs: { p50: number; p99: number } };
  const gaps = all.reduce((sum, subscriber) => sum + subscriber.gaps, 0);
  const figures = {
    subscribers: all.length,
    seconds: Math.round(elapsed),
    messagesPerSubscriber: all[0].seqs.length,
    changesPerSubscriber: all[0].changes,
    priceChangesPerSecond: Math.round(priceChanges / elapsed),
    deliveries: latencies.length,
    p50Ms: at(0.5),
    p95Ms: at(0.95),
    p99Ms: at(0.99),
    maxMs: sorted[sorted.length - 1],
    gaps,
    errors,
    everySubscriberSawEveryMessage: identical,
    stepToPublishMs: serverStats.stepMs,
    // The sandbox's own time to filter, encode and queue each message for every subscriber (the socket writes follow).
    publishMs: serverStats.publishMs,
    budgetP99Ms,
  };
  console.log(JSON.stringify(figures, null, 2));
  // scripts/bench-load.ts (npm run bench) reads the figures from here.
  if (process.env.BENCH_STREAM_RESULT) writeFileSync(process.env.BENCH_STREAM_RESULT, JSON.stringify(figures));
  const pass = figures.p99Ms <= budgetP99Ms && gaps === 0 && errors === 0 && identical && figures.priceChangesPerSecond >= rate * 0.9;
  console.log(pass ? 'within budget' : 'OVER BUDGET');
  if (!pass) exitCode = 1;
  for (const subscriber of all) subscriber.close();
} catch (error) {
  console.error(error);
  exitCode = 1;
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(exitCode);
}

// A fixed request rate as many clients at their own moments send it, from its own process (scripts/bench-load.ts).
// autocannon's -R gives each connection its share of a second at the start of that second: 1 000 a second from 50
// connections arrive as one burst of 1 000 at concurrency 50, and each answer's latency is mostly the queue ahead of
// it. Tabs polling every 5 s (§5 Bounds) are not in step. Here `groups` autocannon jobs, each with its share of the
// rate and of the connections, start 1000/groups ms apart: the same rate arrives in smaller bursts spread over each
// second. Their latencies are merged into one histogram (autocannon.aggregateResult).
// Usage: node scripts/bench-paced-load.ts <url> <rate> <connections> <groups> <seconds> [Name=value header...]
import { createRequire } from 'node:module';
import { setTimeout as sleep } from 'node:timers/promises';

interface AutocannonJobResult { errors: number; timeouts: number; non2xx: number }
interface Autocannon {
  (options: Record<string, unknown>): Promise<AutocannonJobResult>;
  aggregateResult(results: AutocannonJobResult[], options: Record<string, unknown>): unknown;
}
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

const [url, rateText, connectionsText, groupsText, secondsText, ...headerArgs] = process.argv.slice(2);
const [rate, connections, groups, seconds] = [rateText, connectionsText, groupsText, secondsText].map(Number);
if (!url || ![rate, connections, groups, seconds].every((value) => Number.isInteger(value) && value > 0) || connections % groups !== 0 || rate % groups !== 0) {
  console.error('usage: bench-paced-load.ts <url> <rate> <connections> <groups> <seconds> [Name=value...] (rate and connections divisible by groups)');
  process.exit(2);
}
const headers = Object.fromEntries(headerArgs.map((header) => [header.slice(0, header.indexOf('=')), header.slice(header.indexOf('=') + 1)]));
const job = { url, headers, connections: connections / groups, overallRate: rate / groups, duration: seconds, skipAggregateResult: true };

const jobs: Promise<AutocannonJobResult>[] = [];
for (let group = 0; group < groups; group += 1) {
  jobs.push(autocannon(job));
  await sleep(1000 / groups);
}
const results = await Promise.all(jobs);
console.log(JSON.stringify(autocannon.aggregateResult(results, { url, connections })));

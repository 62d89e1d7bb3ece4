// `npm test`: the checks that need no build (tsc, ESLint, Vitest) run beside the build, and Playwright starts once the
// build and the unit tests are done (README "Tests"). Playwright beside Vitest was measured from a fresh clone on this
// 2-core machine: the unit tests took 1 468 s instead of 344 s alone and the whole run 2 146 s, the two fighting for
// the cores (two sandboxes with their feeds, two browsers, the Vitest forks). Each phase's lines are prefixed with its
// name; the last line says what passed, how long, and how busy the cores were during each phase.
import { spawn } from 'node:child_process';
import { cpus, loadavg } from 'node:os';
import { printPrefixed } from './prefixed-output.ts';

interface Phase {
  name: string;
  script: string;
  /** Started when these phases have passed (the e2e suite needs the build's dist/, and the cores the unit tests use). */
  after?: readonly string[];
}

const phases: Phase[] = [
  { name: 'build', script: 'build' },
  { name: 'typecheck', script: 'typecheck' },
  { name: 'lint', script: 'lint' },
  { name: 'unit', script: 'test:unit' },
  // §2 Speed: each entry route's first-load JS against its budget, in a browser, from the build (scripts/first-load-budget.ts).
  { name: 'budget', script: 'test:budget', after: ['build'] },
  { name: 'e2e', script: 'test:e2e', after: ['build', 'unit'] },
  // §3 Player protection by market: a build per example pack beside the unit tests, then the player-protection spec
  // alone against each, sampled, after the main suite (scripts/test-packs.ts).
  { name: 'pack-builds', script: 'test:pack-builds', after: ['build'] },
  { name: 'packs', script: 'test:packs', after: ['e2e', 'pack-builds'] },
  // The fixture kit's page (src/testing/kit/): built and tried in the browser once the main suite has the cores back.
  { name: 'kit', script: 'test:kit', after: ['e2e'] },
];

const started = Date.now();
const seconds = (ms: number) => `${Math.round(ms / 1000)} s`;
const results = new Map<string, { ok: boolean; ms: number; busy: string }>();

/** The machine's cores' busy and idle time so far: two readings give how busy the cores were in between. */
function coreTimes(): { busy: number; idle: number } {
  return cpus().reduce((sum, core) => ({ busy: sum.busy + core.times.user + core.times.nice + core.times.sys + core.times.irq, idle: sum.idle + core.times.idle }), { busy: 0, idle: 0 });
}
/** How busy the cores were since `from`, in percent: a phase far below 100 waits rather than computes (more workers may help). */
function busySince(from: { busy: number; idle: number }): string {
  const now = coreTimes();
  const busy = now.busy - from.busy;
  const total = busy + now.idle - from.idle;
  return total > 0 ? `${Math.round((100 * busy) / total)}%` : '?';
}
console.log(`npm test on ${cpus().length} cores, load average ${loadavg().map((value) => value.toFixed(1)).join(' ')}`);

function run(phase: Phase): Promise<boolean> {
  const begin = Date.now();
  const beginCores = coreTimes();
  const width = Math.max(...phases.map((p) => p.name.length));
  const prefix = `[${phase.name}]`.padEnd(width + 3);
  console.log(`${prefix}> npm run ${phase.script}`);
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', phase.script], { stdio: ['ignore', 'pipe', 'pipe'], env: process.env });
    printPrefixed(child, prefix);
    child.on('close', (code, signal) => {
      const ok = code === 0;
      const busy = busySince(beginCores);
      results.set(phase.name, { ok, ms: Date.now() - begin, busy });
      console.log(`${prefix}${ok ? 'passed' : `FAILED (exit ${code ?? signal})`} in ${seconds(Date.now() - begin)}, the cores ${busy} busy meanwhile`);
      resolve(ok);
    });
  });
}

const running = new Map<string, Promise<boolean>>();
for (const phase of phases) {
  running.set(
    phase.name,
    phase.after
      ? Promise.all(phase.after.map((name) => running.get(name)!)).then((passed) => {
          if (passed.every(Boolean)) return run(phase);
          console.log(`[${phase.name}] not run: ${phase.after!.filter((_, index) => !passed[index]).join(', ')} failed`);
          return false;
        })
      : run(phase),
  );
}
const outcomes = await Promise.all(running.values());

const summary = phases.map((phase) => {
  const result = results.get(phase.name);
  return result ? `${phase.name} ${result.ok ? 'ok' : 'FAILED'} ${seconds(result.ms)} (cores ${result.busy} busy)` : `${phase.name} not run`;
});
const passed = outcomes.every(Boolean);
console.log(`npm test: ${passed ? 'PASSED' : 'FAILED'} in ${seconds(Date.now() - started)} (${summary.join(', ')})`);
process.exit(passed ? 0 : 1);

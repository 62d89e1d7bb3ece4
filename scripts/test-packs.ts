// The example markets' player protection in CI (§3 Player protection by market): `npm test` builds the site once per
// example pack (MARKET=uk-example, de-example) into .tmp/dist-<id>, beside the unit tests, and once the main
// end-to-end suite is done runs tests/e2e/player-protection.spec.ts, and only it, against each build: sampled
// (E2E_PACK_SAMPLE=1: each rule once, English on a phone or Arabic on a desktop by turns), one worker, so the packs
// add about two minutes to the run. By hand, the whole spec of a pack: docs/recipes.md "Add a market's player protection".
//
//   node scripts/test-packs.ts build   the builds (npm run test:pack-builds)
//   node scripts/test-packs.ts run     the spec against each build (npm run test:packs)
import { spawn } from 'node:child_process';
import { printPrefixed } from './prefixed-output.ts';

/** The example packs, each proved by its own build; the served market (Tunisia) is the main suite's. */
export const examplePacks = ['uk-example', 'de-example'] as const;
export const packDistDir = (pack: string) => `.tmp/dist-${pack}`;

const mode = process.argv[2];
if (mode !== 'build' && mode !== 'run') {
  console.error('Usage: node scripts/test-packs.ts build|run');
  process.exit(2);
}

/** Runs `command` with the pack's MARKET and DIST_DIR, its output prefixed with the pack; resolves with its exit code. */
function runFor(pack: string, command: string, args: string[], extraEnv: Record<string, string>): Promise<number> {
  const prefix = `[${pack}] `;
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, MARKET: pack, DIST_DIR: packDistDir(pack), ...extraEnv } });
    printPrefixed(child, prefix);
    child.on('close', (code) => resolve(code ?? 1));
  });
}

const started = Date.now();
const timings: string[] = [];
let failed = false;
// One pack after the other: two builds or two browsers at once would only fight for the cores.
for (const pack of examplePacks) {
  const begin = Date.now();
  const code =
    mode === 'build'
      ? await runFor(pack, 'npm', ['run', '--silent', 'build'], {})
      : await runFor(pack, 'npx', ['playwright', 'test', 'tests/e2e/player-protection.spec.ts'], { E2E_PACK_SAMPLE: '1', E2E_WORKERS: process.env.E2E_WORKERS ?? '1' });
  timings.push(`${pack} ${code === 0 ? 'ok' : 'FAILED'} ${Math.round((Date.now() - begin) / 1000)} s`);
  if (code !== 0) failed = true;
}
console.log(`example packs, ${mode}: ${failed ? 'FAILED' : 'passed'} in ${Math.round((Date.now() - started) / 1000)} s (${timings.join(', ')})`);
process.exit(failed ? 1 : 0);

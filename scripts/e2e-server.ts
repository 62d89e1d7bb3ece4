// The end-to-end suite's server (playwright.config.ts webServer): the built site and a sandbox on a fresh,
// throw-away database, on 127.0.0.1, with the /sandbox/* test controls (clock, outbox) switched on behind the
// secret playwright.config.ts made up for this run (SANDBOX_CONTROL_SECRET; §6 Test hooks).
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { clockFromEnvironment } from '../sandbox/clock.ts';
import { controlWarning } from '../sandbox/control.ts';
import { startSandbox } from './start.ts';

const staticDir = process.env.DIST_DIR ?? 'dist';
if (!existsSync(join(staticDir, 'index.html'))) {
  console.error('dist/ is missing: run `npm run build` first (npm test does).');
  process.exit(1);
}
const controlSecret = process.env.SANDBOX_CONTROL_SECRET;
if (!controlSecret) {
  console.error('SANDBOX_CONTROL_SECRET is missing: start the suite with `npx playwright test` (playwright.config.ts makes one up).');
  process.exit(1);
}
const dataDir = mkdtempSync(join(tmpdir(), 'e2e-data-'));
const sandbox = await startSandbox({
  port: Number(process.env.E2E_PORT ?? 3210),
  dataDir,
  staticDir,
  hostname: '127.0.0.1',
  controlRoutes: true,
  controlSecret,
  // SANDBOX_NOW_OFFSET_MS runs the suite against a sandbox at another hour of the day (docs/architecture/testing.md).
  clock: clockFromEnvironment(),
  quiet: true,
  // Every test browser comes from 127.0.0.1: the cap per client address (server/render.ts) is a stranger's, not theirs.
  renderMissesPerAddressPerSecond: 10_000,
  // §3 Player protection by market: the exclusion register's and the central deposit file's stand-ins (MARKET=uk-example,
  // de-example) on free ports, never the site's port + 2 or + 3, which are the next worker's (playwright.config.ts sandboxPort).
  exclusionRegisterPort: 0,
  depositFilePort: 0,
});
console.warn(controlWarning(sandbox.url));
console.log(`e2e sandbox on ${sandbox.url} (data ${dataDir}), started in ${sandbox.startupMs ?? '?'} ms`);

const stop = async () => {
  await sandbox.close();
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());

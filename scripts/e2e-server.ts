// The end-to-end suite's server (playwright.config.ts webServer): the built site and a sandbox on a fresh,
// throw-away database, with the /sandbox/* test controls (clock, outbox) switched on.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startSandbox } from '../sandbox/server.ts';

const staticDir = process.env.DIST_DIR ?? 'dist';
if (!existsSync(join(staticDir, 'index.html'))) {
  console.error('dist/ is missing: run `npm run build` first (npm test does).');
  process.exit(1);
}
const dataDir = mkdtempSync(join(tmpdir(), 'e2e-data-'));
const sandbox = await startSandbox({
  port: Number(process.env.E2E_PORT ?? 3210),
  dataDir,
  staticDir,
  controlRoutes: true,
  quiet: true,
});
console.log(`e2e sandbox on ${sandbox.url} (data ${dataDir}), started in ${sandbox.startupMs ?? '?'} ms`);

const stop = async () => {
  await sandbox.close();
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());

// `npm start`: builds the front end (rsbuild, then the service worker step when it exists) and serves it from the site's
// own server (server/site.ts) with the sandbox's API mounted in it, on one port (DESIGN "The sandbox"). SKIP_BUILD=1 serves the dist/ already there.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { main } from '../sandbox/server.ts';

function run(command: string, args: string[]): void {
  console.log(`> ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit' });
  if (result.error) throw result.error;
  if (result.status !== 0) {
    console.error(`"${command} ${args.join(' ')}" failed (exit ${result.status ?? result.signal}); the sandbox was not started.`);
    process.exit(result.status ?? 1);
  }
}

if (process.env.SKIP_BUILD !== '1') {
  // A bad config file stops the start with its path and field (config is validated at build, not in the browser).
  run(process.execPath, ['scripts/check-config.ts']);
  run('npx', ['rsbuild', 'build']);
  // process.execPath: the Node 24 that runs this script (node_modules/.bin/node), not the system one.
  if (existsSync('scripts/build-service-worker.ts')) run(process.execPath, ['scripts/build-service-worker.ts']);
}

await main();

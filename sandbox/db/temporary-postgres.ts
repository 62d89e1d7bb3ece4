import { execFile, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

/**
 * Test support: a throw-away PostgreSQL server (a real one, not PGlite) for the tests that must show what
 * several connections do at once. PGlite has a single session, so it runs every statement one after the other
 * and can never show a race; the money races of §4 Money rules under concurrency are tested here against PostgreSQL with a pool of 10.
 *
 * It uses the server binaries of the machine (initdb, pg_ctl, postgres): PG_BIN if set, else the first folder
 * holding all three among PATH, /usr/local/bin and Debian's /usr/lib/postgresql/<version>/bin (.ci/run installs
 * Debian's postgresql package when they are missing). The cluster lives in a temporary folder, listens on
 * 127.0.0.1 on a free port only, trusts local connections (nothing else can reach it), skips fsync (its data
 * dies with the test) and is deleted by stop(). PostgreSQL refuses to run as root: as root, the cluster is
 * made and run as the user `nobody` (runuser), which then owns the folder.
 */
export interface TemporaryPostgres {
  /** postgres://sandbox@127.0.0.1:<port>/postgres */
  url: string;
  /** Stops the server and deletes its folder. */
  stop(): Promise<void>;
}

const run = promisify(execFile);
const binaries = ['initdb', 'pg_ctl', 'postgres'] as const;

/** The folder holding initdb, pg_ctl and postgres, or null when this machine has no PostgreSQL server. */
export function findPostgresBinaries(env: NodeJS.ProcessEnv = process.env): string | null {
  const candidates = [
    ...(env.PG_BIN ? [env.PG_BIN] : []),
    ...(env.PATH ?? '').split(':').filter(Boolean),
    '/usr/local/bin',
    ...debianFolders(),
  ];
  return candidates.find((folder) => binaries.every((name) => existsSync(join(folder, name)))) ?? null;
}

/** Debian's /usr/lib/postgresql/<version>/bin, newest version first. */
function debianFolders(): string[] {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return [];
  return readdirSync(root)
    .filter((version) => /^\d+$/.test(version))
    .sort((a, b) => Number(b) - Number(a))
    .map((version) => join(root, version, 'bin'));
}

export const missingPostgresMessage =
  'No PostgreSQL server binaries (initdb, pg_ctl, postgres) on this machine: install Debian\'s postgresql package ' +
  '(apt-get install -y postgresql; .ci/run does it) or set PG_BIN to the folder that holds them.';

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** The command and arguments that run `file` as the server's user (nobody when we are root). */
function asServerUser(file: string, args: string[]): [string, string[]] {
  if (process.getuid?.() !== 0) return [file, args];
  return ['runuser', ['-u', 'nobody', '--', file, ...args]];
}

export async function startTemporaryPostgres(options: { maxConnections?: number } = {}): Promise<TemporaryPostgres> {
  const bin = findPostgresBinaries();
  if (!bin) throw new Error(missingPostgresMessage);
  const folder = mkdtempSync(join(tmpdir(), 'sandbox-pg-'));
  const data = join(folder, 'data');
  const log = join(folder, 'server.log');
  if (process.getuid?.() === 0) {
    const nobody = spawnSync('id', ['-u', 'nobody'], { encoding: 'utf8' });
    const group = spawnSync('id', ['-g', 'nobody'], { encoding: 'utf8' });
    if (nobody.status !== 0) throw new Error('Running as root, and there is no user "nobody" to run PostgreSQL as.');
    chownSync(folder, Number(nobody.stdout.trim()), Number(group.stdout.trim()));
  }
  const exec = async (name: string, args: string[]) => {
    const [file, fullArgs] = asServerUser(join(bin, name), args);
    try {
      return await run(file, fullArgs, { cwd: folder, env: { ...process.env, LC_ALL: 'C', TZ: 'UTC' }, timeout: 60_000 });
    } catch (error) {
      const serverLog = existsSync(log) ? readFileSync(log, 'utf8').slice(-2000) : '';
      throw new Error(`${name} failed: ${error instanceof Error ? error.message : String(error)}\n${serverLog}`, { cause: error });
    }
  };

  let started = false;
  try {
    await exec('initdb', ['-D', data, '-U', 'sandbox', '--auth=trust', '--no-sync', '--encoding=UTF8', '--no-instructions']);
    const port = await freePort();
    const settings = [
      `-p ${port}`,
      '-c listen_addresses=127.0.0.1',
      // The socket goes in the cluster's own folder: the system one may not be writable.
      `-c unix_socket_directories=${folder}`,
      `-c max_connections=${options.maxConnections ?? 40}`,
      '-c fsync=off',
      '-c synchronous_commit=off',
      '-c full_page_writes=off',
    ].join(' ');
    await exec('pg_ctl', ['-D', data, '-o', settings, '-l', log, '-w', '-t', '60', 'start']);
    started = true;
    const url = `postgres://sandbox@127.0.0.1:${port}/postgres`;
    let stopping: Promise<void> | null = null;
    return {
      url,
      stop: () => {
        stopping ??= (async () => {
          await exec('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']).catch(() => undefined);
          rmSync(folder, { recursive: true, force: true });
        })();
        return stopping;
      },
    };
  } catch (error) {
    if (started) await exec('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']).catch(() => undefined);
    rmSync(folder, { recursive: true, force: true });
    throw error;
  }
}

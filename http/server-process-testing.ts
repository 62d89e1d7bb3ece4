import { spawn } from 'node:child_process';

/** A server started as its own Node process by a test (npm run sandbox, node server/main.ts). */
export interface ServerProcess {
  /** The URL the server printed once `urlWhenReady` found it; rejects when the process exits first or after 15 s. */
  ready: Promise<string>;
  /** All it has printed so far, stdout and stderr. */
  output: () => string;
  /** Sends SIGTERM and resolves with the exit code. */
  stop: () => Promise<number | null>;
}

export function startServerProcess(script: string, env: NodeJS.ProcessEnv, urlWhenReady: (output: string) => string | undefined): ServerProcess {
  const child = spawn(process.execPath, [script], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const ready = new Promise<string>((resolveUrl, reject) => {
    // A generous wait: on a loaded CI machine Node's own boot can take seconds; a test checks its own budget on what
    // the server itself reports.
    const timer = setTimeout(() => reject(new Error(`no start within 15 s: ${output}`)), 15_000);
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const url = urlWhenReady(output);
      if (url) {
        clearTimeout(timer);
        resolveUrl(url);
      }
    });
    child.once('exit', (code) => reject(new Error(`exited with ${code}: ${output}`)));
  });
  // A process stopped before it was ready rejects `ready` with no one left waiting on it.
  ready.catch(() => {});
  return {
    ready,
    output: () => output,
    stop: () => {
      const exited = new Promise<number | null>((resolveExit) => child.once('exit', (code) => resolveExit(code)));
      child.kill('SIGTERM');
      return exited;
    },
  };
}

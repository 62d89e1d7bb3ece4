import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { RendererModule } from './render.ts';

/**
 * The public pages' renders on worker threads (§2 Speed, §5 Bounds; docs/architecture/site-server.md): React renders a
 * page synchronously, about 25 ms of a core for the sport home, and on the request thread every other answer (the
 * API's, the files, the other renders) waited behind it. Each worker loads the server build once and renders there;
 * the API stays on the request thread (the mounted sandbox, or API_BASE_URL through its connections): a worker's
 * reads come back to it as messages (`apiFetch`). The pool is a `RendererModule`, so server/render.ts keeps its cache,
 * cap and deadline as they were.
 */

type Setup = Parameters<RendererModule['setupRenderer']>[0];
type RenderRequest = Parameters<RendererModule['renderPage']>[0];
type RenderedPage = Awaited<ReturnType<RendererModule['renderPage']>>;

/** What the request thread sends a worker. */
export type ToWorker =
  | { type: 'setup'; publicUrl: string; warmPaths: readonly string[]; runtimeConfig?: Record<string, unknown> }
  | { type: 'render'; id: number; request: RenderRequest; runtimeConfig?: Record<string, unknown> }
  | { type: 'api-answer'; id: number; status: number; statusText: string; headers: [string, string][]; body: ArrayBuffer | null }
  | { type: 'api-failed'; id: number; message: string };

/** What a worker sends back. */
export type FromWorker =
  | { type: 'ready' }
  | { type: 'setup-failed'; message: string }
  | { type: 'rendered'; id: number; page: RenderedPage }
  | { type: 'render-failed'; id: number; message: string }
  | { type: 'api'; id: number; pathAndQuery: string; method: string; headers: [string, string][]; body?: string }
  | { type: 'api-abort'; id: number };

/**
 * Workers by default: the cores but the request thread's, at least one, at most four (each holds the server build,
 * about 55 MB). RENDER_WORKERS sets it; 0 renders on the request thread, as before.
 */
export function defaultRenderWorkers(cores = availableParallelism()): number {
  return Math.min(4, Math.max(1, cores - 1));
}

const workerFile = new URL('./render-worker.ts', import.meta.url);

/** A worker that died is replaced after this long (default): a renderer that keeps failing is not restarted in a loop. */
const defaultRespawnDelayMs = 1_000;

interface PooledWorker {
  worker: Worker;
  busy: number;
  ready: boolean;
  renders: Map<number, { resolve: (page: RenderedPage) => void; reject: (error: Error) => void }>;
  reads: Map<number, AbortController>;
}

export interface RenderPool extends RendererModule {
  /** Ends the workers (a server's close; they never hold the process open). */
  close(): Promise<void>;
}

/**
 * A render that has not answered this long past its deadline is stuck (a loop in a render cannot be aborted): its
 * worker is ended and replaced, and its pages go out as their frames. On the request thread such a render had stopped
 * the whole server.
 */
const defaultStuckAfterDeadlineMs = 10_000;

/** `size` workers, each loading `bundle` (dist/.server/render.js; tests hand a stand-in renderer). */
export function createRenderPool(bundle: string, size: number, options: { respawnDelayMs?: number; stuckAfterDeadlineMs?: number } = {}): RenderPool {
  const respawnDelayMs = options.respawnDelayMs ?? defaultRespawnDelayMs;
  const stuckAfterDeadlineMs = options.stuckAfterDeadlineMs ?? defaultStuckAfterDeadlineMs;
  const workers: PooledWorker[] = [];
  let setup: Setup | null = null;
  let closed = false;
  let nextId = 0;

  const answerRead = (pooled: PooledWorker, message: Extract<FromWorker, { type: 'api' }>): void => {
    if (!setup) return;
    const controller = new AbortController();
    pooled.reads.set(message.id, controller);
    const init: RequestInit = { method: message.method, headers: message.headers, body: message.body, signal: controller.signal };
    setup.apiFetch(message.pathAndQuery, init).then(
      async (response) => {
        // A status without a body (204, 304) cannot carry one, even empty.
        const body = response.body === null || [101, 204, 205, 304].includes(response.status) ? null : await response.arrayBuffer();
        pooled.reads.delete(message.id);
        const answer: ToWorker = { type: 'api-answer', id: message.id, status: response.status, statusText: response.statusText, headers: [...response.headers], body };
        pooled.worker.postMessage(answer, body ? [body] : []);
      },
      (error: unknown) => {
        pooled.reads.delete(message.id);
        const failed: ToWorker = { type: 'api-failed', id: message.id, message: error instanceof Error ? error.message : String(error) };
        pooled.worker.postMessage(failed);
      },
    );
  };

  // A worker holds the process open only while it has work (its setup, a render): a script that rendered a page exits
  // when done, and a server is held open by its own socket.
  const release = (pooled: PooledWorker): void => {
    if (pooled.ready && pooled.busy === 0) pooled.worker.unref();
  };

  const drop = (pooled: PooledWorker): void => {
    const index = workers.indexOf(pooled);
    if (index >= 0) workers.splice(index, 1);
  };

  const start = (): Promise<void> => {
    const current = setup;
    if (!current) return Promise.resolve();
    const worker = new Worker(workerFile, { workerData: { bundle } });
    const pooled: PooledWorker = { worker, busy: 0, ready: false, renders: new Map(), reads: new Map() };
    workers.push(pooled);
    return new Promise((ready, fail) => {
      worker.on('message', (message: FromWorker) => {
        switch (message.type) {
          case 'ready':
            pooled.ready = true;
            release(pooled);
            return ready();
          case 'setup-failed':
            // Ended, not kept: a worker without a renderer takes no page (and, never ready, is not replaced).
            drop(pooled);
            void worker.terminate();
            return fail(new Error(message.message));
          case 'api':
            return answerRead(pooled, message);
          case 'api-abort':
            pooled.reads.get(message.id)?.abort();
            pooled.reads.delete(message.id);
            return;
          case 'rendered':
          case 'render-failed': {
            const waiting = pooled.renders.get(message.id);
            pooled.renders.delete(message.id);
            pooled.busy -= 1;
            release(pooled);
            if (message.type === 'rendered') waiting?.resolve(message.page);
            else waiting?.reject(new Error(message.message));
          }
        }
      });
      worker.on('error', (error) => fail(error));
      worker.on('exit', (code) => {
        drop(pooled);
        for (const controller of pooled.reads.values()) controller.abort();
        for (const waiting of pooled.renders.values()) waiting.reject(new Error(`the render worker stopped (exit code ${code})`));
        fail(new Error(`the render worker stopped before it was ready (exit code ${code})`));
        // Replaced, unless the pool is closing or the worker never came up (its build does not load: the pages go out
        // as their frames, as without a build). The pages it was rendering went out as their frames.
        if (!closed && pooled.ready) setTimeout(() => void start().catch(() => undefined), respawnDelayMs).unref();
      });
      const message: ToWorker = { type: 'setup', publicUrl: current.publicUrl, warmPaths: current.warmPaths ?? [], runtimeConfig: current.runtimeConfig?.() };
      worker.postMessage(message);
    });
  };

  const close = async (): Promise<void> => {
    closed = true;
    await Promise.all(workers.map((pooled) => pooled.worker.terminate()));
  };

  return {
    async setupRenderer(given) {
      setup = given;
      await Promise.all(Array.from({ length: size }, () => start())).catch(async (error: unknown) => {
        // The server renders no page then (server/render.ts sends the frames): no worker is left running for nothing.
        await close();
        throw error;
      });
    },
    renderPage(request) {
      // The least busy worker that is up (a replacement still loading its build is not): a render waits behind as few
      // others as there are.
      const pooled = workers.reduce<PooledWorker | undefined>((best, candidate) => (candidate.ready && (best === undefined || candidate.busy < best.busy) ? candidate : best), undefined);
      if (!pooled) return Promise.reject(new Error('no render worker is running'));
      const id = nextId++;
      pooled.busy += 1;
      pooled.worker.ref();
      return new Promise((resolve, reject) => {
        const stuck = setTimeout(() => void pooled.worker.terminate(), Math.max(0, request.deadline - Date.now()) + stuckAfterDeadlineMs);
        stuck.unref();
        const settled = () => clearTimeout(stuck);
        pooled.renders.set(id, { resolve: (page) => (settled(), resolve(page)), reject: (error) => (settled(), reject(error)) });
        const message: ToWorker = { type: 'render', id, request, runtimeConfig: setup?.runtimeConfig?.() };
        pooled.worker.postMessage(message);
      });
    },
    close,
  };
}

import { parentPort, workerData } from 'node:worker_threads';
import { loadRendererBuild, type RendererModule } from './render.ts';
import type { FromWorker, ToWorker } from './render-pool.ts';

/**
 * One render worker (render-pool.ts): loads the server build, renders the pages it is sent, and reads the API through
 * the request thread, which holds the API (the mounted sandbox, or API_BASE_URL's connections).
 */
const port = parentPort;
if (!port) throw new Error('server/render-worker.ts runs as a worker thread (server/render-pool.ts starts it)');
const { bundle } = workerData as { bundle: string };

const send = (message: FromWorker) => port.postMessage(message);
const reads = new Map<number, { resolve: (response: Response) => void; reject: (error: Error) => void }>();
let nextRead = 0;
/** The latest runtime settings the request thread sent (read at each use, as on the request thread). */
let runtimeConfig: Record<string, unknown> = {};

/** The API's answer, through the request thread; an abort (the render's deadline) is passed on to it. */
function apiFetch(pathAndQuery: string, init: RequestInit): Promise<Response> {
  const signal = init.signal;
  if (signal?.aborted) return Promise.reject(signal.reason as Error);
  const id = nextRead++;
  return new Promise((resolve, reject) => {
    const onAbort = () => {
      reads.delete(id);
      send({ type: 'api-abort', id });
      reject(signal?.reason as Error);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
    const settle = () => signal?.removeEventListener('abort', onAbort);
    reads.set(id, {
      resolve: (response) => (settle(), resolve(response)),
      reject: (error) => (settle(), reject(error)),
    });
    const body = typeof init.body === 'string' ? init.body : undefined;
    send({ type: 'api', id, pathAndQuery, method: init.method ?? 'GET', headers: [...new Headers(init.headers)], body });
  });
}

let renderer: RendererModule | null = null;

port.on('message', (message: ToWorker) => {
  switch (message.type) {
    case 'setup':
      runtimeConfig = message.runtimeConfig ?? {};
      void (async () => {
        try {
          renderer = await loadRendererBuild(bundle);
          await renderer.setupRenderer({ publicUrl: message.publicUrl, warmPaths: message.warmPaths, apiFetch, runtimeConfig: () => runtimeConfig });
          send({ type: 'ready' });
        } catch (error) {
          send({ type: 'setup-failed', message: error instanceof Error ? error.message : String(error) });
        }
      })();
      return;
    case 'render':
      if (message.runtimeConfig) runtimeConfig = message.runtimeConfig;
      if (!renderer) return send({ type: 'render-failed', id: message.id, message: 'the renderer is not set up' });
      renderer.renderPage(message.request).then(
        // The state as the page will carry it (JSON, server/static.ts): a message's copy would keep an error's message
        // and drop the rest (the API's status and answer, which the browser's not-found page reads).
        (page) => send({ type: 'rendered', id: message.id, page: { ...page, state: JSON.parse(JSON.stringify(page.state)) as unknown } }),
        (error: unknown) => send({ type: 'render-failed', id: message.id, message: error instanceof Error ? (error.stack ?? error.message) : String(error) }),
      );
      return;
    case 'api-answer': {
      const waiting = reads.get(message.id);
      reads.delete(message.id);
      waiting?.resolve(new Response(message.body, { status: message.status, statusText: message.statusText, headers: message.headers }));
      return;
    }
    case 'api-failed': {
      const waiting = reads.get(message.id);
      reads.delete(message.id);
      waiting?.reject(new Error(message.message));
    }
  }
});

import { threadId } from 'node:worker_threads';

/**
 * A stand-in for the server build in the render pool's tests (server/render-pool.test.ts): its pages say which thread
 * rendered them and what the API answered; a page's path picks what the render does.
 */
type ApiFetch = (pathAndQuery: string, init: RequestInit) => Promise<Response>;
let apiFetch: ApiFetch | null = null;
let runtimeConfig: (() => Record<string, unknown>) | undefined;

export async function setupRenderer(setup: { apiFetch: ApiFetch; runtimeConfig?: () => Record<string, unknown> }): Promise<void> {
  apiFetch = setup.apiFetch;
  runtimeConfig = setup.runtimeConfig;
}

export async function renderPage(request: { url: string; deadline: number }) {
  if (!apiFetch) throw new Error('not set up');
  const path = new URL(request.url).pathname;
  if (path === '/fails') throw new Error('the page could not be rendered');
  if (path === '/dies') process.exit(3);
  if (path === '/loops') for (;;);
  let read: string;
  if (path === '/times-out') {
    // Gives up its read at the deadline, as the app's render does.
    const signal = AbortSignal.timeout(Math.max(0, request.deadline - Date.now()));
    read = await apiFetch('/api/slow', { signal }).then(
      () => 'answered',
      () => `given up (${signal.aborted ? 'aborted' : 'failed'})`,
    );
  } else if (path === '/no-content') {
    const response = await apiFetch('/api/empty', { method: 'DELETE' });
    read = `${response.status} ${await response.text()}`;
  } else {
    const response = await apiFetch(`/api/echo${new URL(request.url).search}`, { method: 'POST', headers: { 'X-Asked-By': 'render' }, body: 'question' });
    read = `${response.status} ${response.headers.get('X-Answered')} ${await response.text()}`;
  }
  return {
    html: `<p data-thread="${threadId}">${read}</p>`,
    styles: '',
    prelude: '',
    // A query's error, as the app's API client throws it (an Error with the answer's status): /gone's page carries one.
    state: path === '/gone' ? { error: Object.assign(new Error('not found'), { status: 404 }) } : { runtime: runtimeConfig?.() },
    complete: true,
    renders: 1,
    undeclared: [],
    status: 200 as const,
    structuredData: [],
  };
}

import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { threadId } from 'node:worker_threads';
import { afterEach, describe, expect, it } from 'vitest';
import { createRenderPool, defaultRenderWorkers, type RenderPool } from './render-pool.ts';

const echoRenderer = fileURLToPath(new URL('./test-renderers/echo-renderer.ts', import.meta.url));
const pools: RenderPool[] = [];
afterEach(async () => {
  await Promise.all(pools.splice(0).map((pool) => pool.close()));
});

interface Read {
  path: string;
  method: string;
  header: string | null;
  body: string;
  signal?: AbortSignal;
}

/** A pool over the stand-in renderer, whose API answers each read with what it was asked. */
async function startPool(size: number, options: { stuckAfterDeadlineMs?: number } = {}) {
  const reads: Read[] = [];
  const pool = createRenderPool(echoRenderer, size, { respawnDelayMs: 0, stuckAfterDeadlineMs: options.stuckAfterDeadlineMs });
  pools.push(pool);
  let settings = { gameOrigin: 'https://games.example' };
  await pool.setupRenderer({
    publicUrl: 'https://site.example',
    runtimeConfig: () => settings,
    apiFetch: async (path, init) => {
      const read: Read = { path, method: init.method ?? 'GET', header: new Headers(init.headers).get('X-Asked-By'), body: typeof init.body === 'string' ? init.body : '', signal: init.signal ?? undefined };
      reads.push(read);
      if (path === '/api/slow') return new Promise((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(new Error('aborted'))));
      if (path === '/api/empty') return new Response(null, { status: 204 });
      return new Response(`${read.method} ${path} ${read.header} ${read.body}`, { status: 201, headers: { 'X-Answered': 'yes' } });
    },
  });
  const render = (path: string, deadlineMs = 1_000) => pool.renderPage({ url: `https://site.example${path}`, language: 'fr-fr', desktop: false, signedIn: false, nonce: 'n', deadline: Date.now() + deadlineMs });
  return { pool, reads, render, settle: (next: typeof settings) => (settings = next) };
}

const thread = (html: string) => Number(/data-thread="(\d+)"/.exec(html)?.[1]);

describe('the render pool (server/render-pool.ts)', () => {
  it('renders on a worker thread, reading the API through the request thread: method, headers, body and answer pass both ways', async () => {
    const { render, reads } = await startPool(1);
    const page = await render('/sport/Home?lang=ar');
    expect(thread(page.html)).not.toBe(threadId);
    expect(page.html).toContain('201 yes POST /api/echo?lang=ar render question');
    expect(reads).toMatchObject([{ path: '/api/echo?lang=ar', method: 'POST', header: 'render', body: 'question' }]);
  });

  it('passes an answer without a body (204) and the runtime settings as they are at each render', async () => {
    const { render, settle } = await startPool(1);
    expect((await render('/no-content')).html).toContain('204 ');
    settle({ gameOrigin: 'https://games2.example' });
    expect((await render('/')).state).toEqual({ runtime: { gameOrigin: 'https://games2.example' } });
  });

  it('keeps what the page’s state says of an error (its status), as the page’s JSON carries it', async () => {
    const { render } = await startPool(1);
    expect((await render('/gone')).state).toEqual({ error: { status: 404 } });
  });

  it('aborts the request thread’s read when the render gives it up at its deadline', async () => {
    const { render, reads } = await startPool(1);
    const page = await render('/times-out', 50);
    expect(page.html).toContain('given up (aborted)');
    await expect.poll(() => reads[0]?.signal?.aborted).toBe(true);
  });

  it('a render that fails rejects with its reason; the worker renders the next page', async () => {
    const { render } = await startPool(1);
    await expect(render('/fails')).rejects.toThrow('the page could not be rendered');
    expect((await render('/')).html).toContain('201 yes');
  });

  it('renders side by side: two pages at once go to two workers', async () => {
    const { render } = await startPool(2);
    const [first, second] = await Promise.all([render('/a'), render('/b')]);
    expect(thread(first.html)).not.toBe(thread(second.html));
  });

  it('a worker that dies fails its render (the page goes out as its frame) and is replaced', async () => {
    const { render } = await startPool(1);
    const before = thread((await render('/')).html);
    await expect(render('/dies')).rejects.toThrow('the render worker stopped (exit code 3)');
    // Until the replacement is up, a render finds no worker, as a page with no build: its frame.
    // A new worker starts a Node thread and loads the build: seconds on a loaded machine, past the poll's 1 s default.
    await expect.poll(async () => render('/').then((page) => thread(page.html), () => null), { timeout: 15_000 }).not.toBeNull();
    expect(thread((await render('/')).html)).not.toBe(before);
  });

  it('a render stuck past its deadline ends its worker (its page goes out as its frame), and a new worker renders the next', async () => {
    const { render } = await startPool(1, { stuckAfterDeadlineMs: 100 });
    await expect(render('/loops', 50)).rejects.toThrow('the render worker stopped');
    await expect.poll(async () => render('/').then((page) => page.html, () => ''), { timeout: 15_000 }).toContain('201 yes');
  });

  it('a build that cannot be loaded fails the setup, and is not loaded again in a loop', async () => {
    const pool = createRenderPool('/nowhere/render.js', 2, { respawnDelayMs: 0 });
    pools.push(pool);
    await expect(pool.setupRenderer({ publicUrl: 'https://site.example', apiFetch: async () => new Response('') })).rejects.toThrow();
    await expect(pool.renderPage({ url: 'https://site.example/', language: 'fr-fr', desktop: false, signedIn: false, nonce: 'n', deadline: Date.now() + 100 })).rejects.toThrow('no render worker');
  });

  it('never keeps a process that rendered a page from exiting', async () => {
    const script = `
      import { createRenderPool } from ${JSON.stringify(fileURLToPath(new URL('./render-pool.ts', import.meta.url)))};
      const pool = createRenderPool(${JSON.stringify(echoRenderer)}, 1);
      await pool.setupRenderer({ publicUrl: 'https://site.example', apiFetch: async () => new Response('ok') });
      const page = await pool.renderPage({ url: 'https://site.example/', language: 'fr-fr', desktop: false, signedIn: false, nonce: 'n', deadline: Date.now() + 1000 });
      console.log(page.html.includes('ok') ? 'rendered' : 'wrong page');`;
    const dir = mkdtempSync(join(tmpdir(), 'render-pool-'));
    writeFileSync(join(dir, 'render-once.mjs'), script);
    try {
      const out = await new Promise<string>((resolve, reject) =>
        execFile(process.execPath, [join(dir, 'render-once.mjs')], { timeout: 20_000 }, (error, stdout) => (error ? reject(error) : resolve(stdout))),
      );
      expect(out.trim()).toBe('rendered');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('takes the cores but the request thread’s, one at least and four at most', () => {
    expect([1, 2, 3, 8, 64].map((cores) => defaultRenderWorkers(cores))).toEqual([1, 1, 2, 4, 4]);
  });
});

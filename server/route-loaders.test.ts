import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestSandbox, type TestSandbox } from '../sandbox/testing.ts';
import type { RendererModule } from './render.ts';
import { serverRenderedPaths } from './pages.ts';
import sportSectionData from '../src/features/sportsbook/sport-section-data.ts';
import frameData from '../src/engine/frame-data.ts';
import shellData from '../src/features/shell/shell-data.ts';
import type { RouteDataArgs } from '../src/engine/route-data.ts';

/**
 * §2 Speed: a public page is rendered as the anchors render one (docs/architecture/site-server.md): the matched routes'
 * loaders (config/routes `data`) fill the request's query cache once, the app renders once, and the cache goes to the
 * browser dehydrated. The renderer is the app's own source, reading the sandbox's API in-process.
 */
const publicUrl = 'https://play.example.test';

let sandbox: TestSandbox;
let renderer: RendererModule;
const asked: string[] = [];

interface DehydratedQuery {
  queryKey: unknown[];
  state: { status: string; data: unknown };
}
const queriesOf = (state: unknown) => (state as { queries: { queries: DehydratedQuery[] } }).queries.queries;

const render = (path: string, options: { language?: string; desktop?: boolean } = {}) =>
  renderer.renderPage({ url: `${publicUrl}${path}`, language: options.language ?? 'fr-fr', desktop: options.desktop ?? false, signedIn: false, nonce: 'n', deadline: Date.now() + 60_000 });

/** The emotion classes the markup uses that no rule of the page's component sheet (its data-emotion ids) styles. */
function unstyledClasses(html: string, styles: string): string[] {
  const styled = new Set([...styles.matchAll(/data-emotion="css-server ([^"]*)"/g)].flatMap((match) => match[1].split(' ')));
  const used = new Set([...html.matchAll(/class="([^"]*)"/g)].flatMap((match) => [...match[1].matchAll(/\bcss-([a-z0-9]+)\b/g)].map((name) => name[1])));
  return [...used].filter((name) => !styled.has(name));
}

beforeAll(async () => {
  sandbox = await createTestSandbox();
  renderer = (await import('../src/server-render.tsx')) as RendererModule;
  await renderer.setupRenderer({
    publicUrl,
    apiFetch: (pathAndQuery, init) => {
      asked.push(pathAndQuery);
      return Promise.resolve(sandbox.app.request(pathAndQuery, init));
    },
    runtimeConfig: () => ({ gameOrigin: 'https://games.example.test' }),
  });
}, 120_000);
afterAll(async () => {
  await sandbox?.close();
});

describe('a public page rendered once, after its route loaders', () => {
  it('renders every server-rendered page once, on a phone and a desktop, its first screen complete, no query it reads left out of its route’s data', async () => {
    for (const path of [...serverRenderedPaths(), '/sport/Sport', '/sport/Results', '/sportsbook/prematch/1', '/sportsbook/live/1', '/sportsbook/tourneys/1', '/promotions/welcome-offer-1', '/no/such/page']) {
      for (const desktop of [false, true]) {
        const page = await render(path, { desktop });
        expect({ path, desktop, renders: page.renders, undeclared: page.undeclared, complete: page.complete }).toEqual({ path, desktop, renders: 1, undeclared: [], complete: true });
        // Drawn styled before any script: each component class on the page has its rule in the page's sheet.
        expect({ path, desktop, unstyled: unstyledClasses(page.html, page.styles) }).toEqual({ path, desktop, unstyled: [] });
        // Every style element is in the head's part, global sheets first, marked so that emotion's cache moves none of
        // them (src/ui/style-cache.ts): no style element is left in the markup React hydrates.
        expect({ path, desktop, inMarkup: page.html.includes('<style') }).toEqual({ path, desktop, inMarkup: false });
        expect(page.styles).toMatch(/^(<style data-emotion="css-global [a-z0-9]+" data-s="" nonce="n">[^<]*<\/style>)+<style data-emotion="css-server [^"]+" data-s="" nonce="n">[^<]*<\/style>$/);
      }
    }
  }, 600_000);

  it('asks the API once for each query the sport home’s routes declare, and sends every answer to the browser in the dehydrated state', async () => {
    asked.length = 0;
    const page = await render('/sport/Home');
    const args: RouteDataArgs = { routeId: 'sport-page', params: { section: 'Home' }, search: new URLSearchParams(), desktop: false, language: 'fr-fr', signedIn: false, server: true };
    const declared = [...frameData.queries(args), ...shellData.queries(args), ...sportSectionData.queries(args)].map((query) => JSON.stringify(query.queryKey));
    const sent = queriesOf(page.state);
    expect(sent.map((query) => JSON.stringify(query.queryKey)).sort()).toEqual([...declared].sort());
    for (const query of sent) expect({ key: query.queryKey, status: query.state.status }).toEqual({ key: query.queryKey, status: 'success' });
    // One request per query, none asked twice (a render pass per answer asked some again).
    expect(asked.length).toBe(declared.length);
    expect(new Set(asked).size).toBe(asked.length);
    // What the loaders read is what the page shows: the live list's first event, by its teams.
    const live = sent.find((query) => JSON.stringify(query.queryKey).includes('"section":"live"'))!.state.data as { items: { home: { name: string } }[] };
    expect(live.items.length).toBeGreaterThan(0);
    expect(page.html).toContain(live.items[0].home.name);
  }, 120_000);

  it('fetches a league’s events once the leagues say its id: a query that needs another’s answer comes in the next round, not a second render', async () => {
    const leagues = (await sandbox.call('GET', '/api/sportsbook/leagues?sport=1')).json as { items: { id: number; slug: string; name: string; prematchCount: number }[] };
    const league = leagues.items.find((entry) => entry.prematchCount > 0)!;
    const page = await render(`/sportsbook/tourneys/1?league=${league.slug}`);
    expect(page.renders).toBe(1);
    expect(page.complete).toBe(true);
    const events = queriesOf(page.state).find((query) => JSON.stringify(query.queryKey).includes(`"league":${league.id}`));
    expect(events?.state.status).toBe('success');
    expect(page.html).toContain(league.name);
  }, 120_000);
});

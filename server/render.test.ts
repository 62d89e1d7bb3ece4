import { gunzipSync } from 'node:zlib';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { changesPublicContent } from '../sandbox/app.ts';
import { controlSecretHeader } from '../sandbox/control.ts';
import { createTestSandbox, type TestSandbox } from '../sandbox/testing.ts';
import type { RendererModule } from './render.ts';
import { guessDesktop, intervalLogger, defaultRenderCacheMs } from './render.ts';
import { createSiteApp, type SiteSettings } from './site.ts';
import { withRenderedApp } from './static.ts';
import { languages } from '../config/languages/index.ts';
import { offerForPage, offerText } from '../src/features/promotions/offers.ts';
import { sportEmbedOrigins } from './sport-embed-origins.ts';

/**
 * §2 Speed: the public pages arrive rendered. The renderer is the app's own source (src/server-render.tsx, what the
 * build bundles for Node), reading the sandbox's API in-process, or an API that hangs or fails.
 */
const publicUrl = 'https://play.example.test';
/** Where the operator's posters and game pages come from (GAME_ORIGIN): the pages' addresses are built on it. */
const gameOrigin = 'https://games.example.test';
const languagesDir = join(import.meta.dirname, '..', 'config', 'languages');
const contentDir = join(import.meta.dirname, '..', 'config', 'content');
const packText = (code: string, area: string, key: string) => (JSON.parse(readFileSync(join(languagesDir, code, `${area}.json`), 'utf8')) as Record<string, string>)[key];
/** The first heading of a content page's text, as operators wrote it. */
const contentTitle = (code: string, page: string) => /^# (.+)$/m.exec(readFileSync(join(contentDir, code, `${page}.md`), 'utf8'))![1];
/** The page's visible text: markup, styles and scripts left out, entities of the five characters decoded. */
const visibleText = (html: string) =>
  html
    .replace(/<(style|script)\b[^>]*>[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');

let sandbox: TestSandbox;
let renderer: RendererModule;
const asked: string[] = [];
const sandboxApi = (pathAndQuery: string, init: RequestInit) => {
  asked.push(pathAndQuery);
  return Promise.resolve(sandbox.app.request(pathAndQuery, init));
};
/** An API that never answers until the request is given up. */
const hangingApi = (_pathAndQuery: string, init: RequestInit) =>
  new Promise<Response>((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))));

const render = (path: string, language: string, options: { nonce?: string; deadlineMs?: number; desktop?: boolean } = {}) =>
  renderer.renderPage({ url: `${publicUrl}${path}`, language, desktop: options.desktop ?? true, signedIn: false, nonce: options.nonce ?? 'test-nonce', deadline: Date.now() + (options.deadlineMs ?? 10_000) });

beforeAll(async () => {
  sandbox = await createTestSandbox();
  renderer = (await import('../src/server-render.tsx')) as RendererModule;
  await renderer.setupRenderer({ publicUrl, apiFetch: sandboxApi, runtimeConfig: () => ({ gameOrigin }) });
  // As the server's own warm-up does at start: the lazy parts are loaded before the renders under test.
  for (const path of ['/sport/Home', '/slots/casino', '/help']) for (const desktop of [true, false]) await render(path, 'fr-fr', { desktop, deadlineMs: 60_000 });
}, 120_000);
afterAll(async () => {
  await sandbox?.close();
});

describe('a public page rendered on the server', () => {
  it('shows the sport home’s events with their prices in the first HTML, read from the API', async () => {
    const page = await render('/sport/Home', 'fr-fr');
    expect(page.complete).toBe(true);
    const text = visibleText(page.html);
    const listed = (await sandbox.call('GET', '/api/sportsbook/events?section=live&markets=match-result&limit=3')).json as {
      items: { home: { name: string }; away: { name: string }; markets: { outcomes: { price: string }[] }[] }[];
    };
    expect(listed.items.length).toBeGreaterThan(0);
    for (const event of listed.items) {
      expect(text).toContain(event.home.name);
      expect(text).toContain(event.away.name);
    }
    // The prices as the page read them, in the French decimal format (§3 Odds formats).
    const state = page.state as { queries: { queries: { queryKey: unknown[]; state: { data: unknown } }[] } };
    const liveList = state.queries.queries.find((query) => query.queryKey[0] === '/api/sportsbook/events' && JSON.stringify(query.queryKey).includes('"live"'));
    const firstEvent = (liveList!.state.data as typeof listed).items[0];
    const price = firstEvent.markets[0].outcomes[0].price.replace('.', ',');
    expect(text).toContain(`${firstEvent.home.name}`);
    expect(text).toContain(price);
  });

  it('keeps the sport home’s first HTML to the first screen: each list’s first four rows, room kept for the rest', async () => {
    // §2 Speed: the rows below the fold come after the page's load; the first HTML is parsed, laid out and hydrated on a phone.
    for (const desktop of [true, false]) {
      const page = await render('/sport/Home', 'fr-fr', { desktop });
      // The two lists, each in the section its heading names (one landmark per list: axe landmark-unique).
      expect(page.html).toContain('aria-labelledby="home-live"');
      expect(page.html).toContain('aria-labelledby="home-upcoming"');
      expect(page.html.match(/data-testid="event-row"/g)!.length).toBe(8);
      expect(page.html).toMatch(/style="--rows:6;--headers:\d+"/);
    }
  });

  it('shows a content page’s text in the negotiated language, header and footer around it', async () => {
    for (const code of ['fr-fr', 'ar']) {
      const page = await render('/help', code);
      const text = visibleText(page.html);
      expect(text).toContain(contentTitle(code, 'help'));
      expect(text).toContain(packText(code, 'shell', 'skipToContent'));
      expect(page.html).toContain('<footer');
    }
  });

  it('keeps no state between requests: pages in different languages rendered at the same time each get their own', async () => {
    const order = ['fr-fr', 'ar', 'fr-fr', 'ar', 'en-US', 'ar'];
    const pages = await Promise.all(order.map((code, index) => render(index % 2 ? '/help' : '/responsible-gambling', code)));
    pages.forEach((page, index) => {
      const code = order[index];
      const page_ = index % 2 ? 'help' : 'responsible-gambling';
      const text = visibleText(page.html);
      expect(page.state).toMatchObject({ language: code });
      expect(text).toContain(contentTitle(code, page_));
      for (const other of ['fr-fr', 'ar', 'en-US'].filter((candidate) => candidate !== code)) {
        expect(text, `${code} page holds ${other}'s text`).not.toContain(packText(other, 'shell', 'skipToContent'));
      }
    });
  });

  it('puts this answer’s nonce on every inline style, and no style or script in the markup', async () => {
    const page = await render('/slots/casino', 'fr-fr', { nonce: 'n0nce-of-this-answer' });
    const styles = `${page.styles}${page.prelude}`.match(/<style\b[^>]*>/g) ?? [];
    expect(styles.length).toBeGreaterThan(0);
    for (const tag of styles) expect(tag).toContain('nonce="n0nce-of-this-answer"');
    expect(page.html).not.toMatch(/<style\b/);
    expect(page.html).not.toMatch(/<script\b/);
  });

  it('renders the layout the server guessed: the phone header for a phone, the desktop header for a desktop', async () => {
    const phone = await render('/help', 'fr-fr', { desktop: false });
    const desktop = await render('/help', 'fr-fr', { desktop: true });
    expect(phone.state).toMatchObject({ desktop: false });
    expect(desktop.state).toMatchObject({ desktop: true });
    expect(phone.html).not.toEqual(desktop.html);
  });

  it('renders the header signed in for a browser whose hint says a player is signed in, without asking for the player’s data', async () => {
    asked.length = 0;
    const guest = await renderer.renderPage({ url: `${publicUrl}/help`, language: 'fr-fr', desktop: true, signedIn: false, nonce: 'n', deadline: Date.now() + 10_000 });
    const player = await renderer.renderPage({ url: `${publicUrl}/help`, language: 'fr-fr', desktop: true, signedIn: true, nonce: 'n', deadline: Date.now() + 10_000 });
    expect(guest.html).toContain('data-testid="header-sign-in"');
    expect(player.html).not.toContain('data-testid="header-sign-in"');
    expect(player.html).not.toContain('data-testid="header-register"');
    expect(player.html).toContain('data-testid="header-deposit"');
    expect(player.state).toMatchObject({ signedIn: true });
    // The server holds no token: nothing only a player may read is asked for.
    expect(asked.filter((path) => path.startsWith('/api/accounts/user'))).toEqual([]);
  });

  it('renders a returning player’s sport home and casino lobby in the signed-in frame: the public content, the header without figures, no guest sign-in (§2 Speed)', async () => {
    asked.length = 0;
    const signedIn = (path: string, desktop: boolean) =>
      renderer.renderPage({ url: `${publicUrl}${path}`, language: 'fr-fr', desktop, signedIn: true, nonce: 'n', deadline: Date.now() + 10_000 });
    const live = await listed('live');
    for (const desktop of [true, false]) {
      const home = await signedIn('/sport/Home', desktop);
      const text = visibleText(home.html);
      // The lists and their prices, as a guest's page has them.
      for (const event of live.slice(0, 2)) expect(text).toContain(event.home.name);
      expect(home.html).toMatch(/class="price"[^>]*>\d+,\d{2}</);
      // The signed-in header: Deposit, the balance's placeholder, no sign-in or register.
      expect(home.html).toContain('data-testid="header-deposit"');
      expect(home.html).not.toContain('data-testid="header-sign-in"');
      expect(home.html).not.toContain('data-testid="header-register"');
      expect(home.html).not.toContain('data-testid="balance-label"');
      expect(home.html).not.toContain('data-testid="header-balance"');
      if (desktop) expect(text).toContain((JSON.parse(readFileSync(join(languagesDir, 'fr-fr', 'auth.json'), 'utf8')) as { balance: { loading: string } }).balance.loading);
      expect(home.state).toMatchObject({ signedIn: true, complete: true });
      const lobby = await signedIn('/slots/casino', desktop);
      expect(lobby.html).toContain(`<h1>${(JSON.parse(readFileSync(join(languagesDir, 'fr-fr', 'casino.json'), 'utf8')) as { lobby: { casino: string } }).lobby.casino}</h1>`);
      expect(lobby.html).toContain('data-testid="header-deposit"');
      expect(lobby.html).not.toContain('data-testid="header-sign-in"');
    }
    // The server holds no token: nothing only a player may read is asked for.
    expect(asked.filter((path) => path.startsWith('/api/accounts/user') || path.startsWith('/api/users/'))).toEqual([]);
  });

  it('never asks the API for a signed-in player’s data on a guest’s page', async () => {
    asked.length = 0;
    await render('/sport/Home', 'fr-fr');
    expect(asked.length).toBeGreaterThan(0);
    expect(asked.filter((path) => path.startsWith('/api/accounts/user'))).toEqual([]);
  });
});

interface ListedEvent {
  id: number;
  home: { name: string };
  away: { name: string };
  startAt: string;
  league: { name: string; country: { name: string } };
  markets: { status: string; outcomes: { price: string; status: string }[] }[];
}
const listed = async (section: 'live' | 'prematch', extra = '') =>
  ((await sandbox.call('GET', `/api/sportsbook/events?section=${section}&markets=match-result${extra}&limit=50`)).json as { items: ListedEvent[] }).items;
/** A price as a French page writes it (§3 Odds formats). */
const frenchPrice = (price: string) => price.replace('.', ',');

describe('the sportsbook lists, event pages and promotions rendered on the server', () => {
  it('shows a prematch list’s first screen of events with their prices, and leaves the rows below it to the browser', async () => {
    const page = await render('/sportsbook/prematch/1', 'fr-fr');
    expect(page.complete).toBe(true);
    const text = visibleText(page.html);
    const events = await listed('prematch', '&sport=1');
    expect(events.length).toBeGreaterThan(20);
    // The list's head: the first rows, each with its teams and its open prices.
    for (const event of events.slice(0, 3)) {
      expect(text).toContain(event.home.name);
      expect(text).toContain(event.away.name);
      const open = event.markets[0]?.outcomes.filter((outcome) => outcome.status === 'open') ?? [];
      for (const outcome of open) expect(text).toContain(frenchPrice(outcome.price));
    }
    // A long list sends its first screen only: the rows further down are mounted by the browser as they scroll in.
    const rows = page.html.match(/data-testid="event-row"/g) ?? [];
    expect(rows.length).toBeGreaterThan(3);
    expect(rows.length).toBeLessThan(events.length);
    // By the row's event id: a team's name may also stand in a row of the first screen (another of its matches).
    expect(page.html).not.toContain(`data-event="${events.at(-1)!.id}"`);
  });

  it('shows a sport’s leagues on the tourney list', async () => {
    const page = await render('/sportsbook/tourneys/1', 'ar');
    const leagues = (await sandbox.call('GET', '/api/sportsbook/leagues?sport=1')).json as { items: { name: string; prematchCount: number }[] };
    const shown = leagues.items.filter((league) => league.prematchCount > 0);
    expect(shown.length).toBeGreaterThan(0);
    for (const league of shown.slice(0, 5)) expect(visibleText(page.html)).toContain(league.name);
  });

  it('shows an event’s teams, start and prices, and describes it for search engines (SportsEvent: teams, start, league)', async () => {
    const event = (await listed('prematch')).find((candidate) => candidate.markets.length > 0)!;
    const page = await render(`/sportsbook/event/line/${event.id}`, 'fr-fr');
    expect(page.status).toBe(200);
    const text = visibleText(page.html);
    expect(text).toContain(`${event.home.name} – ${event.away.name}`);
    for (const outcome of event.markets[0].outcomes) expect(text).toContain(frenchPrice(outcome.price));
    expect(page.structuredData).toEqual([
      expect.objectContaining({
        '@context': 'https://schema.org',
        '@type': 'SportsEvent',
        startDate: event.startAt,
        homeTeam: { '@type': 'SportsTeam', name: event.home.name },
        awayTeam: { '@type': 'SportsTeam', name: event.away.name },
        superEvent: expect.objectContaining({ name: `${event.league.country.name} · ${event.league.name}` }),
      }),
    ]);
  });

  it('shows an unknown event as not found and says so (404), with the feed’s answer kept for the browser', async () => {
    const page = await render('/sportsbook/event/line/999999999', 'ar');
    expect(page.status).toBe(404);
    const sportsbookPack = JSON.parse(readFileSync(join(languagesDir, 'ar', 'sportsbook.json'), 'utf8')) as { event: { notFoundTitle: string } };
    expect(visibleText(page.html)).toContain(sportsbookPack.event.notFoundTitle);
    expect(page.html).toContain('data-testid="sportsbook-message"');
    expect(page.structuredData).toEqual([]);
    // The browser hydrates the same not-found page instead of asking again and showing "loading" meanwhile.
    const queries = (page.state as { queries: { queries: { queryKey: unknown[]; state: { status: string } }[] } }).queries.queries;
    expect(queries.find((query) => query.queryKey[0] === '/api/sportsbook/events/999999999')?.state.status).toBe('error');
  });

  it('shows the promotions and an offer’s title, text and terms in the negotiated language; an unknown offer is not found', async () => {
    const offer = offerForPage('promotions-welcome-offer', { offer: 'welcome-offer-1' })!;
    for (const code of ['fr-fr', 'ar']) {
      const language = languages.find((candidate) => candidate.code === code)!;
      const words = offerText(offer, code, 'fr-fr', language.dateLocale, 'TND');
      const detail = await render('/promotions/welcome-offer-1', code);
      expect(detail.status).toBe(200);
      const text = visibleText(detail.html);
      // Spaces as the page's text has them (the figures' no-break spaces are white space too).
      const spaced = (words_: string) => words_.replace(/\s+/g, ' ');
      expect(text).toContain(spaced(words.title));
      expect(text).toContain(spaced(words.summary));
      expect(text).toContain(spaced(words.terms[0]));
      const list = await render('/promotions', code);
      expect(visibleText(list.html)).toContain(spaced(words.title));
    }
    const unknown = await render('/promotions-detail/no-such-offer', 'fr-fr');
    expect(unknown.status).toBe(404);
    expect(unknown.html).toContain('data-testid="promotion-not-found"');
  });
});

describe('the casino lobbies rendered on the server', () => {
  /** The game names of the cards in a page's markup, in order. */
  const cardNames = (html: string) => [...html.matchAll(/<span class="name">([^<]*)<\/span>/g)].map((match) => match[1].replace(/&#x27;/g, "'").replace(/&amp;/g, '&'));
  const lobbyTitle = (code: string, key: string) => (JSON.parse(readFileSync(join(languagesDir, code, 'casino.json'), 'utf8')) as { lobby: Record<string, string> }).lobby[key];

  it('shows a guest the first screen of games, names and posters, in the first HTML, in French and Arabic (§2 Slots and casino)', async () => {
    // The first integration's list as its API answers it: the slots lobby starts with its games, in its order.
    const first = (await sandbox.call('GET', '/api/casino/first/v2/games/?platform=desktop')).json as { items: { identifier: string; title: string }[] };
    const firstMobile = (await sandbox.call('GET', '/api/casino/first/v2/games/?platform=mobile')).json as { items: { title: string }[] };
    for (const code of ['fr-fr', 'ar']) {
      const page = await render('/slots/casino', code);
      expect(page.complete).toBe(true);
      expect(visibleText(page.html)).toContain(lobbyTitle(code, 'casino'));
      expect(cardNames(page.html)).toEqual(first.items.slice(0, 16).map((item) => item.title));
      expect(page.html).toContain(`src="${gameOrigin}/images/first/${encodeURIComponent(first.items[0].identifier)}.svg"`);
      // The first row's posters load first: they are the page's largest paint.
      expect(page.html.match(/<img [^>]*fetchPriority="high"/g)?.length).toBe(8);
      const phone = await render('/slots/casino', code, { desktop: false });
      expect(cardNames(phone.html)).toEqual(firstMobile.items.slice(0, 6).map((item) => item.title));
    }
  });

  it('shows the live tables on the live-casino lobby, and every provider’s games counted on the whole lobby', async () => {
    const third = (await sandbox.call('GET', '/api/casino/third/games/?producers=evosw,spribe,vivogaming&page_size=1000')).json as { games: { name: string; game_type: string }[] };
    const liveNames = new Set(third.games.filter((game) => game.game_type === 'live').map((game) => game.name));
    const live = await render('/slots/live-casino', 'ar');
    expect(visibleText(live.html)).toContain(lobbyTitle('ar', 'liveCasino'));
    const names = cardNames(live.html);
    expect(names).toHaveLength(16);
    for (const name of names) expect(liveNames.has(name), name).toBe(true);
    // The count the lobby says once its lists are in (2939 + 878 + 101 + a guest's default list of 4, §4) is already
    // in the first HTML: it does not jump as the browser's lists arrive.
    const first = (await sandbox.call('GET', '/api/casino/first/v2/games/?platform=desktop')).json as { items: unknown[] };
    const second = (await sandbox.call('GET', '/api/casino/outcome/v2/gamelist/')).json as unknown[];
    const all = await render('/slots/all', 'fr-fr');
    expect(visibleText(all.html)).toContain(`Jeux : ${first.items.length + second.length + third.games.length + 4}`);
  });

  it('shows a returning player the same first screen of games (their lists begin with it), without the count a guest’s default list would skew', async () => {
    const first = (await sandbox.call('GET', '/api/casino/first/v2/games/?platform=desktop')).json as { items: { title: string }[] };
    const player = await renderer.renderPage({ url: `${publicUrl}/slots/casino`, language: 'fr-fr', desktop: true, signedIn: true, nonce: 'n', deadline: Date.now() + 10_000 });
    expect(player.complete).toBe(true);
    expect(cardNames(player.html)).toEqual(first.items.slice(0, 16).map((item) => item.title));
    // The whole lobby's count includes a guest's default list (§4): a player's is their lists' own, said once they are in.
    const all = await renderer.renderPage({ url: `${publicUrl}/slots/all`, language: 'fr-fr', desktop: true, signedIn: true, nonce: 'n', deadline: Date.now() + 10_000 });
    expect(cardNames(all.html)).toHaveLength(16);
    expect(visibleText(all.html)).not.toContain('Jeux :');
  });

  it('leaves a filtered lobby to the browser, and asks the API for nothing a guest’s page does not show', async () => {
    asked.length = 0;
    const filtered = await render('/slots/casino?categories=megaways', 'fr-fr');
    expect(cardNames(filtered.html)).toEqual([]);
    expect(asked.filter((path) => path.startsWith('/api/casino/first/'))).toEqual([]);
  });
});

describe('when the API hangs', () => {
  it('answers by the deadline with the page’s frame and its localized loading state', async () => {
    await renderer.setupRenderer({ publicUrl, apiFetch: hangingApi });
    try {
      const started = Date.now();
      const page = await render('/sport/Home', 'fr-fr', { deadlineMs: 150 });
      expect(Date.now() - started).toBeLessThan(5_000);
      const text = visibleText(page.html);
      expect(text).toContain(packText('fr-fr', 'engine', 'loading'));
      expect(text).toContain(packText('fr-fr', 'shell', 'skipToContent'));
      // A content page needs no API: its text is there all the same.
      const help = await render('/help', 'fr-fr', { deadlineMs: 150 });
      expect(visibleText(help.html)).toContain(contentTitle('fr-fr', 'help'));
    } finally {
      await renderer.setupRenderer({ publicUrl, apiFetch: sandboxApi });
    }
  });
});

describe('the site serving rendered pages', () => {
  const root = mkdtempSync(join(tmpdir(), 'site-render-test-'));
  const dist = join(root, 'dist');
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  const site = (
    api: (request: Request) => Response | Promise<Response>,
    log: { info: () => void; error: (message: string) => void },
    now: () => number,
    pageRenderer: RendererModule = renderer,
    renderCacheMs?: number,
  ) => {
    mkdirSync(dist, { recursive: true });
    writeFileSync(join(dist, 'index.html'), '<!doctype html><html lang="fr" dir="ltr"><head><title>t</title><meta name="description" content="d" /><!--RUNTIME_CONFIG--></head><body><div id="root"></div></body></html>');
    const settings: SiteSettings = { staticDir: dist, publicUrl, gameOrigin: 'https://games.example.test', sportOrigins: [], sportEmbedOrigins: sportEmbedOrigins({}, 'https://games.example.test') };
    return createSiteApp({
      settings: () => settings,
      log,
      now,
      renderDeadlineMs: 2_000,
      api: { prefixes: ['/api/', '/content/', '/services/', '/sandbox/'], fetch: api, changesPublicContent },
      loadRenderer: async () => pageRenderer,
      renderCacheMs,
    });
  };

  it('answers a public page with its markup in the root, the state beside it and every script under this answer’s nonce', async () => {
    const app = site((request) => sandbox.app.request(new URL(request.url).pathname + new URL(request.url).search, request), { info: () => {}, error: () => {} }, Date.now);
    const response = await app.request(`${publicUrl}/help`, { headers: { Accept: 'text/html', 'Accept-Language': 'ar' } });
    expect(response.status).toBe(200);
    const html = await response.text();
    const nonce = /'nonce-([^']+)'/.exec(response.headers.get('Content-Security-Policy') ?? '')![1];
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(visibleText(html.slice(html.indexOf('<div id="root">')))).toContain(contentTitle('ar', 'help'));
    expect(html).toContain('id="server-render"');
    for (const tag of html.match(/<script\b[^>]*>/g)!) expect(tag).toContain(`nonce="${nonce}"`);
    for (const tag of html.match(/<style\b[^>]*>/g)!) expect(tag).toContain(`nonce="${nonce}"`);
    // A player's own page stays the frame the browser renders.
    const profile = await (await app.request(`${publicUrl}/profile/user-info`, { headers: { Accept: 'text/html' } })).text();
    expect(profile).toContain('<div id="root"></div>');
  });

  const sandboxSite = () => site((request) => sandbox.app.request(new URL(request.url).pathname + new URL(request.url).search, request), { info: () => {}, error: () => {} }, Date.now);

  it('answers an event page with its SportsEvent JSON-LD in the head, under this answer’s nonce', async () => {
    const event = (await listed('prematch')).find((candidate) => candidate.markets.length > 0)!;
    const response = await sandboxSite().request(`${publicUrl}/sportsbook/event/line/${event.id}`, { headers: { Accept: 'text/html' } });
    expect(response.status).toBe(200);
    const html = await response.text();
    const nonce = /'nonce-([^']+)'/.exec(response.headers.get('Content-Security-Policy') ?? '')![1];
    const head = html.slice(0, html.indexOf('</head>'));
    const [, attributes, json] = /<script([^>]*type="application\/ld\+json"[^>]*)>([^<]*)<\/script>/.exec(head)!;
    expect(attributes).toContain(`nonce="${nonce}"`);
    expect(JSON.parse(json)).toMatchObject({ '@type': 'SportsEvent', startDate: event.startAt, homeTeam: { name: event.home.name }, awayTeam: { name: event.away.name } });
    for (const tag of html.match(/<script\b[^>]*>/g)!) expect(tag).toContain(`nonce="${nonce}"`);
  });

  it("starts the worker that loads ICU's data off the main thread for the page's language, before the page's markup (src/engine/intl-warmup.ts)", async () => {
    for (const [language, locale] of [
      ['ar', 'ar-TN'],
      ['fr-fr', 'fr-FR'],
    ] as const) {
      const html = await (await sandboxSite().request(`${publicUrl}/sport/Home`, { headers: { Accept: 'text/html', 'Accept-Language': language } })).text();
      const starter = html.indexOf(`new Worker("/intl-warmup.js").postMessage({"locale":"${locale}","timeZone":"Africa/Tunis","currency":"TND"})`);
      expect(starter, language).toBeGreaterThan(0);
      expect(starter, language).toBeLessThan(html.indexOf('<div id="root">'));
    }
  });

  it('writes structured data so that no name can end its script: < is escaped in the JSON', () => {
    const name = 'Team </script><script>alert(1)</script>';
    const html = withRenderedApp('<html><head></head><body><div id="root"></div></body></html>', { html: '', state: {}, structuredData: [{ '@type': 'SportsEvent', name }] });
    const [, json] = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)!;
    expect(json).not.toContain('<');
    expect(JSON.parse(json)).toEqual({ '@type': 'SportsEvent', name });
    // The structured data, the early-tap recorder (src/engine/early-taps.ts) and the server's state: no other.
    expect(html.match(/<script\b/g)).toHaveLength(3);
  });

  it('answers an unknown event and an unknown promotion with 404 and the not-found page in the negotiated language', async () => {
    const app = sandboxSite();
    const notFoundTitle = (code: string) => (JSON.parse(readFileSync(join(languagesDir, code, 'engine.json'), 'utf8')) as { titles: { notFound: string } }).titles.notFound;
    for (const [path, language] of [
      ['/sportsbook/event/line/999999999', 'ar'],
      ['/sportsbook/event/live/999999999', 'fr-fr'],
      ['/promotions-detail/no-such-offer', 'ar'],
      ['/no-such-page/at-all', 'fr-fr'],
    ] as const) {
      const response = await app.request(`${publicUrl}${path}`, { headers: { Accept: 'text/html', 'Accept-Language': language } });
      expect(response.status, path).toBe(404);
      const html = await response.text();
      expect(html, path).toContain(`<title>${notFoundTitle(language)} – `);
      expect(html, path).toContain('id="server-render"');
      expect(html, path).not.toContain('application/ld+json');
    }
    // A known one is a page.
    const known = await app.request(`${publicUrl}/promotions/welcome-offer-2`, { headers: { Accept: 'text/html' } });
    expect(known.status).toBe(200);
  });

  it('lists the upcoming events in sitemap.xml beside the pages, and the pages alone when the API fails', async () => {
    const upcoming = ((await sandbox.call('GET', '/api/sportsbook/events?section=prematch&limit=200')).json as { items: { id: number }[] }).items;
    expect(upcoming.length).toBeGreaterThan(0);
    const sitemap = await (await sandboxSite().request(`${publicUrl}/sitemap.xml`)).text();
    for (const event of upcoming.slice(0, 20)) expect(sitemap).toContain(`<loc>${publicUrl}/sportsbook/event/line/${event.id}</loc>`);
    expect(sitemap).toContain(`<loc>${publicUrl}/sport/Home</loc>`);
    // Started events are no upcoming events.
    const live = await listed('live');
    for (const event of live) expect(sitemap).not.toContain(`/sportsbook/event/line/${event.id}<`);
    const lines: string[] = [];
    const failing = site(() => new Response('{}', { status: 503 }), { info: () => {}, error: (message) => lines.push(message) }, Date.now);
    const pagesOnly = await (await failing.request(`${publicUrl}/sitemap.xml`)).text();
    expect(pagesOnly).toContain(`<loc>${publicUrl}/sport/Home</loc>`);
    expect(pagesOnly).not.toContain('/sportsbook/event/line/');
    expect(lines).toHaveLength(1);
  });

  it('serves one render to every guest of a page for a short while, each answer under its own nonce; a write to the API renders it anew, and past the interval the old page serves while the next one renders, one interval at most', async () => {
    let clock = 5_000_000;
    const renders: string[] = [];
    const finished: string[] = [];
    // While held, a render waits: a guest who is answered meanwhile was not waiting for it.
    let held: Promise<void> = Promise.resolve();
    let release = () => {};
    const counting: RendererModule = {
      ...renderer,
      renderPage: async (request) => {
        renders.push(`${request.url}|${request.language}`);
        await held;
        const rendered = await renderer.renderPage(request);
        finished.push(request.url);
        return rendered;
      },
    };
    const app = site((request) => sandbox.app.request(new URL(request.url).pathname + new URL(request.url).search, request), { info: () => {}, error: () => {} }, () => clock, counting, defaultRenderCacheMs);
    const page = async (path: string, language = 'fr-fr', acceptEncoding?: string) => {
      const response = await app.request(`${publicUrl}${path}`, { headers: { Accept: 'text/html', 'Accept-Language': language, ...(acceptEncoding ? { 'Accept-Encoding': acceptEncoding } : {}) } });
      const body = Buffer.from(await response.arrayBuffer());
      const html = (response.headers.get('Content-Encoding') === 'gzip' ? gunzipSync(body) : body).toString('utf8');
      return { html, nonce: /'nonce-([^']+)'/.exec(response.headers.get('Content-Security-Policy') ?? '')![1], encoding: response.headers.get('Content-Encoding') };
    };
    // Three guests at once, then two more (one taking gzip, as browsers do: the kept page compressed once, each
    // answer's nonce written into it): one render between them, and each answer's tags carry its own nonce only.
    const answers = [...(await Promise.all([page('/sport/Home'), page('/sport/Home'), page('/sport/Home')])), await page('/sport/Home'), await page('/sport/Home', 'fr-fr', 'gzip, deflate, br')];
    expect(answers.map((answer) => answer.encoding)).toEqual([null, null, null, null, 'gzip']);
    expect(renders).toHaveLength(1);
    expect(new Set(answers.map((answer) => answer.nonce)).size).toBe(5);
    for (const answer of answers) {
      const nonces = new Set([...answer.html.matchAll(/nonce="([^"]+)"/g)].map((match) => match[1]));
      expect(nonces).toEqual(new Set([answer.nonce]));
      expect(visibleText(answer.html)).toBe(visibleText(answers[0].html.replaceAll(answers[0].nonce, answer.nonce)));
    }
    // Another language or another page is its own render.
    expect((await page('/sport/Home', 'ar')).html).toContain('<html lang="ar" dir="rtl">');
    await page('/help');
    expect(renders).toHaveLength(3);
    // A refused write (a stranger's failed sign-in) changes nothing: the kept page still serves (§5 Bounds).
    const refused = await app.request(`${publicUrl}/api/accounts/login/`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ username: 'nobody', password: 'wrong' }) });
    expect(refused.status).toBeGreaterThanOrEqual(400);
    await page('/sport/Home');
    expect(renders).toHaveLength(3);
    // A write that changes what guests see (here the test hooks' clock, which moves the feed) renders the page anew.
    const moved = await app.request(`${publicUrl}/sandbox/clock`, { method: 'POST', headers: { 'Content-Type': 'application/json', [controlSecretHeader]: sandbox.context.config.controlSecret }, body: JSON.stringify({ advanceMs: 1 }) });
    expect(moved.status).toBe(200);
    await page('/sport/Home');
    expect(renders).toHaveLength(4);
    const current = await page('/sport/Home');
    expect(renders).toHaveLength(4);
    // Past its interval the page still serves, under each answer's own nonce, while its successor renders behind it.
    clock += defaultRenderCacheMs + 1;
    held = new Promise((resolve) => (release = resolve));
    const late = await page('/sport/Home');
    expect(renders).toHaveLength(5);
    expect(finished).toHaveLength(4);
    release();
    expect(visibleText(late.html.replaceAll(late.nonce, current.nonce))).toBe(visibleText(current.html));
    expect(new Set([...late.html.matchAll(/nonce="([^"]+)"/g)].map((match) => match[1]))).toEqual(new Set([late.nonce]));
    await vi.waitFor(() => expect(finished).toHaveLength(5));
    await page('/sport/Home');
    expect(renders).toHaveLength(5);
    // Never more than one interval late: a page older than that is rendered while the guest waits.
    clock += 2 * defaultRenderCacheMs + 1;
    await page('/sport/Home');
    expect(renders).toHaveLength(6);
    expect(finished).toHaveLength(6);
  });

  it('answers a browser with the signed-in hint with the signed-in frame, kept apart from the guests’ page and shared between players, and never with a player’s own data (§2 Speed)', async () => {
    let clock = 7_000_000;
    const renders: string[] = [];
    const counting: RendererModule = {
      ...renderer,
      renderPage: (request) => {
        renders.push(`${request.url}|${request.language}|${request.signedIn}${request.hints?.oddsFormat ? `|odds ${request.hints.oddsFormat}` : ''}`);
        return renderer.renderPage(request);
      },
    };
    const app = site((request) => sandbox.app.request(new URL(request.url).pathname + new URL(request.url).search, request), { info: () => {}, error: () => {} }, () => clock, counting, defaultRenderCacheMs);
    const player = await sandbox.login('player1');
    const user = (await sandbox.call('GET', '/api/accounts/user', { token: player.access })).json as { username: string; balance: string };
    const page = async (headers: Record<string, string>) => {
      const response = await app.request(`${publicUrl}/sport/Home`, { headers: { Accept: 'text/html', 'Accept-Language': 'fr-fr', ...headers } });
      expect(response.status).toBe(200);
      return response.text();
    };
    const guest = await page({});
    // The player's browser sends its hint, and (were it to) its token: the server reads the hint alone.
    const signedIn = await page({ Cookie: 'lang=fr-fr; signedIn=1', Authorization: `Bearer ${player.access}` });
    // A guest's odds format cookie (left by a player who signed out elsewhere) changes nothing; a made-up one neither.
    const guestAgain = await page({ Cookie: 'oddsFormat=1' });
    const anotherPlayer = await page({ Cookie: 'signedIn=1; oddsFormat=fractions' });
    // One render per frame: the guests share theirs, the players theirs.
    expect(renders).toEqual([`${publicUrl}/sport/Home|fr-fr|false`, `${publicUrl}/sport/Home|fr-fr|true`]);
    // A player who reads fractional odds (§3; their format's cookie) gets the prices so, in a page of that format's own.
    const fractional = await page({ Cookie: 'signedIn=1; oddsFormat=1' });
    expect(renders.slice(2)).toEqual([`${publicUrl}/sport/Home|fr-fr|true|odds 1`]);
    expect(fractional).toMatch(/class="price"[^>]*>\d+\/\d+</);
    expect(fractional).not.toMatch(/class="price"[^>]*>\d+,\d{2}</);
    expect(fractional).toContain('"hints":{"oddsFormat":1,');
    renders.splice(2);
    for (const html of [guest, guestAgain]) {
      expect(html).toContain('data-testid="header-sign-in"');
      expect(html).toContain('"signedIn":false');
    }
    for (const html of [signedIn, anotherPlayer]) {
      expect(html).toContain('id="server-render"');
      expect(html).toContain('"signedIn":true');
      expect(html).toContain('data-testid="header-deposit"');
      expect(html).not.toContain('data-testid="header-sign-in"');
      // The page's public content, and nothing of the player's own.
      expect(html).toMatch(/class="price"[^>]*>\d+,\d{2}</);
      expect(visibleText(html)).not.toContain(user.username);
      expect(html).not.toContain('data-testid="balance-label"');
    }
    expect(visibleText(signedIn)).not.toContain(user.balance.replace('.', ','));
    // Past the interval each frame is rendered anew, each on its own.
    clock += 3 * defaultRenderCacheMs;
    await page({ Cookie: 'signedIn=1' });
    expect(renders.slice(2)).toEqual([`${publicUrl}/sport/Home|fr-fr|true`]);
  });

  it('answers 200 with the page when the API fails, and logs the failure once per interval, not per request', async () => {
    let clock = 1_000_000;
    const lines: string[] = [];
    const app = site(() => new Response('{}', { status: 500 }), { info: () => {}, error: (message) => lines.push(message) }, () => clock);
    for (let index = 0; index < 3; index += 1) {
      const response = await app.request(`${publicUrl}/sport/Home`, { headers: { Accept: 'text/html' } });
      expect(response.status).toBe(200);
      expect(visibleText(await response.text())).toContain(packText('fr-fr', 'engine', 'loading'));
    }
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/the API answered 500/);
    clock += 60_000;
    await app.request(`${publicUrl}/sport/Home`, { headers: { Accept: 'text/html' } });
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(/more since the last line/);
  });
});

describe('the layout guess', () => {
  it('takes the browser’s mobile hint first, then its User-Agent', () => {
    expect(guessDesktop({ mobileHint: '?1', userAgent: 'X11; Linux x86_64' })).toBe(false);
    expect(guessDesktop({ mobileHint: '?0', userAgent: 'Android; Mobile' })).toBe(true);
    expect(guessDesktop({ userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) Mobile Safari/537.36' })).toBe(false);
    expect(guessDesktop({ userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0.0.0 Safari/537.36' })).toBe(true);
    expect(guessDesktop({})).toBe(true);
  });

  it('logs one line per key and interval', () => {
    let clock = 0;
    const lines: string[] = [];
    const report = intervalLogger({ info: () => {}, error: (message) => lines.push(message) }, 1_000, () => clock);
    report('a', 'first');
    report('a', 'again');
    report('b', 'other');
    clock = 1_000;
    report('a', 'later');
    expect(lines).toEqual(['first', 'other', 'later (1 more since the last line)']);
  });
});

// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ScreenLoader } from '../../schemas/config/shared.ts';
import { initTestI18n } from '../i18n/testing.ts';
import { clearAuth } from '../stores/auth.ts';
import { toastsStore } from '../stores/toasts.ts';
import { installFakeViewport, type FakeViewport } from '../ui/testing.tsx';
import { hrefById } from './hrefs.ts';
import { peekSignedInExit, setSignedInExit } from './return-address.ts';
import type { AppRouteHandle } from './route-handle.ts';
import { createMemoryRouter } from 'react-router';
import { buildAppRoutes, createAppRouter, describeRouteTable, type RouterConfig } from './router.tsx';
import { fakeStorage, renderApp, resetEngineState, signInForTest, StubShell, type RenderedApp } from './testing.tsx';

// The engine on a fixture table (CONVENTIONS 18): these routes, modals and embed are not this deployment's, so an
// operator's edit of config/routes or config/modals turns only the config checks red (tests/unit/config.test.ts).

/** A screen that shows one heading. */
const page = (text: string): ScreenLoader => async () => ({ default: () => <h1>{text}</h1> });

const fixture: RouterConfig = {
  guardRedirect: { route: 'home' },
  routes: [
    { area: 'fixture', id: 'root', path: '/', guard: 'any', layout: 'shell', redirect: { route: 'home' } },
    { area: 'fixture', id: 'home', path: '/home', guard: 'any', layout: 'shell', titleKey: 'fixture.home', screen: page('Home page') },
    { area: 'fixture', id: 'lobby', path: '/lobby', guard: 'any', layout: 'shell', redirect: { route: 'lobby-section', params: { section: 'all' }, search: { order: 'new' } } },
    { area: 'fixture', id: 'lobby-section', path: '/lobby/:section', guard: 'any', layout: 'shell', paramValues: { section: ['all', 'new'] }, screen: page('Lobby page') },
    { area: 'fixture', id: 'account', path: '/account', guard: 'auth-only', layout: 'shell', screen: page('Account page') },
    { area: 'fixture', id: 'sign-in', path: '/sign-in', guard: 'guest-only', layout: 'shell', screen: page('Sign-in page') },
    { area: 'fixture', id: 'play', path: '/play/:gameId', guard: 'any', layout: 'bare', screen: page('Game page') },
    { area: 'fixture', id: 'match', path: '/match/:id', guard: 'any', layout: 'shell', hideFooter: true, screen: page('Match page') },
    {
      area: 'fixture',
      id: 'deals',
      path: '/deals',
      guard: 'any',
      layout: 'shell',
      variants: { desktop: { screen: page('Deals, wide') }, mobile: { redirect: { route: 'home' } } },
    },
    { area: 'fixture', id: 'soon', path: '/soon', guard: 'any', layout: 'shell', titleKey: 'fixture.soon', screen: 'coming-soon' },
    {
      area: 'fixture',
      id: 'embed',
      path: '/embed/:view?/:page?',
      guard: 'any',
      layout: 'shell',
      titleKey: 'fixture.embed',
      screen: page('Embed page'),
      sportEmbedViews: { embed: 'fixture-embed', viewParam: 'view', pageParam: 'page' },
    },
    { area: 'fixture', id: 'not-found', path: '*', guard: 'any', layout: 'shell', screen: () => import('./screens/not-found-page.tsx') },
  ],
  modals: [
    { id: 'info', path: '/info', titleKey: 'fixture.info', descriptionKey: 'fixture.infoText', background: '#123456', backTo: { route: 'home' }, screen: page('Info modal') },
    { id: 'info-more', path: '/info/more', titleKey: 'fixture.more', descriptionKey: 'fixture.moreText', background: '#123456', backTo: { route: 'info' }, screen: page('More modal') },
    { id: 'lobby-help', path: '/lobby-help', titleKey: 'fixture.help', descriptionKey: 'fixture.helpText', background: '#123456', backTo: { route: 'lobby' }, screen: page('Help modal') },
  ],
  sportEmbeds: [
    {
      id: 'fixture-embed',
      loader: { kind: 'frame-page', page: '/embed/' },
      originSetting: 'FIXTURE_EMBED_ORIGIN',
      token: { source: 'sport-token', renewBeforeSeconds: 60, renewal: { by: 'restart' } },
      cultures: {},
      oddsFormats: {},
      routes: [{ id: 'fixture-embed-page', path: '/embed/:view?/:page?', titleKey: 'fixture.embed' }],
      messages: { typeField: 'type', sequenceField: 'seq', heightField: 'height', maxBytes: 1024, actions: { ready: 'ready', height: 'resize' } },
      frameSandbox: ['allow-scripts'],
      startTimeoutMs: 5_000,
      viewParams: { view: 'view', page: 'page' },
      views: { desktop: ['wide', 'shared'], mobile: ['narrow', 'shared'] },
      defaultView: { desktop: 'wide', mobile: 'narrow' },
      pages: ['Home', 'Results'],
      extraPagesByView: { narrow: ['Live'] },
      defaultPage: 'Home',
    },
  ],
};

const t = (key: string) => i18next.t(key);
const at = hrefById;
const open = (entries: string[], options: Parameters<typeof renderApp>[1] = {}) => renderApp(entries, { ...options, config: fixture });
const currentHandle = (app: RenderedApp) => app.router.state.matches.at(-1)?.route.handle as AppRouteHandle | undefined;

let viewport: FakeViewport;

beforeAll(async () => {
  await initTestI18n();
});

beforeEach(() => {
  resetEngineState();
  viewport = installFakeViewport(true);
});

afterEach(() => {
  cleanup();
  viewport.restore();
  resetEngineState();
});

describe('typed links follow the table the router serves', () => {
  it('builds addresses from the fixture once its router is made, and from config/ again after a reset', () => {
    open(['/home']);
    expect(at('lobby-section', { section: 'new' })).toBe('/lobby/new');
    expect(at('info-more')).toBe('/info/more');
    resetEngineState();
    expect(() => at('lobby-section', { section: 'new' })).toThrow('Route "lobby-section" not found in configuration');
  });
});

describe('redirects (§2)', () => {
  it('follows a redirect to its target, in the shell', async () => {
    const app = open(['/']);
    await waitFor(() => expect(app.address()).toBe('/home'));
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeTruthy();
    expect(screen.getByTestId('shell')).toBeTruthy();
  });

  it("keeps the query string and adds the reference's own", async () => {
    const app = open(['/lobby?providers=x']);
    await waitFor(() => expect(app.address()).toBe('/lobby/all?providers=x&order=new'));
    expect(await screen.findByRole('heading', { name: 'Lobby page' })).toBeTruthy();
  });
});

describe('guards (§2)', () => {
  it('sends a guest away from an auth-only page to the guard target with an info toast', async () => {
    const app = open(['/account']);
    await waitFor(() => expect(app.address()).toBe('/home'));
    expect(screen.queryByRole('heading', { name: 'Account page' })).toBeNull();
    expect(toastsStore.items).toEqual([expect.objectContaining({ type: 'info', messageKey: 'engine.guard.signInRequired' })]);
  });

  it('lets a signed-in player open an auth-only page', async () => {
    signInForTest();
    const app = open(['/account']);
    expect(await screen.findByRole('heading', { name: 'Account page' })).toBeTruthy();
    expect(app.address()).toBe('/account');
  });

  it('moves a player whose session ends silently', async () => {
    signInForTest();
    const app = open(['/account']);
    await screen.findByRole('heading', { name: 'Account page' });
    act(() => clearAuth());
    await waitFor(() => expect(app.address()).toBe('/home'));
    expect(toastsStore.items).toEqual([]);
  });

  it('sends a signed-in player away from a guest-only page, silently', async () => {
    signInForTest();
    const app = open(['/sign-in']);
    await waitFor(() => expect(app.address()).toBe('/home'));
    expect(screen.queryByRole('heading', { name: 'Sign-in page' })).toBeNull();
    expect(toastsStore.items).toEqual([]);
  });

  it('shows a guest-only page to a guest', async () => {
    open(['/sign-in']);
    expect(await screen.findByRole('heading', { name: 'Sign-in page' })).toBeTruthy();
  });
});

describe('deep links through sign-in (§2 Player journey)', () => {
  const withSignIn = (entries: string[]) => renderApp(entries, { config: { ...fixture, signInRedirect: { route: 'sign-in' } } });

  it('sends a guest from an auth-only page to the sign-in page with the address as next, and back there once signed in', async () => {
    const app = withSignIn(['/account?tab=2']);
    await waitFor(() => expect(app.address()).toBe(`/sign-in?next=${encodeURIComponent('/account?tab=2')}`));
    expect(await screen.findByRole('heading', { name: 'Sign-in page' })).toBeTruthy();
    expect(toastsStore.items).toEqual([expect.objectContaining({ type: 'info', messageKey: 'engine.guard.signInRequired' })]);
    act(() => signInForTest());
    await waitFor(() => expect(app.address()).toBe('/account?tab=2'));
    expect(await screen.findByRole('heading', { name: 'Account page' })).toBeTruthy();
  });

  it('follows only a same-site next: another origin leads to the guard target', async () => {
    for (const next of ['//elsewhere.example/x', 'https://elsewhere.example/', '/\\elsewhere.example']) {
      signInForTest();
      const app = withSignIn([`/sign-in?next=${encodeURIComponent(next)}`]);
      await waitFor(() => expect(app.address()).toBe('/home'));
      cleanup();
      clearAuth();
    }
  });

  it('a screen that signs the player in itself says where the guest-only page leads, once', async () => {
    const app = withSignIn([`/sign-in?next=${encodeURIComponent('/match/7')}`]);
    await screen.findByRole('heading', { name: 'Sign-in page' });
    act(() => {
      setSignedInExit('/lobby/new?next=%2Fmatch%2F7');
      signInForTest();
    });
    await waitFor(() => expect(app.address()).toBe('/lobby/new?next=%2Fmatch%2F7'));
    expect(peekSignedInExit()).toBeNull();
  });
});

describe('layouts, variants and param values', () => {
  it('a variant is chosen per viewport and chosen again when the viewport changes', async () => {
    const app = open(['/deals']);
    expect(await screen.findByRole('heading', { name: 'Deals, wide' })).toBeTruthy();
    act(() => viewport.setDesktop(false));
    await waitFor(() => expect(app.address()).toBe('/home'));
    cleanup();
    const phone = open(['/deals']);
    await waitFor(() => expect(phone.address()).toBe('/home'));
  });

  it('a value outside paramValues is not found; a listed one matches with its fixed params', async () => {
    const app = open(['/lobby/elsewhere']);
    expect(await screen.findByRole('heading', { name: t('engine.titles.notFound') })).toBeTruthy();
    expect(currentHandle(app)?.routeId).toBe('not-found');
    await act(() => app.router.navigate('/lobby/new'));
    expect(currentHandle(app)?.routeId).toBe('lobby-section');
    expect(currentHandle(app)?.fixedParams).toEqual({ section: 'new' });
  });

  it('a bare route renders outside the shell; a shell route inside it', async () => {
    const app = open(['/lobby/all']);
    await screen.findByTestId('shell');
    await act(() => app.router.navigate('/play/123'));
    expect(await screen.findByRole('heading', { name: 'Game page' })).toBeTruthy();
    expect(screen.queryByTestId('shell')).toBeNull();
  });

  it("a screen's preload that returns a promise is awaited before the screen renders (a part of its first screen in a chunk of its own)", async () => {
    let arrive = () => undefined as void;
    const partArrives = new Promise<void>((resolve) => (arrive = resolve));
    let preloading = false;
    const withPart: ScreenLoader = async () => ({
      default: () => <h1>Page with its part</h1>,
      preload: () => {
        preloading = true;
        return partArrives;
      },
    });
    renderApp(['/parted'], { config: { ...fixture, routes: [...fixture.routes.slice(0, -1), { area: 'fixture', id: 'parted', path: '/parted', guard: 'any', layout: 'shell', screen: withPart }, fixture.routes.at(-1)!] } });
    await waitFor(() => expect(preloading).toBe(true));
    await act(async () => undefined);
    expect(screen.queryByRole('heading', { name: 'Page with its part' })).toBeNull();
    await act(async () => arrive());
    expect(await screen.findByRole('heading', { name: 'Page with its part' })).toBeTruthy();
  });

  it("asks for the matched screen's and shell's chunks in tasks after the one that created the router, not in it (a script element each, §2 Speed)", async () => {
    const asked: string[] = [];
    const screens = { home: async () => (asked.push('screen'), { default: () => <h1>Home page</h1> }) };
    const shell = async () => (asked.push('shell'), { default: StubShell });
    const router = createAppRouter({ createRouter: (routes) => createMemoryRouter(routes, { initialEntries: ['/home'] }), loadShell: shell, screens, config: fixture });
    expect(asked).toEqual([]);
    await waitFor(() => expect(new Set(asked)).toEqual(new Set(['screen', 'shell'])));
    router.dispose();
  });

  it('a route that hides the footer says so in its handle (§2)', async () => {
    const app = open(['/match/7']);
    await screen.findByRole('heading', { name: 'Match page' });
    expect(currentHandle(app)?.hideFooter).toBe(true);
  });

  it('a coming-soon route shows the placeholder titled by the route, with a link home', async () => {
    open(['/soon']);
    expect(await screen.findByRole('heading', { name: 'fixture.soon' })).toBeTruthy();
    expect(screen.getByRole('link', { name: t('engine.comingSoon.backHome') }).getAttribute('href')).toBe('/');
  });

  it('an unknown address shows the not-found page with a link home', async () => {
    open(['/no/such/page']);
    expect(await screen.findByRole('heading', { name: t('engine.titles.notFound') })).toBeTruthy();
    expect(screen.getByRole('link', { name: t('engine.notFound.backHome') }).getAttribute('href')).toBe('/');
  });
});

describe('sport embed view redirects (§2 /sport/dgt)', () => {
  it('desktop: an invalid view goes to the Home page of the desktop default view', async () => {
    const app = open(['/embed/bogus']);
    await waitFor(() => expect(app.address()).toBe('/embed/wide/Home'));
  });

  it('mobile: an invalid (or desktop-only) view goes to the Home page of the mobile default view', async () => {
    viewport.setDesktop(false);
    const app = open(['/embed/wide/Results?x=1']);
    await waitFor(() => expect(app.address()).toBe('/embed/narrow/Home?x=1'));
  });

  it('keeps a valid view and page, and checks again when the viewport changes', async () => {
    const app = open(['/embed/wide/Results']);
    expect(await screen.findByRole('heading', { name: 'Embed page' })).toBeTruthy();
    expect(app.address()).toBe('/embed/wide/Results');
    act(() => viewport.setDesktop(false));
    await waitFor(() => expect(app.address()).toBe('/embed/narrow/Home'));
  });

  it('a page the view does not allow goes to that view’s Home page', async () => {
    viewport.setDesktop(false);
    const allowed = open(['/embed/narrow/Live']);
    await screen.findByRole('heading', { name: 'Embed page' });
    expect(allowed.address()).toBe('/embed/narrow/Live');
    cleanup();
    viewport.setDesktop(true);
    const app = open(['/embed/wide/Live']);
    await waitFor(() => expect(app.address()).toBe('/embed/wide/Home'));
  });
});

describe('the starting table (§2 Speed: the router ranks only the entries of the first address)', () => {
  it('starts with the entries of the address and the not-found page, and serves every other address when a navigation asks for it', async () => {
    const app = open(['/home'], { startingTable: true });
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeTruthy();
    expect(describeRouteTable(app.router.routes).map((row) => row.path).sort()).toEqual(['*', '/home']);
    await act(() => app.router.navigate('/lobby/new'));
    expect(await screen.findByRole('heading', { name: 'Lobby page' })).toBeTruthy();
    await act(() => app.router.navigate('/info'));
    expect(await screen.findByRole('dialog', { name: 'fixture.info' })).toBeTruthy();
    await act(() => app.router.navigate('/play/12'));
    expect(await screen.findByRole('heading', { name: 'Game page' })).toBeTruthy();
    await act(() => app.router.navigate('/no-such-page'));
    expect(await screen.findByRole('link', { name: t('engine.notFound.backHome') })).toBeTruthy();
    const byId = (rows: ReturnType<typeof describeRouteTable>) => [...rows].sort((a, b) => a.id.localeCompare(b.id));
    expect(byId(describeRouteTable(app.router.routes))).toEqual(byId(describeRouteTable(buildAppRoutes({}, fixture))));
  });

  it('an address in capitals starts with its entry too (paths match whatever the case)', async () => {
    const app = open(['/HOME'], { startingTable: true });
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeTruthy();
    expect(describeRouteTable(app.router.routes).map((row) => row.path).sort()).toEqual(['*', '/home']);
  });

  it('a redirect of the first address is followed to an entry the table did not start with', async () => {
    const app = open(['/lobby'], { startingTable: true });
    expect(await screen.findByRole('heading', { name: 'Lobby page' })).toBeTruthy();
    expect(app.address()).toBe('/lobby/all?order=new');
  });
});

describe('modals (§2)', () => {
  const closeLabel = () => t('engine.modal.close');

  it('opens a modal at its path over its back page; closing goes to the back path', async () => {
    const app = open(['/info']);
    const dialog = await screen.findByRole('dialog', { name: 'fixture.info' });
    expect(dialog.getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText('fixture.infoText')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Info modal' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Home page', hidden: true })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: closeLabel() }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(app.address()).toBe('/home');
  });

  it('closing a modal gives focus back to the control that opened it, not the page heading (§2 Player journey)', async () => {
    const app = open(['/home']);
    await screen.findByRole('heading', { name: 'Home page' });
    const opener = document.createElement('button');
    opener.textContent = 'Open info';
    document.body.append(opener);
    try {
      opener.focus();
      fireEvent.keyDown(opener, { key: 'Enter' });
      await act(() => app.router.navigate('/info'));
      await screen.findByRole('dialog', { name: 'fixture.info' });
      fireEvent.click(screen.getByRole('button', { name: closeLabel() }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      await waitFor(() => expect(document.activeElement).toBe(opener));
    } finally {
      opener.remove();
    }
  });

  it("a modal whose back route is a redirect shows the redirect target's page behind it", async () => {
    const app = open(['/lobby-help']);
    await screen.findByRole('dialog', { name: 'fixture.help' });
    expect(await screen.findByRole('heading', { name: 'Lobby page', hidden: true })).toBeTruthy();
    expect(currentHandle(app)?.fixedParams).toEqual({ section: 'all' });
  });

  it('keeps a stack: a modal opened over another closes back to it, then to the page', async () => {
    const app = open(['/lobby/new']);
    await screen.findByRole('heading', { name: 'Lobby page' });
    await act(() => app.router.navigate('/info'));
    await screen.findByRole('dialog', { name: 'fixture.info' });
    await act(() => app.router.navigate('/info/more'));
    await screen.findByRole('dialog', { name: 'fixture.more' });
    expect(document.querySelectorAll('[role="dialog"]')).toHaveLength(2);

    fireEvent.click(screen.getByRole('button', { name: closeLabel() }));
    await waitFor(() => expect(app.address()).toBe('/info'));
    await waitFor(() => expect(document.querySelectorAll('[role="dialog"]')).toHaveLength(1));

    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    await waitFor(() => expect(app.address()).toBe('/lobby/new'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

describe('load and render errors', () => {
  it('a screen chunk that fails to load reloads the page (once as a deploy reload, §8)', async () => {
    const storage = fakeStorage();
    const reload = vi.fn();
    const chunkError = () => Object.assign(new Error('Loading chunk 42 failed.'), { name: 'ChunkLoadError' });
    open(['/sign-in'], { screens: { 'sign-in': () => Promise.reject(chunkError()) }, recovery: { storage, reload, goToRoot: vi.fn() } });
    await waitFor(() => expect(reload).toHaveBeenCalledOnce());
    expect(storage.data.get('error-screen.chunk-reloaded')).toBe('1');
    expect(screen.getByRole('status').textContent).toBe(t('engine.errorScreen.recovering'));
  });

  it('after the reloads and the root, the default message with try again', async () => {
    const storage = fakeStorage();
    storage.setItem('error-screen.reloads', '3');
    storage.setItem('error-screen.went-to-root', '1');
    const reload = vi.fn();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const Broken = () => {
      throw new Error('broken screen');
    };
    open(['/sign-in'], { screens: { 'sign-in': async () => ({ default: Broken }) }, recovery: { storage, reload, goToRoot: vi.fn() } });
    expect(await screen.findByRole('heading', { name: t('engine.errorScreen.title') })).toBeTruthy();
    expect(reload).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: t('engine.errorScreen.tryAgain') }));
    expect(reload).toHaveBeenCalledOnce();
    expect(storage.data.size).toBe(0);
    vi.mocked(console.error).mockRestore();
  });

  it('a render error reloads the page (counted in session storage)', async () => {
    const storage = fakeStorage();
    const reload = vi.fn();
    const Broken = () => {
      throw new Error('broken screen');
    };
    vi.spyOn(console, 'error').mockImplementation(() => {});
    open(['/sign-in'], { screens: { 'sign-in': async () => ({ default: Broken }) }, recovery: { storage, reload, goToRoot: vi.fn() } });
    await waitFor(() => expect(reload).toHaveBeenCalledOnce());
    expect([...storage.data.values()]).toEqual(['1']);
    vi.mocked(console.error).mockRestore();
  });
});

describe('route table', () => {
  it('serves every route (param values expanded) and modal, modals with the guard and layout of the page behind', () => {
    const rows = describeRouteTable(buildAppRoutes({}, fixture));
    expect(rows.map((row) => `${row.id} ${row.path} ${row.kind} ${row.guard} ${row.layout}${row.redirect ? ` -> ${row.redirect}` : ''}`).sort()).toEqual(
      [
        'account /account page auth-only shell',
        'deals /deals page any shell -> mobile: /home',
        'embed /embed/:view?/:page? page any shell',
        'home /home page any shell',
        'info /info modal any shell',
        'info-more /info/more modal any shell',
        'lobby /lobby redirect any shell -> /lobby/all?order=new',
        'lobby-help /lobby-help modal any shell',
        'lobby-section /lobby/all page any shell',
        'lobby-section /lobby/new page any shell',
        'match /match/:id page any shell',
        'not-found * page any shell',
        'play /play/:gameId page any bare',
        'root / redirect any shell -> /home',
        'sign-in /sign-in page guest-only shell',
        'soon /soon page any shell',
      ].sort(),
    );
    expect(rows.find((row) => row.id === 'match')?.hideFooter).toBe(true);
  });

  it('refuses a modal with no page to show behind it', () => {
    const orphan = { ...fixture, modals: [{ ...fixture.modals[0], backTo: { route: 'info' } }] };
    expect(() => buildAppRoutes({}, orphan)).toThrow('modal "info" has no page to show behind it');
  });
});

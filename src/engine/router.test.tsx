// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initTestI18n } from '../i18n/testing.ts';
import { clearAuth } from '../stores/auth.ts';
import { toastsStore } from '../stores/toasts.ts';
import { installFakeViewport, type FakeViewport } from '../ui/testing.tsx';
import { buildPath, href, hrefById, hrefOf } from './hrefs.ts';
import { appConfig } from './load-config.ts';
import type { AppRouteHandle } from './route-handle.ts';
import { describeRouteTable } from './router.tsx';
import { fakeStorage, renderApp, resetEngineState, signInForTest, titleScreen, type RenderedApp } from './testing.tsx';

const t = (key: string) => i18next.t(key);
const guardTarget = () => hrefOf(appConfig.guardRedirect);
const currentHandle = (app: RenderedApp) => app.router.state.matches.at(-1)?.route.handle as AppRouteHandle | undefined;
const stubScreen = (text: string) => async () => ({ default: () => <p>{text}</p> });

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
});

describe('redirects (§2)', () => {
  it('the root goes to the sport home page', async () => {
    const app = renderApp([href('root')]);
    await waitFor(() => expect(app.address()).toBe(href('sport-page', { section: 'Home' })));
    expect(await screen.findByTestId('shell')).toBeTruthy();
  });

  it('/slots goes to /slots/casino and keeps the lobby filters', async () => {
    const app = renderApp([href('slots', {}, { providers: 'x' })]);
    await waitFor(() => expect(app.address()).toBe(href('slots-casino', {}, { providers: 'x' })));
    expect(await screen.findByRole('heading', { name: t('engine.titles.casino') })).toBeTruthy();
  });

  it('sportsbook areas default their sport', async () => {
    const app = renderApp([href('sportsbook-top-tourneys')]);
    await waitFor(() => expect(app.address()).toBe(href('sportsbook-type', { type: 'top-tourneys', activeSport: 0 })));
  });
});

describe('guards (§2)', () => {
  it('sends a guest away from an auth-only page with an info toast', async () => {
    const app = renderApp([href('profile-user-info')]);
    await waitFor(() => expect(app.address()).toBe(guardTarget()));
    expect(toastsStore.items).toEqual([expect.objectContaining({ type: 'info', messageKey: 'engine.guard.signInRequired' })]);
  });

  it('lets a signed-in player open an auth-only page', async () => {
    signInForTest();
    const app = renderApp([href('profile-user-info')], { screens: { 'profile-user-info': titleScreen('profile-user-info') } });
    expect(await screen.findByRole('heading', { name: t('engine.titles.profileUserInfo') })).toBeTruthy();
    expect(app.address()).toBe(href('profile-user-info'));
  });

  it('moves a player whose session ends silently', async () => {
    signInForTest();
    const app = renderApp([href('profile-transactions')]);
    await screen.findByRole('heading', { name: t('engine.titles.profileTransactions') });
    act(() => clearAuth());
    await waitFor(() => expect(app.address()).toBe(guardTarget()));
    expect(toastsStore.items).toEqual([]);
  });

  it('sends a signed-in player away from a guest-only page', async () => {
    signInForTest();
    const app = renderApp([href('auth-sign-in')], { screens: { 'auth-sign-in': stubScreen('sign-in stub') } });
    await waitFor(() => expect(app.address()).toBe(guardTarget()));
    expect(screen.queryByText('sign-in stub')).toBeNull();
    expect(toastsStore.items).toEqual([]);
  });

  it('shows a guest-only page to a guest', async () => {
    renderApp([href('auth-sign-in')], { screens: { 'auth-sign-in': stubScreen('sign-in stub') } });
    expect(await screen.findByText('sign-in stub')).toBeTruthy();
  });
});

describe('per-viewport variants and param values', () => {
  it('bookmakers settings open on every viewport (§2 profile menu: the entry never lands elsewhere)', async () => {
    signInForTest();
    viewport.setDesktop(false);
    const mobile = renderApp([href('profile-bookmakers-settings')], { screens: { 'profile-user-info': titleScreen('profile-user-info') } });
    await screen.findByTestId('shell');
    expect(currentHandle(mobile)?.routeId).toBe('profile-bookmakers-settings');
    expect(mobile.address()).toBe(href('profile-bookmakers-settings'));
    act(() => viewport.setDesktop(true));
    await waitFor(() => expect(currentHandle(mobile)?.routeId).toBe('profile-bookmakers-settings'));
    expect(mobile.address()).toBe(href('profile-bookmakers-settings'));
  });

  it('a sport section outside the list is not found; the list matches', async () => {
    const sportPage = appConfig.routes.find((route) => route.id === 'sport-page')!;
    const app = renderApp([buildPath(sportPage.path, { section: 'Elsewhere' })]);
    expect(await screen.findByRole('heading', { name: t('engine.titles.notFound') })).toBeTruthy();
    expect(currentHandle(app)?.routeId).toBe('not-found');
    await act(() => app.router.navigate(href('sport-page', { section: 'Results' })));
    expect(currentHandle(app)?.routeId).toBe('sport-page');
    expect(currentHandle(app)?.fixedParams).toEqual({ section: 'Results' });
  });

  it('a lobby section never shadows a game route; game routes render outside the shell', async () => {
    const app = renderApp([href('slots-section', { sectionId: 'casino', id: 'popular' })]);
    await screen.findByTestId('shell');
    expect(currentHandle(app)?.routeId).toBe('slots-section');
    await act(() => app.router.navigate(href('slots-game', { provider: 'some-provider', gameId: '123' })));
    expect(currentHandle(app)?.routeId).toBe('slots-game');
    expect(screen.queryByTestId('shell')).toBeNull();
  });

  it('the match pages hide the footer (§2)', async () => {
    const app = renderApp([href('sportsbook-event-live', { eventID: 7 })]);
    await screen.findByTestId('shell');
    expect(currentHandle(app)?.hideFooter).toBe(true);
  });

  it('an unknown address shows the not-found page with a link home', async () => {
    renderApp(['/no/such/page']);
    expect(await screen.findByRole('heading', { name: t('engine.titles.notFound') })).toBeTruthy();
    expect(screen.getByRole('link', { name: t('engine.notFound.backHome') }).getAttribute('href')).toBe(href('root'));
  });
});

describe('sport embed view redirects (§2 /sport/dgt)', () => {
  const route = appConfig.routes.find((candidate) => candidate.sportEmbedViews)!;
  const rule = route.sportEmbedViews!;
  const embed = appConfig.sportEmbeds.find((candidate) => candidate.id === rule.embed)!;
  const at = (view?: string, page?: string) => hrefById(route.id, { [rule.viewParam]: view, [rule.pageParam]: page });
  const desktopOnlyView = embed.views.desktop.find((view) => !embed.views.mobile.includes(view))!;

  it('desktop: an invalid view goes to the Home page of the desktop default view', async () => {
    const app = renderApp([at('bogus')]);
    await waitFor(() => expect(app.address()).toBe(at(embed.defaultView.desktop, embed.defaultPage)));
  });

  it('mobile: an invalid (or desktop-only) view goes to the Home page of the mobile default view', async () => {
    viewport.setDesktop(false);
    const app = renderApp([at(desktopOnlyView, embed.pages[1])]);
    await waitFor(() => expect(app.address()).toBe(at(embed.defaultView.mobile, embed.defaultPage)));
  });

  it('keeps a valid view and page, and re-checks when the viewport changes', async () => {
    const app = renderApp([at(desktopOnlyView, embed.pages[1])]);
    expect(await screen.findByRole('heading', { name: t(route.titleKey!) })).toBeTruthy();
    expect(app.address()).toBe(at(desktopOnlyView, embed.pages[1]));
    act(() => viewport.setDesktop(false));
    await waitFor(() => expect(app.address()).toBe(at(embed.defaultView.mobile, embed.defaultPage)));
  });

  it('a page the view does not allow goes to that view’s Home page', async () => {
    const [view, extra] = Object.entries(embed.extraPagesByView ?? {})[0];
    viewport.setDesktop(false);
    const allowed = renderApp([at(view, extra[0])]);
    await screen.findByRole('heading', { name: t(route.titleKey!) });
    expect(allowed.address()).toBe(at(view, extra[0]));
    cleanup();
    viewport.setDesktop(true);
    const app = renderApp([at(desktopOnlyView, extra[0])]);
    await waitFor(() => expect(app.address()).toBe(at(desktopOnlyView, embed.defaultPage)));
  });
});

describe('modals (§2)', () => {
  const closeLabel = () => t('engine.modal.close');

  it('opens a modal at its path over its back page; closing goes to the back path', async () => {
    const app = renderApp([href('wheel-game')]);
    const dialog = await screen.findByRole('dialog', { name: t('engine.modals.wheelGame.title') });
    expect(dialog.getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText(t('engine.modals.wheelGame.description'))).toBeTruthy();
    // The page behind the modal is its back route's page.
    expect(screen.getByRole('heading', { name: t('engine.titles.casino'), hidden: true })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: closeLabel() }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const wheel = appConfig.modals.find((modal) => modal.id === 'wheel-game')!;
    expect(app.address()).toBe(hrefOf(wheel.backTo));
  });

  it('keeps a stack: a modal opened over another closes back to it, then to the page', async () => {
    const app = renderApp([href('slots-all')]);
    await screen.findByRole('heading', { name: t('engine.titles.allGames') });
    await act(() => app.router.navigate(href('wheel-game')));
    await screen.findByRole('dialog', { name: t('engine.modals.wheelGame.title') });
    await act(() => app.router.navigate(href('wheel-game-history')));
    await screen.findByRole('dialog', { name: t('engine.modals.wheelGameHistory.title') });
    expect(document.querySelectorAll('[role="dialog"]')).toHaveLength(2);

    fireEvent.click(screen.getByRole('button', { name: closeLabel() }));
    await waitFor(() => expect(app.address()).toBe(href('wheel-game')));
    await waitFor(() => expect(document.querySelectorAll('[role="dialog"]')).toHaveLength(1));

    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    await waitFor(() => expect(app.address()).toBe(href('slots-all')));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('a chooser lists its menu slot’s links; following one closes it', async () => {
    const app = renderApp([href('sport-chooser')]);
    const dialog = await screen.findByRole('dialog', { name: t('engine.modals.sportChooser.title') });
    // The chooser is a lazy screen (the feed's sports, then the slot's links): wait for the slot's links.
    await screen.findByRole('link', { name: t('engine.menu.entries.sportMain') }, { timeout: 5000 });
    const links = dialog.querySelectorAll('a');
    expect(links.length).toBeGreaterThan(1);
    fireEvent.click(screen.getByRole('link', { name: t('engine.menu.entries.sportMain') }));
    await waitFor(() => expect(app.address()).toBe(href('sport-page', { section: 'Sport' })));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

describe('load and render errors', () => {
  it('a screen chunk that fails to load reloads the page (once as a deploy reload, §8)', async () => {
    const storage = fakeStorage();
    const reload = vi.fn();
    const chunkError = () => Object.assign(new Error('Loading chunk 42 failed.'), { name: 'ChunkLoadError' });
    const screens = { 'auth-sign-in': () => Promise.reject(chunkError()) };
    renderApp([href('auth-sign-in')], { screens, recovery: { storage, reload, goToRoot: vi.fn() } });
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
    renderApp([href('auth-sign-in')], { screens: { 'auth-sign-in': async () => ({ default: Broken }) }, recovery: { storage, reload, goToRoot: vi.fn() } });
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
    renderApp([href('auth-sign-in')], { screens: { 'auth-sign-in': async () => ({ default: Broken }) }, recovery: { storage, reload, goToRoot: vi.fn() } });
    await waitFor(() => expect(reload).toHaveBeenCalledOnce());
    expect([...storage.data.values()]).toEqual(['1']);
    vi.mocked(console.error).mockRestore();
  });
});

describe('route table', () => {
  it('serves every config route and modal', () => {
    const rows = describeRouteTable();
    const ids = new Set(rows.map((row) => row.id));
    for (const route of appConfig.routes) expect(ids.has(route.id)).toBe(true);
    for (const modal of appConfig.modals) expect(ids.has(modal.id)).toBe(true);
  });
});

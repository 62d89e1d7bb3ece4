// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initTestI18n } from '../../i18n/testing.ts';
import { clearAuth, signIn } from '../../stores/auth.ts';
import { betslipSelectionsStore } from '../../stores/betslip-selections.ts';
import { closeSidePanels, sidePanelStore } from '../../stores/side-panel.ts';
import { installFakeViewport, renderWithUi, type FakeViewport } from '../../ui/testing.tsx';
import { sidePanelSlideMs } from './side-panel.tsx';
import Shell from './shell.tsx';
import brand from '../../../config/brand.ts';

// The engine's hooks read the parsed config and the settings query; the shell only needs their output shape
// (NavLink[] and MenuGroup[]), so they are replaced with fixed lists that make the assertions readable.
vi.mock('../../engine/navigation.ts', () => ({
  useMainNavigation: () => [
    { id: 'sport', labelKey: 'test.nav.sport', to: '/sport' },
    { id: 'casino', labelKey: 'test.nav.casino', to: '/casino' },
  ],
  useFooterLinks: () => [{ id: 'terms', labelKey: 'test.footer.terms', to: '/terms' }],
  useTabBar: () => [
    { id: 'home', labelKey: 'test.tabs.home', icon: 'home', to: '/sport', opens: null, count: null },
    { id: 'slip', labelKey: 'test.tabs.slip', icon: 'slip', to: '/slip', opens: null, count: 'slip-selections' },
    { id: 'account', labelKey: 'test.tabs.account', icon: 'account', to: null, opens: 'profile-panel', count: null },
  ],
  useDrawer: () => [
    { id: 'sport', labelKey: 'test.drawer.sport', links: [{ id: 'sport', labelKey: 'test.nav.sport', to: '/sport' }] },
    { id: 'help', labelKey: 'test.drawer.help', links: [{ id: 'terms', labelKey: 'test.footer.terms', to: '/terms' }] },
  ],
}));
vi.mock('../../engine/menus.ts', () => ({
  useMenu: (slot: string) =>
    slot === 'profile'
      ? [{ id: 'account', labelKey: 'test.menu.account', entries: [{ id: 'history', labelKey: 'test.menu.history', to: '/history' }] }]
      : [],
}));
// The lead's user block and login form need the API client and react-query; the shell only places them.
vi.mock('../auth/user-block.tsx', () => ({ default: () => <div data-testid="user-block" /> }));
vi.mock('../auth/account-summary.tsx', () => ({ AccountSummary: () => <div data-testid="account-summary" />, HeaderDeposit: () => <div data-testid="header-deposit" /> }));
const signOutCalls = vi.hoisted(() => ({ count: 0 }));
vi.mock('../auth/session.ts', async () => {
  const auth = await import('../../stores/auth.ts');
  return {
    signOut: () => {
      signOutCalls.count += 1;
      auth.clearAuth();
      return Promise.resolve();
    },
  };
});
vi.mock('../auth/login-form.tsx', () => ({ default: () => <form aria-label="login form stub" /> }));
// The wheel button reads the wheel settings through react-query; the shell only places it.
vi.mock('../wheel/wheel-button.tsx', () => ({ WheelButton: () => <a data-testid="wheel-button" href="/wheel-game">wheel</a> }));
// Likewise the cashback button and the notification cards (their own tests: src/features/cashback, notifications).
vi.mock('../cashback/cashback-button.tsx', () => ({ CashbackButton: () => null }));
vi.mock('../notifications/notification-cards.tsx', () => ({ InboxButton: () => null, NotificationList: () => null, UnreadBadge: () => null }));

let viewport: FakeViewport;

function renderShell(initialPath = '/') {
  const router = createMemoryRouter(
    [
      {
        element: <Shell />,
        children: [
          { path: '/', element: <p>home screen</p> },
          { path: '/sport', element: <p>sport screen</p> },
          { path: '/history', element: <p>history screen</p> },
          { path: '/slip', element: <p>slip screen</p> },
          { path: '/sport/match/:id', element: <p>match screen</p>, handle: { hideFooter: true } },
        ],
      },
    ],
    { initialEntries: [initialPath] },
  );
  renderWithUi(<RouterProvider router={router} />);
  return router;
}

const text = (key: string) => i18next.t(key);

// valtio tells React about store changes in a microtask: let each interaction settle inside act(). A first opening
// also fetches the panels' chunk and opens them on the next frame.
async function click(element: Element): Promise<void> {
  await act(async () => {
    fireEvent.click(element);
  });
  await settleLazyParts();
}

/** Lets the chunks a change asked for (the panels, the signed-in header parts) arrive and render, and a frame pass. */
async function settleLazyParts(): Promise<void> {
  for (let round = 0; round < 3; round += 1) {
    await act(async () => {
      await vi.dynamicImportSettled();
      await vi.advanceTimersByTimeAsync(20);
    });
  }
}

async function press(element: Element, init: { key: string; shiftKey?: boolean }): Promise<void> {
  await act(async () => {
    fireEvent.keyDown(element, init);
  });
}

async function update(change: () => void): Promise<void> {
  await act(async () => {
    change();
  });
  await settleLazyParts();
}

beforeAll(async () => {
  await initTestI18n();
});

beforeEach(() => {
  vi.useFakeTimers();
  closeSidePanels();
  clearAuth();
  document.body.style.overflow = '';
});

afterEach(() => {
  cleanup();
  viewport?.restore();
  vi.useRealTimers();
});

describe('Shell on desktop (§2)', () => {
  beforeEach(() => {
    viewport = installFakeViewport(true);
  });

  it('renders header rows, the route in <main id="main">, the footer links and a skip link', async () => {
    renderShell('/');
    // The desktop header is its own chunk (boot asks for it beside the shell).
    await settleLazyParts();
    const banner = screen.getByRole('banner');
    const logo = within(banner).getByRole('link', { name: brand.name.default });
    expect(logo.getAttribute('href')).toBe('/');
    expect(within(banner).getByTestId('user-block')).toBeTruthy();
    const mainNav = within(banner).getByRole('navigation', { name: text('shell.nav.mainLabel') });
    expect(within(mainNav).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/sport', '/casino']);
    expect(within(banner).getByRole('button', { expanded: false, name: /.+/ }).getAttribute('aria-haspopup')).toBe('menu');

    const main = screen.getByRole('main');
    expect(main.id).toBe('main');
    expect(within(main).getByText('home screen')).toBeTruthy();

    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('navigation', { name: text('shell.footer.linksLabel') })).toBeTruthy();

    const skip = screen.getByRole('link', { name: text('shell.skipToContent') });
    await click(skip);
    expect(document.activeElement).toBe(main);
  });

  it('has no side panels and no mobile buttons', async () => {
    renderShell('/');
    expect(screen.queryByRole('button', { name: text('shell.sideMenu.open') })).toBeNull();
    expect(document.getElementById('side-menu')).toBeNull();
  });

  it('forces the panels closed even when something opens them (above the tablet width)', async () => {
    renderShell('/');
    await update(() => {
      sidePanelStore.sideMenuOpen = true;
    });
    expect(sidePanelStore.sideMenuOpen).toBe(false);
    expect(document.body.style.overflow).toBe('');
  });

  it('hides the footer on a route whose handle says hideFooter (the sport-match page)', async () => {
    const router = renderShell('/sport');
    expect(screen.queryByRole('contentinfo')).not.toBeNull();
    await update(() => {
      void router.navigate('/sport/match/42');
    });
    expect(screen.getByText('match screen')).toBeTruthy();
    expect(screen.queryByRole('contentinfo')).toBeNull();
  });
});

describe('Shell on mobile (§2)', () => {
  beforeEach(() => {
    viewport = installFakeViewport(false);
  });

  it('the logo goes to the slots casino path; the footer shows the payments image', async () => {
    renderShell('/');
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('link', { name: brand.name.default }).getAttribute('href')).toBe('/slots/casino');
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('img', { name: text('shell.footer.paymentsAlt') })).toBeTruthy();
    // Mobile has no footer links, only the trust signals every page carries (§2 Shell, trust signals).
    expect(within(footer).queryByRole('navigation', { name: text('shell.footer.linksLabel') })).toBeNull();
    expect(within(footer).getByRole('navigation', { name: text('content.trust.label') })).toBeTruthy();
  });

  it('the side-menu button opens the side menu: main nav and footer links, page scroll locked; closing restores it', async () => {
    document.body.style.overflow = 'scroll';
    renderShell('/');
    const openButton = screen.getByRole('button', { name: text('shell.sideMenu.open') });
    expect(openButton.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('dialog')).toBeNull();

    await click(openButton);
    expect(sidePanelStore.sideMenuOpen).toBe(true);
    expect(openButton.getAttribute('aria-expanded')).toBe('true');
    expect(document.body.style.overflow).toBe('hidden');
    const panel = screen.getByRole('dialog', { name: text('shell.sideMenu.title') });
    // The config's groups, each a navigation named by its heading; on /sport its one link is the current page.
    expect(within(panel).getByRole('heading', { name: 'test.drawer.sport' })).toBeTruthy();
    expect(within(within(panel).getByRole('navigation', { name: 'test.drawer.help' })).getByRole('link', { name: 'test.footer.terms' })).toBeTruthy();
    expect(document.activeElement).toBe(within(panel).getByRole('button', { name: text('shell.sideMenu.close') }));

    await click(within(panel).getByRole('button', { name: text('shell.sideMenu.close') }));
    expect(sidePanelStore.sideMenuOpen).toBe(false);
    expect(document.body.style.overflow).toBe('scroll');
    expect(document.activeElement).toBe(openButton);
    // Its content leaves the DOM once the 0.5 s slide is over.
    act(() => vi.advanceTimersByTime(sidePanelSlideMs));
    expect(document.getElementById('side-menu')?.querySelector('nav')).toBeNull();
  });

  it('Escape and the backdrop close a panel', async () => {
    renderShell('/');
    await click(screen.getByRole('button', { name: text('shell.sideMenu.open') }));
    await press(screen.getByRole('dialog'), { key: 'Escape' });
    expect(sidePanelStore.sideMenuOpen).toBe(false);
    await click(screen.getByRole('button', { name: text('shell.profilePanel.open') }));
    await click(screen.getByTestId('profile-panel-backdrop'));
    expect(sidePanelStore.profilePanelOpen).toBe(false);
  });

  it('the profile panel shows the login form when signed out and the user menu when signed in', async () => {
    renderShell('/');
    await click(screen.getByRole('button', { name: text('shell.profilePanel.open') }));
    let panel = screen.getByRole('dialog', { name: text('shell.profilePanel.signInTitle') });
    expect(within(panel).getByRole('form', { name: 'login form stub' })).toBeTruthy();

    await update(() => signIn({ id: 1 }, { access: 'a', refresh: 'r' }));
    panel = screen.getByRole('dialog', { name: text('shell.profilePanel.title') });
    expect(within(panel).queryByRole('form')).toBeNull();
    expect(within(panel).getByTestId('account-summary')).toBeTruthy();
    expect(within(panel).getByRole('link', { name: 'test.menu.history' }).getAttribute('href')).toBe('/history');
    // The mobile header itself offers the balance and Deposit once signed in.
    expect(within(screen.getByRole('banner')).getByTestId('header-deposit')).toBeTruthy();
  });

  it('signs out from the panel with a plain button (no dropdown layer under the backdrop) and closes it', async () => {
    await update(() => signIn({ id: 1 }, { access: 'a', refresh: 'r' }));
    renderShell('/');
    await click(screen.getByRole('button', { name: text('shell.profilePanel.open') }));
    const panel = screen.getByRole('dialog', { name: text('shell.profilePanel.title') });
    const before = signOutCalls.count;
    await click(within(panel).getByRole('button', { name: text('auth.signOut') }));
    expect(signOutCalls.count).toBe(before + 1);
    expect(sidePanelStore.profilePanelOpen).toBe(false);
    expect(screen.queryByTestId('header-deposit')).toBeNull();
  });

  it('opening one panel closes the other; following a link closes the panel', async () => {
    await update(() => signIn({ id: 1 }, { access: 'a', refresh: 'r' }));
    renderShell('/');
    await click(screen.getByRole('button', { name: text('shell.sideMenu.open') }));
    await update(() => {
      sidePanelStore.profilePanelOpen = false;
    });
    await click(screen.getByRole('button', { name: text('shell.profilePanel.open') }));
    expect(sidePanelStore).toMatchObject({ sideMenuOpen: false, profilePanelOpen: true });
    await click(screen.getByRole('link', { name: 'test.menu.history' }));
    expect(screen.getByText('history screen')).toBeTruthy();
    expect(sidePanelStore.profilePanelOpen).toBe(false);
    expect(document.body.style.overflow).toBe('');
  });

  it('a panel opened while the page being navigated to still renders stays open when it arrives (a slow phone)', async () => {
    await update(() => signIn({ id: 1 }, { access: 'a', refresh: 'r' }));
    const router = renderShell('/');
    // The browser's address is the new page's before that page renders (the router writes it first).
    window.history.replaceState(null, '', '/history');
    try {
      await click(screen.getByRole('button', { name: text('shell.profilePanel.open') }));
      await update(() => {
        void router.navigate('/history');
      });
      expect(screen.getByText('history screen')).toBeTruthy();
      expect(sidePanelStore.profilePanelOpen).toBe(true);
      // A later navigation to another page closes it, as a link in it would.
      await update(() => {
        void router.navigate('/sport');
      });
      expect(sidePanelStore.profilePanelOpen).toBe(false);
    } finally {
      window.history.replaceState(null, '', '/');
    }
  });

  it('widening the viewport past 767 px forces both panels closed and gives the page its scroll back', async () => {
    renderShell('/');
    await click(screen.getByRole('button', { name: text('shell.profilePanel.open') }));
    expect(document.body.style.overflow).toBe('hidden');
    await update(() => viewport.setDesktop(true));
    expect(sidePanelStore).toMatchObject({ sideMenuOpen: false, profilePanelOpen: false });
    expect(document.body.style.overflow).toBe('');
    expect(screen.queryByRole('button', { name: text('shell.profilePanel.open') })).toBeNull();
    // Back below the breakpoint, the panels stay closed.
    await update(() => viewport.setDesktop(false));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('the tab bar: links from config, the slip tab counts the selections, the account tab opens the account panel', async () => {
    const router = renderShell('/sport');
    const bar = screen.getByRole('navigation', { name: text('shell.tabBar.label') });
    expect(within(bar).getByRole('link', { name: 'test.tabs.home' }).getAttribute('aria-current')).toBe('page');
    expect(within(bar).getByRole('link', { name: 'test.tabs.slip' }).getAttribute('href')).toBe('/slip');
    expect(within(bar).queryByTestId('tab-count')).toBeNull();
    await update(() => {
      betslipSelectionsStore.items.push({ eventId: 1, marketId: 2, outcomeId: 3, price: '1.85', priceVersion: 1, live: false });
    });
    expect(within(bar).getByRole('link', { name: 'test.tabs.slip 1' })).toBeTruthy();
    // No page docks the slip's sheet here: the tab leads to the slip's page.
    await click(within(bar).getByRole('link', { name: /test.tabs.slip/ }));
    expect(router.state.location.pathname).toBe('/slip');
    const account = within(bar).getByRole('button', { name: 'test.tabs.account' });
    await click(account);
    expect(sidePanelStore.profilePanelOpen).toBe(true);
    expect(account.getAttribute('aria-expanded')).toBe('true');
    betslipSelectionsStore.items.splice(0);
  });

  it('the tab bar is a phone\'s: none on a desktop', async () => {
    renderShell('/sport');
    expect(screen.getByRole('navigation', { name: text('shell.tabBar.label') })).toBeTruthy();
    await update(() => viewport.setDesktop(true));
    expect(screen.queryByRole('navigation', { name: text('shell.tabBar.label') })).toBeNull();
  });

  it('keeps keyboard focus inside an open panel', async () => {
    renderShell('/');
    await click(screen.getByRole('button', { name: text('shell.sideMenu.open') }));
    const panel = screen.getByRole('dialog');
    const closeButton = within(panel).getByRole('button', { name: text('shell.sideMenu.close') });
    const focusables = panel.querySelectorAll<HTMLElement>('a[href], button');
    const last = focusables[focusables.length - 1];
    last.focus();
    await press(last, { key: 'Tab' });
    expect(document.activeElement).toBe(closeButton);
    await press(closeButton, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(last);
  });
});

// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { useFocusHeadingOnNavigation } from './route-focus.ts';

// docs/product.md §2 Shell, accessibility: after a navigation the focus moves to the new page's heading, unless the
// player already put it somewhere on the new page (the address changes before the page renders; on a slow phone they
// may be using its header meanwhile).

function Frame() {
  useFocusHeadingOnNavigation();
  return (
    <>
      <header>
        <button type="button">Cashback</button>
      </header>
      <main>
        <Outlet />
      </main>
    </>
  );
}

function renderPages() {
  const router = createMemoryRouter(
    [
      {
        element: <Frame />,
        children: ['/a', '/b', '/c'].map((path) => ({ path, element: <h1>{`page ${path}`}</h1> })),
      },
    ],
    { initialEntries: ['/a'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const go = (router: ReturnType<typeof renderPages>, path: string) => act(async () => void (await router.navigate(path)));

afterEach(() => {
  cleanup();
  window.history.replaceState(null, '', '/');
});

describe('the focus after a navigation', () => {
  it('moves to the new page heading, the header button it was on notwithstanding', async () => {
    const router = renderPages();
    const button = screen.getByRole('button', { name: 'Cashback' });
    // Pressed on page /a, then a navigation (a link elsewhere): the new page's heading gets the focus.
    fireEvent.pointerDown(button);
    button.focus();
    await go(router, '/b');
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'page /b' }));
  });

  it('stays on what the player pressed on the new address before its page rendered, and moves again on the next navigation', async () => {
    const router = renderPages();
    const button = screen.getByRole('button', { name: 'Cashback' });
    // The router wrote the new address; its page is still rendering when the player opens the cashback panel.
    window.history.replaceState(null, '', '/b');
    fireEvent.pointerDown(button);
    button.focus();
    await go(router, '/b');
    expect(screen.getByRole('heading', { name: 'page /b' })).toBeTruthy();
    expect(document.activeElement).toBe(button);
    // That press is not taken for one on a later page.
    window.history.replaceState(null, '', '/c');
    await go(router, '/c');
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'page /c' }));
  });
});

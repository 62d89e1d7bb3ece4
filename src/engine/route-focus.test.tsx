// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { useFocusHeadingOnNavigation } from './route-focus.ts';

// docs/product.md §2 Shell, accessibility: after a navigation the focus moves to the new page's heading, unless the
// player has just opened a panel of the page's header with it (the address changes before the page renders; on a slow
// phone they may be using its header meanwhile).

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

afterEach(() => cleanup());

describe('the focus after a navigation', () => {
  it('moves to the new page heading from a header button', async () => {
    const router = renderPages();
    const button = screen.getByRole('button', { name: 'Cashback' });
    button.focus();
    await go(router, '/b');
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'page /b' }));
  });

  it('stays on a header button whose panel the player opened while the new page rendered, and moves again on the next navigation', async () => {
    const router = renderPages();
    const button = screen.getByRole('button', { name: 'Cashback' });
    // The router wrote the new address; its page is still rendering when the player opens the cashback panel.
    fireEvent.click(button);
    button.setAttribute('aria-expanded', 'true');
    button.focus();
    await go(router, '/b');
    expect(screen.getByRole('heading', { name: 'page /b' })).toBeTruthy();
    expect(document.activeElement).toBe(button);
    // Closed again, the button is one like any other for the next navigation.
    button.setAttribute('aria-expanded', 'false');
    await go(router, '/c');
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'page /c' }));
  });
});

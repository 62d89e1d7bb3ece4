// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, MemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { href } from './hrefs.ts';
import { useReturnHereOnClick, useWithReturnHere } from './return-address.ts';

// §2 Player journey: the header's register link carries the page it is on, so the deep link survives registration
// even when the link is followed before the page has hydrated (no client history to recall it from).

afterEach(cleanup);

function RegisterLink() {
  return <a href={useWithReturnHere(href('sign-up'))}>register</a>;
}

function linkAt(address: string): string {
  render(
    <MemoryRouter initialEntries={[address]}>
      <RegisterLink />
    </MemoryRouter>,
  );
  const link = screen.getByRole('link').getAttribute('href')!;
  cleanup();
  return link;
}

describe('useWithReturnHere', () => {
  it('carries the page and its query as next', () => {
    const page = `${href('sportsbook-type', { type: 'prematch', activeSport: 1 })}?when=today`;
    expect(linkAt(page)).toBe(`${href('sign-up')}?next=${encodeURIComponent(page)}`);
  });

  it('on the sign-in or sign-up page, keeps that page’s own next, never itself', () => {
    const next = href('profile-limits');
    expect(linkAt(`${href('auth-sign-in')}?next=${encodeURIComponent(next)}`)).toBe(`${href('sign-up')}?next=${encodeURIComponent(next)}`);
    expect(linkAt(href('sign-up'))).toBe(href('sign-up'));
  });
});

describe('useReturnHereOnClick', () => {
  function ClickedRegisterLink() {
    return (
      <a href={useWithReturnHere(href('sign-up'))} onClick={useReturnHereOnClick(href('sign-up'))}>
        register
      </a>
    );
  }

  it('takes, as next, the page of the address at the click: the new page the router moved to before rendering it', async () => {
    const before = href('sportsbook-type', { type: 'prematch', activeSport: 1 });
    const router = createMemoryRouter([{ path: '*', element: <ClickedRegisterLink /> }], { initialEntries: [before] });
    render(<RouterProvider router={router} />);
    // The router wrote the match's address; the header still shows the link drawn for the list.
    window.history.replaceState(null, '', '/sportsbook/event/line/42');
    try {
      expect(screen.getByRole('link').getAttribute('href')).toBe(`${href('sign-up')}?next=${encodeURIComponent(before)}`);
      await act(async () => void fireEvent.click(screen.getByRole('link')));
      expect(router.state.location.pathname + router.state.location.search).toBe(`${href('sign-up')}?next=${encodeURIComponent('/sportsbook/event/line/42')}`);
    } finally {
      window.history.replaceState(null, '', '/');
    }
  });
});

// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { href } from '../../engine/hrefs.ts';
import { previousLocation, useRememberPreviousLocation } from '../../engine/previous-location.ts';
import { rememberRegistrationReturn, takeRegistrationReturn } from '../../engine/return-address.ts';
import { signOut } from './session.ts';

// §2 Player journey: the page before sign-in is where a sign-in returns. After a player signs out on purpose or closes
// their account, it is no longer anyone's: the next person to sign in on the device must not land on "Fermer mon compte".

afterEach(cleanup);

function Remember() {
  useRememberPreviousLocation();
  return null;
}

/** The root layout's record of the pages of this visit, left on `path` (jsdom's own address stays "/"). */
function visit(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Remember />
    </MemoryRouter>,
  );
  cleanup();
}

describe('sign-out and the return address', () => {
  it('a sign-out on purpose (an account closed, the menu) forgets the last player’s pages', async () => {
    visit(href('profile-close-account'));
    rememberRegistrationReturn('/sportsbook');
    expect(previousLocation()).toBe(href('profile-close-account'));
    await signOut();
    expect(previousLocation()).toBeNull();
    expect(takeRegistrationReturn()).toBeNull();
  });

  it('an expired session keeps them: the same player signs back in to where they were', async () => {
    visit(href('profile-close-account'));
    await signOut('sessionExpired');
    expect(previousLocation()).toBe(href('profile-close-account'));
  });
});

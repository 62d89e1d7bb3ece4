// @vitest-environment jsdom
import { act, cleanup, screen } from '@testing-library/react';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { afterEach, beforeAll, describe, expect, test } from 'vitest';
import { ApiError } from '../../api/client.ts';
import { createQueryClient } from '../../api/query-client.ts';
import { initTestI18n } from '../../i18n/testing.ts';
import { authStore, clearAuth, signIn } from '../../stores/auth.ts';
import { renderWithUi } from '../../ui/testing.tsx';
import { LoadFailureNotice } from './connection-notices.tsx';

// §8 one message per failure: the load-failure notice. A player's call answered 401 after they were signed out (the
// session ended while it was on its way) is not the page failing: the sign-out said what happened.

const refused = (status: number) => new ApiError({ success: false, data: null, errorMessage: null, codeStatus: status, responseStatus: status, errorBody: null });

function Player({ fail }: { fail: () => Promise<never> }) {
  useQuery({ queryKey: ['/api/user/recently-played'], queryFn: fail, retry: false });
  return null;
}

function renderFailing(error: ApiError) {
  const client = createQueryClient();
  renderWithUi(
    <QueryClientProvider client={client}>
      <Player fail={() => Promise.reject(error)} />
      <LoadFailureNotice />
    </QueryClientProvider>,
  );
}

beforeAll(() => initTestI18n());
afterEach(() => {
  cleanup();
  clearAuth();
});

describe('the load-failure notice and the end of a session', () => {
  test('a 401 that lands after the sign-out says nothing; while signed in it is said, as is any other failure', async () => {
    signIn({ id: 7 }, { access: 'a.b.c', refresh: 'a.b.c' });
    clearAuth('sessionExpired');
    renderFailing(refused(401));
    await act(async () => undefined);
    expect(screen.queryByTestId('load-failure-notice')).toBeNull();
    cleanup();

    renderFailing(refused(503));
    expect(await screen.findByTestId('load-failure-notice')).toBeTruthy();
    cleanup();

    signIn({ id: 7 }, { access: 'a.b.c', refresh: 'a.b.c' });
    expect(authStore.isAuth).toBe(true);
    renderFailing(refused(401));
    expect(await screen.findByTestId('load-failure-notice')).toBeTruthy();
  });
});

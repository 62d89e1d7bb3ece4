// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { setupServer } from 'msw/node';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { getGetOddsFormatQueryKey } from '../../api/profile.ts';
import { createQueryClient } from '../../api/query-client.ts';
import { getGetOddsFormatMockHandler } from '../../api/sportsbook-nav-test-handlers.ts';
import { initTestI18n } from '../../i18n/testing.ts';
import { authStore, clearAuth } from '../../stores/auth.ts';
import { setRenderedHints } from '../../stores/render-scope.ts';
import { noPlayerHints } from '../../stores/signed-in-cookie.ts';
import { localeStore } from '../../stores/locale.ts';
import { OddsFormat } from './odds-format.ts';
import { oddsFormatOptions, oddsFormatQueryKey, useOddsFormat } from './use-odds-format.ts';

// §3 Odds formats: the player's format from bookmakers settings (generated msw handler, CONVENTIONS 9).

const server = setupServer();
const asked: string[] = [];

beforeAll(async () => {
  await initTestI18n();
  server.listen({ onUnhandledFrame: 'error' });
  server.events.on('request:start', ({ request }) => void asked.push(new URL(request.url).pathname));
});
afterAll(() => server.close());
afterEach(() => {
  server.resetHandlers();
  asked.splice(0);
  authStore.isAuth = false;
  authStore.session = null;
  authStore.user = null;
});

function renderOddsFormat() {
  const client = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  return renderHook(() => useOddsFormat(), { wrapper });
}

function signIn() {
  authStore.session = { access: 'access-token', refresh: 'refresh-token' };
  authStore.user = { id: 7 };
  authStore.isAuth = true;
}

describe('useOddsFormat (§3)', () => {
  it('offers the six formats of §3 with their ids, named in the odds area', () => {
    expect(oddsFormatOptions.map((option) => option.id)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(oddsFormatOptions.every((option) => option.labelKey.startsWith('odds.formats.'))).toBe(true);
  });

  it('reads the same cache entry that bookmakers settings writes (the generated odds-format key)', () => {
    expect(oddsFormatQueryKey).toEqual(getGetOddsFormatQueryKey());
  });

  it('shows a guest decimal prices and never asks for a profile setting', async () => {
    const { result } = renderOddsFormat();
    expect(result.current.format).toBe(OddsFormat.Decimal);
    act(() => void (localeStore.dateLocale = 'fr-FR'));
    await waitFor(() => expect(result.current.formatPrice('2.50')).toBe('2,50'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(asked).toEqual([]);
  });

  it("shows a player's prices in their format once it is read, decimal until then, for the language on screen", async () => {
    server.use(getGetOddsFormatMockHandler({ oddsFormat: OddsFormat.American }));
    signIn();
    const { result } = renderOddsFormat();
    expect(result.current.formatPrice('2.50')).toBe('2,50');
    await waitFor(() => expect(result.current.format).toBe(OddsFormat.American));
    expect(result.current.formatPrice('2.50')).toBe('+150');
    expect(result.current.formatPrice('1.50')).toBe('-200');
    expect(asked).toEqual(['/api/users/bookmakers-settings/odds-format/']);
  });

  it("shows a returning player's page in the format it was rendered in (their cookie) until their answer, then theirs", async () => {
    // The server wrote the prices in fractional odds; the player has since chosen American elsewhere.
    setRenderedHints({ ...noPlayerHints, oddsFormat: OddsFormat.Fractional });
    server.use(getGetOddsFormatMockHandler({ oddsFormat: OddsFormat.American }));
    signIn();
    try {
      const { result } = renderOddsFormat();
      expect(result.current.formatPrice('2.50')).toBe('6/4');
      await waitFor(() => expect(result.current.format).toBe(OddsFormat.American));
      // Signed out: the default again.
      act(() => clearAuth());
      await waitFor(() => expect(result.current.format).toBe(OddsFormat.Decimal));
    } finally {
      setRenderedHints(noPlayerHints);
    }
  });

  it('writes the language on screen: a change of language changes the price text', async () => {
    server.use(getGetOddsFormatMockHandler({ oddsFormat: OddsFormat.Malay }));
    signIn();
    act(() => void (localeStore.dateLocale = 'en-US'));
    const { result } = renderOddsFormat();
    await waitFor(() => expect(result.current.format).toBe(OddsFormat.Malay));
    expect(result.current.formatPrice('2.50')).toBe('-0.67');
    act(() => void (localeStore.dateLocale = 'fr-FR'));
    // valtio tells its subscribers after the current task.
    await waitFor(() => expect(result.current.formatPrice('2.50')).toBe('-0,67'));
  });
});

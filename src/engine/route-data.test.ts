import { QueryClient } from '@tanstack/react-query';
import i18next from 'i18next';
import type { LoaderFunctionArgs } from 'react-router';
import { describe, expect, it } from 'vitest';
import { defineRouteData, routeDataLoader, type RouteDataArgs, type ServerLoadContext } from './route-data.ts';

// §2 Speed: one route's declared data, run by its loader on the site's server (awaited, in rounds, head from the data)
// and in the browser (started into the app's cache, never awaited).

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

const leaguesKey = ['/leagues'];
const eventsKey = (league: number) => ['/events', { league }];

function fixture(fetched: string[], answer: (key: readonly unknown[]) => Promise<unknown>) {
  const seen: RouteDataArgs[] = [];
  const data = defineRouteData({
    queries: (args, read) => {
      seen.push(args);
      const leagues = { queryKey: leaguesKey, queryFn: () => (fetched.push('leagues'), answer(leaguesKey)) };
      const known = read?.data<{ items: { id: number; slug: string }[] }>(leagues);
      const league = known?.items.find((entry) => entry.slug === args.search.get('league'));
      return league ? [leagues, { queryKey: eventsKey(league.id), queryFn: () => (fetched.push(`events ${league.id}`), answer(eventsKey(league.id))) }] : [leagues];
    },
    head: (args, read) => (read.data({ queryKey: leaguesKey } as never) ? { structuredData: [{ '@type': 'Thing', name: read.t('x') }] } : { notFound: true }),
  });
  return { data, seen, load: () => Promise.resolve({ default: data }) };
}

const call = (loader: ReturnType<typeof routeDataLoader>, url: string, context?: unknown) =>
  loader({ request: new Request(url), params: { sport: '1' }, context } as unknown as LoaderFunctionArgs);

describe('a route’s data loader', () => {
  it('on the server, fetches each query once into the request’s cache, a dependent one in the next round, and answers the head from the data', async () => {
    const fetched: string[] = [];
    const { load, seen } = fixture(fetched, async (key) => (key[0] === '/leagues' ? { items: [{ id: 7, slug: 'ligue-1' }] } : { items: ['an event'] }));
    const queryClient = new QueryClient();
    const context: ServerLoadContext = { queryClient, desktop: false, language: 'ar', signedIn: false, t: ((key: string) => `t:${key}`) as never };
    const head = await call(routeDataLoader('tourneys', load, { live: 'live' }), 'https://play.example.test/t/1?league=ligue-1', context);
    expect(fetched).toEqual(['leagues', 'events 7']);
    expect(queryClient.getQueryData(eventsKey(7))).toEqual({ items: ['an event'] });
    expect(head).toEqual({ structuredData: [{ '@type': 'Thing', name: 't:x' }] });
    expect(seen[0]).toMatchObject({ routeId: 'tourneys', params: { sport: '1', live: 'live' }, desktop: false, language: 'ar', signedIn: false, server: true });
  });

  it('in the browser, starts the fetches into the app’s cache and answers at once, without waiting for them; what the cache holds is not asked again', async () => {
    const fetched: string[] = [];
    const answer = deferred<unknown>();
    const { load } = fixture(fetched, () => answer.promise);
    const queryClient = new QueryClient();
    await i18next.init({ lng: 'fr-fr', resources: {} });
    expect(await call(routeDataLoader('tourneys', load, {}, { queryClient }), 'https://play.example.test/t/1')).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(fetched).toEqual(['leagues']);
    expect(queryClient.getQueryState(leaguesKey)?.fetchStatus).toBe('fetching');
    answer.resolve({ items: [] });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(queryClient.getQueryData(leaguesKey)).toEqual({ items: [] });
    // A second navigation to the page finds the list in the cache.
    await call(routeDataLoader('tourneys', load, {}, { queryClient }), 'https://play.example.test/t/1');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(fetched).toEqual(['leagues']);
  });

  it('in the browser, leaves a query the server answered with an error as it is: a hydrating not-found page is not put back to loading', async () => {
    const fetched: string[] = [];
    const { load } = fixture(fetched, async () => ({ items: [] }));
    const queryClient = new QueryClient();
    await queryClient.prefetchQuery({ queryKey: leaguesKey, queryFn: () => Promise.reject(new Error('404')), retry: false });
    await call(routeDataLoader('tourneys', load, {}, { queryClient }), 'https://play.example.test/t/1');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(fetched).toEqual([]);
    expect(queryClient.getQueryState(leaguesKey)).toMatchObject({ status: 'error', fetchStatus: 'idle' });
  });

  it('in a router given no query cache (the engine’s tests), fetches nothing', async () => {
    const fetched: string[] = [];
    const { load } = fixture(fetched, async () => ({ items: [] }));
    expect(await call(routeDataLoader('tourneys', load), 'https://play.example.test/t/1')).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(fetched).toEqual([]);
  });
});

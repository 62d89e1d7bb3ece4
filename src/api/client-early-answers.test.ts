// @vitest-environment jsdom
import { QueryObserver } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';

// §2 Speed, §7 Shared client: the answers' zod schemas load after the first screen. Each test takes fresh modules, so
// the checker is not loaded yet (the test setup loads it for every other file).
type Client = typeof import('./client.ts');
type Queries = typeof import('./query-client.ts');
let client: Client;
let queries: Queries;
let sent: string[];

const profilePath = '/api/user/profile';
const profile = { id: 7, username: 'player1', dateJoined: '2026-01-02T10:00:00+01:00', balanceCurrency: 'TND', balance: '12.50', isBanned: false };
/** The right fields under the wrong names: read as is, a screen would show an empty balance or throw later. */
const wrongShape = { user: profile };

function answerWith(body: unknown) {
  client.clientHooks.fetch = vi.fn(async (input: string, init: RequestInit) => {
    sent.push(`${init.method} ${new URL(input).pathname}`);
    return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
  });
}

function observeProfile(queryClient: ReturnType<Queries['createQueryClient']>) {
  const observer = new QueryObserver(queryClient, {
    queryKey: [profilePath],
    queryFn: () => client.requestData({ method: 'GET', path: profilePath }),
  });
  const stop = observer.subscribe(() => undefined);
  return { observer, stop };
}

beforeEach(async () => {
  vi.resetModules();
  client = await import('./client.ts');
  queries = await import('./query-client.ts');
  sent = [];
});

afterEach(() => {
  vi.useRealTimers();
});

describe('the answer checks load after the first screen', () => {
  test('a wrongly shaped answer of the first screen is handed over, then caught once the schemas load: asked again, it is invalid_answer', async () => {
    const queryClient = queries.getQueryClient(); // the app's cache, which the late check reports to
    answerWith(wrongShape);
    const { observer, stop } = observeProfile(queryClient);
    await vi.waitFor(() => expect(observer.getCurrentResult().status).toBe('success'));
    expect(observer.getCurrentResult().data).toEqual(wrongShape); // not checked yet: the schemas are not loaded
    client.loadAnswerChecksAfterFirstScreen();
    window.dispatchEvent(new Event('pointerdown')); // the player's first touch loads them
    await vi.waitFor(() => expect(observer.getCurrentResult().status).toBe('error'), { timeout: 5_000 });
    expect(observer.getCurrentResult().error).toMatchObject({ result: { codeStatus: 'invalid_answer', responseStatus: 200 } });
    expect(observer.getCurrentResult().data).toBeUndefined();
    expect(sent).toEqual([`GET ${profilePath}`, `GET ${profilePath}`]);
    stop();
  });

  test('a right answer of the first screen stays on screen when the schemas load, and is not asked again', async () => {
    const queryClient = queries.getQueryClient();
    answerWith(profile);
    const { observer, stop } = observeProfile(queryClient);
    await vi.waitFor(() => expect(observer.getCurrentResult().status).toBe('success'));
    await (await client.loadAnswerCheck()).loadAllAnswerSchemas();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(observer.getCurrentResult()).toMatchObject({ status: 'success', data: profile });
    expect(sent).toHaveLength(1);
    stop();
  });

  test('once the schemas are wanted, a wrongly shaped answer never reaches the screen', async () => {
    const queryClient = queries.createQueryClient();
    client.loadAnswerChecksAfterFirstScreen();
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }));
    answerWith(wrongShape);
    const { observer, stop } = observeProfile(queryClient);
    const seen: unknown[] = [];
    const stopSeen = observer.subscribe((result) => seen.push(result.data));
    await vi.waitFor(() => expect(observer.getCurrentResult().status).toBe('error'), { timeout: 5_000 });
    expect(observer.getCurrentResult().error).toMatchObject({ result: { codeStatus: 'invalid_answer' } });
    expect(seen.every((data) => data === undefined)).toBe(true);
    stopSeen();
    stop();
  });

  test('with no touch, the schemas load 10 s after the page loaded, not before', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    client.loadAnswerChecksAfterFirstScreen();
    answerWith(wrongShape);
    await vi.advanceTimersByTimeAsync(9_900);
    await expect(client.requestData({ method: 'GET', path: profilePath })).resolves.toEqual(wrongShape);
    await vi.advanceTimersByTimeAsync(100);
    vi.useRealTimers();
    await expect(client.requestData({ method: 'GET', path: profilePath })).rejects.toMatchObject({ result: { codeStatus: 'invalid_answer' } });
  });

  test('a call that changes something always waits for its check, even before the first touch', async () => {
    answerWith({ unexpected: true });
    await expect(
      client.requestData({ method: 'PUT', path: '/api/users/bookmakers-settings/odds-format/', body: { odds_format: 'decimal' } }),
    ).rejects.toMatchObject({ result: { codeStatus: 'invalid_answer' } });
  });
});

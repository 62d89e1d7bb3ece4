// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SportEmbedConfig } from '../../../schemas/config/sport-embed.ts';
import { runEmbed, type EmbedRunOptions } from './embed-runner.ts';

// One embed run on a fixture frame-page embed (src/ names no embed, CONVENTIONS 18), on vitest's clock.
const origin = 'https://embed.example.test';
const embed: SportEmbedConfig = {
  id: 'fixture',
  loader: { kind: 'frame-page', page: '/page/' },
  originSetting: 'FIXTURE_ORIGIN',
  token: { source: 'sport-token', renewBeforeSeconds: 60, renewal: { by: 'message', type: 'give-token' } },
  cultures: {},
  oddsFormats: {},
  routes: [{ id: 'fixture-page', path: '/fixture', titleKey: 'fixture.title' }],
  messages: { typeField: 'type', sequenceField: 'seq', heightField: 'height', maxBytes: 512, actions: { up: 'ready', tall: 'resize', money: 'balance-changed', again: 'renew-token', broken: 'failed' } },
  frameSandbox: ['allow-scripts', 'allow-same-origin'],
  startTimeoutMs: 10_000,
};

let container: HTMLDivElement;
let issued = 0;
const fetchToken = vi.fn(async () => ({ token: `token-${(issued += 1)}`, expiresAt: new Date(Date.now() + 15 * 60_000).toISOString() }));
const handlers = () => ({ onReady: vi.fn(), onFailed: vi.fn(), onAction: vi.fn(), onRejected: vi.fn() });

function start(overrides: Partial<EmbedRunOptions> = {}) {
  const callbacks = handlers();
  const run = runEmbed({ embed, origin, container, signedIn: false, culture: 'fr', oddsFormat: 'decimal', direction: 'ltr', route: { page: 'live' }, title: 'Sport', fetchToken, now: () => Date.now(), ...callbacks, ...overrides });
  return { run, ...callbacks };
}
const frame = () => container.querySelector('iframe')!;
const post = (data: unknown, from: { origin?: string; source?: MessageEventSource | null } = {}) =>
  window.dispatchEvent(new MessageEvent('message', { origin: from.origin ?? origin, source: from.source === undefined ? frame().contentWindow : from.source, data }));

beforeEach(() => {
  vi.useFakeTimers({ now: Date.UTC(2026, 10, 27, 12), toFake: ['setTimeout', 'clearTimeout', 'Date', 'queueMicrotask'] });
  issued = 0;
  fetchToken.mockClear();
  container = document.createElement('div');
  document.body.append(container);
});
afterEach(() => {
  container.remove();
  vi.useRealTimers();
});

describe('an embed run', () => {
  it("starts a guest with '-' and no token call, in a sandboxed frame whose address carries no token", async () => {
    const { run } = start();
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchToken).not.toHaveBeenCalled();
    const url = new URL(frame().src);
    expect(url.origin + url.pathname).toBe(`${origin}/page/`);
    expect(Object.fromEntries(url.searchParams)).toEqual({ page: 'live', culture: 'fr', oddsFormat: 'decimal', dir: 'ltr' });
    expect(frame().getAttribute('sandbox')).toBe('allow-scripts allow-same-origin');
    const postMessage = vi.spyOn(frame().contentWindow!, 'postMessage');
    frame().dispatchEvent(new Event('load'));
    expect(postMessage).toHaveBeenCalledWith({ type: 'give-token', token: '-' }, origin);
    run.stop();
  });

  it('fetches the token before the frame exists, hands it over by message, and renews it when asked', async () => {
    let resolve!: (value: { token: string }) => void;
    const slow = vi.fn(() => new Promise<{ token: string }>((done) => (resolve = done)));
    const { run, onReady } = start({ signedIn: true, fetchToken: slow });
    expect(slow).toHaveBeenCalledTimes(1);
    expect(frame()).toBeNull();
    resolve({ token: 'first' });
    await vi.advanceTimersByTimeAsync(0);
    const postMessage = vi.spyOn(frame().contentWindow!, 'postMessage');
    frame().dispatchEvent(new Event('load'));
    expect(postMessage).toHaveBeenLastCalledWith({ type: 'give-token', token: 'first' }, origin);
    post({ type: 'up', seq: 1 });
    expect(onReady).toHaveBeenCalledTimes(1);
    post({ type: 'again', seq: 2 });
    expect(slow).toHaveBeenCalledTimes(2);
    resolve({ token: 'second' });
    await vi.advanceTimersByTimeAsync(0);
    expect(postMessage).toHaveBeenLastCalledWith({ type: 'give-token', token: 'second' }, origin);
    run.stop();
  });

  it('acts on its own frame only: resize sets the height, balance goes to the page; a stranger is counted', async () => {
    const { run, onAction, onRejected } = start();
    await vi.advanceTimersByTimeAsync(0);
    post({ type: 'money', seq: 1 }, { origin: 'https://evil.example.test' });
    post({ type: 'money', seq: 2 }, { source: window });
    expect(onRejected).toHaveBeenLastCalledWith(2);
    expect(onAction).not.toHaveBeenCalled();
    post({ type: 'tall', seq: 3, height: 640.2 });
    expect(frame().style.height).toBe('641px');
    post({ type: 'money', seq: 4 });
    expect(onAction).toHaveBeenCalledWith('balance-changed');
    run.stop();
  });

  it('fails once after its start time-out, and not at all once ready', async () => {
    const late = start();
    await vi.advanceTimersByTimeAsync(9_999);
    expect(late.onFailed).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(late.onFailed).toHaveBeenCalledWith('timeout');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(late.onFailed).toHaveBeenCalledTimes(1);
    // The failed run leaves no frame behind (the page shows its message instead).
    expect(container.querySelector('iframe')).toBeNull();

    const prompt = start();
    await vi.advanceTimersByTimeAsync(0);
    post({ type: 'up', seq: 1 });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(prompt.onFailed).not.toHaveBeenCalled();
    prompt.run.stop();
  });

  it('fails at once without an origin, or when the token is refused; an error the embed reports fails it too', async () => {
    const noOrigin = start({ origin: undefined });
    await vi.advanceTimersByTimeAsync(0);
    expect(noOrigin.onFailed).toHaveBeenCalledWith('origin');
    const refused = start({ signedIn: true, fetchToken: vi.fn(async () => Promise.reject(new Error('403'))) });
    await vi.advanceTimersByTimeAsync(0);
    expect(refused.onFailed).toHaveBeenCalledWith('token');
    const broken = start();
    await vi.advanceTimersByTimeAsync(0);
    post({ type: 'broken', seq: 1 });
    expect(broken.onFailed).toHaveBeenCalledWith('embed');
  });

  it('stops cleanly: no timer, no listener, no frame (a sign-in or sign-out starts a new run)', async () => {
    const { run, onFailed, onAction } = start({ signedIn: true });
    await vi.advanceTimersByTimeAsync(0);
    const source = frame().contentWindow;
    run.stop();
    expect(container.childElementCount).toBe(0);
    window.dispatchEvent(new MessageEvent('message', { origin, source, data: { type: 'money', seq: 1 } }));
    await vi.advanceTimersByTimeAsync(60 * 60_000);
    expect(onFailed).not.toHaveBeenCalled();
    expect(onAction).not.toHaveBeenCalled();
    expect(fetchToken).toHaveBeenCalledTimes(1);
  });
});

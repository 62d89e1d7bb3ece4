// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenPageSettled } from './register.ts';

describe('service worker registration timing', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('waits for the page to load and go idle, so precaching never competes with the first screen', () => {
    vi.useFakeTimers();
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    const idleCallbacks: Array<() => void> = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idleCallbacks.push(callback));
    const register = vi.fn();

    whenPageSettled(register);
    vi.advanceTimersByTime(10_000);
    expect(register).not.toHaveBeenCalled(); // still loading

    window.dispatchEvent(new Event('load'));
    expect(register).not.toHaveBeenCalled(); // loaded, main thread not idle yet
    idleCallbacks.forEach((callback) => callback());
    expect(register).toHaveBeenCalledTimes(1);
    vi.unstubAllGlobals();
  });

  it('registers on the next idle period when the page has already loaded', () => {
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('complete');
    const idleCallbacks: Array<() => void> = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idleCallbacks.push(callback));
    const register = vi.fn();
    whenPageSettled(register);
    expect(register).not.toHaveBeenCalled();
    idleCallbacks.forEach((callback) => callback());
    expect(register).toHaveBeenCalledTimes(1);
    vi.unstubAllGlobals();
  });
});

import { afterEach, beforeEach, vi } from 'vitest';
import { resetFirstScreen } from '../ui/use-after-first-screen.ts';

/**
 * For the tests of what waits for the page's first load (src/ui/use-after-first-screen.ts): each test starts on a
 * first load, with a requestIdleCallback whose callbacks wait in the returned queue until the test calls them.
 */
export function stubIdleCallbacks(): (() => void)[] {
  const idle: (() => void)[] = [];
  beforeEach(() => {
    resetFirstScreen();
    idle.length = 0;
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
    vi.stubGlobal('cancelIdleCallback', () => undefined);
  });
  afterEach(() => vi.unstubAllGlobals());
  return idle;
}

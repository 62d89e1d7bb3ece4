import { afterEach } from 'vitest';

// Component tests (jsdom) unmount what they rendered after each test, so no poll or timer leaks into the next.
if (typeof document !== 'undefined') {
  const { cleanup } = await import('@testing-library/react');
  afterEach(() => cleanup());
}

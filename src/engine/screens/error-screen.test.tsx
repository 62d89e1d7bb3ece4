// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initTestI18n } from '../../i18n/testing.ts';
import { ErrorRecoveryProvider, ErrorScreen, forgetRecoveryDecision } from './error-screen.tsx';
import type { RecoveryStorage } from './error-recovery.ts';

function fakeSessionStorage(): RecoveryStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return { data, getItem: (key) => data.get(key) ?? null, setItem: (key, value) => void data.set(key, value), removeItem: (key) => void data.delete(key) };
}

/** One page load that fails with `error`. */
function loadPageThatFails(error: unknown, environment: { storage: RecoveryStorage; reload: () => void; goToRoot: () => void }) {
  cleanup();
  forgetRecoveryDecision();
  return render(
    <ErrorRecoveryProvider value={{ ...environment, reloadLimit: 3 }}>
      <ErrorScreen error={error} />
    </ErrorRecoveryProvider>,
  );
}

beforeAll(async () => {
  await initTestI18n();
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('ErrorScreen (§2 error screen, §8 load errors)', () => {
  it('reloads 3 times, then goes to the root, then shows the default message with try again', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const environment = { storage: fakeSessionStorage(), reload: vi.fn(), goToRoot: vi.fn() };
    for (let attempt = 1; attempt <= 3; attempt++) {
      loadPageThatFails(new Error('render failed'), environment);
      expect(environment.reload).toHaveBeenCalledTimes(attempt);
      expect(screen.getByRole('status').textContent).toBe(i18next.t('engine.errorScreen.recovering'));
    }
    loadPageThatFails(new Error('render failed'), environment);
    expect(environment.goToRoot).toHaveBeenCalledOnce();
    expect(environment.reload).toHaveBeenCalledTimes(3);

    loadPageThatFails(new Error('render failed'), environment);
    expect(environment.reload).toHaveBeenCalledTimes(3);
    expect(screen.getByRole('heading', { name: i18next.t('engine.errorScreen.title') })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: i18next.t('engine.errorScreen.tryAgain') }));
    expect(environment.reload).toHaveBeenCalledTimes(4);
    expect(environment.storage.data.size).toBe(0);
  });

  it('decides once per page load however often it renders', () => {
    const environment = { storage: fakeSessionStorage(), reload: vi.fn(), goToRoot: vi.fn() };
    const view = loadPageThatFails(new Error('first'), environment);
    view.rerender(
      <ErrorRecoveryProvider value={{ ...environment, reloadLimit: 3 }}>
        <ErrorScreen error={new Error('second')} />
      </ErrorRecoveryProvider>,
    );
    expect(environment.reload).toHaveBeenCalledOnce();
  });

  it('a chunk load failure after a deploy reloads once, counted toward the limit', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const environment = { storage: fakeSessionStorage(), reload: vi.fn(), goToRoot: vi.fn() };
    const chunkError = () => new TypeError('Failed to fetch dynamically imported module: /static/js/async/profile.js');
    loadPageThatFails(chunkError(), environment);
    expect(environment.reload).toHaveBeenCalledOnce();
    expect(environment.storage.data.get('error-screen.reloads')).toBe('1');
    // Still failing after the fresh page: the render-error rule takes over (2 more reloads, root, message).
    for (let load = 0; load < 3; load++) loadPageThatFails(chunkError(), environment);
    expect(environment.reload).toHaveBeenCalledTimes(3);
    expect(environment.goToRoot).toHaveBeenCalledOnce();
    loadPageThatFails(chunkError(), environment);
    expect(screen.getByRole('alert')).toBeTruthy();
  });

  it('with the reloads used up, a chunk failure still reloads once, then shows the message', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const environment = { storage: fakeSessionStorage(), reload: vi.fn(), goToRoot: vi.fn() };
    environment.storage.setItem('error-screen.reloads', '3');
    environment.storage.setItem('error-screen.went-to-root', '1');
    const chunkError = () => Object.assign(new Error('Loading CSS chunk 9 failed.'), { name: 'ChunkLoadError' });
    loadPageThatFails(chunkError(), environment);
    expect(environment.reload).toHaveBeenCalledOnce();
    loadPageThatFails(chunkError(), environment);
    expect(environment.reload).toHaveBeenCalledOnce();
    expect(screen.getByRole('alert')).toBeTruthy();
  });
});

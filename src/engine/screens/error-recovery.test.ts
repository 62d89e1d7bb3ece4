import { describe, expect, it } from 'vitest';
import { isChunkLoadError, nextRecoveryStep, recoveryStorageKeys, resetRecovery, type RecoveryStorage } from './error-recovery.ts';

function fakeStorage(): RecoveryStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return { data, getItem: (key) => data.get(key) ?? null, setItem: (key, value) => void data.set(key, value), removeItem: (key) => void data.delete(key) };
}

const renderError = () => new TypeError("Cannot read properties of undefined (reading 'x')");

describe('error screen recovery (§2, §9: reload limit 3)', () => {
  it('reloads three times, then goes to the root, then shows the message', () => {
    const storage = fakeStorage();
    const steps = Array.from({ length: 6 }, () => nextRecoveryStep(renderError(), storage, 3));
    expect(steps).toEqual(['reload', 'reload', 'reload', 'go-to-root', 'show-message', 'show-message']);
  });

  it('try again (or a clean run) starts the count afresh', () => {
    const storage = fakeStorage();
    for (let index = 0; index < 5; index++) nextRecoveryStep(renderError(), storage, 3);
    resetRecovery(storage);
    expect(storage.data.size).toBe(0);
    expect(nextRecoveryStep(renderError(), storage, 3)).toBe('reload');
  });

  it('a chunk or CSS load failure reloads once even when the reloads are used up, never in a loop', () => {
    const storage = fakeStorage();
    const chunk = () => Object.assign(new Error('Loading chunk 7 failed.\n(error: /static/js/7.js)'), { name: 'ChunkLoadError' });
    for (let index = 0; index < 4; index++) nextRecoveryStep(renderError(), storage, 3); // 3 reloads, then the root
    expect(nextRecoveryStep(chunk(), storage, 3)).toBe('reload');
    expect(storage.data.get(recoveryStorageKeys.chunkReloaded)).toBe('1');
    expect(nextRecoveryStep(chunk(), storage, 3)).toBe('show-message');
    expect(nextRecoveryStep(new Error('Loading CSS chunk 3 failed.'), storage, 3)).toBe('show-message');
  });

  it('the chunk reload counts toward the limit; a failure that survives it follows the render-error rule', () => {
    const storage = fakeStorage();
    const chunk = () => new TypeError('Failed to fetch dynamically imported module: /static/js/async/a.js');
    const steps = Array.from({ length: 6 }, () => nextRecoveryStep(chunk(), storage, 3));
    expect(steps).toEqual(['reload', 'reload', 'reload', 'go-to-root', 'show-message', 'show-message']);
  });

  it('never reloads without storage to count in', () => {
    expect(nextRecoveryStep(renderError(), null, 3)).toBe('show-message');
    const broken: RecoveryStorage = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {},
    };
    expect(nextRecoveryStep(renderError(), broken, 3)).toBe('show-message');
  });

  it('a limit of 0 goes straight to the root', () => {
    expect(nextRecoveryStep(renderError(), fakeStorage(), 0)).toBe('go-to-root');
  });

  it('recognises chunk and dynamic import failures across browsers', () => {
    expect(isChunkLoadError(Object.assign(new Error('x'), { name: 'ChunkLoadError' }))).toBe(true);
    expect(isChunkLoadError(new Error('Loading CSS chunk 12 failed. (/static/css/12.css)'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: https://x/static/js/a.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Something else'))).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
    expect(isChunkLoadError('Loading chunk 1 failed.')).toBe(true);
  });
});

// §2/§8 error screen recovery, kept free of React so the rules are tested directly:
// - a render error reloads the page up to `reloadLimit` times (§9: 3), then goes to the root once, then the
//   default message with a try-again button is shown;
// - a chunk or CSS load failure (a deploy replaced the files) reloads once, even when the render-error reloads
//   are used up: the fresh page asks for the new files. The reload counts toward the limit, and a failure that
//   survives it is handled like any other error, so nothing ever reloads in a loop.
// Counters live in sessionStorage so they survive the reloads; without storage nothing is reloaded (a counter
// that cannot be kept would reload forever).

/** The part of Storage the recovery needs. */
export type RecoveryStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export const recoveryStorageKeys = {
  reloads: 'error-screen.reloads',
  wentToRoot: 'error-screen.went-to-root',
  chunkReloaded: 'error-screen.chunk-reloaded',
} as const;

export type RecoveryStep = 'reload' | 'go-to-root' | 'show-message';

// Messages of failed dynamic imports and CSS chunks across bundlers and browsers (rspack/webpack, Chromium,
// Firefox, Safari).
const chunkErrorPatterns = [
  /loading (css )?chunk [^\s]+ failed/i,
  /failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /importing a module script failed/i,
  /unable to preload css/i,
  /failed to load (module )?script/i,
];

/** True for errors raised when a code-split chunk (script or CSS) cannot be loaded. */
export function isChunkLoadError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return typeof error === 'string' && chunkErrorPatterns.some((pattern) => pattern.test(error));
  const { name, message } = error as { name?: unknown; message?: unknown };
  if (name === 'ChunkLoadError' || name === 'CssChunkLoadError') return true;
  return typeof message === 'string' && chunkErrorPatterns.some((pattern) => pattern.test(message));
}

/** Decides (and records) what to do about `error`. */
export function nextRecoveryStep(error: unknown, storage: RecoveryStorage | null, reloadLimit: number): RecoveryStep {
  if (!storage) return 'show-message';
  try {
    const reloads = Number(storage.getItem(recoveryStorageKeys.reloads) ?? '0') || 0;
    if (isChunkLoadError(error) && storage.getItem(recoveryStorageKeys.chunkReloaded) === null) {
      storage.setItem(recoveryStorageKeys.chunkReloaded, '1');
      storage.setItem(recoveryStorageKeys.reloads, String(reloads + 1));
      return 'reload';
    }
    if (reloads < reloadLimit) {
      storage.setItem(recoveryStorageKeys.reloads, String(reloads + 1));
      return 'reload';
    }
    if (storage.getItem(recoveryStorageKeys.wentToRoot) === null) {
      storage.setItem(recoveryStorageKeys.wentToRoot, '1');
      return 'go-to-root';
    }
    return 'show-message';
  } catch {
    return 'show-message'; // storage full or blocked mid-way: never risk a reload loop
  }
}

/** Forgets past failures (try-again button, or after the app has run cleanly for a while). */
export function resetRecovery(storage: RecoveryStorage | null): void {
  if (!storage) return;
  try {
    for (const key of Object.values(recoveryStorageKeys)) storage.removeItem(key);
  } catch {
    // nothing to forget if storage is unusable
  }
}

/** sessionStorage, or null where it is missing or blocked. */
export function sessionRecoveryStorage(): RecoveryStorage | null {
  try {
    if (typeof sessionStorage === 'undefined') return null;
    const probe = 'error-screen.probe';
    sessionStorage.setItem(probe, '1');
    sessionStorage.removeItem(probe);
    return sessionStorage;
  } catch {
    return null;
  }
}

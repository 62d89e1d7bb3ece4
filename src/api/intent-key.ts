import { useCallback, useRef } from 'react';

/**
 * One Idempotency-Key per player intent (DESIGN "Money"): the same key while the player retries or double-clicks
 * the same request, a new one once it succeeded or once what is asked changed.
 */
export function useIntentKey(): { keyFor: (fingerprint: string) => string; done: () => void } {
  const current = useRef<{ fingerprint: string; key: string } | null>(null);
  const keyFor = useCallback((fingerprint: string) => {
    if (!current.current || current.current.fingerprint !== fingerprint) current.current = { fingerprint, key: newKey() };
    return current.current.key;
  }, []);
  const done = useCallback(() => {
    current.current = null;
  }, []);
  return { keyFor, done };
}

export function newKey(): string {
  return globalThis.crypto.randomUUID();
}

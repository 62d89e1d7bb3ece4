import { useSyncExternalStore } from 'react';
import { pwaStore } from '../../stores/pwa.ts';

// The device's connection as the browser reports it (online and offline events), kept in the pwa store (§4 Service
// worker: offline state) so the live stream and the service worker read the same flag.

function subscribe(notify: () => void): () => void {
  const update = () => {
    pwaStore.offline = !navigator.onLine;
    notify();
  };
  window.addEventListener('online', update);
  window.addEventListener('offline', update);
  return () => {
    window.removeEventListener('online', update);
    window.removeEventListener('offline', update);
  };
}

export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
}

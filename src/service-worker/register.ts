import { subscribe } from 'valtio';
import { pwaStore } from '../stores/pwa.ts';

/** §9: the worker is checked for updates every 60 s. */
export const updateCheckEveryMs = 60_000;
const workerUrl = '/sw.js';

/**
 * Runs `register` once the page has loaded and the main thread is idle: precaching the app (about half a megabyte)
 * must never compete with the first screen's scripts, data and images for the network or the CPU.
 */
export function whenPageSettled(register: () => void): void {
  const whenIdle = () => {
    if ('requestIdleCallback' in window) requestIdleCallback(() => register(), { timeout: 5_000 });
    else setTimeout(register, 1_000);
  };
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}

/**
 * §4 Service worker: a waiting worker is told to skip waiting and the page reloads, at a safe moment (announced first;
 * never during a game, a payment or a bet placement: src/engine/update-moment.ts sets `applyUpdate`); a missing (404)
 * or non-JavaScript worker script is unregistered and the page reloads; a failed check logs an offline message.
 */
export async function registerServiceWorker(reload: () => void = () => location.reload()): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  let reloading = false;
  const reloadOnce = () => {
    if (reloading) return;
    reloading = true;
    reload();
  };

  const scriptIsValid = async (): Promise<boolean | null> => {
    try {
      // §7: the worker script is fetched with a special header.
      const response = await fetch(workerUrl, { headers: { 'Service-Worker': 'script' }, cache: 'no-store' });
      const type = response.headers.get('content-type') ?? '';
      return response.status !== 404 && type.includes('javascript');
    } catch {
      console.info('Service worker check failed: the app is offline.');
      return null;
    }
  };

  const valid = await scriptIsValid();
  if (valid === false) {
    const registration = await navigator.serviceWorker.getRegistration();
    if (registration) {
      await registration.unregister();
      reloadOnce();
    }
    return;
  }

  const hadController = Boolean(navigator.serviceWorker.controller);
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (hadController) reloadOnce();
  });
  // A browser whose policy blocks workers (an automated or locked-down one) resolves to nothing: nothing to watch.
  const registration = (await navigator.serviceWorker.register(workerUrl)) as ServiceWorkerRegistration | undefined;
  if (!registration) return;
  let waiting: ServiceWorker | null = null;
  const takeOver = () => {
    if (!pwaStore.applyUpdate || !waiting) return;
    waiting.postMessage({ type: 'SKIP_WAITING' });
    waiting = null;
  };
  subscribe(pwaStore, takeOver);
  const promote = (worker: ServiceWorker | null) => {
    if (!worker || !navigator.serviceWorker.controller) return;
    waiting = worker;
    pwaStore.updateWaiting = true;
    takeOver();
  };
  promote(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed') promote(installing);
    });
  });
  setInterval(() => {
    void registration.update().catch(() => {
      pwaStore.offline = true;
      console.info('Service worker update check failed: the app is offline.');
    });
  }, updateCheckEveryMs);
}

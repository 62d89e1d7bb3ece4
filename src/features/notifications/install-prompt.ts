import { pwaStore } from '../../stores/pwa.ts';

/** The browser's install offer (Chromium's BeforeInstallPromptEvent; not in the DOM typings). */
interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
}

let deferred: InstallPromptEvent | null = null;
let listening = false;

/**
 * Keeps the browser's install offer for the install-the-app card (§4 Notification flags: the pwa flag) instead of
 * the browser's own banner; the card offers it when the player has not answered in the last 30 minutes.
 */
export function listenForInstallPrompt(target: Pick<Window, 'addEventListener'> = window): void {
  if (listening) return;
  listening = true;
  target.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    deferred = event as InstallPromptEvent;
    pwaStore.installPromptAvailable = true;
  });
  target.addEventListener('appinstalled', () => {
    deferred = null;
    pwaStore.installPromptAvailable = false;
  });
}

/** Shows the browser's install dialog; an offer can be used once. */
export async function promptInstall(): Promise<void> {
  const event = deferred;
  deferred = null;
  pwaStore.installPromptAvailable = false;
  await event?.prompt();
}

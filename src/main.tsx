import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app.tsx';
import { installSessionInvalidHandler } from './features/auth/session.ts';
import { initI18n } from './i18n/index.ts';
import { appConfig } from './engine/load-config.ts';
import { registerServiceWorker } from './service-worker/register.ts';
import { startAuthPersistence } from './stores/auth.ts';
import { startNotifiesPersistence } from './stores/notifies.ts';
import { startSlotsPersistence } from './stores/slots.ts';

async function boot() {
  startAuthPersistence();
  startNotifiesPersistence();
  startSlotsPersistence();
  installSessionInvalidHandler();
  // The language pack is on screen before the first render, so no key ever flashes (§1: packs load on demand).
  await initI18n(appConfig.market);
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
  if (import.meta.env.PROD) void registerServiceWorker();
}

void boot();

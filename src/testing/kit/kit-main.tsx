import { setupWorker } from 'msw/browser';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { languages } from '../../../config/languages/index.ts';
import { contractMockHandlers } from '../../api/mock-handlers.ts';
import { appConfig } from '../../engine/load-config.ts';
import { installRouteTargets } from '../../engine/hrefs.ts';
import { liveConnection } from '../../engine/sportsbook/live-connection.ts';
import { changeLanguage } from '../../i18n/index.ts';
import { initTestI18n } from '../../i18n/testing.ts';
import { localeStore } from '../../stores/locale.ts';
import { TestEventSource } from '../live-stream.ts';
import { accountAnswers, ScreenProviders, signIn } from '../screen-setup.tsx';
import { seedSlipState, slipStates, type SlipState } from '../slip-states.tsx';
import { KitPage } from './kit-page.tsx';

// The fixture kit's page in a browser (`npm run kit`, rsbuild.kit.config.ts; never part of the site's build): one
// named state per page load, set up as renderScreen sets it up in a component test, with msw's service worker
// answering the API as the tests' mock API does (the state's answers, the kit's account answers, the contract's).

const states: Readonly<Record<string, SlipState>> = slipStates;
const query = new URLSearchParams(location.search);
const current = query.get('state');
const state = current ? states[current] : undefined;
const user = state?.user ?? 'guest';

// The live feed is the state's, never a stream: the live connection opens the kit's EventSource, which stays silent.
(globalThis as { EventSource?: unknown }).EventSource = TestEventSource;
await setupWorker(...(state?.api?.() ?? []), ...accountAnswers(user), ...contractMockHandlers()).start({ onUnhandledFrame: 'bypass', quiet: true });

await initTestI18n();
const language = query.get('lang');
// An unknown code keeps the first language (the list of languages is on the page).
if (language && language !== localeStore.lang && languages.some((entry) => entry.code === language)) await changeLanguage(language);
installRouteTargets(appConfig);
if (state) {
  if (user !== 'guest') signIn(user);
  if (state.live) liveConnection().seed({ seq: state.live.seq ?? 1, events: state.live.events });
  seedSlipState(state);
}

const router = createBrowserRouter([{ path: '*', element: <KitPage states={states} current={current} language={localeStore.lang} /> }]);
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ScreenProviders>
      <RouterProvider router={router} />
    </ScreenProviders>
  </StrictMode>,
);

import { defineApp } from '../schemas/config/app.define.ts';

// Runtime defaults (§9 timers). The environment may override them at start (DESIGN "Origins and runtime settings").
export default defineApp({
  // MARKET picks another file of config/markets (uk-example, de-example) at build and at the sandbox's start; the
  // browser build has it written in by rsbuild.config.ts.
  market: process.env.MARKET || 'tn',
  // '' = the page's own origin (the sandbox serves the app and the API on one port).
  apiBaseUrl: '',
  // §9: request time-out 30 s.
  requestTimeoutMs: 30000,
  // §4: refresh the access token this many seconds before it expires.
  refreshBeforeExpirySeconds: 30,
  // §4: a refresh the server did not answer (offline, time-out, 5xx) is tried again this much later (assumed figure).
  refreshRetryMs: 10000,
  // §9: user poll 5 s.
  userPollMs: 5000,
  // §9: app-load refresh repeated every 180 s.
  appLoadRefreshMs: 180000,
  // §9: session inactivity time-out 20 minutes.
  inactivityTimeoutMs: 20 * 60 * 1000,
  // §9: settings reload 10 min.
  settingsReloadMs: 600000,
  // §9: error page reload limit 3.
  errorPageReloadLimit: 3,
  // §5 Bounds: where a deposit's redirectLink may take the player, besides the site's own origin (the
  // sandbox's hosted payment page) and the API's. An operator lists its card processors' origins here.
  paymentProcessorOrigins: [],
});

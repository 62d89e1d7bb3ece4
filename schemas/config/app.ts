import * as z from 'zod';
import { type DeepReadonly, idSchema } from './shared.ts';

const millisecondsSchema = z.number().int().positive();

/**
 * config/app.ts: runtime settings. DESIGN "Origins and runtime settings": read at start from the environment
 * first, then these defaults, so one build can point at another backend.
 */
export const appSettingsSchema = z.strictObject({
  /** Id of the market this deployment serves (config/markets/<id>.ts). */
  market: idSchema,
  /** Base URL of the operator API; '' means the page's own origin (the sandbox serves both). */
  apiBaseUrl: z.string().refine((value) => value === '' || /^https?:\/\/[^\s]+$/.test(value), 'Expected "" or an http(s) URL'),
  /** §7/§9: request time-out. */
  requestTimeoutMs: millisecondsSchema,
  /** §4: the access token is refreshed this many seconds before it expires. */
  refreshBeforeExpirySeconds: z.number().int().nonnegative(),
  /** §4: a refresh that got no answer (offline, time-out, 5xx) is tried again after this long; the session stays. */
  refreshRetryMs: millisecondsSchema,
  /** §4/§9: user data poll interval while signed in. */
  userPollMs: millisecondsSchema,
  /** §4/§9: the app-load fetch repeats at this interval. */
  appLoadRefreshMs: millisecondsSchema,
  /** §4/§9: a session expires after this much inactivity. */
  inactivityTimeoutMs: millisecondsSchema,
  /** §7/§9: settings reload interval (and on language change). */
  settingsReloadMs: millisecondsSchema,
  /** §2/§9: the error screen reloads the page up to this many times. */
  errorPageReloadLimit: z.number().int().nonnegative(),
  /**
   * §5 Bounds: the origins (scheme://host[:port], nothing else) of the card processors' payment pages. The
   * front end follows a deposit's redirectLink only to one of these, the site's own origin (the sandbox's hosted
   * page) or the API's; anything else is refused with a message and no navigation.
   */
  paymentProcessorOrigins: z.array(
    z.string().refine((value) => {
      try {
        const url = new URL(value);
        return (url.protocol === 'https:' || url.protocol === 'http:') && url.origin === value;
      } catch {
        return false;
      }
    }, 'Expected an origin such as "https://pay.example.com" (no path, no trailing slash)'),
  ),
});

export type AppSettings = z.output<typeof appSettingsSchema>;

export type AppSettingsInput = DeepReadonly<z.input<typeof appSettingsSchema>>;

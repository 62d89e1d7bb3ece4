import type { AppSettingsInput } from './app.ts';

// Zod-free: config/app.ts is read by the API client at start, and the browser bundle must not pull the schema
// in (validated at build and in tests, see routes.define.ts).

/** Types config/app.ts. */
export function defineApp(settings: AppSettingsInput): AppSettingsInput {
  return settings;
}

import type { WheelConfigInput } from './wheel.ts';

// Zod-free: the wheel's screens read config/wheel.ts in the browser; the schema checks it in tests
// (config/wheel.test.ts), like app.define.ts.

/** Types config/wheel.ts. */
export function defineWheel(config: WheelConfigInput): WheelConfigInput {
  return config;
}

import type { CashbackConfigInput } from './cashback.ts';

// Zod-free: the cashback button reads config/cashback.ts in the browser; the schema checks it in tests
// (config/cashback.test.ts), like wheel.define.ts.

/** Types config/cashback.ts. */
export function defineCashback(config: CashbackConfigInput): CashbackConfigInput {
  return config;
}

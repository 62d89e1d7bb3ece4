import * as z from 'zod';
import type { DeepReadonly } from './shared.ts';

const millisecondsSchema = z.number().int().positive();

/**
 * config/cashback.ts: the cashback button (§2 Shell, §4 Cashback countdown, §9 UI timings). The reset times are the
 * market's (config/markets/<id>.ts cashbackReset, timezone); the rate is the operator backend's settings.
 */
export const cashbackConfigSchema = z.strictObject({
  /** §9: the countdown ticks this often (250 ms). */
  tickMs: millisecondsSchema,
  /** §2/§9: the button may be dragged vertically this far (300 px) from its resting place. */
  dragMaxPx: z.number().int().positive(),
  /** One arrow-key press moves the button this far. */
  keyboardStepPx: z.number().int().positive(),
  /** A press that moves less than this is a tap, not a drag. */
  dragThresholdPx: z.number().int().min(1),
  /** Accrued cashback rows shown when the button is opened (the same query as the cashback notifications, §7). */
  accruedPageSize: z.number().int().min(1).max(20),
});

export type CashbackConfig = z.output<typeof cashbackConfigSchema>;
export type CashbackConfigInput = DeepReadonly<z.input<typeof cashbackConfigSchema>>;

import * as z from 'zod';
import type { DeepReadonly } from './shared.ts';

const millisecondsSchema = z.number().int().positive();

/** config/wheel.ts: how the prize wheel looks and moves on screen (§2 Wheel game, §4 Wheel, §9 Wheel, UI timings). */
export const wheelConfigSchema = z.strictObject({
  /** §9: the wheel has this many segments (16 of 22.5 degrees each). */
  segments: z.literal(16),
  /** §2/§9: the header button's icon turns once in this time (2.6 s). */
  iconTurnMs: millisecondsSchema,
  /** §4/§9: the wheel turns for this long before it stops on the prize (about 4 s). */
  spinMs: millisecondsSchema,
  /** §4/§9: the win screen appears this long after the spin starts (about 5 s); the spin result is cleared then. */
  winScreenAtMs: millisecondsSchema,
  /** Full turns the wheel makes before it stops, so a spin reads as a spin and not as a nudge. */
  fullTurns: z.number().int().min(1).max(20),
  /** Players who ask for reduced motion get a fade of this length instead of the spin, then the win screen. */
  reducedMotionFadeMs: millisecondsSchema,
  /** §2/§9: the countdown to the next free spin shows this when the server gives no time (09:00:00). */
  defaultFreeSpinTime: z.string().regex(/^\d{2}:\d{2}:\d{2}$/, 'Expected HH:mm:ss'),
  /** The countdown on the header button updates this often. */
  countdownTickMs: millisecondsSchema,
  /** Rows per page of the history modal. */
  historyPageSize: z.number().int().min(1).max(100),
}).refine((config) => config.winScreenAtMs >= config.spinMs, { message: 'winScreenAtMs must not come before the wheel stops (spinMs)', path: ['winScreenAtMs'] });

export type WheelConfig = z.output<typeof wheelConfigSchema>;
export type WheelConfigInput = DeepReadonly<z.input<typeof wheelConfigSchema>>;

import * as z from 'zod';
import type { DeepReadonly } from './shared.ts';

const pageSizeSchema = z.number().int().min(1).max(20);

/** config/notifications.ts: the player notifications (§4 Notification flags, §7 Bonus notification queries). */
export const notificationsConfigSchema = z.strictObject({
  /** §7: the first-deposit bonus query asks for one row. */
  firstDepositPageSize: pageSizeSchema,
  /** §7: the cashback query asks for two rows. */
  cashbackPageSize: pageSizeSchema,
  /** §7: the personal-jackpot query asks for two rows. */
  personalJackpotPageSize: pageSizeSchema,
  /**
   * A first-deposit or personal-jackpot bonus older than this is not announced any more (assumed: the spec gives
   * no age; a cashback is announced from the latest reset on).
   */
  bonusRecentDays: z.number().int().min(1).max(90),
});

export type NotificationsConfig = z.output<typeof notificationsConfigSchema>;
export type NotificationsConfigInput = DeepReadonly<z.input<typeof notificationsConfigSchema>>;

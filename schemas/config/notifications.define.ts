import type { NotificationsConfigInput } from './notifications.ts';

// Zod-free: the notification cards read config/notifications.ts in the browser; the schema checks it in tests
// (config/notifications.test.ts), like wheel.define.ts.

/** Types config/notifications.ts. */
export function defineNotifications(config: NotificationsConfigInput): NotificationsConfigInput {
  return config;
}

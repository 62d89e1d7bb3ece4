import { defineNotifications } from '../schemas/config/notifications.define.ts';

// Player notifications (§4 Notification flags, §7 Bonus notification queries). The install prompt's 30 minutes are
// the notifies store's (§9 Timers, src/stores/notifies.ts).
export default defineNotifications({
  // §7: first deposit page_size 1; cashback page_size 2; personal jackpot page_size 2.
  firstDepositPageSize: 1,
  cashbackPageSize: 2,
  personalJackpotPageSize: 2,
  // Assumed: a bonus is announced during its first week.
  bonusRecentDays: 7,
});

import { proxy } from 'valtio';
import { persistStore } from './persist.ts';

/**
 * §2 Sportsbook: whether changed prices are announced to screen readers (the event page's and the slip's live
 * regions). The player's choice on this device, kept across visits and sign-outs like the language.
 */
export const priceAnnouncementsStore = proxy({ on: true });

let stop: (() => void) | null = null;

/** Started by the screens that announce prices, so pages without them never read the copy. */
export function startPriceAnnouncementsPersistence(): void {
  stop ??= persistStore(priceAnnouncementsStore, { key: 'priceAnnouncements', version: 1 });
}

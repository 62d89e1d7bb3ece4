import { proxy } from 'valtio';
import { persistStore } from './persist.ts';

/** §4 Notification flags (persisted). */
export interface NotifiesState {
  firstDepositShown: boolean;
  cashbackHiddenIds: number[];
  personalJackpotHiddenIds: number[];
  pwaNotificationShown: boolean;
  /** The inbox's notifications the player has seen (opened the inbox on), by key: the unread count leaves them out. */
  readKeys: string[];
}

export const notifiesStore = proxy<NotifiesState>({
  firstDepositShown: false,
  cashbackHiddenIds: [],
  personalJackpotHiddenIds: [],
  pwaNotificationShown: false,
  readKeys: [],
});

/** §4: the notifies store is persisted at version 3; §9: the pwa flag expires after 30 minutes. */
export const notifiesPersistence = {
  key: 'notifies',
  version: 3,
  fieldExpiresInMs: { pwaNotificationShown: 30 * 60 * 1000 },
} as const;

export function startNotifiesPersistence(): () => void {
  return persistStore(notifiesStore, notifiesPersistence);
}

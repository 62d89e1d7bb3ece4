import type { NotifiesState } from '../../stores/notifies.ts';

/** The bonus kinds the player is told about (§4 Notification flags), each from its §7 notification query. */
export type BonusNotificationKind = 'firstDeposit' | 'cashback' | 'personalJackpot';

export interface BonusRow {
  id: number;
  amount: string;
  amountCurrency: string;
  date: string;
}

export interface BonusNotification extends BonusRow {
  kind: BonusNotificationKind;
}

/** At most this many dismissed ids are remembered per kind: the queries only ever return the newest two. */
export const hiddenIdsKept = 50;

/**
 * §4: which cards to show. The first-deposit card until it is dismissed once (one flag, one bonus per player);
 * cashback and personal-jackpot cards unless their id was dismissed.
 */
export function visibleNotifications(
  rows: { firstDeposit?: readonly BonusRow[]; cashback?: readonly BonusRow[]; personalJackpot?: readonly BonusRow[] },
  flags: { firstDepositShown: boolean; cashbackHiddenIds: readonly number[]; personalJackpotHiddenIds: readonly number[] },
): BonusNotification[] {
  const cards: BonusNotification[] = [];
  const first = rows.firstDeposit?.[0];
  if (first && !flags.firstDepositShown) cards.push({ ...first, kind: 'firstDeposit' });
  for (const row of rows.cashback ?? []) if (!flags.cashbackHiddenIds.includes(row.id)) cards.push({ ...row, kind: 'cashback' });
  for (const row of rows.personalJackpot ?? []) if (!flags.personalJackpotHiddenIds.includes(row.id)) cards.push({ ...row, kind: 'personalJackpot' });
  return cards;
}

/** Remembers a dismissed card in the persisted flags, so it never returns (§4 Notification flags). */
export function dismissNotification(flags: NotifiesState, card: Pick<BonusNotification, 'kind' | 'id'>): void {
  if (card.kind === 'firstDeposit') {
    flags.firstDepositShown = true;
    return;
  }
  const field = card.kind === 'cashback' ? 'cashbackHiddenIds' : 'personalJackpotHiddenIds';
  if (flags[field].includes(card.id)) return;
  flags[field] = [...flags[field], card.id].slice(-hiddenIdsKept);
}

/** A notification's key in the inbox: its kind and id (the install offer is one of a kind). */
export function inboxKey(card: Pick<BonusNotification, 'kind' | 'id'> | 'pwa'): string {
  return card === 'pwa' ? 'pwa' : `${card.kind}-${card.id}`;
}

/** How many of the inbox's notifications the player has not seen yet. */
export function unreadCount(keys: readonly string[], readKeys: readonly string[]): number {
  return keys.filter((key) => !readKeys.includes(key)).length;
}

/** The inbox was opened: what it shows is read (a bounded list, the newest kept, like the dismissed ids). */
export function markRead(flags: Pick<NotifiesState, 'readKeys'>, keys: readonly string[]): void {
  const added = keys.filter((key) => !flags.readKeys.includes(key));
  if (added.length === 0) return;
  flags.readKeys = [...flags.readKeys, ...added].slice(-hiddenIdsKept);
}

/** A §7 query date (YYYY-MM-DDTHH:mmZ) for an instant, to the minute at or before it. */
export function minuteQuery(ms: number): string {
  return `${new Date(ms).toISOString().slice(0, 16)}Z`;
}

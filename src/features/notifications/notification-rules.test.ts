import { describe, expect, it } from 'vitest';
import { dismissNotification, hiddenIdsKept, inboxKey, markRead, minuteQuery, unreadCount, visibleNotifications } from './notification-rules.ts';

const row = (id: number) => ({ id, amount: '8.00', amountCurrency: 'TND', date: '2026-11-25T23:11:00Z' });
const fresh = () => ({ firstDepositShown: false, cashbackHiddenIds: [] as number[], personalJackpotHiddenIds: [] as number[], pwaNotificationShown: false, readKeys: [] as string[] });

describe('§4 notification flags', () => {
  it('shows each kind until dismissed, and a dismissed one never again', () => {
    const flags = fresh();
    const rows = { firstDeposit: [row(1)], cashback: [row(7), row(6)], personalJackpot: [row(9)] };
    expect(visibleNotifications(rows, flags).map((card) => `${card.kind}:${card.id}`)).toEqual(['firstDeposit:1', 'cashback:7', 'cashback:6', 'personalJackpot:9']);
    dismissNotification(flags, { kind: 'cashback', id: 7 });
    dismissNotification(flags, { kind: 'firstDeposit', id: 1 });
    dismissNotification(flags, { kind: 'personalJackpot', id: 9 });
    dismissNotification(flags, { kind: 'cashback', id: 7 });
    expect(flags).toMatchObject({ firstDepositShown: true, cashbackHiddenIds: [7], personalJackpotHiddenIds: [9] });
    expect(visibleNotifications(rows, flags).map((card) => `${card.kind}:${card.id}`)).toEqual(['cashback:6']);
    // One first-deposit bonus per player: once dismissed, no other first-deposit row shows either.
    expect(visibleNotifications({ firstDeposit: [row(2)] }, flags)).toEqual([]);
  });

  it('keeps a bounded list of dismissed ids, the newest', () => {
    const flags = fresh();
    for (let id = 1; id <= hiddenIdsKept + 5; id += 1) dismissNotification(flags, { kind: 'cashback', id });
    expect(flags.cashbackHiddenIds).toHaveLength(hiddenIdsKept);
    expect(flags.cashbackHiddenIds.at(-1)).toBe(hiddenIdsKept + 5);
  });

  it('writes query dates to the minute (§7 YYYY-MM-DDTHH:mmZ)', () => {
    expect(minuteQuery(Date.parse('2026-11-25T23:11:59.900Z'))).toBe('2026-11-25T23:11Z');
  });

  it('counts what the inbox shows that the player has not seen, and keeps the newest seen keys, bounded', () => {
    const flags = fresh();
    const keys = [inboxKey({ kind: 'cashback', id: 7 }), inboxKey({ kind: 'firstDeposit', id: 1 }), inboxKey('pwa')];
    expect(keys).toEqual(['cashback-7', 'firstDeposit-1', 'pwa']);
    expect(unreadCount(keys, flags.readKeys)).toBe(3);
    markRead(flags, keys.slice(0, 2));
    expect(unreadCount(keys, flags.readKeys)).toBe(1);
    markRead(flags, keys);
    markRead(flags, keys);
    expect(flags.readKeys).toEqual(keys);
    for (let id = 100; id < 100 + hiddenIdsKept; id += 1) markRead(flags, [inboxKey({ kind: 'cashback', id })]);
    expect(flags.readKeys).toHaveLength(hiddenIdsKept);
    expect(flags.readKeys.at(-1)).toBe(`cashback-${100 + hiddenIdsKept - 1}`);
  });
});

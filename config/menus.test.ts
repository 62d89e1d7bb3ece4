import { describe, expect, it } from 'vitest';
import { href } from '../src/engine/hrefs.ts';
import { menuGroups } from '../src/engine/load-menus.ts';
import { resolveMenu, type MenuGroup } from '../src/engine/menus.ts';

// The deployment's account menu (§2 profile menu), as config/menus.ts declares it; the engine's menu rules are
// tested on fixture menus in src/engine/menus.test.tsx.
const entryIds = (groups: MenuGroup[]) => groups.map((group) => [group.id, group.entries.map((entry) => entry.id)]);

const profileMenu = [
  ['account-settings', ['personal-details', 'change-password', 'bookmakers-settings']],
  ['payments', ['balance', 'replenishment', 'withdraw', 'bonus-transfer']],
  ['player-activities', ['bet-history', 'transactions', 'user-bonus', 'bonus-history', 'cashback-history', 'promocode']],
  ['responsible-gaming', ['kyc-verification', 'limits', 'self-exclusion']],
];

describe('config/menus.ts: the one account menu (§2 profile menu)', () => {
  it('is the same on desktop and on phones, bookmakers settings included (it opens on desktop too)', () => {
    const desktop = resolveMenu(menuGroups, 'profile', { isDesktop: true, flags: {} });
    expect(entryIds(desktop)).toEqual(profileMenu);
    expect(resolveMenu(menuGroups, 'profile', { isDesktop: false, flags: {} })).toEqual(desktop);
    expect(desktop[0].entries[2]).toEqual({ id: 'bookmakers-settings', labelKey: 'engine.menu.entries.bookmakersSettings', to: href('profile-bookmakers-settings'), activeOn: [] });
  });

  it('lists every page once, under one name for the bonus transfer', () => {
    const entries = resolveMenu(menuGroups, 'profile', { isDesktop: true, flags: {}, userType: 'with-cashier' }).flatMap((group) => group.entries);
    const targets = entries.map((entry) => entry.to);
    expect(new Set(targets).size).toBe(targets.length);
    expect(entries.filter((entry) => /bonus-?transfer|exchange/i.test(entry.labelKey)).map((entry) => entry.labelKey)).toEqual(['engine.menu.entries.bonusTransfer']);
  });

  it('keeps the parent entry of the deposit, withdrawal and detail pages (activeOn)', () => {
    const entries = resolveMenu(menuGroups, 'profile', { isDesktop: true, flags: {} }).flatMap((group) => group.entries);
    const parentOf = (routeId: string) => entries.filter((entry) => entry.activeOn.includes(routeId)).map((entry) => entry.id);
    expect(parentOf('deposit')).toEqual(['replenishment']);
    expect(parentOf('withdrawal')).toEqual(['withdraw']);
    expect(parentOf('profile-bet-detail-sft')).toEqual(['bet-history']);
  });

  it('shows the cashier only to players registered with a cashier (§3 userTypes)', () => {
    const ids = (userType?: 'self-registered' | 'with-cashier') =>
      resolveMenu(menuGroups, 'profile', { isDesktop: true, flags: {}, userType }).flatMap((group) => group.entries.map((entry) => entry.id));
    expect(ids()).not.toContain('cashier');
    expect(ids('self-registered')).not.toContain('cashier');
    expect(ids('with-cashier')).toContain('cashier');
  });
});

import { describe, expect, it } from 'vitest';
import { href } from '../../src/engine/hrefs.ts';
import { menuGroups } from '../../src/engine/load-menus.ts';
import { resolveMenu } from '../../src/engine/menus.ts';

// The deployment's account menu (§2 profile menu), as config/menus/slots.ts declares it; the engine's menu rules are
// tested on fixture menus in src/engine/menus.test.tsx.
describe('config/menus/slots.ts: the one account menu (§2 profile menu)', () => {
  // Properties of the menu, not a copy of it: adding a page to config/menus/slots.ts must not mean editing this test.
  it('is the same on desktop and on phones, bookmakers settings included (it opens on desktop too)', () => {
    const desktop = resolveMenu(menuGroups, 'profile', { isDesktop: true, flags: {} });
    expect(desktop.length).toBeGreaterThan(0);
    expect(desktop.every((group) => group.entries.length > 0)).toBe(true);
    expect(resolveMenu(menuGroups, 'profile', { isDesktop: false, flags: {} })).toEqual(desktop);
    const bookmakers = desktop.flatMap((group) => group.entries).find((entry) => entry.id === 'bookmakers-settings');
    expect(bookmakers).toEqual({ id: 'bookmakers-settings', labelKey: 'engine.menu.entries.bookmakersSettings', to: href('profile-bookmakers-settings'), activeOn: [] });
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

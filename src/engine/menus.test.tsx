// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MenuGroupConfig } from '../../schemas/config/menus.ts';
import { createQueryClient } from '../api/query-client.ts';
import { installFakeViewport, type FakeViewport } from '../ui/testing.tsx';
import { resolveMenu, useMenu, type MenuGroup } from './menus.ts';

// The menu rules on fixture menus (CONVENTIONS 18); the deployment's menus are checked in config/menus.test.ts.
// Addresses come from the route table, which the fixture does not have: a route id reads as /r/<id>.
vi.mock('./hrefs.ts', () => {
  const hrefOf = (ref: { route: string }) => `/r/${ref.route}`;
  return {
    hrefOf,
    resolveLinkTarget: (target: { route: string } | { desktop: { route: string }; mobile: { route: string } }, isDesktop: boolean) =>
      'route' in target ? hrefOf(target) : hrefOf(isDesktop ? target.desktop : target.mobile),
  };
});

const flag = 'bonuses.transferBonusBalanceToBalanceOn';
const fixtureMenus = [
  {
    id: 'account',
    slot: 'side',
    labelKey: 'k.account',
    entries: [
      { id: 'details', labelKey: 'k.details', to: { route: 'details' }, activeOn: ['details-edit'] },
      { id: 'help', labelKey: 'k.help', to: { desktop: { route: 'help-page' }, mobile: { route: 'help-modal' } } },
      { id: 'transfer', labelKey: 'k.transfer', to: { route: 'transfer' }, visibleWhen: [{ setting: flag }] },
      { id: 'cashier', labelKey: 'k.cashier', to: { route: 'cashier' }, visibleWhen: [{ userType: 'with-cashier' }] },
      { id: 'phone-only', labelKey: 'k.phone', to: { route: 'phone' }, visibleWhen: [{ viewport: 'non-desktop' }] },
    ],
  },
  { id: 'only-flagged', slot: 'side', labelKey: 'k.flagged', entries: [{ id: 'flagged', labelKey: 'k.flagged', to: { route: 'flagged' }, visibleWhen: [{ setting: flag }] }] },
  { id: 'elsewhere', slot: 'footer', labelKey: 'k.footer', entries: [{ id: 'terms', labelKey: 'k.terms', to: { route: 'terms' } }] },
] as MenuGroupConfig[];

const entryIds = (groups: MenuGroup[]) => groups.map((group) => [group.id, group.entries.map((entry) => entry.id)]);

describe('menus attached to named slots (CONVENTIONS 6)', () => {
  it('lists a slot’s groups in order, each entry with its address and the pages it stays active on', () => {
    const groups = resolveMenu(fixtureMenus, 'side', { isDesktop: true, flags: {} });
    expect(entryIds(groups)).toEqual([['account', ['details', 'help']]]);
    expect(groups[0].entries[0]).toEqual({ id: 'details', labelKey: 'k.details', to: '/r/details', activeOn: ['details-edit'] });
    expect(groups[0].entries[1].activeOn).toEqual([]);
  });

  it('resolves a per-viewport target and hides what is for the other viewport', () => {
    const phone = resolveMenu(fixtureMenus, 'side', { isDesktop: false, flags: {} });
    expect(phone[0].entries.map((entry) => `${entry.id} -> ${entry.to}`)).toEqual(['details -> /r/details', 'help -> /r/help-modal', 'phone-only -> /r/phone']);
  });

  it('a settings flag that is off hides the entry like a missing one, and a group left empty goes too', () => {
    expect(entryIds(resolveMenu(fixtureMenus, 'side', { isDesktop: true, flags: { [flag]: false } }))).toEqual([['account', ['details', 'help']]]);
    expect(entryIds(resolveMenu(fixtureMenus, 'side', { isDesktop: true, flags: { [flag]: true } }))).toEqual([
      ['account', ['details', 'help', 'transfer']],
      ['only-flagged', ['flagged']],
    ]);
  });

  it('shows an entry for one kind of player only to them (§3 userTypes)', () => {
    const ids = (userType?: 'self-registered' | 'with-cashier') => resolveMenu(fixtureMenus, 'side', { isDesktop: true, flags: {}, userType })[0].entries.map((entry) => entry.id);
    expect(ids()).not.toContain('cashier');
    expect(ids('self-registered')).not.toContain('cashier');
    expect(ids('with-cashier')).toContain('cashier');
  });

  it('an unknown slot is empty', () => {
    expect(resolveMenu(fixtureMenus, 'nowhere', { isDesktop: true, flags: {} })).toEqual([]);
  });
});

describe('useMenu', () => {
  let viewport: FakeViewport | undefined;
  afterEach(() => {
    viewport?.restore();
  });

  it('follows the viewport', () => {
    viewport = installFakeViewport(true);
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={createQueryClient()}>{children}</QueryClientProvider>;
    const { result } = renderHook(() => useMenu('side', fixtureMenus), { wrapper });
    const ids = () => result.current.flatMap((group) => group.entries.map((entry) => entry.id));
    expect(ids()).not.toContain('phone-only');
    act(() => viewport!.setDesktop(false));
    expect(ids()).toContain('phone-only');
  });
});

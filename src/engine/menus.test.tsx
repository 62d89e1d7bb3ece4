// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { installFakeViewport, type FakeViewport } from '../ui/testing.tsx';
import { href } from './hrefs.ts';
import { appConfig } from './load-config.ts';
import { resolveMenu, useMenu, type MenuGroup } from './menus.ts';
import { setSettingsFlags } from './settings-flags.ts';

const transferFlag = 'bonuses.transferBonusBalanceToBalanceOn';
const entryIds = (groups: MenuGroup[]) => groups.map((group) => [group.id, group.entries.map((entry) => entry.id)]);

describe('profile menu predicates (§2 profile menu groups)', () => {
  it('desktop without the transfer flag: no bookmakers settings, no payments group', () => {
    expect(entryIds(resolveMenu(appConfig.menus, 'profile', { isDesktop: true, flags: {} }))).toEqual([
      ['favourites', ['bet-history']],
      ['account-settings', ['personal-details', 'change-password']],
      ['player-activities', ['bet-history', 'transactions', 'exchange-bonus-balance']],
      ['responsible-gaming', ['user-bonus', 'kyc-verification', 'limits', 'self-exclusion']],
    ]);
  });

  it('non-desktop adds bookmakers settings; the settings flag adds the bonus transfer', () => {
    const groups = resolveMenu(appConfig.menus, 'profile', { isDesktop: false, flags: { [transferFlag]: true } });
    expect(entryIds(groups)).toEqual([
      ['favourites', ['bet-history']],
      ['account-settings', ['bookmakers-settings', 'personal-details', 'change-password']],
      ['payments', ['bonus-transfer']],
      ['player-activities', ['bet-history', 'transactions', 'exchange-bonus-balance']],
      ['responsible-gaming', ['user-bonus', 'kyc-verification', 'limits', 'self-exclusion']],
    ]);
    expect(groups[1].entries[0]).toEqual({ id: 'bookmakers-settings', labelKey: expect.any(String), to: href('profile-bookmakers-settings') });
    expect(groups[2].entries[0].to).toBe(href('profile-bonus'));
  });

  it('a flag that is off hides the entry like a missing one', () => {
    const groups = resolveMenu(appConfig.menus, 'profile', { isDesktop: true, flags: { [transferFlag]: false } });
    expect(groups.map((group) => group.id)).not.toContain('payments');
  });

  it('the short menu has personal details, bet history and change password', () => {
    const groups = resolveMenu(appConfig.menus, 'profile-short', { isDesktop: true, flags: {} });
    expect(groups.flatMap((group) => group.entries.map((entry) => entry.to))).toEqual([
      href('profile-user-info'),
      href('profile-bet-history-sft'),
      href('profile-change-password'),
    ]);
  });

  it('an unknown slot is empty', () => {
    expect(resolveMenu(appConfig.menus, 'nowhere', { isDesktop: true, flags: {} })).toEqual([]);
  });
});

describe('useMenu', () => {
  let viewport: FakeViewport | undefined;
  afterEach(() => {
    viewport?.restore();
    setSettingsFlags({});
  });

  it('follows the viewport and the settings flags store', async () => {
    viewport = installFakeViewport(true);
    const { result } = renderHook(() => useMenu('profile'));
    const ids = () => result.current.flatMap((group) => group.entries.map((entry) => `${group.id}/${entry.id}`));
    expect(ids()).not.toContain('account-settings/bookmakers-settings');
    expect(ids()).not.toContain('payments/bonus-transfer');

    act(() => viewport!.setDesktop(false));
    expect(ids()).toContain('account-settings/bookmakers-settings');

    // valtio notifies subscribers on the next microtask.
    await act(async () => setSettingsFlags({ [transferFlag]: true }));
    expect(ids()).toContain('payments/bonus-transfer');

    await act(async () => setSettingsFlags({ [transferFlag]: false }));
    expect(ids()).not.toContain('payments/bonus-transfer');
  });
});

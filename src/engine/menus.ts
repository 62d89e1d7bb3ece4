import { useMemo } from 'react';
import type { MenuGroupConfig } from '../../schemas/config/menus.ts';
import { useGetUser } from '../api/accounts.ts';
import { useIsAuth, usePlayerFiguresShown } from '../stores/auth.ts';
import { useIsDesktop } from '../ui/use-viewport.ts';
import { menuGroups } from './load-menus.ts';
import { resolveLinkTarget } from './hrefs.ts';
import type { NavLink } from './navigation.ts';
import { useSettingsFlags } from './settings-flags.ts';
import { isVisible, type VisibilityContext } from './visibility.ts';

export type { NavLink };

/** A menu entry ready to render; activeOn lists the route ids of pages under it (highlighted there too). */
export interface MenuEntry extends NavLink {
  activeOn: readonly string[];
}

/** A menu group ready to render. */
export interface MenuGroup {
  id: string;
  labelKey: string;
  entries: MenuEntry[];
}

/** The groups attached to `slot`, predicates applied; groups left without entries are dropped. */
export function resolveMenu(groups: readonly MenuGroupConfig[], slot: string, context: VisibilityContext): MenuGroup[] {
  return groups
    .filter((group) => group.slot === slot && isVisible(group.visibleWhen, context))
    .map((group) => ({
      id: group.id,
      labelKey: group.labelKey,
      entries: group.entries
        .filter((entry) => isVisible(entry.visibleWhen, context))
        .map((entry) => ({ id: entry.id, labelKey: entry.labelKey, to: resolveLinkTarget(entry.to, context.isDesktop), activeOn: entry.activeOn ?? [] })),
    }))
    .filter((group) => group.entries.length > 0);
}

/** The menu groups of a named slot ('profile', 'profile-short', ...) for the current viewport and settings. */
export function useMenu(slot: string, groups: readonly MenuGroupConfig[] = menuGroups): MenuGroup[] {
  const isDesktop = useIsDesktop();
  const flags = useSettingsFlags();
  const isAuth = useIsAuth();
  const { data: user } = useGetUser({ query: { enabled: isAuth } });
  // The player's own menu entries once the page is the browser's: the server's signed-in frame shows the players' (§2 Speed).
  const userType = usePlayerFiguresShown() ? user?.userTypes : undefined;
  return useMemo(() => resolveMenu(groups, slot, { isDesktop, flags, userType }), [groups, slot, isDesktop, flags, userType]);
}

import { useMemo } from 'react';
import type { DrawerGroupConfig, MenuLinkConfig, TabConfig, TabIcon } from '../../schemas/config/menus.ts';
import { useIsDesktop } from '../ui/use-viewport.ts';
import { appConfig } from './load-config.ts';
import { resolveLinkTarget } from './hrefs.ts';
import { useSettingsFlags } from './settings-flags.ts';
import { isVisible, type VisibilityContext } from './visibility.ts';

/** A link ready to render: label key and resolved address. */
export interface NavLink {
  id: string;
  labelKey: string;
  to: string;
}

/** Applies predicates and resolves targets for one viewport. */
export function resolveNavLinks(links: readonly MenuLinkConfig[], context: VisibilityContext): NavLink[] {
  return links
    .filter((link) => isVisible(link.visibleWhen, context))
    .map((link) => ({ id: link.id, labelKey: link.labelKey, to: resolveLinkTarget(link.to, context.isDesktop) }));
}

function useResolvedLinks(links: readonly MenuLinkConfig[]): NavLink[] {
  const isDesktop = useIsDesktop();
  const flags = useSettingsFlags();
  return useMemo(() => resolveNavLinks(links, { isDesktop, flags }), [links, isDesktop, flags]);
}

/** §2 main navigation (sport, live, casino, live casino), resolved for the current viewport. */
export function useMainNavigation(): NavLink[] {
  return useResolvedLinks(appConfig.navigation.main);
}

/** §2 footer links (the shell shows them on desktop). */
export function useFooterLinks(): NavLink[] {
  return useResolvedLinks(appConfig.navigation.footer);
}

/** A tab of the phone's bar, resolved: its address, or the panel it opens. */
export interface Tab {
  id: string;
  labelKey: string;
  icon: TabIcon;
  to: string | null;
  opens: TabConfig['opens'] | null;
  count: TabConfig['count'] | null;
}

/** Resolves the tab bar for a viewport (the bar is a phone's, but the targets follow the viewport like the main navigation's). */
export function resolveTabs(tabs: readonly TabConfig[], isDesktop: boolean): Tab[] {
  return tabs.map((tab) => ({
    id: tab.id,
    labelKey: tab.labelKey,
    icon: tab.icon,
    to: tab.to ? resolveLinkTarget(tab.to, isDesktop) : null,
    opens: tab.opens ?? null,
    count: tab.count ?? null,
  }));
}

/** §2 Shell: the phone's bottom tab bar (config/menus/shell.ts `tabBar`). */
export function useTabBar(): Tab[] {
  const isDesktop = useIsDesktop();
  return useMemo(() => resolveTabs(appConfig.navigation.tabBar, isDesktop), [isDesktop]);
}

/** A group of the side menu, resolved. */
export interface DrawerGroup {
  id: string;
  labelKey: string;
  links: NavLink[];
}

export function resolveDrawer(groups: readonly DrawerGroupConfig[], context: VisibilityContext): DrawerGroup[] {
  return groups
    .map((group) => ({ id: group.id, labelKey: group.labelKey, links: resolveNavLinks(group.links, context) }))
    .filter((group) => group.links.length > 0);
}

/** §2 Shell: the phone's side menu in its groups (config/menus/shell.ts `drawer`). */
export function useDrawer(): DrawerGroup[] {
  const isDesktop = useIsDesktop();
  const flags = useSettingsFlags();
  return useMemo(() => resolveDrawer(appConfig.navigation.drawer, { isDesktop, flags }), [isDesktop, flags]);
}

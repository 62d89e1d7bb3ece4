import { useMemo } from 'react';
import type { NavigationLinkConfig } from '../../schemas/config/navigation.ts';
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
export function resolveNavLinks(links: readonly NavigationLinkConfig[], context: VisibilityContext): NavLink[] {
  return links
    .filter((link) => isVisible(link.visibleWhen, context))
    .map((link) => ({ id: link.id, labelKey: link.labelKey, to: resolveLinkTarget(link.to, context.isDesktop) }));
}

function useResolvedLinks(links: readonly NavigationLinkConfig[]): NavLink[] {
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

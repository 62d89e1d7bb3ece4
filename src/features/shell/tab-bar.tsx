import type { JSX } from 'react';
import { useTranslation } from 'react-i18next';
import type { TabIcon } from '../../../schemas/config/menus.ts';
import { useTabBar, type Tab } from '../../engine/navigation.ts';
import { useSlipSelections } from '../../stores/betslip-selections.ts';
import { openProfilePanel, closeProfilePanel, useSidePanels } from '../../stores/side-panel.ts';
import { requestSlipSheet } from '../../stores/slip-sheet.ts';
import { CasinoIcon, HomeIcon, LiveIcon, SearchIcon, TicketIcon, UserIcon } from '../../ui/icons.tsx';
import { TabBar as TabBarFrame, TabBarButton, TabBarLink } from '../../ui/tab-bar.tsx';
import { profilePanelId } from './mobile-panels-ids.ts';

const icons: Record<TabIcon, (props: { size?: number }) => JSX.Element> = {
  home: HomeIcon,
  live: LiveIcon,
  casino: CasinoIcon,
  search: SearchIcon,
  slip: TicketIcon,
  account: UserIcon,
};

function useTabCount(tab: Tab): number | undefined {
  const selections = useSlipSelections().length;
  return tab.count === 'slip-selections' ? selections : undefined;
}

function TabItem({ tab }: { tab: Tab }) {
  const { t } = useTranslation();
  const { profilePanelOpen } = useSidePanels();
  const count = useTabCount(tab);
  const Icon = icons[tab.icon];
  const content = { icon: <Icon size={22} />, label: t(tab.labelKey), count };
  if (tab.opens === 'profile-panel' || !tab.to) {
    return <TabBarButton {...content} expanded={profilePanelOpen} controls={profilePanelId} onClick={profilePanelOpen ? closeProfilePanel : openProfilePanel} />;
  }
  return (
    <TabBarLink
      {...content}
      to={tab.to}
      onClick={(event) => {
        // §5 Bet slip: on a page that docks the slip, the slip tab opens its sheet there instead of leaving the list.
        if (tab.count === 'slip-selections' && (count ?? 0) > 0 && requestSlipSheet()) event.preventDefault();
      }}
    />
  );
}

/** §2 Shell: the phone's bottom tab bar (config/menus/shell.ts `tabBar`), on every page of the shell below the tablet width. */
export function TabBar() {
  const { t } = useTranslation();
  const tabs = useTabBar();
  return (
    <TabBarFrame label={t('shell.tabBar.label')}>
      {tabs.map((tab) => (
        <TabItem key={tab.id} tab={tab} />
      ))}
    </TabBarFrame>
  );
}

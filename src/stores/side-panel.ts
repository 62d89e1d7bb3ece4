import { proxy, useSnapshot } from 'valtio';

/** §2 Shell: the mobile side menu and profile panel have open/closed flags. One is open at a time. */
export interface SidePanelState {
  sideMenuOpen: boolean;
  profilePanelOpen: boolean;
  /**
   * The page (the address's path) the open panel was opened on. A navigation closes the panels (the player picked a
   * link in one), but not one opened on the page it leads to: the address changes before the new page renders, and on
   * a slow phone a panel opened in between was closed a second later as the render caught up.
   */
  openedOn: string | null;
}

export const sidePanelStore = proxy<SidePanelState>({ sideMenuOpen: false, profilePanelOpen: false, openedOn: null });

function currentPath(): string | null {
  return typeof window === 'undefined' ? null : window.location.pathname;
}

export function openSideMenu(): void {
  sidePanelStore.profilePanelOpen = false;
  sidePanelStore.sideMenuOpen = true;
  sidePanelStore.openedOn = currentPath();
}

export function closeSideMenu(): void {
  sidePanelStore.sideMenuOpen = false;
}

export function toggleSideMenu(): void {
  if (sidePanelStore.sideMenuOpen) closeSideMenu();
  else openSideMenu();
}

export function openProfilePanel(): void {
  sidePanelStore.sideMenuOpen = false;
  sidePanelStore.profilePanelOpen = true;
  sidePanelStore.openedOn = currentPath();
}

export function closeProfilePanel(): void {
  sidePanelStore.profilePanelOpen = false;
}

export function toggleProfilePanel(): void {
  if (sidePanelStore.profilePanelOpen) closeProfilePanel();
  else openProfilePanel();
}

/** §2: above the tablet width both panels are forced closed. */
export function closeSidePanels(): void {
  sidePanelStore.sideMenuOpen = false;
  sidePanelStore.profilePanelOpen = false;
}

/** §2: a navigation to `pathname` closes a panel opened on another page, and leaves one opened on that page open. */
export function closeSidePanelsOnNavigationTo(pathname: string): void {
  if (sidePanelStore.openedOn === pathname) return;
  closeSidePanels();
}

export function isAnySidePanelOpen(state: SidePanelState = sidePanelStore): boolean {
  return state.sideMenuOpen || state.profilePanelOpen;
}

export function useSidePanels(): Readonly<SidePanelState> {
  return useSnapshot(sidePanelStore);
}

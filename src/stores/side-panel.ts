import { proxy, useSnapshot } from 'valtio';

/** §2 Shell: the mobile side menu and profile panel have open/closed flags. One is open at a time. */
export interface SidePanelState {
  sideMenuOpen: boolean;
  profilePanelOpen: boolean;
}

export const sidePanelStore = proxy<SidePanelState>({ sideMenuOpen: false, profilePanelOpen: false });

export function openSideMenu(): void {
  sidePanelStore.profilePanelOpen = false;
  sidePanelStore.sideMenuOpen = true;
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
}

export function closeProfilePanel(): void {
  sidePanelStore.profilePanelOpen = false;
}

export function toggleProfilePanel(): void {
  if (sidePanelStore.profilePanelOpen) closeProfilePanel();
  else openProfilePanel();
}

/** §2: above the tablet width both panels are forced closed; also used on navigation. */
export function closeSidePanels(): void {
  sidePanelStore.sideMenuOpen = false;
  sidePanelStore.profilePanelOpen = false;
}

export function isAnySidePanelOpen(state: SidePanelState = sidePanelStore): boolean {
  return state.sideMenuOpen || state.profilePanelOpen;
}

export function useSidePanels(): Readonly<SidePanelState> {
  return useSnapshot(sidePanelStore);
}

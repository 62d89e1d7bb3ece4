import { beforeEach, describe, expect, it } from 'vitest';
import {
  closeSidePanels,
  isAnySidePanelOpen,
  openProfilePanel,
  openSideMenu,
  sidePanelStore,
  toggleProfilePanel,
  toggleSideMenu,
} from './side-panel.ts';

beforeEach(() => closeSidePanels());

describe('side panel store (§2 Shell)', () => {
  it('one panel at a time', () => {
    openSideMenu();
    expect(sidePanelStore).toMatchObject({ sideMenuOpen: true, profilePanelOpen: false });
    openProfilePanel();
    expect(sidePanelStore).toMatchObject({ sideMenuOpen: false, profilePanelOpen: true });
    expect(isAnySidePanelOpen()).toBe(true);
  });

  it('toggles and closes both', () => {
    toggleSideMenu();
    expect(sidePanelStore.sideMenuOpen).toBe(true);
    toggleSideMenu();
    expect(sidePanelStore.sideMenuOpen).toBe(false);
    toggleProfilePanel();
    closeSidePanels();
    expect(isAnySidePanelOpen()).toBe(false);
  });
});

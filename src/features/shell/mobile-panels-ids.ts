/** The phone header's two panels, named by the buttons that open them (aria-controls). */
export const sideMenuId = 'side-menu';
export const profilePanelId = 'profile-panel';

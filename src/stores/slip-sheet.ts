import { proxy } from 'valtio';

/**
 * §5 Bet slip on a phone: a page that docks the slip shows it as a bar and a sheet; the tab bar's slip tab opens that
 * sheet instead of leaving the page for /sportsbook/betslip. Shared by the shell (the tab) and the slip (the sheet).
 */
export const slipSheetStore = proxy({ docked: 0, openRequests: 0 });

/** The phone sheet is on screen (returns its undocking). */
export function dockSlipSheet(): () => void {
  slipSheetStore.docked += 1;
  return () => {
    slipSheetStore.docked -= 1;
  };
}

/** Asks the docked sheet to open; false when no page docks one (the caller then goes to the slip's page). */
export function requestSlipSheet(): boolean {
  if (slipSheetStore.docked === 0) return false;
  slipSheetStore.openRequests += 1;
  return true;
}

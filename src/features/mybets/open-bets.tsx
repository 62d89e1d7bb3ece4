import type { JSX } from 'react';

/** The player's open sport tickets (§3 Sportsbook bet statuses) with cash-out where offered (§6). */
export function OpenBets(): JSX.Element | null {
  return null;
}

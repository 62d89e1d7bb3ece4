import { previousLocation } from '../../engine/previous-location.ts';
import { returnPathOf } from '../../engine/return-address.ts';

// Kept for the tab's life: the processor's page is another site, and the player comes back to a fresh load.
const storageKey = 'depositOrigin';

/** Cashier pages are steps of the deposit, not a place to go back to. */
const cashierPaths = [/^\/profile\/replenishment/, /^\/deposit\//, /^\/profile\/withdraw/, /^\/withdrawal\//, /^\/cashier/];

/** A same-site path (never another origin, never a cashier step): what "back to where I was" may lead to. */
export function isDepositOrigin(path: unknown): path is string {
  return typeof path === 'string' && path.startsWith('/') && !path.startsWith('//') && !path.includes('\\') && !cashierPaths.some((pattern) => pattern.test(path));
}

/**
 * §2 Player journey: remembers the page the player opened deposit from (the lobby, a game, a bet slip page), once per visit to
 * the cashier: the first cashier page after another page records it; the steps in between do not overwrite it.
 */
export function rememberDepositOrigin(): void {
  // A cashier page opened with `?next=` (after registration, §5 Registration) returns there, not to the sign-up page.
  const from = returnPathOf(window.location.search) ?? previousLocation();
  if (!isDepositOrigin(from)) return;
  try {
    sessionStorage.setItem(storageKey, from);
  } catch {
    // Storage may be off (private mode): the confirmation then offers the lobby only.
  }
}

/** Where the player was before opening deposit, or null. */
export function depositOrigin(): string | null {
  try {
    const stored = sessionStorage.getItem(storageKey);
    return isDepositOrigin(stored) ? stored : null;
  } catch {
    return null;
  }
}

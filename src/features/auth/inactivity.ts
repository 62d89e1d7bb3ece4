/**
 * Activity that keeps a session alive (§4 Session inactivity): what a person does. `scroll` is left out on
 * purpose: the page scrolls by itself (content arriving, focus moving to a heading), and a player who scrolls
 * does it by wheel, touch, keys or a pointer on the scrollbar, all counted here.
 */
const activityEvents = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const;
const lastActivityKey = 'lastActivityAt';
/** How often the idle time is checked; the expiry itself is exact to this step. */
const checkEveryMs = 15_000;

/**
 * §4: a session expires after at least 20 minutes of inactivity. Activity in any tab counts (localStorage),
 * and the check also runs when a tab becomes visible again, so a sleeping laptop is caught on wake.
 */
export function watchInactivity(options: {
  timeoutMs: number;
  now: () => number;
  onExpired: () => void;
  target?: Window;
}): () => void {
  const target = options.target ?? window;
  let lastLocal = options.now();
  const record = () => {
    lastLocal = options.now();
    try {
      target.localStorage.setItem(lastActivityKey, String(lastLocal));
    } catch {
      // storage blocked: this tab's own activity still counts
    }
  };
  const lastActivity = () => {
    try {
      return Math.max(lastLocal, Number(target.localStorage.getItem(lastActivityKey)) || 0);
    } catch {
      return lastLocal;
    }
  };
  let throttleUntil = 0;
  const onActivity = () => {
    if (options.now() < throttleUntil) return;
    throttleUntil = options.now() + 1000;
    record();
  };
  let expired = false;
  const check = () => {
    if (expired || options.now() - lastActivity() < options.timeoutMs) return;
    expired = true;
    options.onExpired();
  };
  record();
  for (const event of activityEvents) target.addEventListener(event, onActivity, { passive: true, capture: true });
  target.document.addEventListener('visibilitychange', check);
  const timer = setInterval(check, checkEveryMs);
  return () => {
    for (const event of activityEvents) target.removeEventListener(event, onActivity, { capture: true });
    target.document.removeEventListener('visibilitychange', check);
    clearInterval(timer);
  };
}

import { priceAnnouncementsStore } from '../../stores/price-announcements.ts';

/**
 * §2 Sportsbook, live prices for screen readers: a live market moves every second or so, and a polite region that
 * speaks each move talks over everything else the player listens to. At most one announcement per window: the first
 * change after a quiet spell is said at once, the changes during the window that follows are said as one summary when
 * it ends (§9 UI timings).
 */
export const priceAnnouncementWindowMs = 10_000;

export interface AnnouncementThrottle {
  /** A change to say (the screen's sentence for one price); dropped while the player has announcements off. */
  push(change: string): void;
  /** Stops the window's timer and forgets what it held (the screen is leaving). */
  dispose(): void;
}

/**
 * One throttle per live region. `say` writes the region's text; `summarize` turns the changes held during a window
 * (oldest first, at least two) into one sentence.
 */
export function createAnnouncementThrottle(say: (text: string) => void, summarize: (changes: readonly string[]) => string, windowMs = priceAnnouncementWindowMs): AnnouncementThrottle {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let held: string[] = [];
  const openWindow = () => {
    timer = setTimeout(() => {
      timer = null;
      const changes = held;
      held = [];
      if (changes.length === 0 || !priceAnnouncementsStore.on) return;
      say(changes.length === 1 ? changes[0] : summarize(changes));
      openWindow();
    }, windowMs);
  };
  return {
    push(change) {
      if (!priceAnnouncementsStore.on) return;
      if (timer === null) {
        say(change);
        openWindow();
      } else held.push(change);
    },
    dispose() {
      if (timer !== null) clearTimeout(timer);
      timer = null;
      held = [];
    },
  };
}

/** Turns the announcements on or off; off, what a window held is not said either. */
export function setPriceAnnouncements(on: boolean): void {
  priceAnnouncementsStore.on = on;
}

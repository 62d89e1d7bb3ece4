import i18next from 'i18next';
import { useTranslation } from 'react-i18next';
import { proxy, useSnapshot } from 'valtio';
import { createAnnouncementThrottle, setPriceAnnouncements, type AnnouncementThrottle } from '../../engine/sportsbook/price-announcements.ts';
import { priceAnnouncementsStore, startPriceAnnouncementsPersistence } from '../../stores/price-announcements.ts';
import { Button } from '../../ui/primitives/button.tsx';
import { theme } from '../../ui/theme.ts';
import { VisuallyHidden } from '../../ui/primitives/visually-hidden.tsx';

// §2 Sportsbook: on the event page a changed price is announced politely to screen readers. One live region for the
// page (not one per button), spoken at most once per window (src/engine/sportsbook/price-announcements.ts): the
// first change at once, the changes of the window after it as one summary; the player can turn it off.

const announcerStore = proxy({ message: '', active: 0 });
let throttle: AnnouncementThrottle | null = null;

export function announcePrice(message: string): void {
  if (announcerStore.active > 0) throttle?.push(message);
}

/** Whether a price button should announce (only while an announcer is on the page and the player wants it). */
export function isAnnouncing(): boolean {
  return announcerStore.active > 0 && priceAnnouncementsStore.on;
}

// A quiet control under the scoreboard: the kit's ghost button, at the start of the line.
const switchStyle = { justifySelf: 'start', fontSize: theme.fontSizes[1] } as const;

export function PriceAnnouncer() {
  const { t } = useTranslation();
  const { message } = useSnapshot(announcerStore);
  const { on } = useSnapshot(priceAnnouncementsStore);
  return (
    <>
      <Button variant="ghost" type="button" style={switchStyle} aria-pressed={on} onClick={() => setPriceAnnouncements(!on)} data-testid="price-announcements-switch">
        {t('sportsbook.odds.announceSwitch')}
      </Button>
      <VisuallyHidden aria-live="polite" aria-atomic="true" data-testid="price-announcer">
        {on ? message : ''}
      </VisuallyHidden>
    </>
  );
}

/** A window's changes as one sentence: how many moved, and the latest of them in full. */
const summarize = (changes: readonly string[]) => i18next.t('sportsbook.odds.summary', { count: changes.length, latest: changes.at(-1) });

/** Marks the announcer as mounted (call from the page's effect). */
export function activateAnnouncer(): () => void {
  startPriceAnnouncementsPersistence();
  announcerStore.active += 1;
  throttle ??= createAnnouncementThrottle((text) => (announcerStore.message = text), summarize);
  return () => {
    announcerStore.active -= 1;
    if (announcerStore.active === 0) {
      announcerStore.message = '';
      throttle?.dispose();
      throttle = null;
    }
  };
}

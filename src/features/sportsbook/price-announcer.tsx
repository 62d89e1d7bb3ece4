import { proxy, useSnapshot } from 'valtio';
import { VisuallyHidden } from '../../ui/primitives/visually-hidden.tsx';

// §2 Sportsbook: on the event page a changed price is announced politely to screen readers. One live region for the
// page (not one per button), holding the latest change only, so a burst of changes is one short announcement.

const announcerStore = proxy({ message: '', active: 0 });

export function announcePrice(message: string): void {
  if (announcerStore.active > 0) announcerStore.message = message;
}

/** Whether a price button should announce (only while an announcer is on the page). */
export function isAnnouncing(): boolean {
  return announcerStore.active > 0;
}

export function PriceAnnouncer() {
  const { message } = useSnapshot(announcerStore);
  return (
    <VisuallyHidden aria-live="polite" aria-atomic="true" data-testid="price-announcer">
      {message}
    </VisuallyHidden>
  );
}

/** Marks the announcer as mounted (call from the page's effect). */
export function activateAnnouncer(): () => void {
  announcerStore.active += 1;
  return () => {
    announcerStore.active -= 1;
    if (announcerStore.active === 0) announcerStore.message = '';
  };
}

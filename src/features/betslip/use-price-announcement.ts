import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import type { MovedPrice } from '../../engine/sportsbook/use-slip-readiness.ts';
import { useOddsFormat } from '../../engine/sportsbook/use-odds-format.ts';
import { createAnnouncementThrottle, type AnnouncementThrottle } from '../../engine/sportsbook/price-announcements.ts';
import { betslipSelectionsStore } from '../../stores/betslip-selections.ts';
import { priceAnnouncementsStore, startPriceAnnouncementsPersistence } from '../../stores/price-announcements.ts';
import { lineName } from './slip-line.tsx';

/**
 * §5: a line's price change is announced politely (one region for the slip, not one per line), at most once per
 * window like the event page's (§2 Sportsbook, src/engine/sportsbook/price-announcements.ts): the first at once, the
 * window's others as one summary; nothing while the player has announcements off. Returns the region's text; a price
 * is announced once, however often the slip renders.
 */
export function usePriceAnnouncement(moved: ReadonlyMap<number, MovedPrice>): string {
  const { t } = useTranslation();
  const { formatPrice } = useOddsFormat();
  const { on } = useSnapshot(priceAnnouncementsStore);
  const [announcement, setAnnouncement] = useState('');
  const announced = useRef(new Map<number, string>());
  const throttle = useRef<AnnouncementThrottle | null>(null);
  // The window's summary in the language of the moment it is said.
  const summarize = useRef<(changes: readonly string[]) => string>(() => '');
  summarize.current = (changes) => t('betslip.slip.pricesMoved', { count: changes.length, latest: changes.at(-1) });
  useEffect(() => {
    startPriceAnnouncementsPersistence();
    const own = createAnnouncementThrottle(setAnnouncement, (changes) => summarize.current(changes));
    throttle.current = own;
    return () => {
      own.dispose();
      throttle.current = null;
    };
  }, []);
  const movedKey = [...moved].map(([id, entry]) => `${id}:${entry.now}`).join(';');
  useEffect(() => {
    for (const item of betslipSelectionsStore.items) {
      const entry = moved.get(item.outcomeId);
      if (!entry || announced.current.get(item.outcomeId) === entry.now) continue;
      announced.current.set(item.outcomeId, entry.now);
      throttle.current?.push(t('betslip.slip.priceMoved', { pick: lineName(item, ''), from: formatPrice(entry.picked), to: formatPrice(entry.now) }));
    }
    // `moved` is read through its key: a new Map each render with the same prices announces nothing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [movedKey]);
  return on ? announcement : '';
}

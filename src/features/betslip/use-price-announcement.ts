import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MovedPrice } from '../../engine/sportsbook/use-slip-readiness.ts';
import { useOddsFormat } from '../../engine/sportsbook/use-odds-format.ts';
import { betslipSelectionsStore } from '../../stores/betslip-selections.ts';
import { lineName } from './slip-line.tsx';

/**
 * §5: a line's price change is announced politely, the latest only (one region for the slip, not one per line).
 * Returns the text of the slip's live region; a price is announced once, however often the slip renders.
 */
export function usePriceAnnouncement(moved: ReadonlyMap<number, MovedPrice>): string {
  const { t } = useTranslation();
  const { formatPrice } = useOddsFormat();
  const [announcement, setAnnouncement] = useState('');
  const announced = useRef(new Map<number, string>());
  const movedKey = [...moved].map(([id, entry]) => `${id}:${entry.now}`).join(';');
  useEffect(() => {
    for (const item of betslipSelectionsStore.items) {
      const entry = moved.get(item.outcomeId);
      if (!entry || announced.current.get(item.outcomeId) === entry.now) continue;
      announced.current.set(item.outcomeId, entry.now);
      setAnnouncement(t('betslip.slip.priceMoved', { pick: lineName(item, ''), from: formatPrice(entry.picked), to: formatPrice(entry.now) }));
    }
    // `moved` is read through its key: a new Map each render with the same prices announces nothing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [movedKey]);
  return announcement;
}

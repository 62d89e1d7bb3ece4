import { useTranslation } from 'react-i18next';
import { proxy, useSnapshot } from 'valtio';
import { ToggleChip } from '../../../ui/primitives/chip.tsx';
import { LazyMatchTracker } from './lazy-match-tracker.tsx';
import type { MatchTrackerProps } from './match-tracker.tsx';

// docs/product.md §2 Sportsbook "Match tracker": on a live event's page the tracker opens at the player's tap, under
// the scoreboard. Drawn by itself as its data came, it pushed the markets down under a reading or tapping player (a
// layout shift on every live page, §2 Speed); opened by a tap, the page moves because the player asked. Kept open for
// the next live pages of the visit.
const eventTracker = proxy({ shown: false });

export function EventTracker(props: MatchTrackerProps) {
  const { t } = useTranslation();
  const { shown } = useSnapshot(eventTracker);
  return (
    <>
      <ToggleChip pressed={shown} onClick={() => (eventTracker.shown = !eventTracker.shown)} data-testid="event-tracker-toggle">
        {t('sportsbook.tracker.title')}
      </ToggleChip>
      {shown && <LazyMatchTracker {...props} />}
    </>
  );
}

import styled from '@emotion/styled';
import { useTranslation } from 'react-i18next';
import { proxy, useSnapshot } from 'valtio';
import { sportOf } from '../../../engine/sportsbook/sportsbook-config.ts';
import { ToggleChip } from '../../../ui/primitives/chip.tsx';
import { theme } from '../../../ui/theme.ts';
import { LazyMatchTracker } from './lazy-match-tracker.tsx';

// docs/product.md §2 Sportsbook "Match tracker": on the live list the trackers are an optional panel under each
// live row of a sport that has one, off until the player asks (each costs a topic of the stream while it is seen).

export const liveListTrackers = proxy({ shown: false });

/** The live list's switch for the trackers' panels. */
export function LiveTrackersToggle() {
  const { t } = useTranslation();
  const { shown } = useSnapshot(liveListTrackers);
  return (
    <ToggleChip pressed={shown} onClick={() => (liveListTrackers.shown = !liveListTrackers.shown)} data-testid="live-trackers-toggle">
      {t('sportsbook.tracker.listToggle')}
    </ToggleChip>
  );
}

const Panel = styled.div`
  grid-column: 1 / -1;
  margin-block-start: ${theme.space[1]}px;
`;

/** A live row's tracker panel, when the switch is on and the row's sport has a tracker. */
export function RowTracker({ eventId, sportId, home, away }: { eventId: number; sportId: number; home: string; away: string }) {
  const { shown } = useSnapshot(liveListTrackers);
  if (!shown || !sportOf(sportId)?.tracker) return null;
  return (
    <Panel data-testid="row-tracker">
      <LazyMatchTracker eventId={eventId} home={home} away={away} />
    </Panel>
  );
}

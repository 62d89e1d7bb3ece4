import styled from '@emotion/styled';
import { useDeferredValue } from 'react';
import { useSnapshot } from 'valtio';
import { theme } from '../../ui/theme.ts';
import { GameSearchMatches } from '../casino/index.ts';
import { ConnectionNotices } from '../connection/index.ts';
import { SportsbookSearch, sportsbookSearchStore } from '../sportsbook/index.ts';

const Stack = styled.div({ display: 'flex', flexDirection: 'column', gap: theme.space[4] });

/**
 * The site's one search (config/modals.ts `site-search`, opened from the header and the phone's tab bar; §2 Sportsbook,
 * §5 Search text): one field for teams, matches and competitions (the sportsbook's search, a combobox of its results)
 * and the games whose names match, below it. What was typed stays for the visit.
 */
export default function SiteSearchScreen() {
  const { text } = useSnapshot(sportsbookSearchStore);
  // The games follow the text at the pace the list can be filtered, never blocking a keystroke.
  const gamesText = useDeferredValue(text);
  return (
    <Stack>
      {/* §8: a game list that failed is said here, with its retry: the page's own notice is behind the dialog. */}
      <ConnectionNotices inDialog />
      <SportsbookSearch autoFocus labelKey="sportsbookNav.search.siteLabel" />
      <GameSearchMatches text={gamesText} />
    </Stack>
  );
}

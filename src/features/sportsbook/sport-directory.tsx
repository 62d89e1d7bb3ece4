import styled from '@emotion/styled';
import { useDeferredValue, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useListSportsbookLeagues, useListSportsbookSports } from '../../api/sportsbook.ts';
import { href } from '../../engine/hrefs.ts';
import { orderedSports, sportOf } from '../../engine/sportsbook/sportsbook-config.ts';
import { theme } from '../../ui/theme.ts';
import { drawnNearScreen } from '../../ui/offscreen.ts';
import { Link, LinkGrid, Muted, PageSection, SectionTitle, filterField } from './sportsbook-ui.tsx';

// §2 Sportsbook, on the sport home: the top leagues first (the feed marks them and orders them), then every sport
// the operator configured from A to Z in the player's language, with one search over both. Sports come from the
// sportsbook config, leagues and counts from the feed; nothing is listed here by name.

/** How many top leagues the home shows before the A-Z list while nothing is searched. */
const topLeaguesShown = 12;

// Below the first screen of the sport home (its leagues and sports, about two phone screens): drawn near the screen.
const Box = styled(PageSection)(drawnNearScreen(1700), { gap: theme.space[3] });

const Grid = styled(LinkGrid)`
  --tile-min: 220px;
  a {
    flex-direction: column;
    justify-content: center;
  }
  /* Sports are short names: two to a row on a phone, so the A-Z list is half as long. */
  &.sports {
    --tile-min: 150px;
  }
  .name {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  .meta {
    font-size: ${theme.fontSizes[0]}px;
    color: ${theme.colors.textMuted};
  }
`;

// The sportsbook's own field look (as the filters): the page is drawn by the server too, outside the kit's theme provider.
const Search = styled.label`
  ${filterField.label};
  flex-direction: column;
  gap: ${theme.space[1]}px;
  max-inline-size: 420px;
  input {
    ${filterField.control};
    font-size: ${theme.fontSizes[2]}px;
  }
  input:focus-visible {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
`;

const Subtitle = styled.h3`
  margin: 0;
  font-size: ${theme.fontSizes[1]}px;
  color: ${theme.colors.textMuted};
`;

/** Folds case and accents away, so "etoile" finds "Étoile" and "ELITE" finds "élite". */
export function searchKey(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLocaleLowerCase()
    .trim()
    .replace(/\s+/g, ' ');
}

export function SportDirectory() {
  const { t, i18n } = useTranslation();
  const [text, setText] = useState('');
  const query = searchKey(useDeferredValue(text));
  const sports = useListSportsbookSports();
  const leagues = useListSportsbookLeagues();
  const counts = useMemo(() => new Map((sports.data?.items ?? []).map((sport) => [sport.id, sport.prematchCount + sport.liveCount])), [sports.data]);
  const collator = useMemo(() => new Intl.Collator(i18n.language), [i18n.language]);
  const sportsAtoZ = useMemo(
    () =>
      orderedSports
        .map((sport) => ({ id: sport.id, name: t(sport.labelKey), count: counts.get(sport.id) ?? 0 }))
        .filter((sport) => sport.count > 0)
        .sort((a, b) => collator.compare(a.name, b.name)),
    [counts, collator, t],
  );
  const sportName = (id: number) => {
    const sport = sportOf(id);
    return sport ? t(sport.labelKey) : '';
  };
  // Top leagues first in the feed's order; while searching, every league that matches, the top ones still first.
  const shownLeagues = (leagues.data?.items ?? [])
    .filter((league) => sportOf(league.sportId) && (query ? searchKey(`${league.name} ${league.country.name} ${sportName(league.sportId)}`).includes(query) : league.top))
    .sort((a, b) => Number(b.top) - Number(a.top) || a.order - b.order)
    .slice(0, query ? undefined : topLeaguesShown);
  const shownSports = query ? sportsAtoZ.filter((sport) => searchKey(sport.name).includes(query)) : sportsAtoZ;
  const nothing = query !== '' && shownLeagues.length === 0 && shownSports.length === 0;
  return (
    <Box aria-labelledby="sport-directory">
      <SectionTitle id="sport-directory">{t('sportsbook.directory.title')}</SectionTitle>
      <Search>
        {t('sportsbook.directory.search')}
        <input type="search" value={text} onChange={(event) => setText(event.target.value)} autoComplete="off" />
      </Search>
      {nothing && <Muted role="status">{t('sportsbook.directory.none', { text: text.trim() })}</Muted>}
      {leagues.isError ? (
        null // said once, by the page's notice with its cause and retry (§8)
      ) : (
        shownLeagues.length > 0 && (
          <>
            <Subtitle>{t(query ? 'sportsbook.directory.leagues' : 'sportsbook.home.topLeagues')}</Subtitle>
            <Grid data-testid="directory-leagues">
              {shownLeagues.map((league) => (
                <li key={league.id}>
                  <Link to={href('sportsbook-tourneys', { activeSport: league.sportId }, { league: league.slug })}>
                    <span className="name" dir="auto">
                      {league.name}
                    </span>
                    <span className="meta">
                      {sportName(league.sportId)} · {league.country.name}
                    </span>
                  </Link>
                </li>
              ))}
            </Grid>
          </>
        )
      )}
      {shownSports.length > 0 && (
        <>
          <Subtitle>{t('sportsbook.directory.sportsAtoZ')}</Subtitle>
          <Grid data-testid="directory-sports" className="sports">
            {shownSports.map((sport) => (
              <li key={sport.id}>
                <Link to={href('sportsbook-type', { type: 'prematch', activeSport: sport.id })}>
                  <span className="name">{sport.name}</span>
                  <span className="meta">{t('sportsbook.directory.events', { count: sport.count })}</span>
                </Link>
              </li>
            ))}
          </Grid>
        </>
      )}
    </Box>
  );
}

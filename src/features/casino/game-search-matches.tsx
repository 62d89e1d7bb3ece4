import styled from '@emotion/styled';
import { useEffect, useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { href } from '../../engine/hrefs.ts';
import { pickRowBox } from '../../ui/control-box.ts';
import { focusRing } from '../../ui/focus-ring.ts';
import { theme } from '../../ui/theme.ts';
import { filterGames, warmSearchKeys } from './lobby-filters.ts';
import { queryOf } from './search-box.tsx';
import { useGameLists } from './use-game-lists.ts';

const Section = styled.section({ display: 'flex', flexDirection: 'column', gap: theme.space[1] });

const Heading = styled.h3({ margin: 0, fontSize: theme.fontSizes[1], fontWeight: 600, color: theme.colors.textMuted });

const List = styled.ul({ listStyle: 'none', margin: 0, padding: 0 });

const GameLink = styled(Link)({
  ...pickRowBox(theme),
  justifyContent: 'space-between',
  gap: theme.space[3],
  textDecoration: 'none',
  '&:hover': { background: theme.colors.surfaceRaised },
  '&:focus-visible': focusRing(theme),
});

const Provider = styled.span({ fontSize: theme.fontSizes[0], color: theme.colors.textMuted });

const Status = styled.p({ margin: 0, color: theme.colors.textMuted });

const MoreLink = styled(Link)({ color: theme.colors.link, alignSelf: 'flex-start', '&:focus-visible': focusRing(theme) });

/** How many games the site's search lists before it links to the lobby's search page with the rest. */
const shownGames = 6;

/**
 * The games whose names match `text` (§5 Search text: the casino's rule, at least 4 characters), from every provider's
 * list, each a link to its game page; past `shownGames`, a link to the search page with all of them. Nothing while the
 * text is no search.
 */
export function GameSearchMatches({ text }: { text: string }) {
  const { t } = useTranslation();
  const headingId = useId();
  const query = queryOf(text);
  const { games, isLoading } = useGameLists();
  useEffect(() => warmSearchKeys(games), [games]);
  const matches = useMemo(() => (query ? filterGames(games, { section: 'all', categories: [], providers: [], search: query }) : []), [games, query]);
  if (!query) return null;
  return (
    <Section aria-labelledby={headingId} data-testid="site-search-games">
      <Heading id={headingId}>{t('casino.siteSearch.heading')}</Heading>
      {matches.length === 0 ? (
        <Status role="status">{isLoading ? t('casino.siteSearch.loading') : t('casino.siteSearch.none')}</Status>
      ) : (
        <List>
          {matches.slice(0, shownGames).map((game) => (
            <li key={`${game.routeProvider}:${game.gameId}`}>
              <GameLink to={href('slots-game', { provider: game.routeProvider, gameId: game.gameId })}>
                {/* A Latin name keeps its own direction in an Arabic page. */}
                <bdi>{game.gameName}</bdi>
                <Provider>
                  <bdi>{game.provider}</bdi>
                </Provider>
              </GameLink>
            </li>
          ))}
        </List>
      )}
      {matches.length > shownGames && <MoreLink to={href('search-slots', {}, { q: text.trim() })}>{t('casino.siteSearch.more', { count: matches.length })}</MoreLink>}
    </Section>
  );
}

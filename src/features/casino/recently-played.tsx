import styled from '@emotion/styled';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useListRecentGames } from '../../api/casino.ts';
import { gameKey, type CasinoGame } from '../../engine/providers.ts';
import { useIsAuth } from '../../stores/auth.ts';
import { theme } from '../../ui/theme.ts';
import { cardListStyles, GameCard, useCardLabels, useCardNavigation } from './game-grid.tsx';
import { useFavourites } from './use-favourites.ts';

const Row = styled.ul`
  display: grid;
  grid-auto-flow: column;
  /* §2 Player journey: small cards, so the lobby's own grid still starts above the fold of a phone. */
  grid-auto-columns: 104px;
  gap: ${theme.space[2]}px;
  margin: 0;
  padding: 0 0 ${theme.space[1]}px;
  list-style: none;
  overflow-x: auto;
  ${cardListStyles}
`;

/** The recently-played row: the player's last 12 launched games, kept on the server (§9 Lists). */
export function RecentlyPlayed({ games }: { games: readonly CasinoGame[] }) {
  const { t } = useTranslation();
  const isAuth = useIsAuth();
  const { data } = useListRecentGames({ query: { enabled: isAuth } });
  const { favourites, toggle } = useFavourites();
  const onClick = useCardNavigation();
  const labels = useCardLabels();
  const byKey = useMemo(() => new Map(games.map((game) => [game.id, game])), [games]);
  const recent = (data ?? []).map((item) => byKey.get(gameKey(item.game_id, item.provider))).filter((game): game is CasinoGame => game !== undefined);
  if (!isAuth || recent.length === 0) return null;
  return (
    <section aria-labelledby="recently-played-title" data-testid="recently-played">
      <h2 id="recently-played-title" style={{ fontSize: theme.fontSizes[1], margin: `0 0 ${theme.space[1]}px` }}>
        {t('casino.lobby.recentlyPlayed')}
      </h2>
      <Row onClick={onClick}>
        {recent.map((game) => (
          <li key={game.id}>
            <GameCard game={game} favourite={favourites.includes(game.id)} onToggleFavourite={toggle} labels={labels} />
          </li>
        ))}
      </Row>
    </section>
  );
}

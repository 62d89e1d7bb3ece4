import styled from '@emotion/styled';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useListRecentGames } from '../../api/casino.ts';
import { gameKey, type CasinoGame } from '../../engine/providers.ts';
import { useIsAuth } from '../../stores/auth.ts';
import { theme } from '../../ui/theme.ts';
import { cardListStyles, GameCard, useCardLabels, useCardNavigation } from './game-grid.tsx';
import { useLobbyRowRoom } from './lobby-rows.ts';
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
  .room-picture {
    display: block;
    aspect-ratio: 4 / 3;
    background: ${theme.colors.surfaceRaised};
  }
`;

/** The recently-played row: the player's last 12 launched games, kept on the server (§9 Lists). */
export function useRecentlyPlayed(games: readonly CasinoGame[], listsPending: boolean): { recent: CasinoGame[]; settled: boolean } {
  const isAuth = useIsAuth();
  const { data, isError } = useListRecentGames({ query: { enabled: isAuth } });
  const byKey = useMemo(() => new Map(games.map((game) => [game.id, game])), [games]);
  const recent = isAuth ? (data ?? []).map((item) => byKey.get(gameKey(item.game_id, item.provider))).filter((game): game is CasinoGame => game !== undefined) : [];
  // Known once the player's list answered and the games it names are in (a game not yet listed is not shown).
  return { recent, settled: !isAuth || isError || (data !== undefined && !listsPending) };
}

/** The recently-played row, or its room kept (lobby-rows.ts) while it is not known yet. */
export function RecentlyPlayed({ recent, settled }: { recent: readonly CasinoGame[]; settled: boolean }) {
  const { t } = useTranslation();
  const { favourites, toggle } = useFavourites();
  const onClick = useCardNavigation();
  const labels = useCardLabels();
  const keepsRoom = useLobbyRowRoom('recent');
  if (!settled && keepsRoom) return <RecentlyPlayedRoom title={t('casino.lobby.recentlyPlayed')} />;
  if (recent.length === 0) return null;
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

/** The row's room: its title and empty cards of a card's size, so the row's own fills it without a shift. */
function RecentlyPlayedRoom({ title }: { title: string }) {
  return (
    <section aria-labelledby="recently-played-title" aria-busy="true" data-testid="recently-played-room">
      <h2 id="recently-played-title" style={{ fontSize: theme.fontSizes[1], margin: `0 0 ${theme.space[1]}px` }}>
        {title}
      </h2>
      <Row aria-hidden="true">
        {[0, 1, 2].map((index) => (
          <li key={index}>
            <div className="card">
              <span className="room-picture" />
              <span className="name" />
              <span className="meta" />
            </div>
          </li>
        ))}
      </Row>
    </section>
  );
}

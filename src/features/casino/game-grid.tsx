import styled from '@emotion/styled';
import { memo, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { href } from '../../engine/hrefs.ts';
import { gameKey, type CasinoGame } from '../../engine/providers.ts';
import { slotsStore } from '../../stores/slots.ts';
import { theme } from '../../ui/theme.ts';

/** Card sizes: the image keeps 4:3 (no layout shift while it loads), the caption a fixed height. */
const minCardWidth = 150;
const gap = 12;
const captionHeight = 64;
const overscanRows = 3;

const GridList = styled.ul`
  position: relative;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Row = styled.li`
  position: absolute;
  inset-inline-start: 0;
  inline-size: 100%;
  display: grid;
  gap: ${gap}px;
`;

const Card = styled.article`
  position: relative;
  display: flex;
  flex-direction: column;
  border-radius: ${theme.radii[2]}px;
  background: ${theme.colors.surface};
  overflow: hidden;
  img {
    display: block;
    inline-size: 100%;
    aspect-ratio: 4 / 3;
    object-fit: cover;
    background: ${theme.colors.surfaceRaised};
  }
`;

const PlayLink = styled(Link)`
  color: ${theme.colors.text};
  text-decoration: none;
  &:focus-visible {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: -3px;
  }
`;

const Caption = styled.span`
  display: block;
  block-size: ${captionHeight - 24}px;
  padding: 4px 8px 0;
  overflow: hidden;
  font-size: ${theme.fontSizes[1]}px;
  font-weight: 600;
  line-height: 1.25;
`;

const Footer = styled.span`
  display: flex;
  align-items: center;
  justify-content: space-between;
  block-size: 24px;
  padding: 0 4px 0 8px;
  font-size: ${theme.fontSizes[0]}px;
  color: ${theme.colors.textMuted};
  a {
    color: ${theme.colors.link};
  }
`;

const FavouriteButton = styled.button<{ active: boolean }>`
  position: absolute;
  inset-block-start: 4px;
  inset-inline-end: 4px;
  inline-size: 36px;
  block-size: 36px;
  border: 0;
  border-radius: 50%;
  background: rgba(15, 20, 32, 0.75);
  color: ${({ active }) => (active ? theme.colors.primary : theme.colors.text)};
  font-size: 20px;
  cursor: pointer;
  &:focus-visible {
    outline: 3px solid ${theme.colors.focus};
  }
`;

export interface GameCardProps {
  game: CasinoGame;
  favourite: boolean;
  onToggleFavourite: (game: CasinoGame) => void;
}

/** Remembers where the player came from (§2: the game page's back button goes back there). */
function rememberBackUrl() {
  slotsStore.backUrl = window.location.pathname + window.location.search;
}

export const GameCard = memo(function GameCard({ game, favourite, onToggleFavourite }: GameCardProps) {
  const { t } = useTranslation();
  return (
    <Card data-testid="game-card" data-game-id={game.gameId} data-provider={game.routeProvider}>
      <PlayLink to={href('slots-game', { provider: game.routeProvider, gameId: game.gameId })} onClick={rememberBackUrl} aria-label={t('casino.card.play', { name: game.gameName })}>
        <img src={game.imageUrl} alt="" loading="lazy" decoding="async" width={320} height={240} />
        <Caption>{game.gameName}</Caption>
      </PlayLink>
      <Footer>
        <span>{game.provider}</span>
        {game.hasDemoMode && (
          <Link to={href('slots-game-demo', { provider: game.routeProvider, gameId: game.gameId, demoStart: 'demo' })} onClick={rememberBackUrl} aria-label={t('casino.card.demoOf', { name: game.gameName })}>
            {t('casino.card.demo')}
          </Link>
        )}
      </Footer>
      <FavouriteButton
        type="button"
        active={favourite}
        aria-pressed={favourite}
        aria-label={t(favourite ? 'casino.card.removeFavourite' : 'casino.card.addFavourite', { name: game.gameName })}
        onClick={() => onToggleFavourite(game)}
      >
        {favourite ? '★' : '☆'}
      </FavouriteButton>
    </Card>
  );
});

export interface GameGridProps {
  games: readonly CasinoGame[];
  favourites: readonly string[];
  onToggleFavourite: (game: CasinoGame) => void;
  label: string;
}

/**
 * The virtualised lobby grid (@tanstack/react-virtual, window scrolling): only the rows near the viewport are in the
 * DOM, so the full catalogue (4 019 games) stays far below 1 400 nodes at any scroll position.
 */
export function GameGrid({ games, favourites, onToggleFavourite, label }: GameGridProps) {
  const listRef = useRef<HTMLUListElement>(null);
  const [width, setWidth] = useState(1024);
  const [offset, setOffset] = useState(0);

  useLayoutEffect(() => {
    const element = listRef.current;
    if (!element) return;
    const measure = () => {
      setWidth(element.clientWidth || 1024);
      setOffset(element.getBoundingClientRect().top + window.scrollY);
    };
    measure();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(element);
    return () => observer?.disconnect();
  }, []);

  const columns = Math.max(2, Math.floor((width + gap) / (minCardWidth + gap)));
  const cardWidth = (width - gap * (columns - 1)) / columns;
  const rowHeight = Math.round((cardWidth * 3) / 4 + captionHeight + gap);
  const rows = Math.ceil(games.length / columns);
  const favouriteSet = new Set(favourites);

  const virtualizer = useWindowVirtualizer({
    count: rows,
    estimateSize: () => rowHeight,
    overscan: overscanRows,
    scrollMargin: offset,
  });

  useLayoutEffect(() => {
    virtualizer.measure();
  }, [rowHeight, virtualizer]);

  return (
    <GridList ref={listRef} aria-label={label} data-testid="game-grid" data-count={games.length} style={{ blockSize: virtualizer.getTotalSize() }}>
      {virtualizer.getVirtualItems().map((row) => (
        <Row
          key={row.key}
          style={{ transform: `translateY(${row.start - offset}px)`, blockSize: rowHeight - gap, gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` }}
        >
          {games.slice(row.index * columns, row.index * columns + columns).map((game) => (
            <GameCard key={game.id} game={game} favourite={favouriteSet.has(gameKey(game.gameId, game.routeProvider))} onToggleFavourite={onToggleFavourite} />
          ))}
        </Row>
      ))}
    </GridList>
  );
}

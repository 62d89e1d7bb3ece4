import styled from '@emotion/styled';
import { memo, startTransition, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { href } from '../../engine/hrefs.ts';
import { gameKey, type CasinoGame } from '../../engine/providers.ts';
import { slotsStore } from './slots-store.ts';
import { authStore } from '../../stores/auth.ts';
import { askGuestToSignIn } from './guest-entry.tsx';
import { rememberLobbyScroll } from './lobby-scroll.ts';
import { theme } from '../../ui/theme.ts';
import { useHydrated } from '../../stores/hydration.ts';
import { useIsDesktop } from '../../ui/use-viewport.ts';
import { useWindowRows } from '../../ui/use-window-rows.ts';

/** Card sizes: the image keeps 4:3 (no layout shift while it loads), the caption a fixed height. */
const minCardWidth = 150;
const gap = 12;
const captionHeight = 64;
const overscanRows = 1;

/**
 * Cards are plain elements styled from their list (no styled component per card, no router Link per card): the
 * lobby mounts dozens of cards per keystroke of a search, and each one must stay cheap (docs/architecture.md Performance budgets: typing never blocks
 * the main thread for more than 50 ms).
 */
export const cardListStyles = `
  .card {
    position: relative;
    display: flex;
    flex-direction: column;
    border-radius: ${theme.radii[2]}px;
    background: ${theme.colors.surface};
    overflow: hidden;
    /* Each card lays out and paints on its own: mounting a row does not re-lay the page. */
    contain: layout paint style;
  }
  .card img {
    display: block;
    inline-size: 100%;
    block-size: auto;
    aspect-ratio: 4 / 3;
    object-fit: cover;
    background: ${theme.colors.surfaceRaised};
  }
  .play {
    color: ${theme.colors.text};
    text-decoration: none;
  }
  .play:focus-visible {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: -3px;
  }
  .name {
    display: block;
    block-size: ${captionHeight - 24}px;
    padding: 4px 8px 0;
    overflow: hidden;
    font-size: ${theme.fontSizes[1]}px;
    font-weight: 600;
    line-height: 1.25;
  }
  .meta {
    display: flex;
    align-items: center;
    justify-content: space-between;
    block-size: 24px;
    padding: 0 4px 0 8px;
    font-size: ${theme.fontSizes[0]}px;
    color: ${theme.colors.textMuted};
  }
  /* The demo link is a target of at least 24 by 24 px (WCAG 2.5.8), on the meta line's full height. */
  .meta a {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    min-block-size: 24px;
    min-inline-size: 24px;
    padding: 0 4px;
    color: ${theme.colors.link};
  }
  .favourite {
    position: absolute;
    inset-block-start: 4px;
    inset-inline-end: 4px;
    inline-size: 36px;
    block-size: 36px;
    border: 0;
    border-radius: 50%;
    background: rgba(15, 20, 32, 0.75);
    color: ${theme.colors.text};
    font-size: 20px;
    cursor: pointer;
  }
  .favourite[aria-pressed='true'] {
    color: ${theme.colors.primary};
  }
  .favourite:focus-visible {
    outline: 3px solid ${theme.colors.focus};
  }
`;

const GridList = styled.ul`
  position: relative;
  margin: 0;
  padding: 0;
  list-style: none;
  ${cardListStyles}
`;

const Row = styled.li`
  position: absolute;
  inset-inline-start: 0;
  inline-size: 100%;
  display: grid;
  gap: ${gap}px;
  contain: layout style;
`;

/** A card's texts, in the current language (useCardLabels). */
export interface CardLabels {
  play: (name: string) => string;
  demoOf: (name: string) => string;
  demo: string;
  addFavourite: (name: string) => string;
  removeFavourite: (name: string) => string;
}

const nameMarker = '\u0000';

/**
 * The cards' texts, translated once per language rather than four times per card: a translation with a placeholder
 * name, in which each card puts its game's name (i18next's interpolation does not escape, DESIGN i18n).
 */
export function useCardLabels(): CardLabels {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  return useMemo(() => {
    const withName = (key: string) => {
      const parts = t(key, { name: nameMarker, lng: language }).split(nameMarker);
      return (name: string) => parts.join(name);
    };
    return {
      play: withName('casino.card.play'),
      demoOf: withName('casino.card.demoOf'),
      demo: t('casino.card.demo', { lng: language }),
      addFavourite: withName('casino.card.addFavourite'),
      removeFavourite: withName('casino.card.removeFavourite'),
    };
  }, [t, language]);
}

export interface GameCardProps {
  game: CasinoGame;
  favourite: boolean;
  onToggleFavourite: (game: CasinoGame) => void;
  labels: CardLabels;
  /** The grid's first row: on screen at once, so its posters load eagerly and first (they are the page's LCP). */
  priority?: boolean;
}

/** Remembers where the player came from (§2: the game page's back button goes back there). */
function rememberBackUrl() {
  slotsStore.backUrl = window.location.pathname + window.location.search;
  rememberLobbyScroll();
}

/**
 * Client-side navigation for the cards' links, delegated to their list: one handler instead of a router Link per
 * card. Modified clicks (new tab...) are left to the browser.
 */
export function useCardNavigation(): (event: MouseEvent<HTMLElement>) => void {
  const navigate = useNavigate();
  return useCallback(
    (event: MouseEvent<HTMLElement>) => {
      const link = (event.target as Element).closest?.('a[data-card-link]');
      if (!link || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      rememberBackUrl();
      // §2 Player journey: a guest's real-money tap opens the sign-in dialog over the list, which stays behind it.
      if (!authStore.isAuth && link.classList.contains('play') && askGuestToSignIn(link)) return;
      void navigate(link.getAttribute('href')!);
    },
    [navigate],
  );
}

export const GameCard = memo(function GameCard({ game, favourite, onToggleFavourite, labels, priority = false }: GameCardProps) {
  return (
    <article className="card" data-testid="game-card" data-game-id={game.gameId} data-provider={game.routeProvider}>
      <a className="play" data-card-link href={href('slots-game', { provider: game.routeProvider, gameId: game.gameId })} aria-label={labels.play(game.gameName)}>
        <img src={game.imageUrl} alt="" loading={priority ? 'eager' : 'lazy'} fetchPriority={priority ? 'high' : 'auto'} decoding="async" width={320} height={240} />
        <span className="name">{game.gameName}</span>
      </a>
      <span className="meta">
        <span>{game.provider}</span>
        {game.hasDemoMode && (
          <a data-card-link href={href('slots-game-demo', { provider: game.routeProvider, gameId: game.gameId, demoStart: 'demo' })} aria-label={labels.demoOf(game.gameName)}>
            {labels.demo}
          </a>
        )}
      </span>
      <button
        type="button"
        className="favourite"
        aria-pressed={favourite}
        aria-label={(favourite ? labels.removeFavourite : labels.addFavourite)(game.gameName)}
        onClick={() => onToggleFavourite(game)}
      >
        {favourite ? '★' : '☆'}
      </button>
    </article>
  );
});

interface GridSize {
  width: number;
  offset: number;
}

export interface GameGridProps {
  games: readonly CasinoGame[];
  favourites: readonly string[];
  onToggleFavourite: (game: CasinoGame) => void;
  label: string;
  /** While the lists are still loading and nothing is shown yet: hold a screen's height, so the footer does not sit
   * in view and then jump away when the games arrive (CLS). */
  reserveScreen?: boolean;
}

/**
 * The virtualised lobby grid (src/ui/use-window-rows.ts, window scrolling): only the rows near the viewport are in the
 * DOM, so the full catalogue (4 019 games) stays far below 1 400 nodes at any scroll position.
 */
export const GameGrid = memo(function GameGrid({ games, favourites, onToggleFavourite, label, reserveScreen = false }: GameGridProps) {
  const listRef = useRef<HTMLUListElement>(null);
  const onClick = useCardNavigation();
  const labels = useCardLabels();
  // The server's page and its hydration show the grid's first games in one plain grid row (the server cannot measure
  // the width): as many columns as the virtual rows take at any width, so the cards stay where they are when the
  // virtual rows replace it after hydration (§2 Speed).
  const hydrated = useHydrated();
  const isDesktop = useIsDesktop();

  // The grid's width and place on the page. The plain row of the hydration does not read them: read as the grid is
  // attached, they wait in a ref for the first virtual render, instead of re-rendering every card of the plain row
  // synchronously inside the hydration's commit (270 ms at 4x CPU on the casino lobby, §2 Speed: total blocking time).
  const [size, setSize] = useState<GridSize | null>(null);
  const sizeAtHydration = useRef<GridSize | null>(null);
  const drawsVirtualRows = useRef(hydrated);
  useLayoutEffect(() => {
    drawsVirtualRows.current = hydrated;
  }, [hydrated]);
  useLayoutEffect(() => {
    const element = listRef.current;
    if (!element) return;
    const measure = () => {
      const next = { width: element.clientWidth || 1024, offset: element.getBoundingClientRect().top + window.scrollY };
      if (!drawsVirtualRows.current) {
        sizeAtHydration.current = next;
        return;
      }
      setSize((current) => {
        const shown = current ?? sizeAtHydration.current;
        return shown?.width === next.width && shown.offset === next.offset ? current : next;
      });
    };
    measure();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(element);
    return () => observer?.disconnect();
  }, []);
  const { width, offset } = size ?? sizeAtHydration.current ?? { width: 1024, offset: 0 };

  const columns = Math.max(2, Math.floor((width + gap) / (minCardWidth + gap)));
  const cardWidth = (width - gap * (columns - 1)) / columns;
  const rowHeight = Math.round((cardWidth * 3) / 4 + captionHeight + gap);
  const rows = Math.ceil(games.length / columns);
  const favouriteSet = new Set(favourites);

  const items = useWindowRows({ count: rows, rowHeight, listTop: offset, overscan: overscanRows }, hydrated);

  // A new list (a search keystroke, a filter) is mounted one row per task, so no single task blocks the main
  // thread for long (docs/architecture.md Performance budgets: typing never blocks it for more than 50 ms); scrolling keeps rendering every row.
  // A list with the same games (a favourite tagged in place) keeps its rows: no flicker.
  // A list that only grows at its end (the next provider's games, the lists after the server's first screen) keeps
  // the rows already shown: the cards on screen stay.
  const [shownFor, setShownFor] = useState(() => ({ games, rows: hydrated ? 1 : Number.MAX_SAFE_INTEGER }));
  let rowLimit = shownFor.rows;
  if (shownFor.games !== games) {
    rowLimit = samePrefix(shownFor.games, games, Math.min(shownFor.rows, items.length) * columns) ? shownFor.rows : 1;
    setShownFor({ games, rows: rowLimit });
  }
  // The next row is a transition: React would otherwise batch it into the render of the next keystroke (a discrete,
  // synchronous update), which then mounts cards and paints their posters in the task handling the key.
  useEffect(() => {
    if (rowLimit >= items.length) return;
    const timer = setTimeout(
      () => startTransition(() => setShownFor((current) => (current.games === games ? { games, rows: current.rows + 1 } : current))),
      0,
    );
    return () => clearTimeout(timer);
  }, [rowLimit, items.length, games]);

  if (!hydrated) {
    const firstRowCards = isDesktop ? 8 : 2;
    return (
      <GridList ref={listRef} onClick={onClick} aria-label={label} data-testid="game-grid" data-count={games.length} style={{ minBlockSize: reserveScreen ? '100vh' : undefined }}>
        {games.length > 0 && (
          <Row key={0} style={{ position: 'relative', gridTemplateColumns: `repeat(auto-fill, minmax(min(${minCardWidth}px, calc((100% - ${gap}px) / 2)), 1fr))` }}>
            {games.map((game, index) => (
              <GameCard key={game.id} game={game} favourite={favouriteSet.has(gameKey(game.gameId, game.routeProvider))} onToggleFavourite={onToggleFavourite} labels={labels} priority={index < firstRowCards} />
            ))}
          </Row>
        )}
      </GridList>
    );
  }

  return (
    <GridList ref={listRef} onClick={onClick} aria-label={label} data-testid="game-grid" data-count={games.length} style={{ blockSize: rows * rowHeight, minBlockSize: reserveScreen ? '100vh' : undefined }}>
      {items.slice(0, rowLimit).map((row) => (
        <Row
          key={row.index}
          style={{ transform: `translateY(${row.start - offset}px)`, blockSize: rowHeight - gap, gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` }}
        >
          {games.slice(row.index * columns, row.index * columns + columns).map((game) => (
            <GameCard key={game.id} game={game} favourite={favouriteSet.has(gameKey(game.gameId, game.routeProvider))} onToggleFavourite={onToggleFavourite} labels={labels} priority={row.index === 0} />
          ))}
        </Row>
      ))}
    </GridList>
  );
});

/** True when the next list starts with the previous one's first `shown` games (all of them when it has fewer). */
function samePrefix(previous: readonly CasinoGame[], next: readonly CasinoGame[], shown: number): boolean {
  const count = Math.min(shown, previous.length);
  if (next.length < count) return false;
  for (let index = 0; index < count; index++) if (previous[index].id !== next[index].id) return false;
  return true;
}

// @vitest-environment jsdom
import { act, fireEvent, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { CasinoGame } from '../../engine/providers.ts';
import { initTestI18n } from '../../i18n/testing.ts';
import { renderWithUi } from '../../ui/testing.tsx';
import { GameGrid } from './game-grid.tsx';

beforeAll(async () => {
  await initTestI18n();
});

const games: CasinoGame[] = Array.from({ length: 4019 }, (_, index) => ({
  id: `g${index}_p`,
  gameId: `g${index}`,
  description: '',
  gameName: `Game ${index}`,
  tab: [],
  tabLive: [],
  provider: 'Producer',
  imageUrl: `http://games.test/${index}.svg`,
  routeProvider: 'p',
  hasDemoMode: index % 2 === 0,
  hasFreeSpins: false,
  isDefault: false,
  additionalData: {},
}));

describe('GameGrid', () => {
  it('renders only the rows near the viewport for the full catalogue (4 019 games)', async () => {
    const toggle = vi.fn();
    const { container } = renderWithUi(
      <MemoryRouter>
        <GameGrid games={games} favourites={['g1_p']} onToggleFavourite={toggle} label="Casino" />
      </MemoryRouter>,
    );
    // Rows after the first mount one per task: let a few arrive.
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    const cards = screen.getAllByTestId('game-card');
    expect(cards.length).toBeGreaterThan(0);
    expect(cards.length).toBeLessThan(200);
    expect(container.querySelectorAll('*').length).toBeLessThan(1400);
    expect(screen.getByTestId('game-grid').getAttribute('data-count')).toBe('4019');
    // Images with a fixed box; the first row's posters (the lobby's largest paint) load eagerly and first.
    const image = cards[0].querySelector('img')!;
    expect(image.getAttribute('loading')).toBe('eager');
    expect(image.getAttribute('fetchpriority')).toBe('high');
    const firstRow = cards[0].closest('li')!;
    const laterRowCards = cards.filter((card) => card.closest('li') !== firstRow);
    expect(laterRowCards.length).toBeGreaterThan(0);
    for (const card of cards) {
      const inFirstRow = card.closest('li') === firstRow;
      expect(card.querySelector('img')!.getAttribute('loading')).toBe(inFirstRow ? 'eager' : 'lazy');
    }
    expect(image.getAttribute('width')).toBe('320');
    expect(image.getAttribute('height')).toBe('240');
    // The favourite button says what it does and reports its state.
    const favourite = cards[1].querySelector('button')!;
    expect(favourite.getAttribute('aria-pressed')).toBe('true');
    act(() => {
      fireEvent.click(favourite);
    });
    expect(toggle).toHaveBeenCalledWith(games[1]);
  });
});

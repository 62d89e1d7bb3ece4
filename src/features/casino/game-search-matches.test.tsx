// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { providerIds, type CasinoGame } from '../../engine/providers.ts';
import { slotsStore } from '../../stores/slots.ts';
import { renderScreen, startScreenKit } from '../../testing/render-screen.tsx';
import { GameSearchMatches } from './game-search-matches.tsx';

startScreenKit();

const game = (routeProvider: string, index: number, name: string): CasinoGame => ({
  id: `${index}_${routeProvider}`,
  gameId: String(index),
  description: '',
  gameName: name,
  tab: [],
  tabLive: [],
  provider: 'Maker',
  imageUrl: '',
  routeProvider,
  hasDemoMode: false,
  hasFreeSpins: false,
  isDefault: false,
  additionalData: {},
});

// The lists as a stored copy holds them (§4 Persistence): every provider's, so each shows at once.
function holdLists(names: readonly string[]) {
  for (const id of providerIds) slotsStore.gameList[id] = names.map((name, index) => game(id, index, name));
}

afterEach(() => {
  for (const id of providerIds) delete slotsStore.gameList[id];
});

describe("the site search's games (§2 Slots and casino, §5 Search text)", () => {
  it('lists nothing until the text is a search by the casino rule (at least 4 characters, no special characters)', () => {
    holdLists(['Mighty Elf']);
    const { container } = renderScreen(<GameSearchMatches text="Mig" />);
    expect(container.querySelector('[data-testid="site-search-games"]')).toBeNull();
    renderScreen(<GameSearchMatches text="Mig$ty" />);
    expect(screen.queryByTestId('site-search-games')).toBeNull();
  });

  it('lists the first six matching games as links to their pages, then links to the search page with all of them', async () => {
    holdLists(['Mighty One', 'Mighty Two', 'Mighty Three', 'Mighty Four', 'Other Game', 'Mighty Five']);
    renderScreen(<GameSearchMatches text=" mighty " />);
    const section = await screen.findByTestId('site-search-games');
    await waitFor(() => expect(within(section).getAllByRole('link').length).toBeGreaterThan(1));
    const links = within(section).getAllByRole('link');
    const gameLinks = links.filter((link) => /^\/slots\/[^/]+\/\d+$/.test(link.getAttribute('href') ?? ''));
    expect(gameLinks).toHaveLength(6);
    expect(gameLinks.every((link) => /Mighty/.test(link.textContent ?? ''))).toBe(true);
    // Five games of each provider's list match, more than six in all: the rest are one link away, the text kept.
    const more = links.find((link) => link.getAttribute('href')?.startsWith('/search-slots'));
    expect(more?.getAttribute('href')).toBe('/search-slots?q=mighty');
    const count = Number(/\d+/.exec(more?.textContent ?? '')?.[0]);
    expect(count).toBeGreaterThan(6);
    expect(count % 5).toBe(0);
  });

  it('says so when no game has the name', async () => {
    holdLists(['Mighty Elf']);
    renderScreen(<GameSearchMatches text="zzzz qqqq" />);
    // While the lists load the games part says it is searching, then that none matches.
    expect(screen.getByRole('status').textContent).toMatch(/Recherche des jeux|Searching the games/);
    expect(await screen.findByText(/Aucun jeu ne porte ce nom|No game has that name/, {}, { timeout: 5_000 })).toBeTruthy();
  });
});

import { defineRoutes } from '../../schemas/config/routes.define.ts';

// §2 "Slots and casino". Game routes have separate desktop and mobile screens (§2).
// §1: the language areas these screens need beyond the core, loaded beside each screen's chunk.
const languageAreas = ['casino'];
// §2 Speed: what a lobby's first screen reads (the server fetches it before its render, the browser beside the chunk).
const lobbyData = () => import('../../src/features/casino/lobby-data.ts');

export default defineRoutes([
  // §2: /slots is bare and redirects to /slots/casino (lobby filters in the query string are kept).
  { id: 'slots', path: '/slots', guard: 'any', layout: 'bare', redirect: { route: 'slots-casino' } },
  { id: 'slots-casino', path: '/slots/casino', guard: 'any', layout: 'shell', titleKey: 'engine.titles.casino', screen: () => import('../../src/features/casino/lobby-page.tsx'), data: lobbyData, serverRendered: true, searchParams: ['q', 'categories', 'providers'] },
  { id: 'slots-all', path: '/slots/all', guard: 'any', layout: 'shell', titleKey: 'engine.titles.allGames', screen: () => import('../../src/features/casino/lobby-page.tsx'), data: lobbyData, serverRendered: true, searchParams: ['q', 'categories', 'providers'] },
  { id: 'slots-live-casino', path: '/slots/live-casino', guard: 'any', layout: 'shell', titleKey: 'engine.titles.liveCasino', screen: () => import('../../src/features/casino/lobby-page.tsx'), data: lobbyData, serverRendered: true, searchParams: ['q', 'categories', 'providers'] },
  // The section is one of the lobbies, so /slots/<section>/<id> never shadows the game route /slots/<provider>/<gameId>.
  {
    id: 'slots-section',
    path: '/slots/:sectionId/:id',
    guard: 'any',
    layout: 'shell',
    titleKey: 'engine.titles.casino',
    screen: () => import('../../src/features/casino/lobby-page.tsx'),
    paramValues: { sectionId: ['casino', 'all', 'live-casino'] },
  },
  { id: 'slots-game-type', path: '/slots/:gameType', guard: 'any', layout: 'shell', titleKey: 'engine.titles.gameType', screen: () => import('../../src/features/casino/lobby-page.tsx') },
  // §2 game routes: outside the shell. §5: authentication is required unless demoStart is present, which the game
  // screen checks itself ('please authenticate' and back), so the route guard stays 'any'.
  { id: 'slots-game', path: '/slots/:provider/:gameId', guard: 'any', layout: 'bare', titleKey: 'engine.titles.game', variants: { desktop: { screen: () => import('../../src/features/casino/game-desktop-page.tsx') }, mobile: { screen: () => import('../../src/features/casino/game-mobile-page.tsx') } } },
  { id: 'slots-game-demo', path: '/slots/:provider/:gameId/:demoStart', guard: 'any', layout: 'bare', titleKey: 'engine.titles.gameDemo', variants: { desktop: { screen: () => import('../../src/features/casino/game-desktop-page.tsx') }, mobile: { screen: () => import('../../src/features/casino/game-mobile-page.tsx') } } },
  { id: 'slots-game-free-spin', path: '/slots/:provider/:gameId/:freeSpin/session', guard: 'any', layout: 'bare', titleKey: 'engine.titles.gameFreeSpin', variants: { desktop: { screen: () => import('../../src/features/casino/game-desktop-page.tsx') }, mobile: { screen: () => import('../../src/features/casino/game-mobile-page.tsx') } } },
  { id: 'search-slots', path: '/search-slots', guard: 'any', layout: 'shell', titleKey: 'engine.titles.searchSlots', screen: () => import('../../src/features/casino/search-slots-page.tsx') },
], { languageAreas });

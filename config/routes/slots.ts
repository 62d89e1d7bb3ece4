import { defineRoutes } from '../../schemas/config/routes.ts';

// §2 "Slots and casino". Lobby and game screens come with the casino issues.
export default defineRoutes([
  // §2: /slots is bare and redirects to /slots/casino (lobby filters in the query string are kept).
  { id: 'slots', path: '/slots', guard: 'any', layout: 'bare', redirect: { route: 'slots-casino' } },
  { id: 'slots-casino', path: '/slots/casino', guard: 'any', layout: 'shell', titleKey: 'engine.titles.casino', screen: 'coming-soon' },
  { id: 'slots-all', path: '/slots/all', guard: 'any', layout: 'shell', titleKey: 'engine.titles.allGames', screen: 'coming-soon' },
  { id: 'slots-live-casino', path: '/slots/live-casino', guard: 'any', layout: 'shell', titleKey: 'engine.titles.liveCasino', screen: 'coming-soon' },
  // The section is one of the lobbies, so /slots/<section>/<id> never shadows the game route /slots/<provider>/<gameId>.
  {
    id: 'slots-section',
    path: '/slots/:sectionId/:id',
    guard: 'any',
    layout: 'shell',
    titleKey: 'engine.titles.casino',
    screen: 'coming-soon',
    paramValues: { sectionId: ['casino', 'all', 'live-casino'] },
  },
  { id: 'slots-game-type', path: '/slots/:gameType', guard: 'any', layout: 'shell', titleKey: 'engine.titles.gameType', screen: 'coming-soon' },
  // §2 game routes: outside the shell. §5: authentication is required unless demoStart is present, which the game
  // screen checks itself ('please authenticate' and back), so the route guard stays 'any'.
  { id: 'slots-game', path: '/slots/:provider/:gameId', guard: 'any', layout: 'bare', titleKey: 'engine.titles.game', screen: 'coming-soon' },
  { id: 'slots-game-demo', path: '/slots/:provider/:gameId/:demoStart', guard: 'any', layout: 'bare', titleKey: 'engine.titles.gameDemo', screen: 'coming-soon' },
  { id: 'slots-game-free-spin', path: '/slots/:provider/:gameId/:freeSpin/session', guard: 'any', layout: 'bare', titleKey: 'engine.titles.gameFreeSpin', screen: 'coming-soon' },
  { id: 'search-slots', path: '/search-slots', guard: 'any', layout: 'shell', titleKey: 'engine.titles.searchSlots', screen: 'coming-soon' },
]);

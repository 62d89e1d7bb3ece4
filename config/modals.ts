import { defineModals } from '../schemas/config/modals.define.ts';

// §2 "Modals and error screen": each opens when the current path matches its route; the engine keeps the stack.
export default defineModals([
  // §2 Wheel game: the wheel and its history (src/features/wheel/).
  {
    id: 'wheel-game',
    path: '/wheel-game',
    titleKey: 'engine.modals.wheelGame.title',
    descriptionKey: 'engine.modals.wheelGame.description',
    background: '#1b1038',
    backTo: { route: 'slots-casino' },
    screen: () => import('../src/features/wheel/wheel-game-screen.tsx'),
  },
  {
    id: 'wheel-game-history',
    path: '/wheel-game-history',
    titleKey: 'engine.modals.wheelGameHistory.title',
    descriptionKey: 'engine.modals.wheelGameHistory.description',
    background: '#1b1038',
    backTo: { route: 'wheel-game' },
    screen: () => import('../src/features/wheel/wheel-history-screen.tsx'),
  },
  // §2 choosers listing Sport or Live links: the feed's sports with their counts, then the other pages of the menu
  // slots in config/menus/slots.ts.
  {
    id: 'sport-chooser',
    path: '/sport',
    titleKey: 'engine.modals.sportChooser.title',
    descriptionKey: 'engine.modals.sportChooser.description',
    background: '#1a2133',
    backTo: { route: 'sport-page', params: { section: 'Home' } },
    screen: () => import('../src/features/sportsbook/choosers/sport-chooser-screen.tsx'),
    languageAreas: ['sport', 'sportsbookNav', 'odds'],
  },
  {
    id: 'sport-live-chooser',
    path: '/sport-live',
    titleKey: 'engine.modals.sportLiveChooser.title',
    descriptionKey: 'engine.modals.sportLiveChooser.description',
    background: '#1a2133',
    backTo: { route: 'sport-page', params: { section: 'Live' } },
    screen: () => import('../src/features/sportsbook/choosers/sport-live-chooser-screen.tsx'),
    languageAreas: ['sport', 'sportsbookNav', 'odds'],
  },
  // §2 Sportsbook, §5 Search text: one search for the whole site, from the header and the phone's tab bar: teams,
  // matches and competitions from the sportsbook's search, games by name from the casino's lists.
  {
    id: 'site-search',
    path: '/search',
    titleKey: 'engine.modals.siteSearch.title',
    descriptionKey: 'engine.modals.siteSearch.description',
    background: '#1a2133',
    backTo: { route: 'sport-page', params: { section: 'Home' } },
    screen: () => import('../src/features/search/site-search-screen.tsx'),
    languageAreas: ['sport', 'sportsbookNav', 'odds', 'casino'],
  },
]);

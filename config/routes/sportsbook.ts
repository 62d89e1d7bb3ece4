import { defineRoutes } from '../../schemas/config/routes.define.ts';

// §2 Sportsbook. The sport/ and sport-live choosers are modals (config/modals.ts).
// §1: the language areas these screens need beyond the core, loaded beside each screen's chunk. The docked slip's own
// (betslip, mybets) come with the slip's chunk (src/features/betslip/slip-dock.tsx), not with the page.
const languageAreas = ['sport', 'sportsbook', 'odds', 'sportsbookNav'];
// §2 Speed: what each screen's first screen reads (the server fetches it before its render, the browser beside the chunk).
const sportsbookData = () => import('../../src/features/sportsbook/sportsbook-data.ts');
const eventData = () => import('../../src/features/sportsbook/event-data.ts');

export default defineRoutes([
  { id: 'sportsbook', path: '/sportsbook', guard: 'any', layout: 'shell', titleKey: 'engine.titles.sportsbook', screen: () => import('../../src/features/sportsbook/sportsbook-page.tsx'), serverRendered: true, data: sportsbookData },
  { id: 'sportsbook-type', path: '/sportsbook/:type/:activeSport', guard: 'any', layout: 'shell', titleKey: 'engine.titles.sportsbook', screen: () => import('../../src/features/sportsbook/sportsbook-page.tsx'), serverRendered: true, data: sportsbookData, searchParams: ['when', 'league'] },
  // §2 default sports: top-tourneys 0, prematch 1, live 1.
  { id: 'sportsbook-top-tourneys', path: '/sportsbook/top-tourneys', guard: 'any', layout: 'shell', redirect: { route: 'sportsbook-type', params: { type: 'top-tourneys', activeSport: '0' } } },
  { id: 'sportsbook-prematch', path: '/sportsbook/prematch', guard: 'any', layout: 'shell', redirect: { route: 'sportsbook-type', params: { type: 'prematch', activeSport: '1' } } },
  { id: 'sportsbook-live', path: '/sportsbook/live', guard: 'any', layout: 'shell', redirect: { route: 'sportsbook-type', params: { type: 'live', activeSport: '1' } } },
  { id: 'sportsbook-tourneys', path: '/sportsbook/tourneys/:activeSport', guard: 'any', layout: 'shell', titleKey: 'engine.titles.tourneys', screen: () => import('../../src/features/sportsbook/sportsbook-page.tsx'), serverRendered: true, data: sportsbookData, searchParams: ['league'] },
  { id: 'sportsbook-tourneys-live', path: '/sportsbook/tourneys/live/:activeSport', guard: 'any', layout: 'shell', titleKey: 'engine.titles.tourneysLive', screen: () => import('../../src/features/sportsbook/sportsbook-page.tsx'), serverRendered: true, data: sportsbookData, searchParams: ['league'] },
  { id: 'sportsbook-all-sports', path: '/sportsbook/all-sports', guard: 'any', layout: 'shell', titleKey: 'engine.titles.allSports', screen: () => import('../../src/features/sportsbook/sportsbook-page.tsx'), serverRendered: true, data: sportsbookData },
  { id: 'sportsbook-betslip', path: '/sportsbook/betslip', guard: 'any', layout: 'shell', titleKey: 'engine.titles.betslip', screen: () => import('../../src/features/betslip/betslip-page.tsx'), languageAreas: [...languageAreas, 'betslip', 'mybets'] },
  // §2: the sport-match (event) page hides the footer.
  { id: 'sportsbook-event-line', path: '/sportsbook/event/line/:eventID', guard: 'any', layout: 'shell', titleKey: 'engine.titles.eventLine', screen: () => import('../../src/features/sportsbook/event-page.tsx'), hideFooter: true, serverRendered: true, data: eventData },
  { id: 'sportsbook-event-live', path: '/sportsbook/event/live/:eventID', guard: 'any', layout: 'shell', titleKey: 'engine.titles.eventLive', screen: () => import('../../src/features/sportsbook/event-page.tsx'), hideFooter: true, serverRendered: true, data: eventData },
  // §2: a sport page takes a section name. Only these values match, so /sport/<embed> routes are never shadowed.
  {
    id: 'sport-page',
    path: '/sport/:section',
    guard: 'any',
    layout: 'shell',
    titleKey: 'engine.titles.sport',
    screen: () => import('../../src/features/sportsbook/sport-section-page.tsx'),
    data: () => import('../../src/features/sportsbook/sport-section-data.ts'),
    // The sport pages (the landing page among them) carry the bet slip and its My bets tab (§5 Bet slip), no search.
    languageAreas: ['sport', 'sportsbook', 'odds'],
    paramValues: { section: ['Sport', 'Overview', 'Results', 'Home', 'Live'] },
    serverRendered: true,
  },
], { languageAreas });

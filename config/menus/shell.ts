import { defineShellMenus } from '../../schemas/config/menus.define.ts';

const sportHome = { route: 'sport-page', params: { section: 'Home' } } as const;
// §2: live is the sport overview on desktop, the sport live page on mobile.
const live = {
  desktop: { route: 'sport-page', params: { section: 'Overview' } },
  mobile: { route: 'sport-page', params: { section: 'Live' } },
} as const;

// The shell's menus (§2 Shell): the main navigation, the desktop footer, the phone's tab bar and side menu. Every
// page's first load draws them; the groups attached to named slots are slots.ts, loaded with the screens showing them.
export default defineShellMenus({
  main: [
    { id: 'sport', labelKey: 'engine.nav.sport', to: sportHome },
    { id: 'live', labelKey: 'engine.nav.live', to: live },
    { id: 'casino', labelKey: 'engine.nav.casino', to: { route: 'slots-casino' } },
    { id: 'live-casino', labelKey: 'engine.nav.liveCasino', to: { route: 'slots-live-casino' } },
  ],
  footer: [
    { id: 'sport-line', labelKey: 'engine.footer.sportLine', to: { route: 'sportsbook-type', params: { type: 'prematch', activeSport: '1' } } },
    { id: 'sport-live', labelKey: 'engine.footer.sportLive', to: { route: 'sportsbook-type', params: { type: 'live', activeSport: '1' } } },
    { id: 'sport-results', labelKey: 'engine.footer.sportResults', to: { route: 'sport-page', params: { section: 'Results' } } },
    { id: 'slots', labelKey: 'engine.footer.slots', to: { route: 'slots-casino' } },
    { id: 'live-casino', labelKey: 'engine.footer.liveCasino', to: { route: 'slots-live-casino' } },
    { id: 'terms', labelKey: 'engine.footer.terms', to: { route: 'terms-and-conditions' } },
    { id: 'sport', labelKey: 'engine.footer.sport', to: { route: 'sport-page', params: { section: 'Sport' } } },
    { id: 'live-sport', labelKey: 'engine.footer.liveSport', to: { route: 'sport-page', params: { section: 'Live' } } },
  ],
  // The phone's way round the site, one tap from every page: sport, live, casino, the search (teams, matches,
  // competitions and games, §2 Sportsbook), the slip and the account.
  tabBar: [
    { id: 'home', labelKey: 'engine.tabs.home', icon: 'home', to: sportHome },
    { id: 'live', labelKey: 'engine.tabs.live', icon: 'live', to: live },
    { id: 'casino', labelKey: 'engine.tabs.casino', icon: 'casino', to: { route: 'slots-casino' } },
    { id: 'search', labelKey: 'engine.tabs.search', icon: 'search', to: { route: 'site-search' } },
    { id: 'slip', labelKey: 'engine.tabs.slip', icon: 'slip', to: { route: 'sportsbook-betslip' }, count: 'slip-selections' },
    { id: 'account', labelKey: 'engine.tabs.account', icon: 'account', opens: 'profile-panel' },
  ],
  // The phone's side menu: each page once (the footer's list repeated the main navigation's).
  drawer: [
    {
      id: 'sport',
      labelKey: 'engine.drawer.sport',
      links: [
        { id: 'sport-home', labelKey: 'engine.drawer.sportHome', to: sportHome },
        { id: 'sport-live', labelKey: 'engine.nav.live', to: live },
        { id: 'sport-line', labelKey: 'engine.drawer.prematch', to: { route: 'sportsbook-type', params: { type: 'prematch', activeSport: '1' } } },
        { id: 'sport-all', labelKey: 'engine.drawer.allSports', to: { route: 'sport-page', params: { section: 'Sport' } } },
        { id: 'sport-results', labelKey: 'engine.footer.sportResults', to: { route: 'sport-page', params: { section: 'Results' } } },
      ],
    },
    {
      id: 'casino',
      labelKey: 'engine.drawer.casino',
      links: [
        { id: 'casino', labelKey: 'engine.nav.casino', to: { route: 'slots-casino' } },
        { id: 'live-casino', labelKey: 'engine.nav.liveCasino', to: { route: 'slots-live-casino' } },
      ],
    },
    {
      id: 'help',
      labelKey: 'engine.drawer.helpAndOffers',
      links: [
        { id: 'promotions', labelKey: 'engine.titles.promotions', to: { route: 'promotions' } },
        { id: 'help', labelKey: 'engine.titles.help', to: { route: 'help' } },
        { id: 'responsible-gambling', labelKey: 'engine.drawer.responsibleGambling', to: { route: 'responsible-gambling' } },
        { id: 'terms', labelKey: 'engine.footer.terms', to: { route: 'terms-and-conditions' } },
      ],
    },
  ],
});

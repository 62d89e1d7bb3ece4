import { defineNavigation } from '../schemas/config/navigation.define.ts';

// §2 Shell: main navigation and desktop footer links.
export default defineNavigation({
  main: [
    { id: 'sport', labelKey: 'engine.nav.sport', to: { route: 'sport-page', params: { section: 'Home' } } },
    // §2: live is the sport overview on desktop, the sport live page on mobile.
    {
      id: 'live',
      labelKey: 'engine.nav.live',
      to: {
        desktop: { route: 'sport-page', params: { section: 'Overview' } },
        mobile: { route: 'sport-page', params: { section: 'Live' } },
      },
    },
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
});

import { defineSlides } from '../schemas/config/slides.define.ts';

// The promotional carousels on the casino lobby and the sport home (§3 Slide, §7 Content, §9).
export default defineSlides({
  // §7/§9: slider content is cached for 1 hour.
  cacheMs: 60 * 60 * 1000,
  autoplayMs: 6000,
  // §9: slide animation 0.5 s.
  transitionMs: 500,
  // The content service draws pictures of these shapes (desktop 1200 x 200 for the lobby, 1200 x 300 for the sport
  // home; phones 720 x 360).
  places: {
    // The casino lobby: guests only, and a low strip on desktops. Signed in, the lobby's first screen holds the
    // player's own rows (free spins, recently played) and the first row of games must stay above the fold (§2
    // Player journey, "Finding a game"): there is no room left for a carousel at 390 x 844 or 1366 x 860.
    casino: {
      audience: 'guests',
      aspectRatio: { desktop: '6 / 1', mobile: '2 / 1' },
      shownOn: [{ route: 'slots-casino' }, { route: 'slots-all' }, { route: 'slots-live-casino' }],
    },
    sport: { audience: 'everyone', aspectRatio: { desktop: '4 / 1', mobile: '2 / 1' }, shownOn: [{ route: 'sport-page', params: { section: 'Home' } }] },
  },
  slug: '{place}-{language}-{platform}',
});

import { defineSlides } from '../schemas/config/slides.define.ts';

// The promotional carousels on the casino lobby and the sport home (§3 Slide, §7 Content, §9).
export default defineSlides({
  // §7/§9: slider content is cached for 1 hour.
  cacheMs: 60 * 60 * 1000,
  autoplayMs: 6000,
  // §9: slide animation 0.5 s.
  transitionMs: 500,
  // The content service draws 1200 x 300 pictures for desktops and 720 x 360 for phones.
  aspectRatio: { desktop: '4 / 1', mobile: '2 / 1' },
  slug: '{place}-{language}-{platform}',
});

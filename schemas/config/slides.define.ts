import type { SlidesConfigInput } from './slides.ts';

// Zod-free: the carousel reads config/slides.ts in the browser; the schema checks it at build and in tests.

/** Types config/slides.ts. */
export function defineSlides(config: SlidesConfigInput): SlidesConfigInput {
  return config;
}

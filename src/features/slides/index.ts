// What the slides feature offers others: the promotional carousel of a place (casino lobby, sport home; §3 Slide).
export { SlideCarousel } from './slide-carousel-gate.tsx';
export { slidesQueryOptions } from './slides-query.ts';

import { proxy } from 'valtio';

/** Slides are react-query's (cached 1 h, §9); the client keeps the active slide per carousel. */
export const sliderStore = proxy({ activeIndex: {} as Record<string, number> });

// What the content feature offers others: the link check of operator-written texts (slides reuse it, §7 Content).
export { sanitizeLink, type SafeLink } from './links.ts';

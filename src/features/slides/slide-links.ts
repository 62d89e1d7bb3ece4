import { sanitizeLink, type SafeLink } from '../content/index.ts';

/**
 * A slide's link as the carousel may show it (§3 Slide): a route of this site, or an http(s) page elsewhere (marked
 * and opened in a new tab without access to this page). Anything else (javascript:, data:, //host, paths the site
 * does not serve) is dropped: the slide shows its picture without a link. The content service is the operator's
 * CMS, and a link pasted there must not become a script on a page players trust.
 */
export function slideLink(link: string, routePaths: readonly string[]): SafeLink | null {
  return sanitizeLink(link, routePaths);
}

// The api layer's face for the content service (§7 Content: slides and carousels keyed by the site's domain):
// features import from here, never from generated/.
export { getListSlidesQueryKey, getListSlidesQueryOptions } from '../../generated/content/content.ts';
export type { Slide, ListSlidesParams } from '../../generated/content/content.schemas.ts';

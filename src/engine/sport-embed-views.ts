import type { SportEmbedViewRules } from '../../schemas/config/sport-embed.ts';

/** The view and page to redirect to. */
export interface SportEmbedViewFix {
  view: string;
  page: string;
}

/** Pages allowed in a view: the common pages plus the ones that view adds (§2: the mobile view adds Live and Sport). */
export function allowedPages(embed: SportEmbedViewRules, view: string): string[] {
  return [...embed.pages, ...(embed.extraPagesByView?.[view] ?? [])];
}

/**
 * §2 view rules: the view must be one of the viewport's views, else the default view's default page; a page
 * the view does not allow goes to that view's default page. Returns null when the params are fine.
 */
export function sportEmbedViewFix(
  embed: SportEmbedViewRules,
  params: { view?: string; page?: string },
  isDesktop: boolean,
): SportEmbedViewFix | null {
  const viewport = isDesktop ? 'desktop' : 'mobile';
  const { view, page } = params;
  if (view === undefined || !embed.views[viewport].includes(view)) return { view: embed.defaultView[viewport], page: embed.defaultPage };
  if (page !== undefined && !allowedPages(embed, view).includes(page)) return { view, page: embed.defaultPage };
  return null;
}

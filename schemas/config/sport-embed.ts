import * as z from 'zod';
import { type DeepReadonly, idSchema } from './shared.ts';

const nameSchema = z.string().regex(/^[a-zA-Z0-9]+$/, 'Expected a view or page name such as "Home"');

/**
 * One third-party sport embed (config/sport-embeds/<id>.ts, CONVENTIONS 1): the views it offers per viewport and
 * the pages allowed in each (§2). The sport-embed issue adds the script or frame URL and the token source.
 */
export const sportEmbedSchema = z
  .strictObject({
    /** Embed id; the file is config/sport-embeds/<id>.ts. */
    id: idSchema,
    /** §2: views offered per viewport; below the tablet width (767 px) the mobile list applies. */
    views: z.strictObject({
      /** Views allowed above the tablet breakpoint. */
      desktop: z.array(nameSchema).min(1),
      /** Views allowed at or below the tablet breakpoint. */
      mobile: z.array(nameSchema).min(1),
    }),
    /** §2: an invalid view redirects to the default page of this view. */
    defaultView: z.strictObject({
      /** Default view above the tablet breakpoint. */
      desktop: nameSchema,
      /** Default view at or below the tablet breakpoint. */
      mobile: nameSchema,
    }),
    /** §2: pages allowed in every view. */
    pages: z.array(nameSchema).min(1),
    /** §2: pages a view adds to `pages` (the mobile view adds Live and Sport). */
    extraPagesByView: z.record(nameSchema, z.array(nameSchema)).optional(),
    /** The page an invalid view (or page) redirects to. */
    defaultPage: nameSchema,
  })
  .superRefine((embed, context) => {
    for (const viewport of ['desktop', 'mobile'] as const) {
      if (!embed.views[viewport].includes(embed.defaultView[viewport])) {
        context.addIssue({ code: 'custom', path: ['defaultView', viewport], message: `"${embed.defaultView[viewport]}" is not one of views.${viewport}` });
      }
    }
    if (!embed.pages.includes(embed.defaultPage)) {
      context.addIssue({ code: 'custom', path: ['defaultPage'], message: `"${embed.defaultPage}" is not one of pages` });
    }
    const allViews = [...embed.views.desktop, ...embed.views.mobile];
    for (const view of Object.keys(embed.extraPagesByView ?? {})) {
      if (!allViews.includes(view)) {
        context.addIssue({ code: 'custom', path: ['extraPagesByView', view], message: `"${view}" is not one of the views` });
      }
    }
  });

export type SportEmbedConfig = z.output<typeof sportEmbedSchema>;

export type SportEmbedInput = DeepReadonly<z.input<typeof sportEmbedSchema>>;

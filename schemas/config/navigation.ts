import * as z from 'zod';
import { type DeepReadonly, i18nKeySchema, idSchema, linkTargetSchema, visibleWhenSchema } from './shared.ts';

/** One navigation link. */
export const navigationLinkSchema = z.strictObject({
  /** Id, unique within its list. */
  id: idSchema,
  /** i18n key of the label. */
  labelKey: i18nKeySchema,
  /** Target route, or one per viewport (§2: live is the sport overview on desktop, the sport live page on mobile). */
  to: linkTargetSchema,
  /** Predicates that must all hold for the link to show. */
  visibleWhen: visibleWhenSchema,
});

/** config/navigation.ts (§2 Shell). */
export const navigationSchema = z.strictObject({
  /** §2 main navigation: sport, live, casino, live casino. */
  main: z.array(navigationLinkSchema).min(1),
  /** §2 footer links (desktop): sport line/live/results, slots, live casino, terms, sport, live sport. */
  footer: z.array(navigationLinkSchema),
});

export type NavigationConfig = z.output<typeof navigationSchema>;
export type NavigationLinkConfig = z.output<typeof navigationLinkSchema>;

export type NavigationInput = DeepReadonly<z.input<typeof navigationSchema>>;

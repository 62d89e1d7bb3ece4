import * as z from 'zod';
import { type DeepReadonly, i18nKeySchema, idSchema, linkTargetSchema, visibleWhenSchema } from './shared.ts';

/** One link of a menu group. */
export const menuEntrySchema = z.strictObject({
  /** Id, unique within its group. */
  id: idSchema,
  /** i18n key of the label. */
  labelKey: i18nKeySchema,
  /** Target route (or one per viewport). */
  to: linkTargetSchema,
  /** Predicates that must all hold for the entry to show (§2: non-desktop only, settings flags). */
  visibleWhen: visibleWhenSchema,
  /** Route ids of pages that sit under this entry (a deposit page under the deposit entry): it stays highlighted there. */
  activeOn: z.array(idSchema).optional(),
});

/** One group of a menu, attached to a named slot (CONVENTIONS 6). */
export const menuGroupSchema = z.strictObject({
  /** Id, unique within its slot. */
  id: idSchema,
  /** Named slot the group attaches to ('profile', 'profile-short', ...); the UI asks useMenu(slot). */
  slot: idSchema,
  /** i18n key of the group heading. */
  labelKey: i18nKeySchema,
  /** Predicates that must all hold for the group to show; a group with no visible entry is dropped too. */
  visibleWhen: visibleWhenSchema,
  /** The group's links, in display order. */
  entries: z.array(menuEntrySchema).min(1),
});

export const menuListSchema = z.array(menuGroupSchema);

export type MenuGroupConfig = z.output<typeof menuGroupSchema>;
export type MenuEntryConfig = z.output<typeof menuEntrySchema>;

export type MenuGroupInput = DeepReadonly<z.input<typeof menuGroupSchema>>;

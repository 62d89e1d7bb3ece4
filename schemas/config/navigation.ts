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

/** The icons the phone's tab bar draws (the kit's, src/ui/icons.tsx): a name here, never a picture. */
export const tabIconSchema = z.enum(['home', 'live', 'casino', 'slip', 'account']);

/** One tab of the phone's bottom tab bar: a link, or a button opening a panel; with a count when it has one. */
export const tabSchema = z
  .strictObject({
    /** Id, unique within the bar. */
    id: idSchema,
    /** i18n key of the label shown under the icon. */
    labelKey: i18nKeySchema,
    /** The kit icon drawn above the label. */
    icon: tabIconSchema,
    /** Target route, or one per viewport. */
    to: linkTargetSchema.optional(),
    /** Instead of a link: the panel the tab opens (the account panel: the account menu, or sign-in for a guest). */
    opens: z.enum(['profile-panel']).optional(),
    /** A number shown on the tab: the bet slip's selections (and a tap opens the slip's sheet where a page docks it). */
    count: z.enum(['slip-selections']).optional(),
  })
  .refine((tab) => (tab.to === undefined) !== (tab.opens === undefined), { message: 'A tab has either "to" or "opens"' });

/** One group of the phone's side menu: a heading and its links. */
export const drawerGroupSchema = z.strictObject({
  /** Id, unique within the menu. */
  id: idSchema,
  /** i18n key of the group's heading. */
  labelKey: i18nKeySchema,
  /** The group's links; no two links of the whole menu lead to the same page. */
  links: z.array(navigationLinkSchema).min(1),
});

/** config/navigation.ts (§2 Shell). */
export const navigationSchema = z.strictObject({
  /** §2 main navigation: sport, live, casino, live casino. */
  main: z.array(navigationLinkSchema).min(1),
  /** §2 footer links (desktop): sport line/live/results, slots, live casino, terms, sport, live sport. */
  footer: z.array(navigationLinkSchema),
  /** §2 Shell: the phone's bottom tab bar, below the tablet breakpoint, on every page of the shell. */
  tabBar: z.array(tabSchema).min(2).max(5),
  /** §2 Shell: the phone's side menu (☰), in groups; no duplicate page, so exactly one entry is current. */
  drawer: z.array(drawerGroupSchema).min(1),
});

export type NavigationConfig = z.output<typeof navigationSchema>;
export type NavigationLinkConfig = z.output<typeof navigationLinkSchema>;
export type TabConfig = z.output<typeof tabSchema>;
export type TabIcon = z.output<typeof tabIconSchema>;
export type DrawerGroupConfig = z.output<typeof drawerGroupSchema>;

export type NavigationInput = DeepReadonly<z.input<typeof navigationSchema>>;

import * as z from 'zod';
import { type DeepReadonly, i18nKeySchema, idSchema, linkTargetSchema, visibleWhenSchema } from './shared.ts';

// The menus kind (config/menus/): every menu of the site (§2 Shell, §2 profile menu). shell.ts holds the main
// navigation, the footer, the phone's tab bar and side menu, which every first load draws; slots.ts the groups
// attached to named slots (CONVENTIONS 6), which come with the screens that show them.

/** One link of a list: the main navigation, the footer, a side-menu group. */
export const menuLinkSchema = z.strictObject({
  /** Id, unique within its list. */
  id: idSchema,
  /** i18n key of the label. */
  labelKey: i18nKeySchema,
  /** Target route, or one per viewport (§2: live is the sport overview on desktop, the sport live page on mobile). */
  to: linkTargetSchema,
  /** Predicates that must all hold for the link to show (§2: non-desktop only, settings flags). */
  visibleWhen: visibleWhenSchema,
});

/** One link of a slot's group: a link that may stay highlighted on the pages under it. */
export const menuEntrySchema = menuLinkSchema.extend({
  /** Route ids of pages that sit under this entry (a deposit page under the deposit entry): it stays highlighted there. */
  activeOn: z.array(idSchema).optional(),
});

/** One group of a menu, attached to a named slot (CONVENTIONS 6). */
export const menuGroupSchema = z.strictObject({
  /** Id, unique within its slot. */
  id: idSchema,
  /** Named slot the group attaches to ('profile', 'sport-chooser', ...); the UI asks useMenu(slot). */
  slot: idSchema,
  /** i18n key of the group heading. */
  labelKey: i18nKeySchema,
  /** Predicates that must all hold for the group to show; a group with no visible entry is dropped too. */
  visibleWhen: visibleWhenSchema,
  /** The group's links, in display order. */
  entries: z.array(menuEntrySchema).min(1),
});

/** The icons the phone's tab bar draws (the kit's, src/ui/icons.tsx): a name here, never a picture. */
export const tabIconSchema = z.enum(['home', 'live', 'casino', 'search', 'slip', 'account']);

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
  links: z.array(menuLinkSchema).min(1),
});

/** config/menus/shell.ts (§2 Shell). */
export const shellMenusSchema = z.strictObject({
  /** §2 main navigation: sport, live, casino, live casino. */
  main: z.array(menuLinkSchema).min(1),
  /** §2 footer links (desktop): sport line/live/results, slots, live casino, terms, sport, live sport. */
  footer: z.array(menuLinkSchema),
  /**
   * §2 Shell: the phone's bottom tab bar, below the tablet breakpoint, on every page of the shell. At most six: at 320 px
   * each tab is still 53 px wide, above the 44 px a finger needs.
   */
  tabBar: z.array(tabSchema).min(2).max(6),
  /** §2 Shell: the phone's side menu (☰), in groups; no duplicate page, so exactly one entry is current. */
  drawer: z.array(drawerGroupSchema).min(1),
});

/** config/menus/slots.ts: §2 profile menu groups and the sport choosers' link lists, each attached to a named slot. */
export const menuGroupListSchema = z.array(menuGroupSchema);

export type ShellMenusConfig = z.output<typeof shellMenusSchema>;
export type MenuLinkConfig = z.output<typeof menuLinkSchema>;
export type MenuGroupConfig = z.output<typeof menuGroupSchema>;
export type MenuEntryConfig = z.output<typeof menuEntrySchema>;
export type TabConfig = z.output<typeof tabSchema>;
export type TabIcon = z.output<typeof tabIconSchema>;
export type DrawerGroupConfig = z.output<typeof drawerGroupSchema>;

export type ShellMenusInput = DeepReadonly<z.input<typeof shellMenusSchema>>;
export type MenuGroupInput = DeepReadonly<z.input<typeof menuGroupSchema>>;

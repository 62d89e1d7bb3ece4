import menuGroupsFile from '../../config/menus/slots.ts';
import type { MenuGroupConfig } from '../../schemas/config/menus.ts';

// config/menus/slots.ts apart from load-config.ts: only the screens that show a menu (the profile pages, the account
// menu and panel, the sport choosers) import it, so a guest's first load does not carry every menu group. Validated
// with the rest at build (validate-config.ts) and compared with this assembly in tests/unit/config.test.ts.

/** The menu groups attached to named slots (CONVENTIONS 6). */
export const menuGroups = menuGroupsFile as MenuGroupConfig[];

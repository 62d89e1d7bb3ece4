import type { MenuGroupInput, ShellMenusInput } from './menus.ts';

// Zod-free: config/menus/ imports this, and the browser bundle must not pull the schema in (validated at build and
// in tests, see routes.define.ts).

/** Types config/menus/shell.ts. */
export function defineShellMenus(menus: ShellMenusInput): ShellMenusInput {
  return menus;
}

/** Types config/menus/slots.ts. */
export function defineMenuGroups(groups: readonly MenuGroupInput[]): readonly MenuGroupInput[] {
  return groups;
}

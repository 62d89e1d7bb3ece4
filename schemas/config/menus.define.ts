import type { MenuGroupInput } from './menus.ts';

// Zod-free: config/menus.ts imports this, and the browser bundle must not pull the schema in (validated at
// build and in tests, see routes.define.ts).

/** Types config/menus.ts. */
export function defineMenus(groups: readonly MenuGroupInput[]): readonly MenuGroupInput[] {
  return groups;
}

import type { NavigationInput } from './navigation.ts';

// Zod-free: config/navigation.ts imports this, and the browser bundle must not pull the schema in (validated at
// build and in tests, see routes.define.ts).

/** Types config/navigation.ts. */
export function defineNavigation(navigation: NavigationInput): NavigationInput {
  return navigation;
}

import type { ListLayoutInput, MarketTemplateInput, SportInput, SportsbookInput } from './sportsbook.ts';

// Zod-free: config/sportsbook/ imports this, and the browser bundle must not pull the schema in (validated at
// build and in tests, see routes.define.ts and src/engine/validate-sportsbook.ts).

/** Types config/sportsbook/index.ts. */
export function defineSportsbook(config: SportsbookInput): SportsbookInput {
  return config;
}

/** Types config/sportsbook/sports/<key>.ts. */
export function defineSport(sport: SportInput): SportInput {
  return sport;
}

/** Types config/sportsbook/market-templates.ts. */
export function defineMarketTemplates(templates: readonly MarketTemplateInput[]): readonly MarketTemplateInput[] {
  return templates;
}

/** Types config/sportsbook/list-layouts.ts. */
export function defineListLayouts(layouts: readonly ListLayoutInput[]): readonly ListLayoutInput[] {
  return layouts;
}

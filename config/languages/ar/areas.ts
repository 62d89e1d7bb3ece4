import type { LanguageAreaLoaders } from '../../../schemas/config/language.ts';

// §1: the areas of this pack outside its core, each loaded by the screens that use them (their `languageAreas`, config/routes and config/modals.ts).
// Only the loaders live here, in the language's config (the first load): an area's chunk is asked for beside the core
// pack's, not after it.
/** The areas loaded on demand: same chunk name, one request per group. */
export const areas: LanguageAreaLoaders = {
  auth: () => import(/* webpackChunkName: "lang-ar-auth" */ './auth.json'),
  sport: () => import(/* webpackChunkName: "lang-ar-sportsbook" */ './sport.json'),
  sportsbook: () => import(/* webpackChunkName: "lang-ar-sportsbook" */ './sportsbook.json'),
  tracker: () => import(/* webpackChunkName: "lang-ar-tracker" */ './tracker.json'),
  odds: () => import(/* webpackChunkName: "lang-ar-sportsbook" */ './odds.json'),
  betslip: () => import(/* webpackChunkName: "lang-ar-betting" */ './betslip.json'),
  sportsbookNav: () => import(/* webpackChunkName: "lang-ar-sportsbook" */ './sportsbook-nav.json'),
  mybets: () => import(/* webpackChunkName: "lang-ar-betting" */ './mybets.json'),
  // docs/product.md §5 "Edit bet": the edit dialog's texts come with the dialog, not with My bets.
  mybetsEdit: () => import(/* webpackChunkName: "lang-ar-edit-bet" */ './mybets-edit.json'),
  profile: () => import(/* webpackChunkName: "lang-ar-account" */ './profile.json'),
  casino: () => import(/* webpackChunkName: "lang-ar-casino" */ './casino.json'),
  sportEmbeds: () => import(/* webpackChunkName: "lang-ar-sport-embeds" */ './sport-embeds.json'),
};

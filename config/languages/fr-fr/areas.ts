import type { LanguageAreaLoaders } from '../../../schemas/config/language.ts';

// §1: the areas of this pack outside its core, each loaded by the screens that use them (their `languageAreas`, config/routes and config/modals.ts).
// Only the loaders live here, in the language's config (the first load): an area's chunk is asked for beside the core
// pack's, not after it.
/** The areas loaded on demand: same chunk name, one request per group. */
export const areas: LanguageAreaLoaders = {
  auth: () => import(/* webpackChunkName: "lang-fr-fr-auth" */ './auth.json'),
  sport: () => import(/* webpackChunkName: "lang-fr-fr-sportsbook" */ './sport.json'),
  sportsbook: () => import(/* webpackChunkName: "lang-fr-fr-sportsbook" */ './sportsbook.json'),
  tracker: () => import(/* webpackChunkName: "lang-fr-fr-tracker" */ './tracker.json'),
  odds: () => import(/* webpackChunkName: "lang-fr-fr-sportsbook" */ './odds.json'),
  betslip: () => import(/* webpackChunkName: "lang-fr-fr-betting" */ './betslip.json'),
  sportsbookNav: () => import(/* webpackChunkName: "lang-fr-fr-sportsbook" */ './sportsbook-nav.json'),
  mybets: () => import(/* webpackChunkName: "lang-fr-fr-betting" */ './mybets.json'),
  // docs/product.md §5 "Edit bet": the edit dialog's texts come with the dialog, not with My bets.
  mybetsEdit: () => import(/* webpackChunkName: "lang-fr-fr-edit-bet" */ './mybets-edit.json'),
  profile: () => import(/* webpackChunkName: "lang-fr-fr-account" */ './profile.json'),
  casino: () => import(/* webpackChunkName: "lang-fr-fr-casino" */ './casino.json'),
  sportEmbeds: () => import(/* webpackChunkName: "lang-fr-fr-sport-embeds" */ './sport-embeds.json'),
};

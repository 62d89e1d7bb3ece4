// §1: each language is loaded on demand, and within it only the core areas come with the first screen (the shell,
// sign-in, errors, the engine's texts); the other areas are loaded with the screens that use them, grouped into one
// chunk per group (config/languages/areas.ts names which screens need which). Each area file is owned by one feature.
// The cashback button (header) and the slides (lobby and sport home) show on first screens: their texts are core.
import common from './common.json';
import errors from './errors.json';
import auth from './auth.json';
import shell from './shell.json';
import engine from './engine.json';
import wheel from './wheel.json';
import content from './content.json';
import notifications from './notifications.json';
import cashback from './cashback.json';
import promotions from './promotions.json';
import type { LanguageAreaLoaders } from '../../../schemas/config/language.ts';

export default { common, errors, auth, shell, engine, wheel, content, notifications, cashback, promotions };

/** The areas loaded on demand: same chunk name, one request per group. */
export const areas: LanguageAreaLoaders = {
  sport: () => import(/* webpackChunkName: "lang-fr-fr-sportsbook" */ './sport.json'),
  sportsbook: () => import(/* webpackChunkName: "lang-fr-fr-sportsbook" */ './sportsbook.json'),
  odds: () => import(/* webpackChunkName: "lang-fr-fr-sportsbook" */ './odds.json'),
  betslip: () => import(/* webpackChunkName: "lang-fr-fr-betting" */ './betslip.json'),
  sportsbookNav: () => import(/* webpackChunkName: "lang-fr-fr-betting" */ './sportsbook-nav.json'),
  mybets: () => import(/* webpackChunkName: "lang-fr-fr-betting" */ './mybets.json'),
  profile: () => import(/* webpackChunkName: "lang-fr-fr-account" */ './profile.json'),
  casino: () => import(/* webpackChunkName: "lang-fr-fr-casino" */ './casino.json'),
};

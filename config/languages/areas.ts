// §1: the areas of a language pack that are not core (config/languages/<code>/index.ts `areas`) are loaded with the
// screens that use them, in parallel with the screen's own chunk, so the first load of a page carries only the texts
// its first screen shows. src/i18n/areas.test.ts checks every key a screen uses is in the core or in an area named
// here; an area a screen forgot is still loaded on first use (src/i18n/index.ts), never shown as a raw key.

/** By route file (config/routes/<file>.ts): the areas every screen of the file needs. */
export const routeFileAreas: Readonly<Record<string, readonly string[]>> = {
  sportsbook: ['sport', 'sportsbook', 'odds', 'betslip', 'sportsbookNav', 'mybets'],
  profile: ['profile', 'sport', 'odds', 'mybets', 'sportsbook', 'betslip'],
  'shell-and-account': ['profile', 'auth'],
  slots: ['casino'],
  'promotions-and-info': ['profile'],
  'sport-embeds-routes': ['sportEmbeds'],
};

/**
 * By route id, for a route whose screens need fewer areas than its file's: the sport pages (§2 Sportsbook, the
 * landing page among them) carry the bet slip and its My bets tab (docs/product.md §5 Bet slip) but no search.
 */
export const routeAreas: Readonly<Record<string, readonly string[]>> = {
  'sport-page': ['sport', 'sportsbook', 'odds', 'betslip', 'mybets'],
};

/** By modal id (config/modals.ts). */
export const modalAreas: Readonly<Record<string, readonly string[]>> = {
  'sport-chooser': ['sport', 'sportsbookNav', 'odds'],
  'sport-live-chooser': ['sport', 'sportsbookNav', 'odds'],
};

/**
 * §2 Speed: the site's server never holds a player's tokens, but this cookie tells it a player is signed in on this
 * browser, so it renders the header's signed-in block (at its size, without the player's figures) and a returning
 * player never sees the guest's header first. Not a secret: it grants nothing, the tokens stay in the browser.
 * A name alone, in a module of its own: the server reads it (server/render.ts) without loading the session store,
 * which the import rules keep out of server/ (docs/architecture.md "Import rules"); signed-in-hint.ts writes it.
 */
export const signedInCookie = 'signedIn';

/**
 * The signed-in player's odds format id (§3 Odds formats), beside the hint: the server renders a returning player's
 * prices in it, so they do not turn from decimal into the player's format once the profile answers. Written when the
 * format is known (src/engine/sportsbook/use-odds-format.ts), cleared with the hint.
 */
export const oddsFormatCookie = 'oddsFormat';

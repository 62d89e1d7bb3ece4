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

/**
 * The player's own rows the casino lobby showed last (§2 Slots and casino: recently played, a free-spins offer), beside
 * the hint: the server's signed-in frame keeps their room, so they fill in place instead of pushing the lobby down.
 * Written by the lobby once it knows (src/features/casino/lobby-rows.ts), cleared with the hint.
 */
export const lobbyRowsCookie = 'lobbyRows';

export interface LobbyRows {
  recent: boolean;
  freeSpins: boolean;
}

/** What the server renders a signed-in frame with besides the hint: this browser's player as last seen. */
export interface PlayerHints {
  /** Their odds format id, null for the default. */
  oddsFormat: number | null;
  /** Their lobby's own rows, null when not known (nothing reserved). */
  lobbyRows: LobbyRows | null;
}

export const noPlayerHints: PlayerHints = { oddsFormat: null, lobbyRows: null };

const rowNames = { recent: 'recent', freeSpins: 'free-spins' } as const;

/** The lobby rows' cookie value: the rows shown, by name, dot-separated; null when none (the cookie is dropped). */
export function lobbyRowsCookieValue(rows: LobbyRows): string | null {
  const names = (Object.keys(rowNames) as (keyof LobbyRows)[]).filter((row) => rows[row]).map((row) => rowNames[row]);
  return names.length > 0 ? names.join('.') : null;
}

/**
 * The hints a request's cookies carry, each checked: an odds format is one digit (at most ten pages kept per address),
 * the rows known names; anything else is no hint.
 */
export function playerHintsOfCookies(cookie: (name: string) => string | undefined): PlayerHints {
  const format = cookie(oddsFormatCookie);
  const rows = cookie(lobbyRowsCookie)?.split('.');
  const knownRows = rows !== undefined && rows.every((name) => Object.values(rowNames).includes(name as never));
  return {
    oddsFormat: format !== undefined && /^\d$/.test(format) ? Number(format) : null,
    lobbyRows: knownRows ? { recent: rows.includes(rowNames.recent), freeSpins: rows.includes(rowNames.freeSpins) } : null,
  };
}

/** The hints as part of a render cache key: pages rendered with other hints are other pages. */
export function playerHintsKey(hints: PlayerHints): string {
  return `${hints.oddsFormat ?? 'default'}|${hints.lobbyRows ? (lobbyRowsCookieValue(hints.lobbyRows) ?? 'no-rows') : 'rows-unknown'}`;
}

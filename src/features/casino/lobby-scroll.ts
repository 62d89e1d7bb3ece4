// §2 Player journey: on a phone the game replaces the whole page (the provider's session address); coming back (Back, or the
// provider's lobby link) loads the lobby afresh. Its scroll position is kept for the tab, so the player lands where
// they left, with the filters the address already keeps.
const storageKey = 'lobbyScroll';

interface SavedScroll {
  path: string;
  y: number;
}

/** Called as a game is opened from a lobby: the lobby's address and how far it was scrolled. */
export function rememberLobbyScroll(): void {
  try {
    const saved: SavedScroll = { path: window.location.pathname + window.location.search, y: Math.round(window.scrollY) };
    sessionStorage.setItem(storageKey, JSON.stringify(saved));
  } catch {
    // Storage off: the lobby opens at the top.
  }
}

/** The saved position when it belongs to this lobby address (read once: a later visit starts at the top). */
export function takeLobbyScroll(path: string): number | null {
  try {
    const text = sessionStorage.getItem(storageKey);
    if (!text) return null;
    const saved = JSON.parse(text) as Partial<SavedScroll>;
    if (saved.path !== path || typeof saved.y !== 'number' || !Number.isFinite(saved.y) || saved.y <= 0) return null;
    sessionStorage.removeItem(storageKey);
    return saved.y;
  } catch {
    return null;
  }
}

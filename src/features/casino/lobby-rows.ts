import { useEffect } from 'react';
import { useIsAuth } from '../../stores/auth.ts';
import { renderedHints } from '../../stores/render-scope.ts';
import type { LobbyRows } from '../../stores/signed-in-cookie.ts';
import { rememberLobbyRowsForServer } from '../../stores/signed-in-hint.ts';

// §2 Slots and casino with §2 Speed: the lobby's rows of the player's own (recently played, a free-spins offer) come
// from their queries after the page shows. A returning player's lobby keeps their room while those are unknown, when
// this browser's player had them last time (a cookie the server renders the signed-in frame with), so the rows fill in
// place instead of pushing the jackpots and the games down.

/** Whether the lobby keeps room for `row` until the player's own answer says whether it shows. */
export function useLobbyRowRoom(row: keyof LobbyRows): boolean {
  return useIsAuth() && renderedHints().lobbyRows?.[row] === true;
}

/** Keeps the server's copy of the rows the player's lobby shows, once it knows them (null: not yet). */
export function useRememberLobbyRows(rows: LobbyRows | null): void {
  const known = rows !== null;
  const recent = rows?.recent === true;
  const freeSpins = rows?.freeSpins === true;
  useEffect(() => {
    if (known) rememberLobbyRowsForServer({ recent, freeSpins });
  }, [known, recent, freeSpins]);
}

import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { endThisTabsGame, parallelGameRefusal, useAddRecentGame } from '../../api/casino.ts';
import { useEndGameSessions } from '../../api/profile.ts';
import { href } from '../../engine/hrefs.ts';
import { getProvider, isProvider, type LaunchKind, type ProviderAdapter } from '../../engine/providers.ts';
import { useRouteParams } from '../../engine/route-handle.ts';
import { useIsAuth } from '../../stores/auth.ts';
import { defaultBackUrl, type FreeSpinInfo } from '../../stores/slots.ts';
import { slotsStore } from './slots-store.ts';
import { showToast } from '../../stores/toasts.ts';
import { useIsDesktop } from '../../ui/use-viewport.ts';
import { findStoredGame, gameListFailure, loadGameList } from './game-list.ts';
import { clearGameSession, exitFreeSpinSession, fetchSessionUrl, launchRateLimitSeconds } from './game-session.ts';

export type LaunchState =
  | { status: 'loading' }
  | { status: 'ready'; url: string; adapter: ProviderAdapter; kind: LaunchKind; gameName: string }
  | { status: 'blocked' }
  | { status: 'left' }
  /** A guest on a real-money game: asked to sign in (the game starts once signed in) or to try the demo. */
  | { status: 'guest'; gameName: string; demoHref: string | null }
  /**
   * §8 "the game is not available in parallel": another tab or device plays a real-money game; `playHere` ends it
   * and starts this one (`ending` meanwhile, `failed` when ending did not work).
   */
  | { status: 'parallel'; gameName: string; otherGameName: string; playHere: () => void; ending: boolean; failed: boolean };

/** The launch kind of a game route (§2): /{freeSpin}/session, /{demoStart}, or real money. */
export function launchKindOf(routeId: string | undefined, params: Record<string, string | undefined>): LaunchKind {
  if (params.freeSpin !== undefined) return 'freeSpin';
  if (params.demoStart !== undefined) return 'demo';
  return routeId === 'slots-game-free-spin' ? 'freeSpin' : 'real';
}

/** The back address (§2: remembered, default /slots/casino); only same-site paths are followed. */
export function backAddress(): string {
  const url = slotsStore.backUrl;
  return typeof url === 'string' && url.startsWith('/') && !url.startsWith('//') ? url : defaultBackUrl;
}

/**
 * Opens the session of the current game route (§4 Game session URL fetch; §5 Game route):
 * - a guest without demoStart is asked to sign in ('please authenticate', status 'guest'): signing in starts the game,
 *   the demo is offered where the game has one, and closing the dialog sends the guest back (§2 Player journey);
 * - the URL fetch makes 3 attempts in total, then goes to the casino lobby with 'try VPN';
 * - withRedirect (mobile) the browser goes to the session address;
 * - leaving clears the session address (and ends a free-spin session).
 */
export function useGameLaunch({ withRedirect }: { withRedirect: boolean }): LaunchState {
  const { i18n } = useTranslation();
  const params = useRouteParams();
  const navigate = useNavigate();
  const isAuth = useIsAuth();
  const isDesktop = useIsDesktop();
  const [state, setState] = useState<LaunchState>({ status: 'loading' });
  const recordRecent = useAddRecentGame({ mutation: { meta: { handlesErrors: true } } });
  const endOthers = useEndGameSessions({ mutation: { meta: { handlesErrors: true } } });
  // Bumped by "play here": the same route launches again once the other game ended.
  const [round, setRound] = useState(0);
  const started = useRef<string | null>(null);
  // StrictMode mounts, unmounts and mounts again: the one launch checks this, not a per-run flag.
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const provider = params.provider ?? '';
  const gameId = params.gameId ?? '';
  const kind = launchKindOf(undefined, params);

  useEffect(() => {
    const attempt = `${provider}/${gameId}/${kind}/${isAuth}/${round}`;
    if (started.current === attempt) return; // StrictMode runs effects twice: one launch per route
    started.current = attempt;
    setState((current) => (current.status === 'guest' ? { status: 'loading' } : current));

    const sendBack = (messageKey: string, type: 'warn' | 'error' = 'warn', to = backAddress(), values?: Record<string, number>) => {
      showToast({ type, messageKey, values });
      setState({ status: 'left' });
      void navigate(to, { replace: true });
    };

    void (async () => {
      if (!isProvider(provider)) return sendBack('casino.game.notFound', 'error');
      const adapter = getProvider(provider);
      const needsSignIn = !isAuth && kind !== 'demo';
      if (!needsSignIn && !adapter.canLaunch(kind)) return sendBack(kind === 'demo' ? 'casino.game.noDemo' : 'casino.game.notFound', 'error');
      let game = findStoredGame(slotsStore, provider, gameId);
      if (!game) {
        await loadGameList(provider, { isAuth });
        game = findStoredGame(slotsStore, provider, gameId);
      }
      if (!mounted.current) return;
      if (!game && gameListFailure([provider])) {
        // The list did not load (a 500, a time-out, no network): the game may well exist, so not "not available"; the
        // lobby's notice says what failed, with its retry (§8: one failure, one message).
        setState({ status: 'left' });
        void navigate(backAddress(), { replace: true });
        return;
      }
      if (!game) return sendBack('casino.game.notFound', 'error');
      // §5: a game route requires authentication unless demoStart is present. §2 Player journey: rather than a toast
      // and the lobby, the guest is asked to sign in here; this effect runs again once signed in and starts the game.
      if (needsSignIn) {
        const demoHref = game.hasDemoMode && adapter.canLaunch('demo') ? href('slots-game-demo', { provider, gameId, demoStart: 'demo' }) : null;
        setState({ status: 'guest', gameName: game.gameName, demoHref });
        return;
      }
      if (kind === 'demo' && !game.hasDemoMode) return sendBack(isAuth ? 'casino.game.noDemo' : 'casino.game.pleaseAuthenticate');
      if (kind === 'freeSpin') slotsStore.freeSpinInfo = (slotsStore.extraData[provider] as FreeSpinInfo | undefined) ?? null;

      const url = await fetchSessionUrl({
        adapter,
        kind,
        game,
        isDesktop,
        lang: i18n.language,
        // §2 Player journey: the provider's lobby link brings the player back to the lobby they left, filters included.
        returnUrl: new URL(backAddress(), window.location.origin).toString(),
        withRedirect: false,
        // §4 free spins: each failure before the third raises an error (kept as the slots error message).
        onAttemptFailed: (error) => {
          if (kind === 'freeSpin') slotsStore.errorMessage = error instanceof Error ? error.message : String(error);
        },
        // §4: after 3 attempts, the casino lobby with the 'try VPN' message. Refused as too many (429, §5
        // Bounds): at once, and saying when to try again, since no VPN or retry helps.
        onFailure: (error) => {
          if (!mounted.current) return;
          const parallel = parallelGameRefusal(error);
          if (parallel) {
            const playHere = () => {
              setState((current) => (current.status === 'parallel' ? { ...current, ending: true, failed: false } : current));
              endOthers.mutate({}, {
                onSuccess: () => setRound((value) => value + 1),
                onError: () => setState((current) => (current.status === 'parallel' ? { ...current, ending: false, failed: true } : current)),
              });
            };
            setState({ status: 'parallel', gameName: game.gameName, otherGameName: parallel.gameName, playHere, ending: false, failed: false });
            return;
          }
          const seconds = launchRateLimitSeconds(error);
          if (seconds !== null) sendBack('casino.game.rateLimited', 'warn', href('slots-casino'), { seconds });
          else sendBack('casino.game.tryVpn', 'error', href('slots-casino'));
        },
      });
      if (!mounted.current || url === null) return;
      if (!adapter.allowsFrameUrl(url)) {
        setState({ status: 'blocked' });
        return;
      }
      if (isAuth && kind !== 'demo') recordRecent.mutate({ data: { provider, game_id: gameId } });
      if (withRedirect) {
        // §2 Player journey: the session replaces the game route's history entry (§5 redirect kept), so Back returns to the
        // lobby instead of this route, which would start a new session.
        window.location.replace(url);
        return;
      }
      setState({ status: 'ready', url, adapter, kind, gameName: game.gameName });
    })();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- one launch per route, sign-in state and "play here"
  }, [provider, gameId, kind, isAuth, round]);

  // §8 one real-money game at a time: leaving the game page (to the lobby, another page) ends this tab's game, so a
  // game opened later in another tab is not refused. A phone leaves the site for the game (withRedirect): not ended.
  const playing = state.status === 'ready' && state.kind !== 'demo';
  useEffect(() => {
    if (!playing) return;
    return () => endThisTabsGame();
  }, [playing]);

  // §4: leaving the game page clears the session address; exiting a free-spin session ends it.
  useEffect(
    () => () => {
      clearGameSession();
      if (kind === 'freeSpin') exitFreeSpinSession();
    },
    [kind],
  );

  return state;
}

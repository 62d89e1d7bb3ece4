import styled from '@emotion/styled';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { getGetUserQueryKey, useGetUser } from '../../api/accounts.ts';
import { href } from '../../engine/hrefs.ts';
import { formatMoney } from '../../i18n/format.ts';
import { parseAmount } from '../../domain/money.ts';
import { useIsAuth } from '../../stores/auth.ts';
import { slotsStore } from './slots-store.ts';
import { showToast } from '../../stores/toasts.ts';
import { theme } from '../../ui/theme.ts';
import { useRouteParams } from '../../engine/route-handle.ts';
import { backAddress, useGameLaunch } from './use-game-launch.ts';
import { ParallelGameNotice } from './parallel-game-notice.tsx';
import { useScreenTitle } from '../../engine/route-screen.tsx';

const GuestGameDialog = lazy(() => import('./guest-game-dialog.tsx'));

const Screen = styled.div`
  display: flex;
  flex-direction: column;
  block-size: 100vh;
  background: #000;
  color: ${theme.colors.text};
`;

const Bar = styled.header`
  display: flex;
  align-items: center;
  gap: ${theme.space[3]}px;
  padding: ${theme.space[2]}px ${theme.space[3]}px;
  background: ${theme.colors.surface};
  h1 {
    flex: 1;
    margin: 0;
    font-size: ${theme.fontSizes[2]}px;
  }
  a,
  button {
    min-block-size: 40px;
    padding: 0 ${theme.space[3]}px;
    border-radius: ${theme.radii[2]}px;
    border: 1px solid ${theme.colors.controlBorder};
    background: transparent;
    color: ${theme.colors.text};
    font: inherit;
    display: inline-flex;
    align-items: center;
    text-decoration: none;
    cursor: pointer;
  }
  a.deposit,
  a.play-real {
    border-color: transparent;
    background: ${theme.colors.primary};
    color: ${theme.colors.primaryText};
    font-weight: 600;
  }
`;

const Main = styled.main`
  flex: 1;
  display: flex;
  flex-direction: column;
`;

const Frame = styled.iframe`
  flex: 1;
  inline-size: 100%;
  border: 0;
  background: #000;
`;

const Message = styled.p`
  margin: auto;
  padding: ${theme.space[5]}px;
  text-align: center;
`;

/** §2 Player journey: the balance and Deposit one tap away while playing (signed-in players; demo guests see neither). */
function BalanceInBar() {
  const isAuth = useIsAuth();
  const { t } = useTranslation();
  const { data: user } = useGetUser({ query: { enabled: isAuth } });
  if (!user) return null;
  return (
    <>
      <span data-testid="game-bar-balance" aria-live="polite">
        {t('casino.game.balance')} {formatMoney(user.balance, user.currency)}
      </span>
      <Link to={href('profile-replenishment')} className="deposit" data-testid="game-bar-deposit">
        {t('casino.game.deposit')}
      </Link>
    </>
  );
}

/** The range a refused bet names (§9 Terms), formatted in the language on screen; nothing when the page sent none. */
function betLimitValues(limits: unknown): Record<string, string> | undefined {
  if (!limits || typeof limits !== 'object') return undefined;
  const { min, max, currency } = limits as Record<string, unknown>;
  if (typeof min !== 'string' || typeof max !== 'string' || typeof currency !== 'string' || !/^[A-Z]{3}$/.test(currency)) return undefined;
  if (parseAmount(min).ok === false || parseAmount(max).ok === false) return undefined;
  return { min: formatMoney(min, currency), max: formatMoney(max, currency) };
}

/**
 * The desktop game route (§2): a full-page sandboxed frame with a fullscreen toggle and a back button to the
 * remembered back address. The frame only loads an origin the provider's config allows; the game page tells the
 * site (by postMessage, origin checked) when the balance changed, and the header balance is refreshed at once.
 */
export default function GameDesktopPage() {
  const { t, i18n } = useTranslation();
  const launch = useGameLaunch({ withRedirect: false });
  const params = useRouteParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const screenRef = useRef<HTMLDivElement>(null);
  const [fullscreen, setFullscreen] = useState(false);
  const [freeSpinsOver, setFreeSpinsOver] = useState(false);

  useEffect(() => {
    const onChange = () => setFullscreen(document.fullscreenElement !== null);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);

  useEffect(() => {
    if (launch.status !== 'ready') return;
    const origin = new URL(launch.url).origin;
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== origin || !launch.adapter.allowsFrameUrl(event.origin + '/')) return;
      const data = event.data as { type?: unknown; sessionEnd?: unknown; freeSpinsLeft?: unknown; code?: unknown; betLimits?: unknown } | null;
      // §3 Responsible-gaming limits and self-exclusion, §9 Terms: a bet the server refused (loss or session-time limit, the
      // round's bet range...) is explained in the player's language, with the range in its conventions.
      if (data?.type === 'casino:bet-refused' && typeof data.code === 'string' && i18n.exists(`errors.${data.code}`)) {
        showToast({ type: 'error', messageKey: `errors.${data.code}`, values: betLimitValues(data.betLimits) });
        return;
      }
      if (!data || data.type !== 'casino:balance-changed') return;
      void queryClient.invalidateQueries({ queryKey: getGetUserQueryKey() });
      if (launch.kind === 'freeSpin' && typeof data.freeSpinsLeft === 'number') {
        const progress = { freeSpinLeft: data.freeSpinsLeft, sessionEnd: data.sessionEnd === true };
        if (slotsStore.freeSpinInfo) slotsStore.freeSpinInfo = { ...slotsStore.freeSpinInfo, ...progress };
        // The provider's extra data is the free-spin info the lobby offers: keep it in step.
        const extra = slotsStore.extraData[launch.adapter.id];
        if (extra && typeof extra === 'object' && 'freeSpinLeft' in extra) slotsStore.extraData[launch.adapter.id] = { ...extra, ...progress };
      }
      if (launch.kind === 'freeSpin' && data.sessionEnd === true) setFreeSpinsOver(true);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [launch, queryClient, i18n]);

  useScreenTitle(launch.status === 'ready' || launch.status === 'guest' || launch.status === 'parallel' ? launch.gameName : undefined);

  const toggleFullscreen = () => {
    // §4: fullscreen toggles on and off via a flag; the browser's own state is followed too (Esc).
    if (document.fullscreenElement) void document.exitFullscreen?.();
    else void screenRef.current?.requestFullscreen?.().catch(() => setFullscreen((value) => !value));
    setFullscreen((value) => !value);
  };

  return (
    <Screen ref={screenRef} data-fullscreen={fullscreen}>
      <Bar>
        <Link to={backAddress()} data-testid="game-back">
          {t('casino.game.back')}
        </Link>
        <h1>{launch.status === 'ready' || launch.status === 'guest' || launch.status === 'parallel' ? launch.gameName : t('casino.game.loading')}</h1>
        {/* §2 Player journey: from a demo, one tap to the real game (a guest is asked to sign in there first). */}
        {launch.status === 'ready' && launch.kind === 'demo' && (
          <Link to={href('slots-game', { provider: params.provider ?? '', gameId: params.gameId ?? '' })} replace className="play-real" data-testid="game-play-real">
            {t('casino.guest.playForReal')}
          </Link>
        )}
        <BalanceInBar />
        <button type="button" aria-pressed={fullscreen} onClick={toggleFullscreen} data-testid="game-fullscreen">
          {t(fullscreen ? 'casino.game.exitFullscreen' : 'casino.game.fullscreen')}
        </button>
      </Bar>
      <Main>
        {freeSpinsOver && <Message role="status">{t('casino.game.freeSpinsOver')}</Message>}
        {launch.status === 'loading' && <Message role="status">{t('casino.game.loading')}</Message>}
        {launch.status === 'guest' && (
          <Suspense fallback={null}>
            <GuestGameDialog gameName={launch.gameName} demoHref={launch.demoHref} onClose={() => void navigate(backAddress(), { replace: true })} />
          </Suspense>
        )}
        {launch.status === 'blocked' && <Message role="alert">{t('casino.game.blockedOrigin')}</Message>}
        {launch.status === 'parallel' && <ParallelGameNotice state={launch} />}
        {launch.status === 'ready' && (
          <Frame
            title={launch.gameName}
            src={launch.url}
            sandbox="allow-scripts allow-same-origin allow-forms allow-popups allow-top-navigation-by-user-activation"
            allow="fullscreen; autoplay"
            referrerPolicy="no-referrer"
            data-testid="game-frame"
          />
        )}
      </Main>
    </Screen>
  );
}

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import wheelConfig from '../../../config/wheel.ts';
import { getGetUserQueryKey, useGetUser } from '../../api/accounts.ts';
import { toastApiError } from '../../api/errors.ts';
import {
  getGetWheelHistoryQueryKey,
  getGetWheelSettingsQueryKey,
  getGetWheelSettingsQueryOptions,
  useGetWheelPrizes,
  useSpinWheel,
  type Prize,
  type SpinResult,
} from '../../api/wheel.ts';
import { appConfig } from '../../engine/load-config.ts';
import { useIsAuth, usePlayerFiguresShown } from '../../stores/auth.ts';
import { useLocale } from '../../stores/locale.ts';
import { wheelGameStore } from '../../stores/wheel-game.ts';
import { stopRotation } from './wheel-geometry.ts';

/** The wheel's settings hold the player's own free spin: one cache entry per player (`owner`), and one for guests. */
export function wheelSettingsQuery(owner: string | number) {
  const queryKey = [...getGetWheelSettingsQueryKey(), owner] as unknown as ReturnType<typeof getGetWheelSettingsQueryKey>;
  return getGetWheelSettingsQueryOptions({ query: { queryKey, staleTime: 60_000 } });
}

/**
 * The wheel's data: its settings (per player when signed in) and the prizes of the player's currency (§5: the
 * default currency when unknown), laid out on the 16 segments (§9) in the order the server lists them.
 */
export function useWheelSettings() {
  const isAuth = useIsAuth();
  const { data } = useGetUser({ query: { enabled: isAuth } });
  // The player's own settings once the page is the browser's: the server's signed-in frame shows the players' default.
  const user = usePlayerFiguresShown() ? data : undefined;
  const settings = useQuery(wheelSettingsQuery(isAuth ? (user?.id ?? 'player') : 'guest'));
  return { isAuth, user, settings: settings.data, settingsLoading: settings.isLoading };
}

/** §5: the player's currency, else the one the server's settings name, else the market's (the default). */
export function wheelCurrency(user: { currency?: string } | undefined, settingsCurrency: string | undefined): string {
  return user?.currency || settingsCurrency || appConfig.market.currency;
}

export function prizesOnWheel(prizes: readonly Prize[] | undefined, currency: string, segments = wheelConfig.segments): Prize[] {
  const own = (prizes ?? []).filter((prize) => prize.currency === currency);
  if (own.length === 0) return [];
  // Fewer prizes than segments repeat round the wheel; more are cut (the wheel has 16 segments, §9).
  return Array.from({ length: segments }, (_, index) => own[index % own.length]);
}

/** The segment to stop on: the server's index when it holds that prize, else the first segment showing it. */
export function segmentOf(result: Pick<SpinResult, 'segment' | 'prize'>, segments: readonly Prize[]): number {
  if (segments[result.segment]?.id === result.prize.id) return result.segment;
  const found = segments.findIndex((prize) => prize.id === result.prize.id);
  return found >= 0 ? found : result.segment;
}

export function useWheelPrizes(currency: string | undefined) {
  const prizes = useGetWheelPrizes({ query: { staleTime: 300_000 } });
  const segments = useMemo(() => (currency ? prizesOnWheel(prizes.data, currency) : []), [prizes.data, currency]);
  return { segments, loading: prizes.isLoading };
}

export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * §4 Wheel: idle -> spinning (about 4 s) -> finished; the win screen at about 5 s, then the spin result is cleared.
 * §5 Wheel spin: only when signed in, the wheel ready and no spin loading; a guest gets the 'need auth' message.
 * One Idempotency-Key per intent (DESIGN "Money"): a double click or a retry after a network failure sends the
 * same key, so the server spins once.
 */
export function useWheelSpin(options: { segments: readonly Prize[]; ready: boolean; isFree: boolean; isAuth: boolean }) {
  const { segments, ready, isFree, isAuth } = options;
  const { dir } = useLocale();
  const store = useSnapshot(wheelGameStore);
  const queryClient = useQueryClient();
  const mutation = useSpinWheel();
  const [rotation, setRotation] = useState(0);
  const [reducedMotion, setReducedMotion] = useState(false);
  const [win, setWin] = useState<SpinResult | null>(null);
  const [needAuth, setNeedAuth] = useState(false);
  const busy = useRef(false);
  const intent = useRef<{ isFree: boolean; key: string } | null>(null);
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);

  useEffect(
    () => () => {
      timers.current.forEach(clearTimeout);
      // Closing the modal mid-spin: the money has moved already (the history shows it); the wheel starts idle.
      Object.assign(wheelGameStore, { phase: 'idle', spinResult: null, winScreenVisible: false });
    },
    [],
  );

  const animate = useCallback(
    (result: SpinResult) => {
      const reduced = prefersReducedMotion();
      setReducedMotion(reduced);
      Object.assign(wheelGameStore, { phase: 'spinning', spinResult: result.prize, winScreenVisible: false });
      setRotation((current) => stopRotation(current, segmentOf(result, segments), dir, wheelConfig.fullTurns));
      const stopAt = reduced ? wheelConfig.reducedMotionFadeMs : wheelConfig.spinMs;
      const winAt = reduced ? wheelConfig.reducedMotionFadeMs : wheelConfig.winScreenAtMs;
      timers.current.push(
        setTimeout(() => {
          wheelGameStore.phase = 'finished';
        }, stopAt),
        setTimeout(() => {
          setWin(result);
          Object.assign(wheelGameStore, { phase: 'idle', spinResult: null, winScreenVisible: true });
          busy.current = false;
          // The balance and the free spin are shown once the wheel has told the player.
          void queryClient.invalidateQueries({ queryKey: getGetUserQueryKey() });
          void queryClient.invalidateQueries({ queryKey: getGetWheelSettingsQueryKey() });
          void queryClient.invalidateQueries({ queryKey: getGetWheelHistoryQueryKey() });
        }, winAt),
      );
    },
    [segments, dir, queryClient],
  );

  const spin = useCallback(async () => {
    if (!isAuth) {
      setNeedAuth(true);
      return;
    }
    setNeedAuth(false);
    if (!ready || busy.current || wheelGameStore.phase !== 'idle') return;
    busy.current = true;
    if (!intent.current || intent.current.isFree !== isFree) intent.current = { isFree, key: globalThis.crypto.randomUUID() };
    try {
      const result = await mutation.mutateAsync({ data: { is_free: isFree }, headers: { 'Idempotency-Key': intent.current.key } });
      intent.current = null;
      setWin(null);
      animate(result);
    } catch (error) {
      busy.current = false;
      toastApiError(error);
      // A refusal (no free spin left, not enough money) changes what the wheel offers: ask again.
      void queryClient.invalidateQueries({ queryKey: getGetWheelSettingsQueryKey() });
    }
  }, [isAuth, ready, isFree, mutation, animate, queryClient]);

  const closeWin = useCallback(() => {
    setWin(null);
    wheelGameStore.winScreenVisible = false;
  }, []);

  return {
    spin,
    rotation,
    reducedMotion,
    phase: store.phase,
    loading: mutation.isPending || store.phase !== 'idle',
    win: store.winScreenVisible ? win : null,
    closeWin,
    needAuth: needAuth && !isAuth,
  };
}

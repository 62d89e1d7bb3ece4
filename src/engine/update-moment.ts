import { useIsMutating } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation, useMatches } from 'react-router';
import { useSnapshot } from 'valtio';
import { pwaStore } from '../stores/pwa.ts';
import { modalStackStore } from './modal-stack.ts';
import type { AppRouteHandle } from './route-handle.ts';

/**
 * §4 Service worker, on top of its rules: a new version is announced, then applied at a safe moment, never during a
 * game (the bare game pages, an open modal such as the wheel), a payment (the cashier's pages) or a bet placement (any
 * call that moves money in flight). Applied on the next page change that lands on a safe page, or when the player taps
 * the notice's button.
 */
const paymentRoutes = new Set(['deposit', 'withdrawal', 'profile-withdraw', 'profile-replenishment', 'profile-cashier', 'sportsbook-betslip']);

/** A game (a bare page, or a modal open over the page) or a payment page. */
export function isBusyPage(matches: readonly { handle?: unknown }[], modalsOpen: number): boolean {
  if (modalsOpen > 0) return true;
  return matches.some((match) => {
    const handle = match.handle as Partial<AppRouteHandle> | undefined;
    return handle?.kind === 'page' && (handle.layout === 'bare' || paymentRoutes.has(handle.routeId ?? ''));
  });
}

export function useUpdateAtSafeMoment(): void {
  const matches = useMatches();
  const { pathname } = useLocation();
  const modalsOpen = useSnapshot(modalStackStore).stack.length;
  const moving = useIsMutating();
  const safe = moving === 0 && !isBusyPage(matches, modalsOpen);
  const firstPath = useRef(pathname);

  useEffect(() => {
    pwaStore.safeToUpdate = safe;
  }, [safe]);

  useEffect(() => {
    if (pathname === firstPath.current) return;
    firstPath.current = pathname;
    if (pwaStore.updateWaiting && safe) pwaStore.applyUpdate = true;
  }, [pathname, safe]);
}

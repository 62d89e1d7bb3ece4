import { lazy, Suspense, useEffect } from 'react';
import { useNavigate } from 'react-router';
import { proxy, useSnapshot } from 'valtio';
import { useIsAuth } from '../../stores/auth.ts';

const GuestGameDialog = lazy(() => import('./guest-game-dialog.tsx'));

/** The real-money game a guest tapped in a list, while the sign-in dialog is open over that list (not persisted). */
interface GuestEntryState {
  game: { gameName: string; realHref: string; demoHref: string | null } | null;
  /** How many lists can show the dialog now; with none, a tap goes to the game route, which asks itself. */
  hosts: number;
}

export const guestEntryStore = proxy<GuestEntryState>({ game: null, hosts: 0 });

/**
 * From a card's play link: asks a guest to sign in over the list instead of leaving it (§2 Player journey). False
 * when no list on screen can show the dialog, so the caller navigates as before.
 */
export function askGuestToSignIn(link: Element): boolean {
  if (guestEntryStore.hosts === 0) return false;
  const card = link.closest('[data-testid=game-card]');
  const demo = card?.querySelector('a[data-card-link]:not(.play)');
  guestEntryStore.game = {
    gameName: card?.querySelector('.name')?.textContent ?? '',
    realHref: link.getAttribute('href') ?? '',
    demoHref: demo?.getAttribute('href') ?? null,
  };
  return true;
}

/**
 * The sign-in dialog over a list of games: once the guest signs in, the game they tapped starts (the game route
 * launches it); closing leaves them where they were.
 */
export function GuestEntryHost() {
  const { game } = useSnapshot(guestEntryStore);
  const isAuth = useIsAuth();
  const navigate = useNavigate();
  useEffect(() => {
    guestEntryStore.hosts += 1;
    return () => {
      guestEntryStore.hosts -= 1;
      guestEntryStore.game = null;
    };
  }, []);
  useEffect(() => {
    if (!isAuth || !guestEntryStore.game) return;
    const target = guestEntryStore.game.realHref;
    guestEntryStore.game = null;
    void navigate(target);
  }, [isAuth, navigate]);
  if (!game || isAuth) return null;
  return (
    <Suspense fallback={null}>
      <GuestGameDialog gameName={game.gameName} demoHref={game.demoHref} onClose={() => (guestEntryStore.game = null)} />
    </Suspense>
  );
}

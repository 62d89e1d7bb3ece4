import { lazy, Suspense, useEffect, useMemo, useRef } from 'react';
import { matchPath, useLocation, useNavigate, useNavigationType } from 'react-router';
import { useSnapshot } from 'valtio';
import type { ModalConfig } from '../../schemas/config/modals.ts';
import { appConfig } from './load-config.ts';
import { hrefOf } from './hrefs.ts';
import { closeModal, modalStackStore, syncModalStack } from './modal-stack.ts';
import { rememberModalOpener } from './route-focus.ts';

/** The modal whose route pattern matches `pathname` (§2: a modal opens when the current path matches). */
export function matchModal(pathname: string, modals: readonly ModalConfig[] = appConfig.modals): ModalConfig | null {
  return modals.find((modal) => matchPath({ path: modal.path, end: true }, pathname) !== null) ?? null;
}

// Loaded when a modal first opens (modal-dialog.tsx holds the Radix dialog).
const loadModalDialog = () => import('./modal-dialog.tsx');
const ModalDialog = lazy(loadModalDialog);

/**
 * Starts loading the dialog chunk when the page is opened at a modal's address (/sport opens the sport chooser,
 * §2), so it arrives with the first screen instead of one round trip after it.
 */
export function preloadModalAt(pathname: string): void {
  if (matchModal(pathname)) void loadModalDialog().catch(() => undefined);
}

/**
 * Renders the opened modals (§2) with accessible Radix dialogs (title, description, focus trap). It follows the
 * location: a matching modal is pushed on the stack (src/engine/modal-stack.ts), going back to an open one drops
 * those above it, a plain page clears it. Mounted once by the engine's root layout, with the router's modals.
 */
export function ModalHost({ modals }: { modals: readonly ModalConfig[] }) {
  const location = useLocation();
  const navigationType = useNavigationType();
  const navigate = useNavigate();
  const { stack } = useSnapshot(modalStackStore);
  const modalsById = useMemo(() => new Map(modals.map((modal) => [modal.id, modal])), [modals]);
  const matchedId = useMemo(() => matchModal(location.pathname, modals)?.id ?? null, [location.pathname, modals]);
  const address = location.pathname + location.search;

  // The control the player last activated, outside any dialog: the opener of a modal its link or button opens.
  const lastActivated = useRef<HTMLElement | null>(null);
  useEffect(() => {
    const remember = (event: Event) => {
      if (event instanceof KeyboardEvent && event.key !== 'Enter' && event.key !== ' ') return;
      const control = event.target instanceof Element ? event.target.closest<HTMLElement>('a[href], button') : null;
      if (control && !control.closest('[role="dialog"]')) lastActivated.current = control;
    };
    document.addEventListener('pointerdown', remember, true);
    document.addEventListener('keydown', remember, true);
    return () => {
      document.removeEventListener('pointerdown', remember, true);
      document.removeEventListener('keydown', remember, true);
    };
  }, []);

  useEffect(() => {
    const wasEmpty = modalStackStore.stack.length === 0;
    syncModalStack(matchedId, address, navigationType);
    // §2 Player journey: a dialog gives focus back to what opened it; route focus (route-focus.ts) does it on close.
    if (wasEmpty && modalStackStore.stack.length > 0) rememberModalOpener(lastActivated.current);
  }, [matchedId, address, navigationType, location.key]);

  return (
    <>
      {stack.map((entry) => {
        const modal = modalsById.get(entry.id);
        if (!modal) return null;
        const close = () => {
          const action = closeModal(modal.id, hrefOf(modal.backTo));
          if (action.kind === 'back') navigate(-1);
          else navigate(action.to, { replace: true });
        };
        return (
          <Suspense key={entry.id} fallback={null}>
            <ModalDialog modal={modal} onClose={close} />
          </Suspense>
        );
      })}
    </>
  );
}

import { proxy } from 'valtio';

// §2: "A stack of opened modals is kept." The host syncs it with the location; closing pops it.

/** One opened modal. */
export interface OpenedModal {
  /** Modal id (config/modals.ts). */
  id: string;
  /** Address it is shown at (pathname + search). */
  location: string;
  /** The page or modal it was opened from; null when the visit started on it (closing then uses its backTo). */
  returnTo: string | null;
  /** Opened by a push navigation from returnTo: closing can step back in history instead of adding an entry. */
  openedByPush: boolean;
}

export interface ModalStackState {
  stack: OpenedModal[];
  /** The last address that was not a modal. */
  lastPage: string | null;
}

export const modalStackStore = proxy<ModalStackState>({ stack: [], lastPage: null });

export type NavigationKind = 'PUSH' | 'REPLACE' | 'POP';

/**
 * Records a location change. `modalId` is the modal whose pattern matches the location, or null. A modal that
 * is already open (reached by going back) drops the ones above it; a new one is pushed; a plain page clears it.
 */
export function syncModalStack(modalId: string | null, location: string, navigation: NavigationKind, state: ModalStackState = modalStackStore): void {
  if (modalId === null) {
    if (state.stack.length > 0) state.stack.splice(0);
    state.lastPage = location;
    return;
  }
  const index = state.stack.findIndex((entry) => entry.id === modalId);
  if (index >= 0) {
    if (index < state.stack.length - 1) state.stack.splice(index + 1);
    if (state.stack[index].location !== location) state.stack[index].location = location;
    return;
  }
  const returnTo = state.stack.at(-1)?.location ?? state.lastPage;
  state.stack.push({ id: modalId, location, returnTo, openedByPush: navigation === 'PUSH' && returnTo !== null });
}

/** Where closing a modal goes: back one history entry, or to an address (replacing the modal's entry). */
export type CloseAction = { kind: 'back' } | { kind: 'navigate'; to: string };

/**
 * Closes `modalId` and the modals above it. §2: closing navigates back to the matching path — the page or modal
 * it was opened from, else `fallback` (the modal's configured backTo).
 */
export function closeModal(modalId: string, fallback: string, state: ModalStackState = modalStackStore): CloseAction {
  const index = state.stack.findIndex((entry) => entry.id === modalId);
  if (index < 0) return { kind: 'navigate', to: fallback };
  const entry = { ...state.stack[index] };
  const wasTop = index === state.stack.length - 1;
  state.stack.splice(index);
  if (entry.returnTo === null) return { kind: 'navigate', to: fallback };
  if (entry.openedByPush && wasTop) return { kind: 'back' };
  return { kind: 'navigate', to: entry.returnTo };
}

/** Empties the stack (tests, sign-out). */
export function resetModalStack(state: ModalStackState = modalStackStore): void {
  state.stack.splice(0);
  state.lastPage = null;
}

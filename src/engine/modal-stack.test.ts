import { describe, expect, it } from 'vitest';
import { closeModal, syncModalStack, type ModalStackState } from './modal-stack.ts';

const fresh = (): ModalStackState => ({ stack: [], lastPage: null });

describe('modal stack (§2: a stack of opened modals is kept)', () => {
  it('pushes a modal opened from a page and closes it by going back', () => {
    const state = fresh();
    syncModalStack(null, '/slots/all', 'POP', state);
    syncModalStack('wheel', '/wheel', 'PUSH', state);
    expect(state.stack).toEqual([{ id: 'wheel', location: '/wheel', returnTo: '/slots/all', openedByPush: true }]);
    expect(closeModal('wheel', '/fallback', state)).toEqual({ kind: 'back' });
    expect(state.stack).toEqual([]);
  });

  it('stacks a second modal over the first; closing it returns to the first', () => {
    const state = fresh();
    syncModalStack(null, '/page', 'POP', state);
    syncModalStack('wheel', '/wheel', 'PUSH', state);
    syncModalStack('history', '/wheel-history', 'PUSH', state);
    expect(state.stack.map((entry) => entry.id)).toEqual(['wheel', 'history']);
    expect(state.stack[1].returnTo).toBe('/wheel');
    expect(closeModal('history', '/fallback', state)).toEqual({ kind: 'back' });
    expect(state.stack.map((entry) => entry.id)).toEqual(['wheel']);
  });

  it('going back to an open modal drops the ones above it', () => {
    const state = fresh();
    syncModalStack('wheel', '/wheel', 'PUSH', state);
    syncModalStack('history', '/wheel-history', 'PUSH', state);
    syncModalStack('wheel', '/wheel', 'POP', state);
    expect(state.stack.map((entry) => entry.id)).toEqual(['wheel']);
  });

  it('a plain page clears the stack and becomes the return address', () => {
    const state = fresh();
    syncModalStack('wheel', '/wheel', 'PUSH', state);
    syncModalStack(null, '/slots/casino?providers=x', 'PUSH', state);
    expect(state.stack).toEqual([]);
    expect(state.lastPage).toBe('/slots/casino?providers=x');
  });

  it('a modal the visit started on closes to its configured back path', () => {
    const state = fresh();
    syncModalStack('wheel', '/wheel', 'POP', state);
    expect(state.stack[0].returnTo).toBeNull();
    expect(closeModal('wheel', '/slots/casino', state)).toEqual({ kind: 'navigate', to: '/slots/casino' });
  });

  it('a modal reached by going forward closes to the page under it without touching history', () => {
    const state = fresh();
    syncModalStack(null, '/page', 'POP', state);
    syncModalStack('wheel', '/wheel', 'POP', state);
    expect(closeModal('wheel', '/fallback', state)).toEqual({ kind: 'navigate', to: '/page' });
  });

  it('closing a lower modal closes the ones above it too', () => {
    const state = fresh();
    syncModalStack(null, '/page', 'POP', state);
    syncModalStack('wheel', '/wheel', 'PUSH', state);
    syncModalStack('history', '/wheel-history', 'PUSH', state);
    expect(closeModal('wheel', '/fallback', state)).toEqual({ kind: 'navigate', to: '/page' });
    expect(state.stack).toEqual([]);
  });

  it('is idempotent for repeated syncs of one location (StrictMode effects)', () => {
    const state = fresh();
    syncModalStack('wheel', '/wheel', 'PUSH', state);
    syncModalStack('wheel', '/wheel', 'PUSH', state);
    expect(state.stack).toHaveLength(1);
  });
});

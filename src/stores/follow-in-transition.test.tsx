// @vitest-environment jsdom
import { act, useDeferredValue } from 'react';
import { createRoot } from 'react-dom/client';
import { proxy, type Snapshot } from 'valtio';
import { afterEach, describe, expect, it } from 'vitest';
import { useStorePartInTransition } from './follow-in-transition.ts';

// A store a whole page renders from (the casino lobby's lists) and a part of it that page does not read.
interface Lists {
  games: string[];
  favourites: string[];
}
const store = proxy<Lists>({ games: ['a'], favourites: [] });
const gamesOf = ({ games }: Snapshot<Lists>) => ({ games });

const renders: string[] = [];
/** Renders in which a new part was rendered urgently (a deferred value lags behind only there). */
const urgent: string[] = [];
function Lobby() {
  const { games } = useStorePartInTransition(store, gamesOf);
  const deferred = useDeferredValue(games);
  if (deferred !== games) urgent.push(games.join());
  renders.push(games.join());
  return <p>{games.join()}</p>;
}

afterEach(() => {
  store.games = ['a'];
  store.favourites = [];
  renders.length = 0;
  urgent.length = 0;
});

describe('useStorePartInTransition (§2 Speed: a large part of a store rendered in slices, not at once)', () => {
  it('renders the part, follows its changes in transitions, and re-renders nothing when another part changes', async () => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    const container = document.createElement('div');
    const root = createRoot(container);
    await act(async () => root.render(<Lobby />));
    expect(container.textContent).toBe('a');
    renders.length = 0;

    await act(async () => {
      store.games = ['a', 'b'];
    });
    expect(container.textContent).toBe('a,b');
    // Never urgent: a synchronous render would show the new games while a deferred value still held the old ones.
    expect(urgent).toEqual([]);

    renders.length = 0;
    await act(async () => {
      store.favourites = ['x'];
    });
    expect(renders).toEqual([]);

    // A change made before the component subscribed (between its first render and its effect) is not missed.
    const late = document.createElement('div');
    const lateRoot = createRoot(late);
    await act(async () => {
      lateRoot.render(<Lobby />);
      store.games = ['c'];
    });
    expect(late.textContent).toBe('c');
    await act(async () => {
      root.unmount();
      lateRoot.unmount();
    });
  });
});

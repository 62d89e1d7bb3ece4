import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

// §2 Speed: a part of the page that is a chunk of its own (the desktop header, the signed-in header) and that the
// server rendered. React.lazy suspends for at least a microtask even when the chunk is already here, and during
// hydration a suspended part keeps the server's HTML without handlers until React comes back to it: a click there does
// nothing (React hydrates a clicked part at once only when its code is there). Boot fetches such chunks before it
// hydrates (src/boot.tsx), and a component made by lazyFromChunk then renders at once, hydrating with the page.

/** Fetches a chunk once (a failed fetch may be tried again by the next call), and says whether it is here. */
export interface ChunkLoader<M> {
  (): Promise<M>;
  /** The chunk's module once it has arrived, else undefined. */
  current: () => M | undefined;
}

export function chunkLoader<M>(load: () => Promise<M>): ChunkLoader<M> {
  let loading: Promise<M> | null = null;
  let module: M | undefined;
  const get = (() => {
    if (!loading) {
      loading = load().then((loaded) => (module = loaded));
      loading.catch(() => {
        loading = null;
      });
    }
    return loading;
  }) as ChunkLoader<M>;
  get.current = () => module;
  return get;
}

/** React.lazy over a chunk loader: rendered at once when the chunk is already here, else once it arrives. */
export function lazyFromChunk<M, P extends object>(loader: ChunkLoader<M>, pick: (module: M) => ComponentType<P>): LazyExoticComponent<ComponentType<P>> {
  return lazy(() => {
    const module = loader.current();
    if (module === undefined) return loader().then((loaded) => ({ default: pick(loaded) }));
    // React reads a thenable's value as soon as its `then` calls back: here at once, so the part does not suspend.
    const ready = { default: pick(module) };
    return { then: (resolve: (value: typeof ready) => void) => resolve(ready) } as unknown as Promise<typeof ready>;
  });
}

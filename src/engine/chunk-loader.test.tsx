// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { chunkLoader, lazyFromChunk } from './chunk-loader.ts';

// §2 Speed: a server-rendered part that is a chunk of its own hydrates with the page once its chunk is here.
afterEach(cleanup);

const chunk = () => ({ Part: ({ text }: { text: string }) => <p>{text}</p> });

describe('chunkLoader and lazyFromChunk', () => {
  it('renders a part whose chunk has arrived in the same render, with no fallback in between', async () => {
    const load = chunkLoader(() => Promise.resolve(chunk()));
    await load();
    const Part = lazyFromChunk(load, (module) => module.Part);
    render(
      <Suspense fallback={<p>waiting</p>}>
        <Part text="here at once" />
      </Suspense>,
    );
    // No act() flush: what the first render drew.
    expect(screen.getByText('here at once')).toBeTruthy();
    expect(screen.queryByText('waiting')).toBeNull();
  });

  it('shows the fallback until a chunk still on its way arrives, and fetches it once', async () => {
    let arrive: (module: ReturnType<typeof chunk>) => void = () => undefined;
    const fetchChunk = vi.fn(() => new Promise<ReturnType<typeof chunk>>((resolve) => (arrive = resolve)));
    const load = chunkLoader(fetchChunk);
    const Part = lazyFromChunk(load, (module) => module.Part);
    render(
      <Suspense fallback={<p>waiting</p>}>
        <Part text="arrived" />
      </Suspense>,
    );
    expect(screen.getByText('waiting')).toBeTruthy();
    void load();
    await act(async () => arrive(chunk()));
    expect(await screen.findByText('arrived')).toBeTruthy();
    expect(fetchChunk).toHaveBeenCalledTimes(1);
    expect(load.current()).toBeDefined();
  });

  it('tries a failed fetch again on the next call', async () => {
    const fetchChunk = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(chunk());
    const load = chunkLoader(fetchChunk);
    await expect(load()).rejects.toThrow('offline');
    expect(load.current()).toBeUndefined();
    await expect(load()).resolves.toHaveProperty('Part');
    expect(fetchChunk).toHaveBeenCalledTimes(2);
  });
});

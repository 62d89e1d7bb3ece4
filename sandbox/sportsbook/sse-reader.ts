/**
 * Reads server-sent events from a response body (tests and scripts/bench-sportsbook-stream.ts; browsers use
 * EventSource). Frames are separated by a blank line; `event:`, `id:` and `data:` lines are kept, comments and
 * `retry:` ignored.
 */
export interface SseEvent {
  event: string;
  id: string | null;
  data: string;
}

export interface SseReader {
  /** The next event, or rejects after `timeoutMs`. */
  next(timeoutMs?: number): Promise<SseEvent>;
  /** Skips events until one of `type` arrives. */
  nextOf(type: string, timeoutMs?: number): Promise<SseEvent>;
  /** Every event received so far and not yet returned by next(). */
  drain(): SseEvent[];
  close(): Promise<void>;
}

export function parseFrame(frame: string): SseEvent | null {
  let event = 'message';
  let id: string | null = null;
  const data: string[] = [];
  for (const line of frame.split('\n')) {
    if (line === '' || line.startsWith(':')) continue;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
    if (field === 'event') event = value;
    else if (field === 'id') id = value;
    else if (field === 'data') data.push(value);
  }
  return data.length === 0 ? null : { event, id, data: data.join('\n') };
}

export function sseReader(body: ReadableStream<Uint8Array>, onEvent?: (event: SseEvent) => void): SseReader {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  const queue: SseEvent[] = [];
  const waiters: ((event: SseEvent) => void)[] = [];
  let buffer = '';
  let ended = false;
  let failure: unknown = null;

  const pump = async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer += decoder.decode(value, { stream: true });
        let cut = buffer.indexOf('\n\n');
        while (cut !== -1) {
          const event = parseFrame(buffer.slice(0, cut));
          buffer = buffer.slice(cut + 2);
          if (event) {
            onEvent?.(event);
            const waiter = waiters.shift();
            if (waiter) waiter(event);
            else queue.push(event);
          }
          cut = buffer.indexOf('\n\n');
        }
      }
    } catch (error) {
      failure = error;
    } finally {
      ended = true;
    }
  };
  void pump();

  const next = (timeoutMs = 5000): Promise<SseEvent> => {
    const queued = queue.shift();
    if (queued) return Promise.resolve(queued);
    if (ended) return Promise.reject(new Error(`The stream ended${failure ? `: ${String(failure)}` : ''}`));
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        const index = waiters.indexOf(deliver);
        if (index !== -1) waiters.splice(index, 1);
        reject(new Error(`No server-sent event within ${timeoutMs} ms`));
      }, timeoutMs);
      const deliver = (event: SseEvent) => {
        clearTimeout(timer);
        resolve(event);
      };
      waiters.push(deliver);
    });
  };

  return {
    next,
    async nextOf(type, timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const event = await next(Math.max(1, deadline - Date.now()));
        if (event.event === type) return event;
      }
    },
    drain: () => queue.splice(0, queue.length),
    close: async () => {
      await reader.cancel().catch(() => undefined);
    },
  };
}

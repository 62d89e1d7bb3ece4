// The sportsbook live stream as tests play it (DESIGN "Live data"): the connection of
// src/engine/sportsbook/live-connection.ts opens it as its EventSource; a test reads what was opened and pushes messages.

/** The browser's EventSource, played by the kit: it records what the live connection opened; tests push messages. */
export class TestEventSource {
  static opened: TestEventSource[] = [];
  readonly listeners = new Map<string, ((event: { data: string }) => void)[]>();
  onerror: (() => void) | null = null;
  readyState = 1;
  closed = false;
  readonly url: string;
  constructor(url: string) {
    this.url = url;
    TestEventSource.opened.push(this);
  }
  addEventListener(name: string, listener: (event: { data: string }) => void) {
    this.listeners.set(name, [...(this.listeners.get(name) ?? []), listener]);
  }
  close() {
    this.closed = true;
  }
  /** Delivers one stream message (hello, diff, heartbeat, resync) to the connection; a string is sent as it is (a malformed one). */
  emit(name: string, data: unknown) {
    for (const listener of this.listeners.get(name) ?? []) listener({ data: typeof data === 'string' ? data : JSON.stringify(data) });
  }
  /** The stream open now (the last one the connection opened and has not closed; undefined before the first). */
  static latest(): TestEventSource {
    const open = TestEventSource.opened.filter((source) => !source.closed);
    return open[open.length - 1];
  }
}

import { runInNewContext } from 'node:vm';
import { setFlagsFromString } from 'node:v8';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sportsbookTestSandbox, type SportsbookTestSandbox } from './testing.ts';
import { streamCapRetryAfterSeconds } from './stream.ts';

// §5 Bounds: the live stream needs no sign-in, so each client address (TRUST_PROXY rules) holds at
// most streamsPerAddress at once, and every stream that closes gives its memory back. Over a real server on loopback.
const start = Date.UTC(2026, 10, 14, 18, 20);
const cap = 4;
let sb: SportsbookTestSandbox;

beforeAll(async () => {
  // One proxy of ours in front: X-Forwarded-For names the client, so the test can be two clients from one machine.
  sb = await sportsbookTestSandbox(start, {}, { trustProxy: 1, streamsPerAddress: cap });
}, 120_000);
afterAll(() => sb?.sandbox.dispose());

interface OpenStream {
  status: number;
  headers: Headers;
  body: string;
  close(): void;
}

/** Opens the overview stream as `address`; a refused one is read whole, an accepted one left open until close(). */
async function openStream(address: string): Promise<OpenStream> {
  const abort = new AbortController();
  const response = await fetch(`${sb.sandbox.url}/api/sportsbook/stream?topics=overview`, { headers: { 'X-Forwarded-For': address }, signal: abort.signal });
  if (response.status !== 200) return { status: response.status, headers: response.headers, body: await response.text(), close: () => abort.abort() };
  // Read the hello frame, so the stream is known to be served before the test goes on.
  const reader = response.body!.getReader();
  await reader.read();
  return { status: 200, headers: response.headers, body: '', close: () => abort.abort() };
}

const hub = () => sb.feed.hub;

/** Waits (by polling, no fixed sleep) until the server has noticed that the closed streams are gone. */
async function settled(): Promise<void> {
  for (let attempt = 0; attempt < 500 && hub().subscriberCount() > 0; attempt += 1) await new Promise((resolve) => setImmediate(resolve));
  for (let attempt = 0; attempt < 200 && hub().subscriberCount() > 0; attempt += 1) await new Promise((resolve) => setTimeout(resolve, 10));
}

describe('live streams per client address', () => {
  it('refuses the attacker past the cap with 429 and Retry-After, while a player at another address streams', async () => {
    const attacker = await Promise.all(Array.from({ length: cap }, () => openStream('198.51.100.7')));
    expect(attacker.map((stream) => stream.status)).toEqual(Array(cap).fill(200));
    const refused = await openStream('198.51.100.7');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('Retry-After')).toBe(String(streamCapRetryAfterSeconds));
    expect(JSON.parse(refused.body)).toMatchObject({ code: 'rate_limited', retryAfter: expect.any(String) });

    const honest = await openStream('203.0.113.20');
    expect(honest.status).toBe(200);

    // One of the attacker's closes: that address may open one again, and only one.
    attacker[0].close();
    for (let attempt = 0; attempt < 200 && hub().subscriberCount() > cap; attempt += 1) await new Promise((resolve) => setTimeout(resolve, 10));
    const again = await openStream('198.51.100.7');
    expect(again.status).toBe(200);
    expect((await openStream('198.51.100.7')).status).toBe(429);

    for (const stream of [...attacker, honest, again]) stream.close();
    await settled();
    expect(hub().subscriberCount()).toBe(0);
    expect(hub().addressCount()).toBe(0);
  });

  it('gives the memory back after 2 000 streams opened and closed', async () => {
    setFlagsFromString('--expose-gc');
    const gc = runInNewContext('gc') as () => void;
    const heapAfterGc = async () => {
      await settled();
      for (let round = 0; round < 3; round += 1) {
        gc();
        await new Promise((resolve) => setImmediate(resolve));
      }
      return process.memoryUsage().heapUsed;
    };
    /** `total` streams opened `cap` at a time, from as many addresses as it takes, each batch closed before the next. */
    const churn = async (total: number) => {
      for (let opened = 0; opened < total; opened += cap) {
        const address = `192.0.2.${(opened / cap) % 250}`;
        const batch = await Promise.all(Array.from({ length: cap }, () => openStream(address)));
        expect(batch.every((stream) => stream.status === 200)).toBe(true);
        for (const stream of batch) stream.close();
        // Each batch has an address of its own until the 250th: the server is let catch up every 50 batches.
        if ((opened / cap) % 50 === 49) await settled();
      }
    };
    await churn(200); // warm-up: code paths compiled, pools filled
    const before = await heapAfterGc();
    await churn(2_000);
    const after = await heapAfterGc();
    console.log(`heap ${(before / 1048576).toFixed(1)} MB -> ${(after / 1048576).toFixed(1)} MB after 2 000 streams`);
    expect(hub().subscriberCount()).toBe(0);
    expect(hub().addressCount()).toBe(0);
    // A leak of even 5 KB a stream would be 10 MB; what is left must be noise.
    expect(after - before).toBeLessThan(4 * 1024 * 1024);
  }, 180_000);
});

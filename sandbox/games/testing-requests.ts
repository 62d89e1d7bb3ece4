import { request } from 'node:http';
import type { Clock } from '../clock.ts';
import type { TestSandbox } from '../testing.ts';

/** Test support for games/*.test.ts. */
/** POST JSON over a real socket from a chosen loopback source address (127.0.0.0/8 is all this machine's). */
export function postFrom(sandbox: TestSandbox, localAddress: string, path: string, body: unknown, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; json: Record<string, unknown> }>((resolve, reject) => {
    const payload = JSON.stringify(body);
    const outgoing = request(
      { host: '127.0.0.1', port: sandbox.port, path, method: 'POST', localAddress, agent: false, headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(payload), ...headers } },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, json: JSON.parse(text) as Record<string, unknown> }));
      },
    );
    outgoing.on('error', reject);
    outgoing.end(payload);
  });
}

/** A sandbox clock that stands still unless advanced, so a rate limit's refill is exact however slow the machine. */
export function frozenClock(start = Date.now()): Clock {
  let now = start;
  return {
    now: () => now,
    nowSeconds: () => Math.floor(now / 1000),
    advance: (ms) => void (now += ms),
    offsetMs: () => now - Date.now(),
    setOffset: (ms) => void (now = Date.now() + ms),
  };
}

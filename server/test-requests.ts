import { request as httpRequest } from 'node:http';

/** Requests a fetch() cannot make, for the tests of the servers' bounds (§5 Bounds). */

/** Sends a POST by hand: its headers, then chunks until the server answers (or `give` bytes are sent, or 3 s pass). */
export function rawPost(url: string, path: string, options: { contentLength?: number; give: number }): Promise<{ status: number; sent: number }> {
  return new Promise((resolvePost) => {
    const target = new URL(url);
    const request = httpRequest({ host: target.hostname, port: target.port, path, method: 'POST', headers: { 'Content-Type': 'application/json', ...(options.contentLength === undefined ? { 'Transfer-Encoding': 'chunked' } : { 'Content-Length': String(options.contentLength) }) } });
    let sent = 0;
    let done = false;
    const finish = (status: number) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      request.destroy();
      resolvePost({ status, sent });
    };
    const timer = setTimeout(() => finish(0), 3_000);
    request.on('response', (response) => {
      response.resume();
      finish(response.statusCode ?? 0);
    });
    request.on('error', () => finish(-1));
    const chunk = Buffer.alloc(16 * 1024, 0x20);
    const pump = () => {
      while (!done && sent < options.give) {
        sent += chunk.length;
        if (!request.write(chunk)) return void request.once('drain', pump);
      }
    };
    request.flushHeaders();
    pump();
  });
}

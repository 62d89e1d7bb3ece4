import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { intlWarmupScript, intlWarmupWorkerUrl } from './intl-warmup.ts';

const workerSource = readFileSync(join(import.meta.dirname, '../../public', intlWarmupWorkerUrl), 'utf8');

/** Runs the page's inline starter in a window whose Worker is `WorkerClass`. */
function runStarter(script: string, WorkerClass: unknown) {
  runInNewContext(script, { Worker: WorkerClass });
}

describe('ICU warmed off the main thread (§2 Speed)', () => {
  it("the page's starter gives the worker the language's locale, the market's zone and currency", () => {
    const started: { url: string; message?: unknown }[] = [];
    class RecordingWorker {
      constructor(url: string) {
        started.push({ url });
      }
      postMessage(message: unknown) {
        started.at(-1)!.message = message;
      }
    }
    runStarter(intlWarmupScript({ locale: 'ar-TN', timeZone: 'Africa/Tunis', currency: 'TND' }), RecordingWorker);
    expect(started).toEqual([{ url: '/intl-warmup.js', message: { locale: 'ar-TN', timeZone: 'Africa/Tunis', currency: 'TND' } }]);
  });

  it('a browser that refuses the worker goes on with the page, and no value can end the inline script', () => {
    expect(() =>
      runStarter(intlWarmupScript({ locale: 'fr-FR', timeZone: 'Europe/Paris', currency: 'EUR' }), function Refused() {
        throw new Error('SecurityError');
      }),
    ).not.toThrow();
    expect(intlWarmupScript({ locale: 'fr-FR', timeZone: '</script><script>alert(1)', currency: 'TND' })).not.toContain('</script>');
  });

  it('the worker makes the formats once and ends, also for a locale or zone Intl refuses', () => {
    for (const message of [{ locale: 'fr-FR', timeZone: 'Africa/Tunis', currency: 'TND' }, { locale: 'fr-FR', timeZone: 'Nowhere/At_All', currency: 'TND' }, {}]) {
      let closed = false;
      const scope: { onmessage?: (event: { data: unknown }) => void; close: () => void; Intl: typeof Intl } = { close: () => (closed = true), Intl };
      runInNewContext(workerSource, scope);
      scope.onmessage!({ data: message });
      expect(closed).toBe(true);
    }
  });
});

import { afterEach } from 'vitest';

// Component tests (jsdom) unmount what they rendered after each test, so no poll or timer leaks into the next.
if (typeof document !== 'undefined') {
  // The component project runs in a vm pool (one jsdom per worker, each file in its own context): the context's globals
  // are jsdom's, which lack the web streams that fetch and msw use in Node; these are Node's own.
  const streams = await import('node:stream/web');
  for (const name of ['ReadableStream', 'WritableStream', 'TransformStream', 'TextEncoderStream', 'TextDecoderStream'] as const) {
    if (!(name in globalThis)) Object.defineProperty(globalThis, name, { value: streams[name], configurable: true, writable: true });
  }
  const { cleanup, configure } = await import('@testing-library/react');
  afterEach(() => cleanup());
  // findBy and waitFor wait up to 5 s, not 1: on a loaded 2-core machine (CI's, the cores 94% busy) a slip placing three
  // tickets through msw took longer than 1 s to show its receipt. A passing test waits no longer for it.
  configure({ asyncUtilTimeout: 5_000 });
  // Answers are checked against the generated zod schemas, which the browser loads after the first screen (§7 Shared
  // client). Loaded here once per file, so no test's first answer waits on compiling them (a faked clock, a 1 s
  // findBy) and the checks still run on every answer.
  const { loadAnswerCheck } = await import('../src/api/client.ts');
  await (await loadAnswerCheck()).loadAllAnswerSchemas();
}

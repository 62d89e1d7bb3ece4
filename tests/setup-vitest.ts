import { afterEach } from 'vitest';

// Component tests (jsdom) unmount what they rendered after each test, so no poll or timer leaks into the next.
if (typeof document !== 'undefined') {
  const { cleanup } = await import('@testing-library/react');
  afterEach(() => cleanup());
  // Answers are checked against the generated zod schemas, which the browser loads after the first screen (§7 Shared
  // client). Loaded here once per file, so no test's first answer waits on compiling them (a faked clock, a 1 s
  // findBy) and the checks still run on every answer.
  const { loadAnswerCheck } = await import('../src/api/client.ts');
  await (await loadAnswerCheck()).loadAllAnswerSchemas();
}

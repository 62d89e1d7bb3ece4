import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { contractMockHandlers } from './mock-handlers.ts';

// Test helpers for the api layer (not a test file itself). Component tests answer the API with the generated msw
// handlers (mock-handlers.ts) and override, with server.use, the calls the case is about; a call nobody answers fails
// the test instead of reaching the network.
export const mockApi = setupServer(...contractMockHandlers());

/** Starts the mock API for the file's tests; the overrides of one test are dropped after it. */
export function startMockApi(): typeof mockApi {
  beforeAll(() => mockApi.listen({ onUnhandledFrame: 'error' }));
  afterEach(() => mockApi.resetHandlers());
  afterAll(() => mockApi.close());
  return mockApi;
}

export * from './mock-handlers.ts';

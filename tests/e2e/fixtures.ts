import { test as base, expect } from '@playwright/test';
import { controlSecretHeader } from '../../sandbox/control.ts';
import { sandboxPort } from '../../playwright.config.ts';

/**
 * The suite's `test` and `expect`: Playwright's, with
 * - `baseURL` the sandbox of this worker (playwright.config.ts starts one per worker), so every page, request and
 *   `browser.newContext()` of a test reaches its worker's own database and clock;
 * - the `request` fixture carrying this run's secret for the sandbox's test hooks (X-Sandbox-Control, §6 Test hooks).
 *   playwright.config.ts makes the secret up and hands it to the servers; the browser's own requests never carry it.
 * Specs and helpers that call /sandbox/* import from here.
 */
export const test = base.extend({
  // `provide` is Playwright's `use` (renamed: the React hooks lint rule reads `use` as a hook).
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this destructuring.
  baseURL: async ({}, provide, testInfo) => {
    await provide(`http://localhost:${sandboxPort(testInfo.parallelIndex)}`);
  },
  request: async ({ playwright, baseURL }, provide) => {
    const secret = process.env.SANDBOX_CONTROL_SECRET;
    if (!secret) throw new Error('SANDBOX_CONTROL_SECRET is not set: run the suite through playwright.config.ts.');
    const request = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { [controlSecretHeader]: secret } });
    await provide(request);
    await request.dispose();
  },
});

export { expect };

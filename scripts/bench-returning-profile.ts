// A returning player's browser profile for Lighthouse (scripts/bench.ts): signed in on this device before, so the site's
// server renders the signed-in frame (the hint cookie) and the app starts with the stored session and copies, as the
// budgets of the first load must hold "for a returning player as for a guest" (§2 Speed). Lighthouse launches its
// own Chromium: it is given a fresh copy of this profile per run (`--user-data-dir`, and `--disable-storage-reset` so
// that it keeps the cookies and storage). The profile holds no cached script, no service worker: the page's scripts
// come from the network, as on the first-tap bench's returning player (scripts/bench-first-tap.ts).
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { chromiumArgs } from '../playwright.config.ts';
import { returningPlayerState } from './bench-first-tap.ts';

export interface ReturningProfile {
  /** A fresh copy of the profile, with a session of now, for one Lighthouse run. */
  copy: () => Promise<string>;
  close: () => void;
}

/** The profile of a player who has been to each of `pages` on this device before. */
export async function returningPlayerProfile(base: string, chromiumPath: string, pages: readonly string[]): Promise<ReturningProfile> {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  const state = await returningPlayerState(browser, base, undefined, pages).finally(() => browser.close());
  if (!state || typeof state === 'string') throw new Error('no returning player state');
  // The device's cookies and storage written into a profile of its own, from a page of the site that runs no script
  // of the app (an API answer), so nothing is cached and no worker registered.
  const seed = mkdtempSync(join(tmpdir(), 'bench-returning-seed-'));
  const context = await chromium.launchPersistentContext(seed, { executablePath: chromiumPath, args: chromiumArgs });
  try {
    await context.addCookies(state.cookies);
    const page = await context.newPage();
    await page.goto(`${base}/api/settings/`);
    const origin = new URL(base).origin;
    const items = state.origins.find((stored) => stored.origin === origin)?.localStorage ?? [];
    if (!items.some((item) => item.name === 'auth')) throw new Error('the returning player has no stored session');
    await page.evaluate((entries) => entries.forEach(({ name, value }) => localStorage.setItem(name, value)), items);
  } finally {
    await context.close();
  }
  const copies: string[] = [];
  // The seed's access token lasts 5 minutes and its refresh token is single-use (§4 Sign-in): a run after the first
  // that refreshed it started signed out (the event page's five returning runs signed in 0 of 5, LCP 4.5 s). Each copy
  // gets a session refreshed now, which its run, shorter than the access token's life, never needs to refresh.
  const origin = new URL(base).origin;
  const stored = JSON.parse(state.origins.find((entry) => entry.origin === origin)!.localStorage.find((item) => item.name === 'auth')!.value) as { state: { session: { access: string; refresh: string } } };
  let refresh = stored.state.session.refresh;
  const freshAuth = async (): Promise<string> => {
    const answer = await fetch(`${base}/api/accounts/refresh/`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ refresh }) });
    if (!answer.ok) throw new Error(`the returning player's session could not be refreshed: ${answer.status}`);
    const session = (await answer.json()) as { access: string; refresh?: string };
    refresh = session.refresh ?? refresh;
    return JSON.stringify({ ...stored, savedAt: Date.now(), state: { ...stored.state, session: { access: session.access, refresh } } });
  };
  return {
    copy: async () => {
      const dir = mkdtempSync(join(tmpdir(), 'bench-returning-run-'));
      cpSync(seed, dir, { recursive: true });
      dropLocks(dir);
      copies.push(dir);
      const auth = await freshAuth();
      const context = await chromium.launchPersistentContext(dir, { executablePath: chromiumPath, args: chromiumArgs });
      try {
        const page = await context.newPage();
        await page.goto(`${base}/api/settings/`);
        await page.evaluate((value) => localStorage.setItem('auth', value), auth);
      } finally {
        await context.close();
      }
      dropLocks(dir);
      return dir;
    },
    close: () => [seed, ...copies].forEach((dir) => rmSync(dir, { recursive: true, force: true })),
  };
}

/** A copied profile opens as a browser's own only without the copied browser's lock files. */
function dropLocks(dir: string): void {
  for (const lock of ['SingletonLock', 'SingletonSocket', 'SingletonCookie']) rmSync(join(dir, lock), { force: true });
}

// The casino lobby's figures for `npm run bench` (docs/architecture.md Performance budgets): DOM nodes at the top, middle and end of the
// full catalogue (4 019 games, signed in), and the longest main-thread task while typing a search with the CPU
// throttled 4x. Budgets beside them. Called by scripts/bench.ts with its browser and sandbox.
import type { Browser } from 'playwright-core';

export const casinoBudgets = { lobbyDomNodes: 1400, searchLongestTaskMs: 50 };

async function signedInContext(browser: Browser, base: string) {
  const login = await fetch(`${base}/api/accounts/login/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: 'player1', password: 'player1-pass' }),
  });
  const { access, refresh, user } = (await login.json()) as { access: string; refresh: string; user: { id: number } };
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, serviceWorkers: 'block' });
  // The auth store's persisted copy (src/stores/auth.ts, version 2): the page starts signed in.
  const copy = { version: 2, savedAt: Date.now(), state: { isAuth: true, user: { id: user.id }, session: { access, refresh }, communications: { signedOutReason: null } } };
  await context.addInitScript((value) => localStorage.setItem('auth', value), JSON.stringify(copy));
  return context;
}

export async function benchCasinoLobby(browser: Browser, base: string): Promise<Record<string, unknown>> {
  const context = await signedInContext(browser, base);
  const page = await context.newPage();
  await page.goto(`${base}/slots/all`, { waitUntil: 'networkidle' });
  await page.waitForFunction(() => document.querySelector('[data-testid=game-grid]')?.getAttribute('data-count') === '4019', undefined, { timeout: 30_000 });
  const nodes: Record<string, number> = {};
  for (const [label, fraction] of [['top', 0], ['middle', 0.5], ['end', 1]] as const) {
    await page.evaluate((at) => window.scrollTo(0, (document.documentElement.scrollHeight - window.innerHeight) * at), fraction);
    await page.waitForTimeout(500);
    nodes[label] = await page.evaluate(() => document.getElementsByTagName('*').length);
  }

  await page.goto(`${base}/search-slots`, { waitUntil: 'networkidle' });
  await page.waitForTimeout(1000);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.evaluate(() => {
    const tasks: number[] = [];
    (window as unknown as { longTasks: number[] }).longTasks = tasks;
    new PerformanceObserver((list) => list.getEntries().forEach((entry) => tasks.push(entry.duration))).observe({ type: 'longtask' });
  });
  await page.getByTestId('search-input').pressSequentially('book of wolf', { delay: 120 });
  await page.waitForTimeout(1500);
  const longTasks = await page.evaluate(() => (window as unknown as { longTasks: number[] }).longTasks);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await context.close();
  return {
    'casino lobby DOM nodes (4019 games)': { ...nodes, budget: casinoBudgets.lobbyDomNodes },
    'casino search typing, CPU 4x': {
      longestTaskMs: Math.round(Math.max(0, ...longTasks)),
      longTasksOver50Ms: longTasks.filter((duration) => duration > 50).length,
      budgetMs: casinoBudgets.searchLongestTaskMs,
    },
  };
}

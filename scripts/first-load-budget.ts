// `npm test`'s first-load budget (§2 Speed): every entry route's first-load JS stays at most 65 KB gzip over the stack
// floor `npm run bench` measures (the design card's runtime alone, scripts/bench-reference/stack-floor.tsx). Run after
// the build (scripts/test.ts): a fresh browser opens each public page the site's server renders and an event page,
// and a route past its limit fails the run with its figure and the modules of ours that weigh most in what it loaded
// (dist/.stats/modules.json, written by the build).
//
// Routes that were already past the budget when this check came (scripts/first-load-ceilings.json) are held at the
// figure they had then, so they cannot grow while they are brought under it; every other route is held to the budget.
// A route that drops below its recorded figure is reported, so the record is lowered with it: it only ever shrinks.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { chromiumArgs, testChromiumPath } from '../playwright.config.ts';
import { startSandbox } from './start.ts';
import { matchPage, serverRenderedPaths } from '../server/pages.ts';
import { buildReference, firstLoadFiles, gzipKb, stackFloor } from './first-load.ts';

/** §2 Speed: our code and language pack add at most this much gzip JS above the stack floor on a first load. */
const budgetOverStackFloorKb = 65;
/** Two builds of the same code differ by a few bytes of hashes: growth under this is no growth. */
const toleranceKb = 0.5;

const distDir = process.env.DIST_DIR ?? 'dist';
const statsFile = join(distDir, '.stats', 'modules.json');
if (!existsSync(join(distDir, 'index.html')) || !existsSync(statsFile)) {
  console.error(`first-load budget: ${distDir}/index.html or ${statsFile} is missing: run npm run build first`);
  process.exit(1);
}
const modulesOf = (JSON.parse(readFileSync(statsFile, 'utf8')) as { files: Record<string, { name: string; size: number }[]> }).files;
const ceilings = (JSON.parse(readFileSync(join(import.meta.dirname, 'first-load-ceilings.json'), 'utf8')) as { overStackFloorKb: Record<string, number> }).overStackFloorKb;

// The stack floor's own packages (what stack-floor.tsx imports, and what they are built from) are in every page: the
// modules named for a route past its limit are the others, ours and what we chose to add.
const floorSource = readFileSync(join(import.meta.dirname, 'bench-reference', 'stack-floor.tsx'), 'utf8');
const floorPackages = new Set([...floorSource.matchAll(/from '((?:@[^/']+\/)?[^/']+)/g)].map((match) => match[1]));
for (const dependency of ['react', 'scheduler', '@tanstack/query-core', '@emotion/react', '@emotion/cache', '@emotion/serialize', '@emotion/sheet', '@emotion/utils', '@emotion/hash', '@emotion/unitless', '@emotion/memoize', '@emotion/weak-memoize', '@emotion/use-insertion-effect-with-fallbacks', '@emotion/is-prop-valid', 'proxy-compare', 'cookie', 'set-cookie-parser']) floorPackages.add(dependency);
const packageOf = (name: string) => /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(name)?.[1];

/**
 * The entry routes: one address per route the server renders (config/routes `serverRendered`), each section of a page
 * that has a few (the sport pages load different lists); a route with many addresses of one kind (the nine welcome
 * offers) is measured once. And an event page.
 */
function entryPaths(eventPaths: string[]): string[] {
  const byRoute = new Map<string, string[]>();
  for (const path of serverRenderedPaths()) {
    const id = matchPage(path)?.id ?? path;
    byRoute.set(id, [...(byRoute.get(id) ?? []), path]);
  }
  return [...[...byRoute.values()].flatMap((paths) => (paths.length <= 5 ? paths : paths.slice(0, 1))), ...eventPaths];
}

const referenceDir = mkdtempSync(join(tmpdir(), 'first-load-reference-'));
const dataDir = mkdtempSync(join(tmpdir(), 'first-load-data-'));
buildReference(referenceDir);
const floor = stackFloor(referenceDir).jsKbGzip;
const sandbox = await startSandbox({ port: 0, dataDir, staticDir: distDir, quiet: true });
const base = sandbox.url.replace(/\/$/, '');
const browser = await chromium.launch({ executablePath: testChromiumPath, args: chromiumArgs });

const failures: string[] = [];
const lowered: string[] = [];
const figures: Record<string, number> = {};
try {
  const events = (await (await fetch(`${base}/api/sportsbook/events?section=prematch&limit=1`)).json()) as { items: { id: number }[] };
  const eventPaths = events.items.map((event) => `/sportsbook/event/line/${event.id}`);
  console.log(`first-load budget: stack floor ${floor.toFixed(1)} KB gzip; limit ${budgetOverStackFloorKb} KB over it, or a route's recorded figure`);
  for (const path of entryPaths(eventPaths)) {
    const scripts = (await firstLoadFiles(browser, base, path)).filter((file) => file.endsWith('.js'));
    const kb = scripts.reduce((sum, file) => sum + gzipKb(join(distDir, file)), 0);
    const overFloor = +(kb - floor).toFixed(1);
    // An event page is recorded under its route's path, whichever event the feed lists first.
    const key = eventPaths.includes(path) ? '/sportsbook/event/line/:eventID' : path;
    figures[key] = overFloor;
    const recorded = ceilings[key];
    const limit = Math.max(budgetOverStackFloorKb, recorded ?? 0);
    console.log(`  ${path}: ${kb.toFixed(1)} KB gzip in ${scripts.length} files, ${overFloor} KB over the floor (limit ${limit} KB)`);
    if (recorded !== undefined && overFloor < recorded - 2) lowered.push(`${key}: ${overFloor} KB, recorded ${recorded} KB`);
    if (overFloor <= limit + toleranceKb) continue;
    const biggest = scripts
      .flatMap((file) => modulesOf[file.replace(/^\//, '')] ?? [])
      .filter((module) => !floorPackages.has(packageOf(module.name) ?? ''))
      .sort((a, b) => b.size - a.size)
      .slice(0, 8)
      .map((module) => `${module.name} ${(module.size / 1024).toFixed(1)} KB`);
    failures.push(`${path}: ${overFloor} KB gzip over the stack floor, past its limit of ${limit} KB; its biggest modules besides the stack's (source size): ${biggest.join(', ')}`);
  }
} finally {
  await browser.close();
  await sandbox.close();
  rmSync(referenceDir, { recursive: true, force: true });
  rmSync(dataDir, { recursive: true, force: true });
}
const pastBudget = Object.entries(figures).filter(([, figure]) => figure > budgetOverStackFloorKb);
if (pastBudget.length > 0) console.log(`first-load budget: ${pastBudget.length} route(s) still past the ${budgetOverStackFloorKb} KB budget: ${pastBudget.map(([path, figure]) => `${path} ${figure} KB`).join(', ')}`);
if (lowered.length > 0) console.log(`first-load budget: lower these in scripts/first-load-ceilings.json, they shrank: ${lowered.join('; ')}`);
if (failures.length > 0) {
  console.error(`first-load budget exceeded on ${failures.length} route(s):\n${failures.map((line) => `  ${line}`).join('\n')}`);
  process.exit(1);
}
console.log(`first-load budget: ${Object.keys(figures).length} entry routes within their limits`);

import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { apiScreens } from './api-screens.ts';

// The fault matrix covers every screen that calls the API (§8): this follows the imports of every screen config/routes
// and config/modals load (static and lazy, through src/ and config/) and finds those that reach a module of src/api
// that calls the server; each must be in api-screens.ts.

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
/** Where the graph stops: the lists of every route, modal and language would pull in the whole app. */
const stop = /^config[\\/](languages|routes)[\\/]|^config[\\/]modals\.ts$|^generated[\\/]/;

function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8').replace(/^import type [^;]*;/gm, '');
  return [...text.matchAll(/(?:from\s+|import\s*\(\s*|import\s+)['"](\.[^'"]+)['"]/g)].map((match) => match[1]);
}

function resolveLocal(from: string, specifier: string): string | undefined {
  const base = resolve(dirname(from), specifier);
  return [base, `${base}.ts`, `${base}.tsx`].find((path) => existsSync(path) && /\.tsx?$/.test(path));
}

/** The api modules that talk to the server: they run generated hooks or requests, or the provider calls. */
const apiCallers = new Set(
  readdirSync(resolve(root, 'src/api'))
    .filter((name) => /\.ts$/.test(name) && !/\.test\.ts$|testing|test-handlers/.test(name))
    .map((name) => resolve(root, 'src/api', name))
    .filter((file) => {
      const text = readFileSync(file, 'utf8').replace(/^(import|export) type [^;]*;/gm, '');
      return /from '\.\.\/\.\.\/generated\/[^']+\/[\w-]+\.ts'/.test(text) || /\b(requestData|callProvider)\(/.test(text);
    }),
);

/**
 * Every screen module a route or modal loads. A route's data loader (`*-data.ts`, the queries its first screen reads)
 * is not a screen: its failures are the screen's, which the matrix checks.
 */
const configFiles = ['config/modals.ts', ...readdirSync(resolve(root, 'config/routes')).filter((name) => name.endsWith('.ts')).map((name) => `config/routes/${name}`)];
const screens = [
  ...new Set(
    configFiles.flatMap((file) =>
      [...readFileSync(resolve(root, file), 'utf8').matchAll(/import\(\s*['"](\.[^'"]+)['"]\s*\)/g)].map((match) => relative(root, resolveLocal(resolve(root, file), match[1])!)),
    ),
  ),
].filter((module) => !module.endsWith('-data.ts'));

function callsTheApi(screen: string): boolean {
  const seen = new Set<string>();
  const queue = [resolve(root, screen)];
  while (queue.length > 0) {
    const file = queue.shift()!;
    if (seen.has(file)) continue;
    seen.add(file);
    if (apiCallers.has(file)) return true;
    for (const specifier of importsOf(file)) {
      const target = resolveLocal(file, specifier);
      if (target && !stop.test(relative(root, target))) queue.push(target);
    }
  }
  return false;
}

describe('the screens that call the API (§8 fault matrix)', () => {
  it('finds the api modules that call the server and the screens of the route and modal config', () => {
    expect([...apiCallers].map((file) => relative(root, file))).toEqual(expect.arrayContaining(['src/api/accounts.ts', 'src/api/casino.ts', 'src/api/sportsbook.ts']));
    expect(screens.length).toBeGreaterThan(40);
  });

  it('lists every screen that calls the API, and only screens the config loads', () => {
    const listed = new Set(apiScreens.map((entry) => entry.screen));
    const calling = screens.filter(callsTheApi);
    expect(calling.filter((screen) => !listed.has(screen)), 'screens calling the API missing from api-screens.ts').toEqual([]);
    expect([...listed].filter((screen) => !screens.includes(screen)), 'listed screens no route or modal loads').toEqual([]);
    expect(calling.length).toBe(listed.size);
  });
});

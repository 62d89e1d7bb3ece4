import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { defineConfig, rspack, type RsbuildPlugin } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import brand from './config/brand.ts';
import app from './config/app.ts';
import markets from './config/markets/index.ts';
import { markdownTreeRule } from './scripts/markdown-tree-loader.ts';

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const market = markets.find((candidate) => candidate.id === app.market);

/** The web manifest (§4 PWA) is written from config/brand.ts at build, so a white label edits no file of public/ but its pictures. */
const brandManifest: RsbuildPlugin = {
  name: 'brand-manifest',
  setup(api) {
    api.processAssets({ stage: 'additional' }, ({ compilation, sources }) => {
      const manifest = {
        name: brand.name.default,
        short_name: brand.shortName,
        description: brand.description,
        lang: market?.defaultLanguage.split('-')[0] ?? 'fr',
        dir: 'auto',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        background_color: brand.colours.background,
        theme_color: brand.colours.background,
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
          { src: '/icons/icon.svg', sizes: 'any', type: 'image/svg+xml' },
        ],
      };
      compilation.emitAsset('manifest.webmanifest', new sources.RawSource(`${JSON.stringify(manifest, null, 2)}\n`));
    });
  },
};

/**
 * What each script file of the browser's build is made of (its largest modules, source bytes), written to
 * dist/.stats/modules.json (a dot folder the site never serves): the first-load budget check names the modules that
 * weigh most on a route that passes its budget (scripts/first-load-budget.ts, §2 Speed).
 */
const moduleStats: RsbuildPlugin = {
  name: 'module-stats',
  setup(api) {
    api.onAfterEnvironmentCompile(({ stats, environment }) => {
      if (!stats) return;
      const json = stats.toJson({ all: false, chunks: true, chunkModules: true, nestedModules: true, dependentModules: true, orphanModules: true, chunkModulesSpace: Infinity, nestedModulesSpace: Infinity });
      type Module = { name?: string; size?: number; modules?: Module[] };
      const leaves = (modules: Module[]): Module[] => modules.flatMap((module) => (module.modules?.length ? leaves(module.modules) : [module]));
      const files: Record<string, { name: string; size: number }[]> = {};
      for (const chunk of json.chunks ?? []) {
        const modules = leaves((chunk.modules ?? []) as Module[])
          .filter((module) => module.name && module.size)
          .map((module) => ({ name: module.name!.replace(/^\.\//, '').replace(/\?.*$/, ''), size: module.size! }))
          .sort((a, b) => b.size - a.size)
          .slice(0, 12);
        for (const file of chunk.files ?? []) if (file.endsWith('.js')) files[file] = modules;
      }
      mkdirSync(join(environment.distPath, '.stats'), { recursive: true });
      writeFileSync(join(environment.distPath, '.stats', 'modules.json'), `${JSON.stringify({ files })}\n`);
    });
  },
};

/**
 * The browser's build carries the served market's file alone (§2 Speed: the example markets' packs weighed on every
 * first load): config/markets/served.ts, which picks from the list, is replaced by config/markets/<id>.ts. The config
 * gate (scripts/check-config.ts) still parses every market of the list before the build.
 */
const servedMarketFile = resolve(import.meta.dirname, 'config', 'markets', `${app.market}.ts`);
if (!market || !existsSync(servedMarketFile)) throw new Error(`config/app.ts: market "${app.market}" has no file config/markets/${app.market}.ts listed in config/markets/index.ts`);
const servedMarketOnly = new rspack.NormalModuleReplacementPlugin(/config[\\/]markets[\\/]served\.ts$/, servedMarketFile);

const sandboxUrl = process.env.SANDBOX_URL ?? 'http://localhost:3000';

const distRoot = process.env.DIST_DIR ?? 'dist';
/** Where the server's build of the app goes: inside dist/ (one folder to deploy), in a dot folder the site never serves (server/static.ts). */
export const serverBundleDir = '.server';

// The production bundle is served by the site's own server (server/site.ts) on one port (DESIGN "The sandbox"); the
// `server` environment builds the same app for Node, which renders the public pages (src/server-render.tsx).
export default defineConfig({
  // config/app.ts reads MARKET (§3 Player protection by market): the browser's build gets the value it was built with.
  source: { define: { 'process.env.MARKET': JSON.stringify(process.env.MARKET ?? '') } },
  plugins: [pluginReact({ swcReactOptions: { importSource: '@emotion/react' } })],
  environments: {
    web: {
      plugins: [brandManifest, moduleStats],
      source: { entry: { index: './src/main.tsx' } },
      html: {
        template: './src/index.html',
        title: '',
        // The page's name, description and colours before any script runs come from config/brand.ts.
        templateParameters: {
          brandName: escapeHtml(brand.name.default),
          brandDescription: escapeHtml(brand.description),
          brandBackground: brand.colours.background,
          brandText: brand.colours.text,
        },
      },
      output: {
        // DIST_DIR lets a second build (an e2e run beside a dev build) live elsewhere.
        distPath: { root: distRoot },
        cleanDistPath: true,
      },
      performance: {
        chunkSplit: { strategy: 'split-by-experience' },
      },
      tools: { rspack: { plugins: [servedMarketOnly] } },
    },
    server: {
      source: { entry: { render: './src/server-render.tsx' } },
      output: {
        target: 'node',
        module: true,
        distPath: { root: `${distRoot}/${serverBundleDir}` },
        cleanDistPath: true,
        minify: false,
      },
      // One file: a lazy screen or a language pack the render asks for is there in a turn, not read from disk.
      tools: { rspack: { output: { asyncChunks: false } } },
    },
  },
  output: {
    legalComments: 'none',
  },
  // config/content/<language>/<page>.md?tree: each content page's tree, parsed from its Markdown at build, in its own
  // lazy chunk; the browser carries no Markdown parser (scripts/markdown-tree-loader.ts).
  tools: {
    rspack: { module: { rules: [markdownTreeRule] } },
  },
  // `npm run dev`: API calls and the payment page go to a running sandbox (SANDBOX_URL, default npm start's) through
  // this server, so the page stays same-origin and the sandbox needs no CORS (§7 Links and origins).
  server: {
    port: 3100,
    proxy: { '/api': sandboxUrl, '/sandbox': sandboxUrl, '/content': sandboxUrl },
  },
});

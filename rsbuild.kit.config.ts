import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { markdownTreeRule } from './scripts/markdown-tree-loader.ts';

// The fixture kit's page (src/testing/kit/kit-main.tsx): the slip's named states in a browser, their API answered by
// msw's service worker. A tool of its own, never part of the site's build:
//   npm run kit        serves it on http://localhost:3200 while you edit
//   npm run build:kit  builds it into .tmp/kit (npm test's kit phase checks that build in a browser)
export default defineConfig({
  source: { entry: { index: './src/testing/kit/kit-main.tsx' }, define: { 'process.env.MARKET': JSON.stringify(process.env.MARKET ?? '') } },
  plugins: [pluginReact({ swcReactOptions: { importSource: '@emotion/react' } })],
  html: { template: './src/testing/kit/kit.html' },
  output: {
    distPath: { root: process.env.KIT_DIR ?? '.tmp/kit' },
    cleanDistPath: true,
    // msw's worker script, served from the page's root so it can answer every call of the page.
    copy: [{ from: './node_modules/msw/lib/mockServiceWorker.js', to: 'mockServiceWorker.js' }],
    minify: false,
  },
  tools: {
    // The content pages' trees, as the site's build makes them (config/content/index.ts).
    rspack: { module: { rules: [markdownTreeRule] } },
  },
  performance: { printFileSize: false },
  server: { port: 3200 },
});

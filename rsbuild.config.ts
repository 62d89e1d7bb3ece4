import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';

const sandboxUrl = process.env.SANDBOX_URL ?? 'http://localhost:3000';

// The production bundle is served by the sandbox (sandbox/server.ts) on one port (DESIGN "The sandbox").
export default defineConfig({
  plugins: [pluginReact({ swcReactOptions: { importSource: '@emotion/react' } })],
  source: { entry: { index: './src/main.tsx' } },
  html: {
    template: './src/index.html',
    title: '',
  },
  output: {
    // DIST_DIR lets a second build (an e2e run beside a dev build) live elsewhere.
    distPath: { root: process.env.DIST_DIR ?? 'dist' },
    cleanDistPath: true,
    legalComments: 'none',
  },
  // config/content/<language>/<page>.md?raw: the content pages' Markdown as a string, each in its own lazy chunk.
  tools: {
    rspack: { module: { rules: [{ test: /\.md$/, resourceQuery: /raw/, type: 'asset/source' }] } },
  },
  performance: {
    chunkSplit: { strategy: 'split-by-experience' },
  },
  // `npm run dev`: API calls and the payment page go to a running sandbox (SANDBOX_URL, default npm start's) through
  // this server, so the page stays same-origin and the sandbox needs no CORS (issue 9 §9).
  server: {
    port: 3100,
    proxy: { '/api': sandboxUrl, '/sandbox': sandboxUrl, '/content': sandboxUrl },
  },
});

import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';

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
    legalComments: "none", minify: false,
  },
  performance: {
    chunkSplit: { strategy: 'split-by-experience' },
  },
  server: { port: 3100 },
});

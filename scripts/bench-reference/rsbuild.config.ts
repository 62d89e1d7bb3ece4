import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';

// Built by scripts/bench.ts into a temporary folder (never part of the site's build): index.html, the smallest
// React page (Lighthouse ceiling), and stack.html, the design card's runtime alone (first-load bytes floor).
export default defineConfig({
  plugins: [pluginReact()],
  source: { entry: { index: './scripts/bench-reference/index.tsx', stack: './scripts/bench-reference/stack-floor.tsx' } },
  html: { template: './scripts/bench-reference/index.html' },
  output: { distPath: { root: process.env.REFERENCE_DIST_DIR ?? 'bench-results/reference' }, cleanDistPath: true, legalComments: 'none' },
});

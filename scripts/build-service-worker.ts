// Post-build step (TOOLCHAIN.md: no rsbuild PWA plugin): injects the precache list into the hand-written worker.
import { join } from 'node:path';
import { injectManifest } from 'workbox-build';

const distDir = process.env.DIST_DIR ?? 'dist';

const { count, size, warnings } = await injectManifest({
  swSrc: 'src/service-worker/sw.js',
  swDest: join(distDir, 'sw.js'),
  globDirectory: distDir,
  // The shell and its first-load assets (styles are emotion's, inside the JS); language packs and lazy screens come from the network.
  globPatterns: ['index.html', 'static/js/*.js', 'icons/*.{png,svg}', 'brand/*.{png,svg,webp}', 'manifest.webmanifest'],
  globIgnores: ['sw.js'],
  maximumFileSizeToCacheInBytes: 2 * 1024 * 1024,
});
for (const warning of warnings) console.warn(warning);
console.log(`service worker: ${count} files precached (${(size / 1024).toFixed(1)} KiB)`);

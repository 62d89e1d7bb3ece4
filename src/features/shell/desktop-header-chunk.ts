// The desktop header (its language selector and sign-in panel) is its own chunk: a phone's first load never carries
// it (docs/architecture.md Performance budgets: first-load JS). Boot starts it beside the shell on a desktop
// (src/boot.tsx), so it is no later link of the chain there.
import { chunkLoader } from '../../engine/chunk-loader.ts';
import { withAreas } from '../../i18n/index.ts';

/** Fetches the desktop header's chunk once; a failed fetch may be tried again by the next call. */
export const loadDesktopHeader = chunkLoader(withAreas(() => import('./desktop-header.tsx'), ['auth']));

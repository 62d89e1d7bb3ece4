// The desktop header (its language selector and sign-in panel) is its own chunk: a phone's first load never carries
// it (docs/architecture.md Performance budgets: first-load JS). Boot starts it beside the shell on a desktop
// (src/main.tsx), so it is no later link of the chain there.
let loading: Promise<typeof import('./desktop-header.tsx')> | null = null;

/** Fetches the desktop header's chunk once; a failed fetch may be tried again by the next call. */
export function loadDesktopHeader(): Promise<typeof import('./desktop-header.tsx')> {
  if (!loading) {
    loading = import('./desktop-header.tsx');
    loading.catch(() => {
      loading = null;
    });
  }
  return loading;
}

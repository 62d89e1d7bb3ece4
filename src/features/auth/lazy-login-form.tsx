import styled from '@emotion/styled';
import { lazy, Suspense, type ComponentType } from 'react';
import { withAreas } from '../../i18n/index.ts';

// The login form and react-hook-form behind it are their own chunk: a mobile guest only fetches them when the
// profile panel opens, and a signed-in player never does (docs/architecture.md Performance budgets: first-load JS). Boot preloads it for a
// desktop guest, whose header shows it at once (src/boot.tsx).

type LoginFormComponent = ComponentType<{ compact?: boolean }>;
let loaded: LoginFormComponent | null = null;
const loadWithTexts = withAreas(() => import('./login-form.tsx'), ['auth']);
let loading: Promise<{ default: LoginFormComponent }> | null = null;

/** Starts fetching the form's chunk; rendering it once it is here never flashes the placeholder. */
export function preloadLoginForm(): Promise<{ default: LoginFormComponent }> {
  if (!loading) {
    loading = loadWithTexts().then((module) => {
      loaded = module.default;
      return module;
    });
    // A failed chunk load may be retried by the next render (§8: chunk load failures raise load errors).
    loading.catch(() => {
      loading = null;
    });
  }
  return loading;
}

const LoginFormWhenLoaded = lazy(preloadLoginForm);

/** Holds the form's place while its chunk arrives. */
const Placeholder = styled.div<{ compact: boolean }>(({ compact }) => ({ minBlockSize: compact ? 44 : 220 }));

/** §2 The login form (username, password), fetched on first render unless boot already has it. */
export function LazyLoginForm({ compact = false }: { compact?: boolean }) {
  if (loaded) {
    const LoginForm = loaded;
    return <LoginForm compact={compact} />;
  }
  return (
    <Suspense fallback={<Placeholder compact={compact} aria-hidden="true" />}>
      <LoginFormWhenLoaded compact={compact} />
    </Suspense>
  );
}

import { Suspense, type ComponentProps } from 'react';
import { chunkLoader, lazyFromChunk } from '../../engine/chunk-loader.ts';
import { withAreas } from '../../i18n/index.ts';
import { appConfig } from '../../engine/load-config.ts';
import { useIsAuth } from '../../stores/auth.ts';
import type { AccountSummary as AccountSummaryComponent } from './account-summary.tsx';

// The signed-in header parts (balance, Deposit, account menu, the account panel's summary) are their own chunk: a
// guest's first load never carries them (docs/architecture.md Performance budgets: first-load JS). Boot fetches it at
// once for a returning player and the login form as soon as it shows, so it is here before the header needs it.
const loadSignedInHeader = chunkLoader(withAreas(() => import('./signed-in-header.tsx'), ['auth']));

/**
 * Starts fetching the signed-in header's chunk (boot for a returning player, the login form on show); resolves once it
 * is here, or failed (boot hydrates a returning player's page once it is, src/engine/chunk-loader.ts).
 */
export function preloadSignedInHeader(): Promise<void> {
  return loadSignedInHeader().then(
    () => undefined,
    () => undefined,
  );
}

const LazyUserBlock = lazyFromChunk(loadSignedInHeader, (module) => module.SignedInUserBlock);
const LazyHeaderDeposit = lazyFromChunk(loadSignedInHeader, (module) => module.HeaderDeposit);
const LazyPanicButton = lazyFromChunk(loadSignedInHeader, (module) => module.PanicButton);
const LazyAccountSummary = lazyFromChunk(loadSignedInHeader, (module) => module.AccountSummary);

/** The desktop header's user block when signed in (signed-in-user-block.tsx). */
export function SignedInUserBlock() {
  return (
    <Suspense fallback={null}>
      <LazyUserBlock />
    </Suspense>
  );
}

/** The phone header's balance and Deposit (account-summary.tsx). */
export function HeaderDeposit() {
  return (
    <Suspense fallback={null}>
      <LazyHeaderDeposit />
    </Suspense>
  );
}

/**
 * §3 Player protection by market: the panic button (panic-button.tsx), for a signed-in player where the market's pack
 * has one; nothing at all (no chunk, no request) elsewhere.
 */
export function PanicButton(props: { fullWidth?: boolean }) {
  const isAuth = useIsAuth();
  if (!appConfig.market.protection.panicButton || !isAuth) return null;
  return (
    <Suspense fallback={null}>
      <LazyPanicButton {...props} />
    </Suspense>
  );
}

/** The account panel's balance, Deposit and Withdraw (account-summary.tsx). */
export function AccountSummary(props: ComponentProps<typeof AccountSummaryComponent>) {
  return (
    <Suspense fallback={null}>
      <LazyAccountSummary {...props} />
    </Suspense>
  );
}

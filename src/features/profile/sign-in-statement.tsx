import { lazy, Suspense, useState } from 'react';
import { useSnapshot } from 'valtio';
import { useGetSignInStatement } from '../../api/profile.ts';
import { appConfig } from '../../engine/load-config.ts';
import { useIsAuth } from '../../stores/auth.ts';
import { realityCheckStore } from './reality-check-store.ts';

// The dialog (with Radix) loads only when a statement is due: it stays out of every page's first load.
const SignInStatementDialog = lazy(() => import('./sign-in-statement-dialog.tsx'));

/** The sign-in whose statement was shown in this tab (kept over a reload, so it is shown once per sign-in). */
const shownKey = 'sign-in-statement-shown';

/**
 * §3 Player protection by market, the account statement at sign-in (German-like pack): the last session, what was
 * staked and won in it and the net, once after each sign-in, before anything else. Nothing where the pack has none.
 * Mounted with the signed-in services.
 */
export function SignInStatement() {
  const isAuth = useIsAuth();
  const { signedInAt } = useSnapshot(realityCheckStore);
  const wanted = appConfig.market.protection.signInStatement && isAuth && signedInAt !== null;
  const [closedFor, setClosedFor] = useState<string | null>(() => sessionStorage.getItem(shownKey));
  const due = wanted && closedFor !== String(signedInAt);
  const statement = useGetSignInStatement({ query: { enabled: due, staleTime: Infinity } });
  if (!due || !statement.data) return null;
  const close = () => {
    sessionStorage.setItem(shownKey, String(signedInAt));
    setClosedFor(String(signedInAt));
  };
  return (
    <Suspense fallback={null}>
      <SignInStatementDialog statement={statement.data} onClose={close} />
    </Suspense>
  );
}

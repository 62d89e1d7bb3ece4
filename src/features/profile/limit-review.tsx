import { lazy, Suspense } from 'react';
import { appConfig } from '../../engine/load-config.ts';
import { withAreas } from '../../i18n/index.ts';
import { useIsAuth } from '../../stores/auth.ts';

// The dialog (with Radix, the profile texts) loads only for a signed-in player where the pack asks for reviews.
const LimitReviewDialog = lazy(withAreas(() => import('./limit-review-dialog.tsx'), ['profile']));

/**
 * §3 Player protection by market, the limit review every `limitRequired.reminderMonths` (UK-like: 6): mounted with the
 * signed-in services; nothing at all (no chunk, no request) where the pack has no review or for a guest.
 */
export function LimitReview() {
  const isAuth = useIsAuth();
  if (appConfig.market.protection.limitRequired.reminderMonths === 0 || !isAuth) return null;
  return (
    <Suspense fallback={null}>
      <LimitReviewDialog />
    </Suspense>
  );
}

import { useGetUser } from '../../api/accounts.ts';
import { useIsAuth, usePlayerFiguresShown } from '../../stores/auth.ts';
import { appConfig } from '../load-config.ts';

// §9 Display: amounts are shown in the player's currency, the one their balance is kept in (GET api/user/); a guest,
// or a player whose answer has not come yet, sees the market's (config/markets/<id>.ts `currency`). No screen names
// a currency: tests/unit/instance-ids.test.ts refuses a currency code under src/.

/** The currency a player's amounts are in: theirs when known, else the market's. */
export function currencyOf(user: { currency?: string } | undefined, market: { currency: string } = appConfig.market): string {
  return user?.currency || market.currency;
}

/** The player's currency (shares the user query every signed-in screen reads; a guest asks nothing). */
export function useCurrency(): string {
  const isAuth = useIsAuth();
  const user = useGetUser({ query: { enabled: isAuth } });
  // The market's while the browser hydrates the server's signed-in frame, the player's from the next render (§2 Speed).
  const figuresShown = usePlayerFiguresShown();
  return currencyOf(isAuth && figuresShown ? user.data : undefined);
}

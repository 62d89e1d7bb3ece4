import { ApiError } from '../../api/client.ts';

/**
 * The feed answers 404 for a sport (or league) it does not offer: one the operator has just configured, or one with
 * nothing scheduled. For the player that is a list with no events (or no leagues), said as such, not a failure to
 * retry (§2 Sportsbook).
 */
export const feedOffersNone = (error: unknown) => error instanceof ApiError && error.result.responseStatus === 404;

/** Query options of a sport's lists: a 404 is an answer (nothing offered), not asked again. */
export const listQuery = { retry: (count: number, error: unknown) => !feedOffersNone(error) && count < 2 };

/**
 * §5 Odds changes (docs/product.md): what the player accepts when a price moved between adding a selection and
 * placing it. One rule for the slip (which decides whether to place at once or ask) and the sandbox (which places
 * or answers coefs_changed with today's prices), typed like the contract's OddsPolicy (sport.yaml; the two are
 * checked equal in src/api/sportsbook-bets.ts, since src/domain imports no generated code). Prices are hundredths.
 */
export const oddsPolicies = ['accept-any', 'accept-higher', 'ask'] as const;
export type OddsPolicy = (typeof oddsPolicies)[number];

/** Whether a price that moved from `pickedHundredths` to `nowHundredths` is taken without asking under `policy`. */
export function acceptsPriceMove(policy: OddsPolicy, pickedHundredths: number, nowHundredths: number): boolean {
  if (nowHundredths === pickedHundredths) return true;
  if (policy === 'accept-any') return true;
  if (policy === 'accept-higher') return nowHundredths > pickedHundredths;
  return false;
}

/**
 * The policy a ticket pending acceptance (the live delay) is decided under at the end of its delay: a price that
 * fell while the ticket was in flight moved against the book's offer, so "accept any change" covers rises only.
 */
export function pendingTicketPolicy(policy: OddsPolicy): OddsPolicy {
  return policy === 'accept-any' ? 'accept-higher' : policy;
}

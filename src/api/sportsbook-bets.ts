// The api layer's face for the bet slip, tickets, cash-out and booking codes (Sportsbook 2/2; the sport
// integration's §7 calls of schemas/openapi/sport.yaml): screens import the generated hooks and types from here,
// never from generated/ (CONVENTIONS 11). Bet history, sub-bets and cancel stay in ./bonus.ts where the profile
// pages already take them.
//
// Money-moving calls (placement, cash-out, edit) take an Idempotency-Key header: make one key per tap of the player and
// send the same key again when a request timed out, so the sandbox answers the first placement instead of placing
// a second ticket (a retried placement is resolved by its key, then by ticket/status).
import type { OddsPolicy } from '../../generated/sport/sport.schemas.ts';
import type { OddsPolicy as DomainOddsPolicy } from '../domain/odds-policy.ts';
export {
  usePlaceSportTicket,
  useGetSportTicketStatus,
  getSportTicketStatus,
  placeSportTicket,
  useQuoteSportTicketCashOut,
  quoteSportTicketCashOut,
  useCashOutSportTicket,
  quoteSportTicketEdit,
  editSportTicket,
  useCreateSportBookingCode,
  useGetSportBookingCode,
  getGetSportBookingCodeQueryKey,
  useGetSportPlayerBalance,
  useCreateSportSession,
  useCreateSportTestSession,
} from '../../generated/sport/sport.ts';
export type {
  Ticket as SportTicket,
  TicketPlacementRequest as SportTicketPlacement,
  TicketSelection as SportTicketSelection,
  TicketSelectionState as SportTicketSelectionState,
  OddsPolicy,
  CashOutQuote,
  CashOutResult,
  TicketEdit as SportTicketEdit,
  TicketEditQuote as SportTicketEditQuote,
  TicketEditQuoteRequest as SportTicketEditQuoteRequest,
  TicketEditResult as SportTicketEditResult,
  BookedSlip,
  BookedSelection,
  BookingCode,
  ErrorBodySelectionsItem as SlipRefusalSelection,
  ErrorBodyQuote as ChangedCashOutQuote,
} from '../../generated/sport/sport.schemas.ts';

// §5 Odds changes: the domain's policy (src/domain/odds-policy.ts) is the contract's, value for value: a policy
// added to sport.yaml fails the typecheck here until the rule knows it.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const oddsPolicyIsTheContracts: Same<OddsPolicy, DomainOddsPolicy> = true;
void oddsPolicyIsTheContracts;

/** A fresh Idempotency-Key for one player action (common.yaml IdempotencyKey: 8 to 64 letters, digits or dashes). */
export const newIdempotencyKey = (): string => crypto.randomUUID();

// My bets' public face for other features (docs/architecture.md, import rules): the player's open tickets with their
// state and cash-out, shown beside the bet slip and on the profile's sport bet history.
export { OpenBets } from './open-bets.tsx';
// docs/product.md §5 "Edit bet": a ticket's edit history, for the bet detail page.
export { TicketEditHistory } from './ticket-edit-history.tsx';

import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, type JSX } from 'react';
import { getSportTicketStatus } from '../../api/sportsbook-bets.ts';
import { withAreas } from '../../i18n/index.ts';

// docs/product.md §5 "Edit bet": a ticket's edit history, its code and texts (the mybetsEdit area) loaded only for a
// ticket that was edited. My bets shows it under each open ticket, the bet detail page under the ticket's facts.
export const EditHistory = lazy(withAreas(() => import('./edit-history.tsx'), ['mybetsEdit']));

/** The edits that led to one of the sportsbook's own tickets (§7 ticket/status answers them), or nothing. */
export function TicketEditHistory({ ticketId, money }: { ticketId: string; money: (amount: string) => string }): JSX.Element | null {
  // The same query as My bets' card (open-bets.tsx): one answer for both.
  const ticket = useQuery({ queryKey: ['sport-ticket-status', ticketId], queryFn: ({ signal }) => getSportTicketStatus({ ticket_id: ticketId }, { signal }), retry: false, meta: { handlesErrors: true } });
  const edits = ticket.data?.edits ?? [];
  if (edits.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <EditHistory edits={edits} money={money} />
    </Suspense>
  );
}

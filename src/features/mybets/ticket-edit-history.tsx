import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, type JSX } from 'react';
import { getSportTicketStatus } from '../../api/sportsbook-bets.ts';
import { withAreas } from '../../i18n/index.ts';

// docs/product.md §5 "Edit bet": a ticket's edit history, its code and texts (the mybetsEdit area) loaded only for a
// ticket that was edited, under the ticket's facts on the bet detail page (My bets' cards load the same part, not this
// module, which would bring its query into their first load).
const EditHistory = lazy(withAreas(() => import('./edit-history.tsx'), ['mybetsEdit']));

/** The edits that led to one of the sportsbook's own tickets (§7 ticket/status answers them), or nothing. */
export function TicketEditHistory({ ticketId, money }: { ticketId: string; money: (amount: string) => string }): JSX.Element | null {
  // The same query key as My bets' card (open-bets.tsx): one answer for both.
  const ticket = useQuery({ queryKey: ['sport-ticket-status', ticketId], queryFn: ({ signal }) => getSportTicketStatus({ ticket_id: ticketId }, { signal }), retry: false, meta: { handlesErrors: true } });
  const edits = ticket.data?.edits ?? [];
  if (edits.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <EditHistory edits={edits} money={money} />
    </Suspense>
  );
}

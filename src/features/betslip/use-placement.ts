import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { getGetUserQueryKey } from '../../api/accounts.ts';
import { ApiError } from '../../api/client.ts';
import { playerLimitsQueryKey } from '../../api/player-limits.ts';
import { getSportTicketStatus, newIdempotencyKey, placeSportTicket, type SlipRefusalSelection, type SportTicket, type SportTicketPlacement } from '../../api/sportsbook-bets.ts';

// docs/product.md §5 Bet slip; §7 ticket/placement sends one Idempotency-Key per tap so a double click or a retry never
// places two tickets, and the header balance is refreshed once it moved. A live ticket waits its acceptance delay
// (§7 ticket/status); that wait stops when the slip leaves the screen, so no poll outlives it.

export type PlacementOutcome =
  | { kind: 'placed'; tickets: SportTicket[] }
  | { kind: 'pending'; ticket: SportTicket }
  /** A live ticket refused at the end of its acceptance delay (stake back); `selections` names moved prices (oddNow). */
  | { kind: 'rejected'; code: string; selections: SlipRefusalSelection[]; placed: number }
  | { kind: 'refused'; code: string; selections: SlipRefusalSelection[]; placed: number }
  | { kind: 'sign-in' };

/** How often a pending live ticket is asked about while it waits its acceptance delay (§7 ticket/status). */
export const pendingPollMs = 1000;

function wait(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason);
    }, { once: true });
  });
}

export interface Placement {
  outcome: PlacementOutcome | null;
  setOutcome: (outcome: PlacementOutcome | null) => void;
  busy: boolean;
  /** Places the tickets one by one; `onPlaced` runs after each accepted ticket. Resolves with the final outcome. */
  place: (requests: readonly SportTicketPlacement[], onPlaced?: (request: SportTicketPlacement) => void) => Promise<PlacementOutcome | null>;
}

export function usePlacement(): Placement {
  const queryClient = useQueryClient();
  const [outcome, setOutcome] = useState<PlacementOutcome | null>(null);
  const [busy, setBusy] = useState(false);
  // One tap, one key: a second click while the first is on its way is ignored (the ref is set before any render).
  const inFlight = useRef(false);
  const lifetime = useRef<AbortController | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    lifetime.current = controller;
    return () => controller.abort();
  }, []);

  const placeOne = async (request: SportTicketPlacement, signal: AbortSignal, report: (outcome: PlacementOutcome) => void): Promise<SportTicket> => {
    const key = newIdempotencyKey();
    let ticket: SportTicket;
    try {
      ticket = await placeSportTicket(request, { 'Idempotency-Key': key });
    } catch (error) {
      // A placement that timed out may have been placed: the same key answers the first placement, never a second.
      if (error instanceof ApiError && error.result.responseStatus === 0) ticket = await placeSportTicket(request, { 'Idempotency-Key': key });
      else throw error;
    }
    void queryClient.invalidateQueries({ queryKey: getGetUserQueryKey() });
    void queryClient.invalidateQueries({ queryKey: playerLimitsQueryKey });
    while (ticket.acceptance === 'pending') {
      report({ kind: 'pending', ticket });
      await wait(pendingPollMs, signal);
      ticket = await getSportTicketStatus({ ticket_id: ticket.ticketId }, { signal });
    }
    return ticket;
  };

  const place: Placement['place'] = async (requests, onPlaced) => {
    const signal = lifetime.current?.signal;
    if (inFlight.current || !signal || signal.aborted) return null;
    inFlight.current = true;
    const report = (next: PlacementOutcome) => {
      if (!signal.aborted) setOutcome(next);
      return next;
    };
    setBusy(true);
    setOutcome(null);
    const placed: SportTicket[] = [];
    try {
      for (const request of requests) {
        const ticket = await placeOne(request, signal, report);
        if (ticket.acceptance === 'rejected') {
          // The stake came back (§7): the balance moves again.
          void queryClient.invalidateQueries({ queryKey: getGetUserQueryKey() });
          const code = ticket.rejectReason ?? 'error_block_bet_data';
          // §5 Odds changes: a price that moved during the delay comes back as a refusal of it, today's price named,
          // so the slip offers to place again at it in one tap (a new placement, with a new key for the new body).
          const selections = ticket.selections.flatMap((selection) => (selection.oddNow ? [{ outcomeId: selection.outcomeId, code, odd: selection.oddNow }] : []));
          return report({ kind: 'rejected', code, selections, placed: placed.length });
        }
        placed.push(ticket);
        onPlaced?.(request);
      }
      return report({ kind: 'placed', tickets: placed });
    } catch (error) {
      // The slip left the screen while a live ticket waited: My bets shows how it ended.
      if (signal.aborted) return null;
      const body = error instanceof ApiError && error.result.errorBody && typeof error.result.errorBody === 'object' ? (error.result.errorBody as { code?: string; selections?: SlipRefusalSelection[] }) : {};
      const code = body.code ?? (error instanceof ApiError ? String(error.result.codeStatus ?? 'defaultMessage') : 'defaultMessage');
      return report({ kind: 'refused', code, selections: body.selections ?? [], placed: placed.length });
    } finally {
      inFlight.current = false;
      if (!signal.aborted) setBusy(false);
    }
  };

  return { outcome, setOutcome, busy, place };
}

import styled from '@emotion/styled';
import { lazy, Suspense, useState, type JSX } from 'react';
import { useTranslation } from 'react-i18next';
import type { SportTicket } from '../../api/sportsbook-bets.ts';
import { withAreas } from '../../i18n/index.ts';
import { Muted } from '../../ui/panels.tsx';
import { Button } from '../../ui/primitives/button.tsx';
import { theme } from '../../ui/theme.ts';

// docs/product.md §5 "Edit bet": what an open ticket's card in My bets shows of the edit: its history, the Edit button
// or why there is none. Its own chunk with its texts (the mybetsEdit area), loaded for an accumulator or an edited
// ticket only, so the list's first load carries none of it; the dialog and the history are chunks of their own again.

const EditBetDialog = lazy(withAreas(() => import('./edit-bet-dialog.tsx'), ['mybetsEdit', 'sport', 'odds', 'betslip']));
const EditHistory = lazy(withAreas(() => import('./edit-history.tsx'), ['mybetsEdit']));

const Actions = styled.div({ display: 'flex', flexWrap: 'wrap', gap: theme.space[2], alignItems: 'end', marginBlockStart: theme.space[2] });

export interface EditEntryProps {
  ticket: SportTicket;
  /** The ticket is one bet of all its legs, the only kind an edit is offered on (the card reads it from its bet type). */
  accumulator: boolean;
  /** Where cash-out is not offered, the reason an edit is not either (§5: free bets, builders; a suspended leg). */
  blockedBy: 'freeBet' | 'builder' | 'suspended' | null;
  /** The card offers cash-out now and no cash-out is under way: the edit is offered beside it. */
  offered: boolean;
  money: (amount: string) => string;
  /** The edit is done: the new ticket's code (the card says so above the list and refreshes it). */
  onEdited: (ticketCode: string) => void;
}

export default function EditEntry({ ticket, accumulator, blockedBy, offered, money, onEdited }: EditEntryProps): JSX.Element {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const edits = ticket.edits ?? [];
  return (
    <>
      {edits.length > 0 && (
        <Suspense fallback={null}>
          <EditHistory edits={edits} money={money} />
        </Suspense>
      )}
      {accumulator && offered && blockedBy === null && (
        <Actions>
          <Button variant="secondary" type="button" onClick={() => setEditing(true)} data-testid="edit-bet-button">
            {t('mybetsEdit.button')}
          </Button>
        </Actions>
      )}
      {accumulator && blockedBy && <Muted data-testid="edit-unavailable">{t(`mybetsEdit.unavailable.${blockedBy}`)}</Muted>}
      {editing && (
        <Suspense fallback={null}>
          <EditBetDialog
            ticket={ticket}
            money={money}
            onClose={() => setEditing(false)}
            onEdited={(code) => {
              setEditing(false);
              onEdited(code);
            }}
          />
        </Suspense>
      )}
    </>
  );
}

import { useTranslation } from 'react-i18next';
import type { SportTicketEdit } from '../../api/sportsbook-bets.ts';
import { formatDateTime } from '../../i18n/format.ts';

// docs/product.md §5 "Edit bet": the history of a ticket's edits under its card in My bets. Its own chunk, with its
// texts (open-bets.tsx loads it only for a ticket that was edited), so the list's first load carries none of it.

/** The edits that led to a ticket, oldest first: which ticket, when, the value and the change, the legs removed and added. */
export default function EditHistory({ edits, money }: { edits: readonly SportTicketEdit[]; money: (amount: string) => string }) {
  const { t } = useTranslation();
  return (
    <details data-testid="edit-history">
      <summary>{t('mybetsEdit.history', { count: edits.length })}</summary>
      <ol>
        {edits.map((edit) => (
          <li key={`${edit.fromTicketCode}-${edit.editedAt}`}>
            {t('mybetsEdit.historyEntry', { date: formatDateTime(edit.editedAt), code: edit.fromTicketCode, cashOut: money(edit.cashOut), change: money(edit.stakeChange) })}
            {edit.removed.length > 0 && <> {t('mybetsEdit.historyRemoved', { names: edit.removed.join(', ') })}</>}
            {edit.added.length > 0 && <> {t('mybetsEdit.historyAdded', { names: edit.added.join(', ') })}</>}
          </li>
        ))}
      </ol>
    </details>
  );
}

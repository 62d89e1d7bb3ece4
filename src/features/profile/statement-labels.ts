import { useTranslation } from 'react-i18next';
import type { WalletTransaction } from '../../api/profile.ts';

/**
 * The words of a statement row in the language on screen, shared by the list, the detail and the CSV. A reason the
 * packs do not name (an operator's own adjustment) reads as its type.
 */
export function useStatementLabels() {
  const { t } = useTranslation();
  const type = (row: Pick<WalletTransaction, 'type'>) => t(`profile.statement.types.${row.type}`);
  return {
    type,
    detail: (row: Pick<WalletTransaction, 'type' | 'reason'>) => t(`profile.statement.reasons.${row.reason}`, { defaultValue: type(row) }),
    account: (row: Pick<WalletTransaction, 'account'>) => t(`profile.statement.accounts.${row.account}`),
  };
}

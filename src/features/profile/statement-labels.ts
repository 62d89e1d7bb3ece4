import { useTranslation } from 'react-i18next';
import type { WalletTransaction } from '../../api/profile.ts';
import { compareDecimals } from '../../domain/money.ts';
import { formatMoney } from '../../i18n/format.ts';

type Withheld = Pick<WalletTransaction, 'withheld' | 'withheldBy' | 'currency'>;

/** True when a cap kept back part of the credit (§9 Terms): the statement says so on that movement. */
export const hasWithheld = (row: Partial<Withheld>): row is Withheld => row.withheld !== undefined && compareDecimals(row.withheld, '0') > 0;

/**
 * The words of a statement row in the language on screen, shared by the list, the detail and the CSV. A reason the
 * packs do not name (an operator's own adjustment) reads as its type.
 */
export function useStatementLabels() {
  const { t } = useTranslation();
  const type = (row: Pick<WalletTransaction, 'type'>) => t(`profile.statement.types.${row.type}`);
  const withheld = (row: Withheld) =>
    t('profile.statement.withheld', { amount: formatMoney(row.withheld, row.currency), cap: t(`profile.statement.caps.${row.withheldBy ?? 'balance'}`) });
  const reason = (row: Pick<WalletTransaction, 'type' | 'reason'>) => t(`profile.statement.reasons.${row.reason}`, { defaultValue: type(row) });
  return {
    type,
    reason,
    withheld,
    /** The reason, and what a cap withheld when it did (§9 Terms). */
    detail: (row: Pick<WalletTransaction, 'type' | 'reason'> & Partial<Withheld>) => (hasWithheld(row) ? `${reason(row)} (${withheld(row)})` : reason(row)),
    account: (row: Pick<WalletTransaction, 'account'>) => t(`profile.statement.accounts.${row.account}`),
  };
}

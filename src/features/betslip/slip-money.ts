import { useTranslation } from 'react-i18next';
import { fromMinorUnits } from '../../domain/money.ts';
import { useCurrency } from '../../engine/sportsbook/use-currency.ts';
import type { StakeCheck } from '../../engine/sportsbook/slip-maths.ts';
import { formatMoney } from '../../i18n/format.ts';

// docs/product.md §9 Display: the slip's amounts in the player's currency and the language's money format, through
// the one money module (src/domain/money.ts).

export interface SlipMoney {
  currency: string;
  /** An amount in minor units, formatted. */
  money: (minor: number) => string;
}

export function useSlipMoney(): SlipMoney {
  const currency = useCurrency();
  return { currency, money: (minor: number) => formatMoney(fromMinorUnits(minor), currency) };
}

type Translate = ReturnType<typeof useTranslation>['t'];

/** A stake refused in the field, with its reason; amounts in the language's money format (§9, src/domain/money.ts). */
export function stakeMessage(check: StakeCheck | null | undefined, t: Translate, currency: string): string | null {
  if (!check || check.ok) return null;
  if (check.problem === 'stake_too_low' || check.problem === 'stake_too_high' || check.problem === 'max_win_exceeded') {
    return t(`betslip.refusals.${check.problem}`, { amount: formatMoney(fromMinorUnits(check.limitMinor ?? 0), currency) });
  }
  return t(`betslip.stakeProblems.${check.problem}`);
}

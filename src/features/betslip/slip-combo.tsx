import type { JSX } from 'react';
import { useTranslation } from 'react-i18next';
import { fromMinorUnits } from '../../domain/money.ts';
import { betTypeOf } from '../../engine/sportsbook/bet-types.ts';
import { useOddsFormat } from '../../engine/sportsbook/use-odds-format.ts';
import type { SlipReadiness } from '../../engine/sportsbook/use-slip-readiness.ts';
import { betslipSlipStore } from '../../stores/betslip-slip.ts';
import { Button } from '../../ui/primitives/button.tsx';
import { TextInput } from '../../ui/primitives/text-input.tsx';
import { stakeMessage, type SlipMoney } from './slip-money.ts';
import { maxStakeText } from './slip-stake.tsx';

// docs/product.md §5 Bet slip: singles with a stake each on selections of different events also offer the accumulator
// of them all (as bet365 and Sky Bet do): its price, its own stake and its potential win with the accumulator boost.
// Place sends it beside the singles, as a ticket of its own.

export interface SlipComboProps {
  readiness: Pick<SlipReadiness, 'summary' | 'selections' | 'boost' | 'lineMaxStakeMinor'>;
  stake: string;
  currency: string;
  money: SlipMoney['money'];
}

/** The accumulator row under the singles, while the slip offers it. */
export function SlipCombo({ readiness, stake, currency, money }: SlipComboProps): JSX.Element | null {
  const { t } = useTranslation();
  const { formatPrice } = useOddsFormat();
  const { summary, selections, boost } = readiness;
  const combo = summary.combo;
  if (!combo) return null;
  const ticket = combo.ticket;
  const max = readiness.lineMaxStakeMinor?.combo ?? null;
  return (
    <div className="combo" data-testid="slip-combo" role="group" aria-labelledby="slip-combo-title">
      <div className="row">
        <strong id="slip-combo-title">{t(betTypeOf(combo.typeId).labelKey)}</strong>
        <span className="price" data-testid="slip-combo-price">
          {formatPrice(fromMinorUnits(combo.priceHundredths))}
        </span>
      </div>
      <p>{t('betslip.combo.text', { count: selections.length })}</p>
      <TextInput
        label={t('betslip.combo.stake', { count: selections.length })}
        unit={currency}
        inputMode="decimal"
        autoComplete="off"
        value={stake}
        data-slip-stake=""
        data-testid="slip-combo-stake"
        onChange={(event) => (betslipSlipStore.comboStake = event.target.value)}
        error={stakeMessage(combo.check, t, currency)}
      />
      {max !== null && (
        <div className="row">
          <Button variant="secondary" data-testid="slip-combo-max" aria-label={t('betslip.combo.max', { count: selections.length })} onClick={() => (betslipSlipStore.comboStake = maxStakeText(max))}>
            {t('betslip.stake.max')}
          </Button>
        </div>
      )}
      {ticket && (
        <p data-testid="slip-combo-win">
          {t('betslip.combo.potentialWin', { amount: money(ticket.potentialWinMinor + (boost?.boostMinor ?? 0)) })}
          {boost && (
            <>
              {' '}
              <span data-testid="slip-combo-boost">{t('betslip.combo.boost', { percent: boost.percent })}</span>
            </>
          )}
        </p>
      )}
    </div>
  );
}

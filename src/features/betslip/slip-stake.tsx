import type { JSX } from 'react';
import { useTranslation } from 'react-i18next';
import { fromMinorUnits, toMinorUnits } from '../../domain/money.ts';
import { quickStakes } from '../../engine/sportsbook/quick-stakes.ts';
import type { SlipReadiness } from '../../engine/sportsbook/use-slip-readiness.ts';
import { formatMoney } from '../../i18n/format.ts';
import { betslipSlipStore, type BetslipSlipState } from '../../stores/betslip-slip.ts';
import { Button } from '../../ui/primitives/button.tsx';
import { TextInput } from '../../ui/primitives/text-input.tsx';
import type { SlipMoney } from './slip-money.ts';

// docs/product.md §5 Bet slip: one stake for every bet (with the market's quick stakes), the limits it must keep
// (§9: the settings' minBet, maxBet and maxWin) and the wallet it is taken from, with what the loss limit leaves.

/** The stake "Max" types: the amount as the field takes it, without a zero fraction (§5). */
export const maxStakeText = (minor: number): string => fromMinorUnits(minor).replace(/\.00$/, '');

/** The one stake of every bet, the market's quick stakes that type it in one tap, and Max (the largest stake the player can place). */
export function CommonStake({ stake, error, currency, maxStakeMinor = null }: { stake: string; error: string | null; currency: string; maxStakeMinor?: number | null }): JSX.Element {
  const { t } = useTranslation();
  return (
    <>
      <TextInput
        label={t('betslip.stake.label')}
        unit={currency}
        inputMode="decimal"
        autoComplete="off"
        value={stake}
        data-slip-stake=""
        onChange={(event) => (betslipSlipStore.stake = event.target.value)}
        error={error}
      />
      <div className="row" role="group" aria-label={t('betslip.stake.quick')} data-testid="quick-stakes">
        {quickStakes().map((amount) => (
          <Button key={amount} variant="secondary" onClick={() => (betslipSlipStore.stake = amount)}>
            {amount}
          </Button>
        ))}
        {maxStakeMinor !== null && (
          <Button variant="secondary" data-testid="stake-max" onClick={() => (betslipSlipStore.stake = maxStakeText(maxStakeMinor))}>
            {t('betslip.stake.max')}
          </Button>
        )}
      </div>
    </>
  );
}

/** The least and most a bet may stake and a ticket may win (§9); the least as the refusal named it, when it did. */
export function StakeLimits({ readiness, money }: { readiness: Pick<SlipReadiness, 'limits' | 'summary'>; money: SlipMoney['money'] }): JSX.Element | null {
  const { t } = useTranslation();
  const { limits, summary } = readiness;
  if (!limits) return null;
  const check = summary.stakeCheck;
  return (
    <p data-testid="slip-limits" style={{ margin: 0 }}>
      {t('betslip.limits.stake', {
        min: money(check && !check.ok && check.problem === 'stake_too_low' ? (check.limitMinor ?? 10) : Math.max(10, toMinorUnits(limits.minBet ?? '') ?? 10)),
        max: limits.maxBetMinor === undefined ? '–' : money(limits.maxBetMinor),
        maxWin: limits.maxWinMinor === undefined ? '–' : money(limits.maxWinMinor),
      })}
    </p>
  );
}

export interface WalletChoiceProps {
  readiness: Pick<SlipReadiness, 'isAuth' | 'balances' | 'lossLimit' | 'lossLeftMinor'>;
  wallet: BetslipSlipState['wallet'];
  currency: string;
  money: SlipMoney['money'];
}

/** A signed-in player's cash or bonus wallet with their balances; what the loss limit leaves of cash (§5). */
export function WalletChoice({ readiness, wallet, currency, money }: WalletChoiceProps): JSX.Element {
  const { t } = useTranslation();
  const { isAuth, balances, lossLimit, lossLeftMinor } = readiness;
  return (
    <>
      {isAuth && balances && (
        <fieldset>
          <legend>{t('betslip.wallet.legend')}</legend>
          {(['cash', 'bonus'] as const).map((entry) => (
            <label key={entry} className="choice">
              <input type="radio" name="betslip-wallet" value={entry} checked={wallet === entry} onChange={() => (betslipSlipStore.wallet = entry)} />
              {t(`betslip.wallet.${entry}`, { amount: formatMoney(entry === 'bonus' ? balances.bonusBalance : balances.balance, currency) })}
            </label>
          ))}
        </fieldset>
      )}
      {isAuth && wallet === 'bonus' && <p style={{ margin: 0 }}>{t('betslip.wallet.bonusNote')}</p>}
      {lossLimit !== null && lossLeftMinor !== null && wallet === 'cash' && (
        <p data-testid="slip-loss-left" style={{ margin: 0 }}>
          {t('betslip.limits.lossLeft', { left: money(lossLeftMinor), limit: formatMoney(lossLimit, currency) })}
        </p>
      )}
    </>
  );
}

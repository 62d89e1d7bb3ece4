import type { JSX } from 'react';
import { useTranslation } from 'react-i18next';
import { fromMinorUnits } from '../../domain/money.ts';
import { offeredTypes, placesEachAlone, singlesType, sizeIsChosen, type SlipBetType } from '../../engine/sportsbook/bet-types.ts';
import { slipTotals, type SlipTotals } from '../../engine/sportsbook/slip-maths.ts';
import { useOddsFormat } from '../../engine/sportsbook/use-odds-format.ts';
import type { SlipReadiness } from '../../engine/sportsbook/use-slip-readiness.ts';
import { betslipSlipStore, type BetslipSlipState } from '../../stores/betslip-slip.ts';
import { Button } from '../../ui/primitives/button.tsx';

// docs/product.md §5 Bet slip: the bet type the selections are played as (singles, accumulator, system k of n, the
// named full covers of config/sportsbook/bet-types.ts), the offer to combine them, and what the type cannot do.

/** Legs of different events played as singles: the type combining them all is offered, at its odds (§5). */
export function AccumulatorProposal({ readiness }: { readiness: Pick<SlipReadiness, 'proposal' | 'selections'> }): JSX.Element | null {
  const { t } = useTranslation();
  const { formatPrice } = useOddsFormat();
  const { proposal, selections } = readiness;
  if (!proposal) return null;
  const odds = slipTotals(proposal, selections, 100);
  return (
    <div className="proposal" data-testid="slip-accumulator-proposal">
      <p>{t('betslip.proposal.text', { count: selections.length, odds: odds.ok ? formatPrice(fromMinorUnits(odds.potentialWinMinor)) : '–' })}</p>
      <Button variant="primary" onClick={() => (betslipSlipStore.type = proposal.id)}>
        {t('betslip.proposal.play')}
      </Button>
    </div>
  );
}

/** The types the number of selections allows, and for a system the size k of k/n. */
export function BetTypeChoice({ type, count, systemSize }: { type: SlipBetType; count: number; systemSize: BetslipSlipState['systemSize'] }): JSX.Element {
  const { t } = useTranslation();
  return (
    <fieldset>
      <legend>{t('betslip.slip.typeLegend')}</legend>
      {offeredTypes(count, type).map((entry) => (
        <label key={entry.id} className="choice">
          <input type="radio" name="betslip-type" value={entry.id} checked={type.id === entry.id} onChange={() => (betslipSlipStore.type = entry.id)} />
          {t(entry.labelKey)}
        </label>
      ))}
      {sizeIsChosen(type) && (
        <label className="choice">
          {t('betslip.slip.systemSize')}
          <select value={systemSize} onChange={(event) => (betslipSlipStore.systemSize = Number(event.target.value))}>
            {Array.from({ length: Math.max(0, count - 2) }, (_, index) => index + 2).map((k) => (
              <option key={k} value={k}>
                {`${k}/${count}`}
              </option>
            ))}
          </select>
        </label>
      )}
    </fieldset>
  );
}

/** Bets placed each alone (singles), more than one: one stake for all, or a stake per selection. */
export function StakeModeChoice({ type, count, stakeMode }: { type: SlipBetType; count: number; stakeMode: BetslipSlipState['stakeMode'] }): JSX.Element | null {
  const { t } = useTranslation();
  if (!placesEachAlone(type) || count <= 1) return null;
  return (
    <fieldset>
      <legend>{t('betslip.stake.modeLegend')}</legend>
      {(['one', 'each'] as const).map((mode) => (
        <label key={mode} className="choice">
          <input type="radio" name="betslip-stake-mode" value={mode} checked={stakeMode === mode} onChange={() => (betslipSlipStore.stakeMode = mode)} />
          {t(mode === 'one' ? 'betslip.stake.modeOne' : 'betslip.stake.modeEach')}
        </label>
      ))}
    </fieldset>
  );
}

/** Why the chosen type cannot be played with these selections; two legs of one event may be played as singles. */
export function BetTypeProblem({ totals }: { totals: SlipTotals }): JSX.Element | null {
  const { t } = useTranslation();
  if (totals.ok) return null;
  const problem = totals.problem;
  const singles = singlesType();
  return (
    <div role="alert" className="refusal">
      <p style={{ margin: 0 }}>{t(problem === 'same_event_combination' ? 'betslip.refusals.same_event_combination' : `betslip.typeProblems.${problem}`)}</p>
      {problem === 'same_event_combination' && singles && (
        <Button variant="secondary" onClick={() => (betslipSlipStore.type = singles.id)}>
          {t('betslip.slip.playAsSingles')}
        </Button>
      )}
    </div>
  );
}

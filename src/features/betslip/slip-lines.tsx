import type { JSX } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import type { SlipRefusalSelection } from '../../api/sportsbook-bets.ts';
import type { SlipReadiness } from '../../engine/sportsbook/use-slip-readiness.ts';
import { betslipSlipStore } from '../../stores/betslip-slip.ts';
import { Button } from '../../ui/primitives/button.tsx';
import { clearSelections } from '../../stores/betslip-selections.ts';
import { stakeMessage } from './slip-money.ts';
import { SlipLine } from './slip-line.tsx';

// docs/product.md §5 Bet slip: the slip's lines, one component per kind of line. A selection is a SlipLine; another
// kind of line (a bet builder's legs of one event, say) is its own component, chosen here by what the line holds.

/** How many selections the slip holds, and Clear. */
export function SlipCount({ count }: { count: number }): JSX.Element {
  const { t } = useTranslation();
  return (
    <div className="row">
      <span>{t('betslip.slip.count', { count })}</span>
      <Button variant="ghost" onClick={clearSelections}>
        {t('betslip.slip.clear')}
      </Button>
    </div>
  );
}

export interface SlipLinesProps {
  readiness: Pick<SlipReadiness, 'selections' | 'summary' | 'closed' | 'moved' | 'blocked' | 'lineMaxStakeMinor'>;
  /** What the server refused of the last placement, by selection (§8). */
  refusals: readonly SlipRefusalSelection[];
  currency: string;
}

/** The selections, each with its live price and status, its refusal and (singles, a stake each) its own stake. */
export function SlipLines({ readiness, refusals, currency }: SlipLinesProps): JSX.Element {
  const { t } = useTranslation();
  const stakes = useSnapshot(betslipSlipStore).stakes;
  const { selections, summary, closed, moved, blocked } = readiness;
  const refusalsByOutcome = new Map(refusals.map((entry) => [entry.outcomeId, entry]));
  return (
    <ul aria-label={t('betslip.slip.selections')}>
      {selections.map((item) => (
        <SlipLine
          key={item.outcomeId}
          item={item}
          refusal={refusalsByOutcome.get(item.outcomeId)}
          status={closed.get(item.outcomeId)}
          moved={moved.get(item.outcomeId)}
          blocked={blocked.has(item.outcomeId)}
          perSelection={summary.perSelection}
          stake={stakes[String(item.outcomeId)] ?? ''}
          stakeError={summary.perSelection ? stakeMessage(summary.legChecks[item.outcomeId], t, currency) : null}
          maxStakeMinor={readiness.lineMaxStakeMinor?.lines[item.outcomeId] ?? null}
          currency={currency}
        />
      ))}
    </ul>
  );
}

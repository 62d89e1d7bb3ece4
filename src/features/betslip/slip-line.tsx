import { memo, type JSX } from 'react';
import { useTranslation } from 'react-i18next';
import type { SlipRefusalSelection } from '../../api/sportsbook-bets.ts';
import { removeSelection, type BetslipSelection } from '../../stores/betslip-selections.ts';
import { betslipSlipStore } from '../../stores/betslip-slip.ts';
import { Button } from '../../ui/primitives/button.tsx';
import { TextInput } from '../../ui/primitives/text-input.tsx';
import { VisuallyHidden } from '../../ui/primitives/visually-hidden.tsx';
import { useOddsFormat } from '../../engine/sportsbook/use-odds-format.ts';
import type { MovedPrice } from '../../engine/sportsbook/use-slip-readiness.ts';
import { maxStakeText } from './slip-stake.tsx';

// docs/product.md §5 Bet slip: a line names the event, the market and the pick, and its price follows the feed (the
// picked price struck through beside today's). Memoised so typing the common stake re-renders only what changed.

export interface SlipLineProps {
  item: Readonly<BetslipSelection>;
  refusal: SlipRefusalSelection | undefined;
  /** The live status when not open (suspended, closed). */
  status: string | undefined;
  moved: MovedPrice | undefined;
  blocked: boolean;
  perSelection: boolean;
  stake: string;
  stakeError: string | null;
  /** §5 "Max" for this line's own stake (signed in, a stake per selection), else null. */
  maxStakeMinor: number | null;
  /** The player's currency (useCurrency), beside a stake typed per selection. */
  currency: string;
}

/** The pick's words, for lines picked before the slip kept the event and market apart (older stored copies). */
export function lineName(item: Readonly<BetslipSelection>, fallback: string): string {
  return item.pickName ?? item.label ?? fallback;
}

export const SlipLine = memo(function SlipLine({ item, refusal, status, moved, blocked, perSelection, stake, stakeError, maxStakeMinor, currency }: SlipLineProps): JSX.Element {
  const { t } = useTranslation();
  const { formatPrice: displayOdds } = useOddsFormat();
  const pick = lineName(item, t('betslip.slip.selectionFallback', { id: String(item.outcomeId) }));
  const name = item.eventName ? `${item.eventName}, ${item.marketName ? `${item.marketName}: ` : ''}${pick}` : pick;
  return (
    <li data-outcome={item.outcomeId} data-blocked={blocked ? (status ?? refusal?.code) : undefined} data-moved={moved ? 'true' : undefined}>
      <div className="row">
        <span className="event" dir="auto" data-testid="slip-event">
          {item.eventName ?? ''}
        </span>
        <Button variant="ghost" onClick={() => removeSelection(item.outcomeId)} aria-label={t('betslip.slip.remove', { name })}>
          {t('betslip.slip.removeShort')}
        </Button>
      </div>
      <div className="row">
        <span className="pick">
          {item.marketName && (
            <span className="market" data-testid="slip-market">
              {item.marketName}
              {': '}
            </span>
          )}
          <strong data-testid="slip-pick">{pick}</strong>
        </span>
        <span className="price" data-testid="slip-price">
          {moved ? (
            <>
              <s aria-hidden="true" data-testid="slip-old-price">
                {displayOdds(moved.picked)}
              </s>{' '}
              <span aria-hidden="true" data-testid="slip-new-price">
                {displayOdds(moved.now)}
              </span>
              <VisuallyHidden>{t('betslip.slip.priceChange', { from: displayOdds(moved.picked), to: displayOdds(moved.now) })}</VisuallyHidden>
            </>
          ) : (
            displayOdds(item.price)
          )}
        </span>
      </div>
      {status && !refusal && (
        <p className="refusal" role="alert" style={{ margin: 0 }}>
          {t(`betslip.blocked.${status === 'suspended' ? 'suspended' : 'closed'}`)}
        </p>
      )}
      {refusal && (
        <p className="refusal" role="alert" style={{ margin: 0 }}>
          {t(`betslip.refusals.${refusal.code}`, { defaultValue: t('errors.defaultMessage') })}
          {refusal.code === 'coefs_changed' && refusal.odd ? ` ${t('betslip.slip.priceChange', { from: displayOdds(item.price), to: displayOdds(refusal.odd) })}` : ''}
        </p>
      )}
      {perSelection && (
        <TextInput
          label={t('betslip.stake.labelFor', { name: pick })}
          unit={currency}
          inputMode="decimal"
          autoComplete="off"
          value={stake}
          data-slip-stake=""
          onChange={(event) => (betslipSlipStore.stakes[String(item.outcomeId)] = event.target.value)}
          error={stakeError}
        />
      )}
      {perSelection && maxStakeMinor !== null && (
        <Button variant="secondary" data-testid="line-stake-max" aria-label={t('betslip.stake.maxFor', { name: pick })} onClick={() => (betslipSlipStore.stakes[String(item.outcomeId)] = maxStakeText(maxStakeMinor))}>
          {t('betslip.stake.max')}
        </Button>
      )}
    </li>
  );
});

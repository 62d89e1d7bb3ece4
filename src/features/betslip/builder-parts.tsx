import type { JSX } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { BuilderQuote, BuilderRefusal } from '../../api/bet-builder.ts';
import { removeBuilderLeg, type BuilderLeg } from '../../stores/betslip-builder.ts';
import { Button } from '../../ui/primitives/button.tsx';

// docs/product.md §5 "Bet builder": the pieces the slip's builder line and the event page's "Build a bet" mode both
// show, so the two say the same of the same quote and the same pick.

/**
 * What the builder's quote says when it gives no price: the quote failed (with a retry), it is on its way, or why the
 * sandbox will not price these picks. Nothing once priced: each screen shows the price its own way.
 */
export function BuilderQuoteStatus({ quote, isError, onRetry }: { quote: BuilderQuote | undefined; isError: boolean; onRetry: () => void }): JSX.Element | null {
  const { t } = useTranslation();
  if (isError) {
    return (
      <p role="alert" className="refusal">
        {t('betslip.builder.priceError')}{' '}
        <Button variant="ghost" onClick={onRetry}>
          {t('betslip.builder.retry')}
        </Button>
      </p>
    );
  }
  if (!quote) return <p role="status">{t('betslip.builder.pricing')}</p>;
  if (quote.unpriced === 'too_few_legs') return <p role="status">{t('betslip.builder.needMore', { count: quote.fewestLegs })}</p>;
  if (quote.unpriced === 'too_likely') return <p role="status">{t('betslip.builder.tooLikely')}</p>;
  if (quote.unpriced === 'refused') return <p role="status">{t('betslip.builder.refused')}</p>;
  return null;
}

/** A pick of the builder by its market and outcome names, with the button that takes it out; `pickClass`/`marketClass` style it as the screen does. */
export function BuilderLegName({ leg, pickClass, marketClass }: { leg: BuilderLeg; pickClass?: string; marketClass: string }): JSX.Element {
  const { t } = useTranslation();
  return (
    <div className="row">
      <span className={pickClass} dir="auto">
        <span className={marketClass}>{leg.marketName}: </span>
        <strong>{leg.pickName}</strong>
      </span>
      <Button variant="ghost" onClick={() => removeBuilderLeg(leg.outcomeId)} aria-label={t('betslip.builder.remove', { name: `${leg.marketName}: ${leg.pickName}` })}>
        {t('betslip.builder.removeShort')}
      </Button>
    </div>
  );
}

/** The reason a pick is refused, naming the pick it clashes with (its words as the player picked it) when there is one. */
export function builderReason(t: TFunction, refusal: BuilderRefusal, nameOf: (outcomeId: number) => string | undefined, mostLegs: number): string {
  const other = refusal.conflictsWith === null ? undefined : nameOf(refusal.conflictsWith);
  const together = other === undefined && (refusal.code === 'builder_contradiction' || refusal.code === 'builder_dependent');
  return t(`betslip.builderReasons.${refusal.code}${together ? '_all' : ''}`, { other, max: mostLegs });
}

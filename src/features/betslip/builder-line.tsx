import { useState, type JSX } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { potentialReturns, priceFromDecimal } from '../../domain/bet-maths.ts';
import { fromMinorUnits, toMinorUnits } from '../../domain/money.ts';
import { useBuilderQuote } from '../../engine/sportsbook/bet-builder.ts';
import { betTypes, combinesAll } from '../../engine/sportsbook/bet-types.ts';
import { useCurrency } from '../../engine/sportsbook/use-currency.ts';
import { useOddsFormat } from '../../engine/sportsbook/use-odds-format.ts';
import { href } from '../../engine/hrefs.ts';
import { formatMoney } from '../../i18n/format.ts';
import { useIsAuth } from '../../stores/auth.ts';
import { betslipBuilderStore, clearBuilder } from '../../stores/betslip-builder.ts';
import { betslipSelectionsStore } from '../../stores/betslip-selections.ts';
import { betslipSlipStore } from '../../stores/betslip-slip.ts';
import { openProfilePanel } from '../../stores/side-panel.ts';
import { Button } from '../../ui/primitives/button.tsx';
import { Link } from '../../ui/primitives/link.tsx';
import { TextInput } from '../../ui/primitives/text-input.tsx';
import { BuilderLegName, BuilderQuoteStatus, builderReason } from './builder-parts.tsx';
import { showReceipt } from './receipt-store.ts';
import { usePlacement } from './use-placement.ts';

// docs/product.md §5 "Bet builder": the builder is one line of the slip, its legs under it, with its own price (the
// sandbox's, never the legs multiplied), its own stake and Place. It is placed as one ticket through the same
// placement (limits, Idempotency-Key, the player's odds policy applied to the builder's price) and says that it has
// no cash-out and that one void leg voids it whole.

export default function BuilderSlipLine(): JSX.Element | null {
  const { t } = useTranslation();
  const { formatPrice } = useOddsFormat();
  const currency = useCurrency();
  const builder = useSnapshot(betslipBuilderStore);
  const slip = useSnapshot(betslipSlipStore);
  const isAuth = useIsAuth();
  const { outcome, setOutcome, busy, place } = usePlacement();
  // The odds last sent, when the sandbox answered that the builder's price had moved from them (coefs_changed).
  const [changedFrom, setChangedFrom] = useState<string | null>(null);
  const outcomeIds = builder.legs.map((leg) => leg.outcomeId);
  const { quote, isError, refetch } = useBuilderQuote(builder.legs.length > 0 ? builder.eventId : null, outcomeIds);
  if (builder.legs.length === 0 || builder.eventId === null) return null;

  const current = quote && quote.legs.length === outcomeIds.length && quote.legs.every((leg, index) => leg.outcomeId === outcomeIds[index]) ? quote : undefined;
  const odd = current?.odd ?? null;
  const nameOf = (outcomeId: number) => {
    const leg = builder.legs.find((entry) => entry.outcomeId === outcomeId);
    return leg ? `${leg.marketName}: ${leg.pickName}` : undefined;
  };
  const stakeMinor = toMinorUnits(builder.stake);
  const price = odd === null ? null : priceFromDecimal(odd);
  const potential = stakeMinor !== null && stakeMinor > 0 && price !== null ? potentialReturns([price], [[0]], stakeMinor).totalMinor : null;
  const combining = betTypes.find(combinesAll);
  const canPlace = !busy && odd !== null && stakeMinor !== null && stakeMinor > 0 && combining !== undefined;

  const onPlace = async () => {
    if (!isAuth) {
      setOutcome({ kind: 'sign-in' });
      openProfilePanel();
      return;
    }
    if (!canPlace || builder.eventId === null) return;
    const eventId = String(builder.eventId);
    setChangedFrom(null);
    const result = await place([
      {
        type: combining.id,
        stake: fromMinorUnits(stakeMinor),
        selections: builder.legs.map((leg) => ({ event_id: eventId, market_id: String(leg.marketId), outcome_id: String(leg.outcomeId), odd: leg.price })),
        odds_policy: slip.oddsPolicy,
        builder_odd: odd,
      },
    ]);
    if (result?.kind === 'placed') {
      clearBuilder();
      betslipBuilderStore.stake = '';
      // The receipt replaces the slip when nothing else is in it (it never takes the slip's own selections away).
      if (betslipSelectionsStore.items.length === 0) showReceipt(result.tickets);
      setOutcome(null);
    } else if (result?.kind === 'refused' && result.code === 'coefs_changed') {
      setChangedFrom(odd);
      refetch();
    } else if (result?.kind === 'refused') refetch();
  };

  const moved = changedFrom !== null && odd !== null && changedFrom !== odd;

  return (
    <div className="builder-line" data-testid="slip-builder" role="group" aria-labelledby="slip-builder-title" style={{ display: 'grid', gap: 4, padding: 8, borderRadius: 4, outline: '2px solid currentColor' }}>
      <div className="row">
        <strong id="slip-builder-title">{t('betslip.builder.title')}</strong>
        <Button variant="ghost" onClick={clearBuilder}>
          {t('betslip.builder.clear')}
        </Button>
      </div>
      <span className="event" dir="auto" data-testid="slip-builder-event">
        {builder.eventName}
      </span>
      <ul aria-label={t('betslip.builder.picks', { count: builder.legs.length })}>
        {builder.legs.map((leg) => {
          const refusal = current?.legs.find((entry) => entry.outcomeId === leg.outcomeId)?.refusal ?? null;
          return (
            <li key={leg.outcomeId} data-testid="slip-builder-leg" data-blocked={refusal ? refusal.code : undefined}>
              <BuilderLegName leg={leg} pickClass="pick" marketClass="market" />
              <span className="market">{t('betslip.builder.legPrice', { odds: formatPrice(leg.price) })}</span>
              {refusal && (
                <p className="refusal" style={{ margin: 0 }}>
                  {builderReason(t, refusal, nameOf, current?.mostLegs ?? 0)}
                </p>
              )}
            </li>
          );
        })}
      </ul>
      {odd !== null && (
        <p className="row" style={{ margin: 0 }} role="status">
          <span>{t('betslip.builder.price')}</span>
          <strong className="price" data-testid="slip-builder-price">
            {formatPrice(odd)}
          </strong>
        </p>
      )}
      <BuilderQuoteStatus quote={current} isError={isError} onRetry={refetch} />
      <p className="market" style={{ margin: 0 }} data-testid="slip-builder-no-cash-out">
        {t('betslip.builder.noCashOut')} {t('betslip.builder.voidRule')}
      </p>
      <TextInput label={t('betslip.builder.stake')} unit={currency} inputMode="decimal" autoComplete="off" value={builder.stake} onChange={(event) => (betslipBuilderStore.stake = event.target.value)} />
      {potential !== null && <p style={{ margin: 0 }}>{t('betslip.builder.potentialWin', { amount: formatMoney(fromMinorUnits(potential), currency) })}</p>}
      {moved && (
        <p role="alert" data-testid="slip-builder-moved" style={{ margin: 0 }}>
          {t('betslip.builder.priceChanged', { from: formatPrice(changedFrom), to: formatPrice(odd) })}
        </p>
      )}
      {outcome?.kind === 'sign-in' && (
        <p role="alert" style={{ margin: 0 }}>
          {t('betslip.slip.signInToPlace')} <Link to={href('auth-sign-in')}>{t('betslip.slip.signIn')}</Link> · <Link to={href('sign-up')}>{t('betslip.slip.register')}</Link>
        </p>
      )}
      {outcome?.kind === 'refused' && !(outcome.code === 'coefs_changed' && moved) && (
        <p className="refusal" role="alert" style={{ margin: 0 }}>
          {t(`betslip.refusals.${outcome.code}`, { defaultValue: t(`errors.${outcome.code}`, { defaultValue: t('errors.defaultMessage') }) })}
        </p>
      )}
      <Button disabled={isAuth && !canPlace} onClick={() => void onPlace()} data-testid="slip-builder-place">
        {moved ? t('betslip.builder.acceptAndPlace') : t('betslip.builder.place')}
      </Button>
    </div>
  );
}

import styled from '@emotion/styled';
import { useEffect, type JSX } from 'react';
import { useSnapshot } from 'valtio';
import type { SportsbookEvent, SportsbookMarket } from '../../api/sportsbook.ts';
import { builderSettings, entersBuilder, useBuilderQuote } from '../../engine/sportsbook/bet-builder.ts';
import { marketName, outcomeLabels } from '../../engine/sportsbook/sportsbook-config.ts';
import { betslipBuilderStore, startBetslipBuilderPersistence, toggleBuilderLeg } from '../../stores/betslip-builder.ts';
import { Button } from '../../ui/primitives/button.tsx';
import { bareListStyles, spreadRowStyles } from '../../ui/panels.tsx';
import { theme } from '../../ui/theme.ts';
import { BuilderLegName, BuilderQuoteStatus, builderReason } from '../betslip/index.ts';
import { usePriceView } from './odds-button.tsx';
import { liveConnection } from '../../engine/sportsbook/live-connection.ts';

// docs/product.md §5 "Bet builder": the event page's "Build a bet" mode. The match's builder markets, each outcome a
// toggle into the builder (not the slip's selections), and the picks with the sandbox's price of them together or,
// before any price, the reason each refused pick is refused. The builder is placed from its line in the slip.

const Builder = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${theme.space[2]}px;
  p {
    margin: 0;
  }
  section {
    border-radius: ${theme.radii[2]}px;
    background: ${theme.colors.surface};
    padding: ${theme.space[2]}px ${theme.space[3]}px ${theme.space[3]}px;
  }
  h2,
  h3 {
    margin: 0 0 ${theme.space[2]}px;
    font-size: ${theme.fontSizes[1]}px;
  }
  .outcomes {
    display: grid;
    gap: ${theme.space[1]}px;
  }
  .pick {
    display: flex;
    flex-direction: column;
    align-items: center;
    min-block-size: 44px;
    inline-size: 100%;
  }
  .pick[aria-pressed='true'] {
    outline: 2px solid ${theme.colors.focus};
  }
  .pick[data-refused] {
    outline: 2px solid ${theme.colors.danger};
  }
  .price {
    font-weight: 700;
    font-variant-numeric: tabular-nums;
    unicode-bidi: isolate;
  }
  ul {
    ${bareListStyles}
  }
  li {
    display: grid;
    gap: ${theme.space[1]}px;
  }
  .row {
    ${spreadRowStyles}
  }
  .refusal {
    color: ${theme.colors.danger};
  }
  .muted {
    color: ${theme.colors.textMuted};
    font-size: ${theme.fontSizes[0]}px;
  }
`;

function BuilderMarket({ event, market, picked, refused }: { event: SportsbookEvent; market: SportsbookMarket; picked: ReadonlySet<number>; refused: ReadonlySet<number> }): JSX.Element {
  const { t, formatPrice, formatLine } = usePriceView();
  const name = marketName(t, event, market, formatLine);
  const status = liveConnection().store.market(market.id)?.status ?? market.status;
  const columns = Math.min(3, market.outcomes.length);
  return (
    <section aria-label={name} data-testid="builder-market">
      <h3>{name}</h3>
      <div className="outcomes" style={{ gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` }}>
        {market.outcomes.map((outcome) => {
          const { label } = outcomeLabels(t, event, market, outcome, formatLine);
          const open = status === 'open' && outcome.status === 'open';
          return (
            <Button
              key={outcome.id}
              variant="secondary"
              className="pick"
              aria-pressed={picked.has(outcome.id)}
              data-refused={refused.has(outcome.id) ? '' : undefined}
              data-outcome={outcome.id}
              disabled={!open && !picked.has(outcome.id)}
              onClick={() => toggleBuilderLeg({ id: event.id, name: `${event.home.name} – ${event.away.name}` }, { marketId: market.id, outcomeId: outcome.id, price: outcome.price, marketName: name, pickName: label })}
            >
              {/* Named by what it shows (label in name); the market is the section's name. */}
              <span dir="auto">{label}</span> <span className="price">{formatPrice(outcome.price)}</span>
            </Button>
          );
        })}
      </div>
    </section>
  );
}

/** The picks of this match's builder, each with its reason when refused, and the builder's price or why there is none. */
export function BuilderPicks({ event }: { event: Pick<SportsbookEvent, 'id' | 'sportId'> }): JSX.Element {
  const { t, formatPrice } = usePriceView();
  const builder = useSnapshot(betslipBuilderStore);
  const legs = builder.eventId === event.id ? builder.legs : [];
  const { quote, isError, refetch } = useBuilderQuote(legs.length > 0 ? event.id : null, legs.map((leg) => leg.outcomeId));
  const mostLegs = quote?.mostLegs ?? builderSettings(event.sportId)?.maxLegs ?? 0;
  const nameOf = (outcomeId: number) => {
    const leg = legs.find((entry) => entry.outcomeId === outcomeId);
    return leg ? `${leg.marketName}: ${leg.pickName}` : undefined;
  };
  const current = quote && quote.legs.length === legs.length && quote.legs.every((leg, index) => leg.outcomeId === legs[index].outcomeId) ? quote : undefined;
  let status: JSX.Element | null;
  if (legs.length === 0) status = <p>{t('betslip.builder.noPicks')}</p>;
  else if (!isError && current && current.odd !== null) {
    status = (
      <p className="row" role="status" data-testid="builder-price">
        <span>{t('betslip.builder.price')}</span>
        <strong className="price">{formatPrice(current.odd)}</strong>
      </p>
    );
  } else status = <BuilderQuoteStatus quote={current} isError={isError} onRetry={refetch} />;
  return (
    <section aria-labelledby="builder-picks-heading" data-testid="builder-picks">
      <h2 id="builder-picks-heading">{t('betslip.builder.picks', { count: legs.length })}</h2>
      {legs.length > 0 && (
        <ul>
          {legs.map((leg) => {
            const refusal = current?.legs.find((entry) => entry.outcomeId === leg.outcomeId)?.refusal ?? null;
            return (
              <li key={leg.outcomeId} data-testid="builder-pick" data-refused={refusal ? refusal.code : undefined}>
                <BuilderLegName leg={leg} marketClass="muted" />
                {refusal && (
                  <p className="refusal" data-testid="builder-reason">
                    {builderReason(t, refusal, nameOf, mostLegs)}
                  </p>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {status}
      <p className="muted">
        {t('betslip.builder.noCashOut')} {t('betslip.builder.voidRule')}
      </p>
    </section>
  );
}

/** "Build a bet": the builder markets of the match and its picks (the event page shows it instead of the market tabs). */
export function BetBuilder({ event }: { event: SportsbookEvent }): JSX.Element {
  const { t } = usePriceView();
  useEffect(() => startBetslipBuilderPersistence(), []);
  const builder = useSnapshot(betslipBuilderStore);
  const settings = builderSettings(event.sportId);
  const markets = event.markets.filter((market) => entersBuilder(event.sportId, market));
  const legs = builder.eventId === event.id ? builder.legs : [];
  const picked = new Set(legs.map((leg) => leg.outcomeId));
  const { quote } = useBuilderQuote(legs.length > 0 ? event.id : null, legs.map((leg) => leg.outcomeId));
  const refused = new Set((quote?.legs ?? []).filter((leg) => leg.refusal !== null && picked.has(leg.outcomeId)).map((leg) => leg.outcomeId));
  return (
    <Builder data-testid="bet-builder">
      <p>{t('betslip.builder.intro', { max: settings?.maxLegs ?? 0 })}</p>
      <BuilderPicks event={event} />
      <div role="group" aria-label={t('betslip.builder.markets')} style={{ display: 'grid', gap: theme.space[2] }}>
        {markets.map((market) => (
          <BuilderMarket key={market.id} event={event} market={market} picked={picked} refused={refused} />
        ))}
      </div>
    </Builder>
  );
}

import styled from '@emotion/styled';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetJackpots, type Jackpot } from '../../api/casino.ts';
import { appConfig } from '../../engine/load-config.ts';
import { formatMoney } from '../../i18n/format.ts';
import { theme } from '../../ui/theme.ts';

/**
 * §3/§9: jackpots in the market's `jackpotOrder` (names compared without case); a jackpot the order does not name
 * comes after those it does, in the order the server gave.
 */
export function orderJackpots(jackpots: readonly Jackpot[], order: readonly string[]): Jackpot[] {
  const names = order.map((name) => name.toLowerCase());
  const rank = (name: string) => {
    const index = names.indexOf(name.toLowerCase());
    return index === -1 ? names.length : index;
  };
  return [...jackpots].sort((a, b) => rank(a.name) - rank(b.name));
}

// §2 Player journey: one compact row (three across even on a phone), so the games start above the fold.
const List = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(100px, 1fr));
  gap: ${theme.space[2]}px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const accent: Record<string, string> = { silver: '#c9d1e0', gold: '#ffc629', bronze: '#e09a5b' };

const Item = styled.li<{ tone: string }>`
  padding: ${theme.space[1]}px ${theme.space[2]}px;
  border-radius: ${theme.radii[2]}px;
  background: ${theme.colors.surface};
  border-inline-start: 4px solid ${({ tone }) => tone};
  min-inline-size: 0;
  h3 {
    margin: 0;
    font-size: ${theme.fontSizes[0]}px;
    color: ${theme.colors.textMuted};
  }
  /* §2 Player journey: an amount is never cut (a third of a 390 px phone is narrower than "12 345,67" and a currency code): the digits
     keep together (the locale's group separator does not break) and the currency goes under them when it must. */
  p {
    margin: 0;
    font-size: ${theme.fontSizes[1]}px;
    font-weight: 700;
    font-variant-numeric: tabular-nums;
  }
  .part {
    white-space: nowrap;
  }
  /* On a phone an amount takes two lines, kept by the loading cards too, so the row never grows as amounts arrive. */
  @media (max-width: ${theme.breakpoints.tablet}) {
    p {
      line-height: 1.25;
      min-block-size: 2.5em;
    }
  }
`;

/**
 * A formatted amount that may wrap between its figures and its currency (the formatter joins them with a no-break
 * space), never inside the figures: on a phone the currency goes under the number instead of the number being cut.
 */
function WholeAmount({ text }: { text: string }) {
  const parts = text.split('\u00a0');
  return (
    <>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 && ' '}
          <span className="part">{part}</span>
        </Fragment>
      ))}
    </>
  );
}

/** The jackpots row of the lobby (§7 GET api/jackpot/v1/jackpots/), amounts in the market currency. */
export function Jackpots() {
  const { t } = useTranslation();
  const { data, isPending } = useGetJackpots();
  const order = appConfig.market.jackpotOrder;
  // While loading, the row keeps its place (one card per expected jackpot) so the grid below never jumps.
  if (isPending) {
    return (
      <section aria-hidden="true">
        <h2 style={{ fontSize: theme.fontSizes[1], margin: `0 0 ${theme.space[1]}px`, visibility: 'hidden' }}>{t('casino.jackpots.title')}</h2>
        <List>
          {order.map((name) => (
            <Item key={name} tone={theme.colors.border}>
              <h3>&nbsp;</h3>
              <p>&nbsp;</p>
            </Item>
          ))}
        </List>
      </section>
    );
  }
  if (!data || data.length === 0) return null;
  return (
    <section aria-labelledby="jackpots-title">
      <h2 id="jackpots-title" style={{ fontSize: theme.fontSizes[1], margin: `0 0 ${theme.space[1]}px` }}>
        {t('casino.jackpots.title')}
      </h2>
      <List data-testid="jackpots">
        {orderJackpots(data, order).map((jackpot) => (
          <Item key={jackpot.id} tone={accent[jackpot.name.toLowerCase()] ?? theme.colors.border} data-testid={`jackpot-${jackpot.name.toLowerCase()}`}>
            <h3>{t(`casino.jackpots.${jackpot.name.toLowerCase()}`, { defaultValue: jackpot.name })}</h3>
            <p>
              <WholeAmount text={formatMoney(jackpot.amount, appConfig.market.currency)} />
            </p>
          </Item>
        ))}
      </List>
    </section>
  );
}

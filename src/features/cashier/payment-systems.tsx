import styled from '@emotion/styled';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useListDepositSystems, useListPayoutSystems, type PaymentSystem } from '../../api/payments.ts';
import { hrefById } from '../../engine/hrefs.ts';
import { appConfig } from '../../engine/load-config.ts';
import { formatMoney } from '../../i18n/format.ts';
import { theme } from '../../ui/theme.ts';
import { cardBoxStyles, Muted } from '../../ui/panels.tsx';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
  gap: ${theme.space[3]}px;
  a,
  div[aria-disabled] {
    ${cardBoxStyles}
    gap: ${theme.space[1]}px;
    border: 1px solid ${theme.colors.border};
    color: ${theme.colors.text};
    text-decoration: none;
    min-block-size: 44px;
  }
  a:focus-visible {
    outline: 3px solid ${theme.colors.focus};
  }
  div[aria-disabled] {
    opacity: 0.75;
  }
  strong {
    font-size: ${theme.fontSizes[3]}px;
  }
`;

/**
 * A payment system's description in the player's language (§1 Languages). The backend sends one text, in its own
 * language; the pack names each known system under profile.paymentSystems.<direction>.<slug>, and a system the pack
 * does not know keeps the backend's text.
 */
export function paymentSystemDescription(
  t: (key: string, options: { defaultValue: string }) => string,
  system: Pick<PaymentSystem, 'slug' | 'description'>,
  direction: 'deposit' | 'payout',
): string {
  return t(`profile.paymentSystems.${direction}.${system.slug}`, { defaultValue: system.description });
}

/**
 * The name a player knows a payment system by, for history tables that only carry its slug (§3 Payment item:
 * paymentSystem is the slug): both directions' lists are looked up; an unknown slug (a system since removed)
 * stays as it is rather than vanishing from the row.
 */
export function usePaymentSystemName(): (slug: string) => string {
  const deposits = useListDepositSystems();
  const payouts = useListPayoutSystems();
  return (slug) => deposits.data?.find((system) => system.slug === slug)?.name ?? payouts.data?.find((system) => system.slug === slug)?.name ?? slug;
}

/** The system lists of §2 deposit/{paymentSystem} and withdrawal/{payoutSystem}: a disabled one is shown disabled. */
export function PaymentSystemList({ systems, route, param }: { systems: PaymentSystem[] | undefined; route: 'deposit' | 'withdrawal'; param: 'paymentSystem' | 'payoutSystem' }) {
  const { t } = useTranslation();
  const shown = appConfig.market.paymentSystems.length > 0 ? systems?.filter((system) => appConfig.market.paymentSystems.includes(system.slug)) : systems;
  if (!shown) return <Muted aria-busy="true">{t('profile.list.loading')}</Muted>;
  if (shown.length === 0) return <Muted>{t('profile.list.empty')}</Muted>;
  const currency = appConfig.market.currency;
  return (
    <List>
      {shown.map((system) => {
        const body = (
          <>
            <strong>{system.name}</strong>
            <span>{paymentSystemDescription(t, system, route === 'deposit' ? 'deposit' : 'payout')}</span>
            <Muted as="span">{t('profile.cashier.range', { min: formatMoney(system.min, currency), max: formatMoney(system.max, currency) })}</Muted>
            {system.isTemporaryDisabled && <Muted as="span">{t('profile.cashier.disabled')}</Muted>}
          </>
        );
        return (
          <li key={system.slug}>
            {system.isTemporaryDisabled ? (
              <div aria-disabled="true" data-testid={`system-${system.slug}`}>
                {body}
              </div>
            ) : (
              <Link to={hrefById(route, { [param]: system.slug })} data-testid={`system-${system.slug}`}>
                {body}
              </Link>
            )}
          </li>
        );
      })}
    </List>
  );
}

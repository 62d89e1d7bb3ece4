import styled from '@emotion/styled';
import { useTranslation } from 'react-i18next';
import cashbackConfig from '../../../config/cashback.ts';
import { useGetCashbackHistory } from '../../api/bonus.ts';
import { href } from '../../engine/hrefs.ts';
import { formatDate, formatMoney } from '../../i18n/format.ts';
import { useIsAuth } from '../../stores/auth.ts';
import { Link } from '../../ui/primitives/link.tsx';
import { useCashbackCountdown } from './use-cashback-countdown.ts';

const Countdown = styled.time(({ theme }) => ({
  display: 'block',
  marginBlockEnd: theme.space[2],
  fontSize: theme.fontSizes[3],
  fontWeight: 700,
  fontVariantNumeric: 'tabular-nums',
  color: theme.colors.primary,
  // Digits and units read left to right in Arabic too (the page direction would reorder the groups).
  direction: 'ltr',
  unicodeBidi: 'isolate',
}));

const pad = (value: number) => String(value).padStart(2, '0');

function AccruedCashback() {
  const { t } = useTranslation();
  const isAuth = useIsAuth();
  // The newest accrued cashback rows (§7 cashback history, is_accrued=true); the notifications ask the same query.
  const history = useGetCashbackHistory({ is_accrued: 'true', page_size: cashbackConfig.accruedPageSize }, { query: { enabled: isAuth } });
  if (!isAuth) return <p>{t('cashback.button.signIn')}</p>;
  if (history.isLoading) return <p>{t('cashback.button.loading')}</p>;
  const rows = history.data?.results ?? [];
  return (
    <>
      {rows.length === 0 ? (
        <p>{t('cashback.button.none')}</p>
      ) : (
        <>
          <p>{t('cashback.button.accrued')}</p>
          <ul data-testid="cashback-accrued">
            {rows.map((row) => (
              <li key={row.id}>
                {t('cashback.button.row', { amount: formatMoney(row.amount, row.amountCurrency), date: formatDate(row.date) })}
              </li>
            ))}
          </ul>
        </>
      )}
      <Link to={href('profile-cashback-history')}>{t('cashback.button.history')}</Link>
    </>
  );
}

/** The cashback panel's content (§2, §4): the countdown to the next reset, ticking while the panel is open, and the accrued cashback. */
export default function CashbackPanelContent() {
  const { t } = useTranslation();
  const { target, parts } = useCashbackCountdown(true);
  const countdown = `${t('cashback.button.days', { days: parts.days })} ${pad(parts.hours)}:${pad(parts.minutes)}:${pad(parts.seconds)}`;
  return (
    <>
      <p>{t('cashback.button.next')}</p>
      <Countdown dateTime={new Date(target).toISOString()} data-testid="cashback-countdown">
        {countdown}
      </Countdown>
      <AccruedCashback />
    </>
  );
}

import styled from '@emotion/styled';
import { useTranslation } from 'react-i18next';
import { useGetUser } from '../../api/accounts.ts';
import { useIsAuth, usePlayerFiguresShown } from '../../stores/auth.ts';
import { formatMoney } from '../../i18n/format.ts';

const Label = styled.p(({ theme }) => ({
  margin: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${theme.space[1]}px ${theme.space[3]}px`,
  fontVariantNumeric: 'tabular-nums',
  span: { whiteSpace: 'nowrap' },
  '.amount': { fontWeight: 700 },
}));

/** §9 Display: the balance label shows currency plus balance, plus bonus balance (each floored to 2 decimals). */
export default function BalanceLabel() {
  const { t } = useTranslation();
  const isAuth = useIsAuth();
  // The session lifecycle polls the user every 5 s; this reads the same cache entry.
  const { data: user } = useGetUser({ query: { enabled: isAuth } });
  const figuresShown = usePlayerFiguresShown();
  if (!user || !figuresShown) return <Label aria-busy="true">{t('auth.balance.loading')}</Label>;
  return (
    <Label data-testid="balance-label" aria-live="polite">
      <span>
        {t('auth.balance.label')} <span className="amount">{formatMoney(user.balance, user.currency)}</span>
      </span>
      <span>
        {t('auth.balance.bonus')} <span className="amount">{formatMoney(user.bonusBalance, user.currency)}</span>
      </span>
    </Label>
  );
}

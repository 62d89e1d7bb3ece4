import styled from '@emotion/styled';
import { useTranslation } from 'react-i18next';
import { useGetUser } from '../../api/accounts.ts';
import { usePlayerFiguresShown } from '../../stores/auth.ts';
import { href } from '../../engine/hrefs.ts';
import { formatMoney } from '../../i18n/format.ts';
import { ButtonLink } from '../../ui/primitives/link.tsx';
import BalanceLabel from './balance-label.tsx';

const Summary = styled.div(({ theme }) => ({ display: 'flex', flexDirection: 'column', gap: theme.space[3] }));

const Actions = styled.nav(({ theme }) => ({ display: 'flex', gap: theme.space[2], '& > a': { flex: 1 } }));

/**
 * The top of the mobile account panel: the balance and bonus balance (§9 Display) and the two money actions a
 * player comes for, Deposit first and most prominent.
 */
export function AccountSummary({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  return (
    <Summary>
      <BalanceLabel />
      <Actions aria-label={t('auth.cashierActions')}>
        <ButtonLink to={href('profile-replenishment')} onClick={onNavigate} data-testid="deposit-button">
          {t('auth.deposit')}
        </ButtonLink>
        <ButtonLink to={href('profile-withdraw')} onClick={onNavigate} variant="secondary">
          {t('auth.withdraw')}
        </ButtonLink>
      </Actions>
    </Summary>
  );
}

const Compact = styled.div(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  gap: theme.space[1],
  marginInlineStart: 'auto',
  // The one part of the phone header that may give way: a very large balance is cut with an ellipsis (its full
  // figure stays in the accessible name) rather than pushing the account button off a 390 px screen (§2 Mobile header).
  minInlineSize: 0,
  '.amount': { fontWeight: 700, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap', fontSize: theme.fontSizes[0], minInlineSize: 0, overflow: 'hidden', textOverflow: 'ellipsis' },
  '& > a': { paddingInline: theme.space[2], flex: 'none', fontSize: theme.fontSizes[1] },
}));

/** The mobile header's money corner: the cash balance and Deposit, one tap away on every page. */
export function HeaderDeposit() {
  const { t } = useTranslation();
  const { data } = useGetUser();
  const user = usePlayerFiguresShown() ? data : undefined;
  return (
    <Compact>
      {user && (
        <span className="amount" data-testid="header-balance" aria-label={`${t('auth.balance.label')} ${formatMoney(user.balance, user.currency)}`}>
          {formatMoney(user.balance, user.currency)}
        </span>
      )}
      <ButtonLink to={href('profile-replenishment')} data-testid="header-deposit">
        {t('auth.deposit')}
      </ButtonLink>
    </Compact>
  );
}

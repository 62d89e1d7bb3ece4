import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useGetUser } from '../../api/accounts.ts';
import { isRefusal } from '../../api/errors.ts';
import { useGetTransfer } from '../../api/profile.ts';
import { href } from '../../engine/hrefs.ts';
import { formatDateTime, formatMoney } from '../../i18n/format.ts';
import { Card, Muted, Notice, ProfilePage } from './profile-ui.tsx';
import { transferReason } from './transfer-reason.ts';

/** profile/transactions/{id}: one transfer with the balances before and after (§3 Transfer). */
export default function TransactionPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const numericId = /^\d{1,15}$/.test(id) ? Number(id) : 0;
  const { data: user } = useGetUser();
  const transfer = useGetTransfer(numericId, { query: { enabled: numericId > 0, retry: false } });
  const row = transfer.data;
  const incoming = row && row.toId === user?.id;
  return (
    <ProfilePage titleKey="profile.transaction.title">
      <p>
        <Link to={href('profile-transactions')}>{t('profile.transaction.back')}</Link>
      </p>
      {isRefusal(transfer.error) || numericId === 0 ? (
        <Notice tone="error" role="alert">
          {t('profile.transaction.notFound')}
        </Notice>
      ) : transfer.isError ? null : !row ? (
        <Muted aria-busy="true">{t('profile.list.loading')}</Muted>
      ) : (
        <Card>
          <dl>
            <dt>{t('profile.columns.id')}</dt>
            <dd>{`#${row.id}`}</dd>
            <dt>{t('profile.columns.type')}</dt>
            <dd>{t(incoming ? 'profile.transactions.payment' : 'profile.transactions.withdrawal')}</dd>
            <dt>{t('profile.columns.amount')}</dt>
            <dd>{formatMoney(row.amount, row.currency)}</dd>
            <dt>{t('profile.columns.status')}</dt>
            <dd>{t(`profile.transferStatus.${row.status}`)}</dd>
            <dt>{t('profile.transaction.createdAt')}</dt>
            <dd>{formatDateTime(row.createdAt)}</dd>
            <dt>{t('profile.transaction.completedAt')}</dt>
            <dd>{row.completedAt ? formatDateTime(row.completedAt) : '—'}</dd>
            <dt>{t('profile.columns.balanceBefore')}</dt>
            <dd>{formatMoney(incoming ? row.recipientBalanceBefore : row.senderBalanceBefore, row.currency)}</dd>
            <dt>{t('profile.columns.balanceAfter')}</dt>
            <dd>{formatMoney(incoming ? row.recipientBalanceAfter : row.senderBalanceAfter, row.currency)}</dd>
            {row.description && (
              <>
                <dt>{t('profile.transaction.reason')}</dt>
                <dd>{transferReason(t, row.description)}</dd>
              </>
            )}
          </dl>
        </Card>
      )}
    </ProfilePage>
  );
}

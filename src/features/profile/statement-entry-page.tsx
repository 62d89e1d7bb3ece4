import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { isRefusal } from '../../api/errors.ts';
import { useGetWalletTransaction, type WalletTransactionCause } from '../../api/profile.ts';
import { href, hrefById } from '../../engine/hrefs.ts';
import { formatDateTime, formatMoney, formatSignedMoney } from '../../i18n/format.ts';
import { Card, Muted, Notice, ProfilePage } from './profile-ui.tsx';
import { useStatementLabels } from './statement-labels.ts';

/** What caused the movement, in words, with a link to where the player sees it (the payment, the ticket, the game...). */
function CauseOf({ cause }: { cause: WalletTransactionCause }) {
  const { t } = useTranslation();
  let text: ReactNode;
  let link: { to: string; label: string } | undefined;
  switch (cause.kind) {
    case 'payment': {
      const direction = cause.direction === 'payout' ? 'payout' : 'deposit';
      text = (
        <>
          {t(`profile.statement.causes.payment-${direction}`, { id: cause.id, system: cause.paymentSystem })}
          {cause.status ? ` · ${t('profile.paymentStatus.label')} ${t(`profile.paymentStatus.${cause.status}`, { defaultValue: cause.status })}` : null}
        </>
      );
      link = { to: href(direction === 'payout' ? 'profile-withdraw' : 'profile-replenishment'), label: t(`profile.statement.causes.paymentLink-${direction}`) };
      break;
    }
    case 'ticket':
      text = t('profile.statement.causes.ticket', { code: cause.code });
      link = { to: hrefById('profile-bet-detail-sft', {}, { id: String(cause.id) }), label: t('profile.statement.causes.ticketLink') };
      break;
    case 'game':
      text = cause.gameName ? t('profile.statement.causes.game', { name: cause.gameName }) : t('profile.statement.causes.gameUnknown');
      if (cause.gameName) link = { to: hrefById('slots-all', {}, { q: cause.gameName }), label: t('profile.statement.causes.gameLink') };
      break;
    case 'wheel':
      text = t('profile.statement.causes.wheel');
      link = { to: href('wheel-game-history'), label: t('profile.statement.causes.wheelLink') };
      break;
    case 'transfer':
      text = t('profile.statement.causes.transfer', { id: cause.id });
      link = { to: href('profile-transaction', { id: cause.id ?? 0 }), label: t('profile.statement.causes.transferLink') };
      break;
    case 'bonus':
      text = t('profile.statement.causes.bonus');
      link = { to: href('profile-bonus-history'), label: t('profile.statement.causes.bonusLink') };
      break;
    case 'cashback':
      text = t('profile.statement.causes.cashback');
      link = { to: href('profile-cashback-history'), label: t('profile.statement.causes.cashbackLink') };
      break;
    default:
      text = t('profile.statement.causes.adjustment');
  }
  return (
    <section aria-labelledby="statement-cause">
      <h2 id="statement-cause">{t('profile.statement.cause')}</h2>
      <p data-testid="statement-cause">{text}</p>
      {link && (
        <p>
          <Link to={link.to} data-testid="statement-cause-link">
            {link.label}
          </Link>
        </p>
      )}
    </section>
  );
}

/** profile/statement/{id}: one wallet movement, the balances around it and what caused it (§3 Transaction (display)). */
export default function StatementEntryPage() {
  const { t } = useTranslation();
  const labels = useStatementLabels();
  const { id = '' } = useParams();
  const numericId = /^\d{1,15}$/.test(id) ? Number(id) : 0;
  const entry = useGetWalletTransaction(numericId, { query: { enabled: numericId > 0, retry: false } });
  const row = entry.data;
  return (
    <ProfilePage titleKey="profile.statement.entryTitle">
      <p>
        <Link to={href('profile-statement')}>{t('profile.statement.back')}</Link>
      </p>
      {isRefusal(entry.error) || numericId === 0 ? (
        <Notice tone="error" role="alert">
          {t('profile.statement.notFound')}
        </Notice>
      ) : entry.isError ? null : !row ? (
        <Muted aria-busy="true">{t('profile.list.loading')}</Muted>
      ) : (
        <Card>
          <dl>
            <dt>{t('profile.statement.columns.id')}</dt>
            <dd>{`#${row.id}`}</dd>
            <dt>{t('profile.statement.columns.date')}</dt>
            <dd>{formatDateTime(row.time)}</dd>
            <dt>{t('profile.statement.columns.type')}</dt>
            <dd>{labels.type(row)}</dd>
            <dt>{t('profile.statement.columns.detail')}</dt>
            <dd>{labels.detail(row)}</dd>
            <dt>{t('profile.statement.columns.account')}</dt>
            <dd>{labels.account(row)}</dd>
            <dt>{t('profile.statement.columns.amount')}</dt>
            <dd>{formatSignedMoney(row.amount, row.currency, row.amount.startsWith('-') ? 'out' : 'in')}</dd>
            <dt>{t('profile.statement.columns.balanceBefore')}</dt>
            <dd>{formatMoney(row.oldBalance, row.currency)}</dd>
            <dt>{t('profile.statement.columns.balanceAfter')}</dt>
            <dd>{formatMoney(row.newBalance, row.currency)}</dd>
          </dl>
          <CauseOf cause={row.cause} />
        </Card>
      )}
    </ProfilePage>
  );
}

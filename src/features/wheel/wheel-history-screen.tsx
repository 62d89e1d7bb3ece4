import styled from '@emotion/styled';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextLink } from './wheel-ui.ts';
import { Button } from '../../ui/primitives/button.tsx';
import { theme } from '../../ui/theme.ts';
import wheelConfig from '../../../config/wheel.ts';
import { useGetUser } from '../../api/accounts.ts';
import { useGetWheelHistory, type SpinHistoryItem } from '../../api/wheel.ts';
import { href } from '../../engine/hrefs.ts';
import { formatDateTime, formatMoney } from '../../i18n/format.ts';
import { useIsAuth } from '../../stores/auth.ts';
import { wheelCurrency } from './use-wheel.ts';
import { ConnectionNotices } from '../connection/index.ts';

const Table = styled.table({
  inlineSize: '100%',
  borderCollapse: 'collapse',
  fontVariantNumeric: 'tabular-nums',
  caption: { textAlign: 'start', marginBlockEnd: theme.space[2], color: theme.colors.textMuted },
  'th, td': { padding: `${theme.space[2]}px ${theme.space[2]}px`, textAlign: 'start', borderBlockEnd: `1px solid ${theme.colors.border}` },
  th: { fontWeight: 700 },
});
const Pager = styled.nav({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: theme.space[3], marginBlockStart: theme.space[3] });
const Note = styled.p({ margin: 0, color: theme.colors.textMuted });

/** The amount column: the amount won with its currency, or the present's name (a present has no amount, §3 Prize). */
function wonCell(item: SpinHistoryItem, currency: string): string {
  return Number(item.winAmount) === 0 && item.prizeName ? item.prizeName : formatMoney(item.winAmount, currency);
}

/** §2 Wheel game history: a table of date, type (free or paid) and amount won, paged, newest first. */
export default function WheelHistoryScreen() {
  const { t } = useTranslation();
  const isAuth = useIsAuth();
  const [page, setPage] = useState(1);
  const { data: user } = useGetUser({ query: { enabled: isAuth } });
  const pageSize = wheelConfig.historyPageSize;
  const history = useGetWheelHistory({ page, page_size: pageSize }, { query: { enabled: isAuth } });

  if (!isAuth) {
    return (
      <Note role="alert">
        {t('wheel.historyNeedAuth')} <TextLink to={href('auth-sign-in')}>{t('wheel.signIn')}</TextLink>
      </Note>
    );
  }
  if (!history.data) {
    return (
      <div>
        <ConnectionNotices inDialog />
        {!history.isError && <Note aria-busy="true">{t('wheel.loading')}</Note>}
      </div>
    );
  }
  const { count, results } = history.data;
  const pages = Math.max(1, Math.ceil(count / pageSize));
  const currency = wheelCurrency(user, undefined);

  return (
    <div>
      <ConnectionNotices inDialog />
      {results.length === 0 ? (
        <Note>{t('wheel.history.empty')}</Note>
      ) : (
        <Table data-testid="wheel-history">
          <caption>{t('wheel.history.caption', { count })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('wheel.history.date')}</th>
              <th scope="col">{t('wheel.history.type')}</th>
              <th scope="col">{t('wheel.history.amount')}</th>
            </tr>
          </thead>
          <tbody>
            {results.map((item) => (
              <tr key={item.id}>
                <td>
                  <time dateTime={item.date}>{formatDateTime(item.date)}</time>
                </td>
                <td>{item.isFree ? t('wheel.history.free') : t('wheel.history.paid')}</td>
                <td>{wonCell(item, currency)}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      {pages > 1 && (
        <Pager aria-label={t('wheel.history.pages')}>
          <Button variant="secondary" disabled={page <= 1} onClick={() => setPage((current) => current - 1)}>
            {t('wheel.history.previous')}
          </Button>
          <span aria-live="polite">{t('wheel.history.pageOf', { page, pages })}</span>
          <Button variant="secondary" disabled={page >= pages} onClick={() => setPage((current) => current + 1)}>
            {t('wheel.history.next')}
          </Button>
        </Pager>
      )}
    </div>
  );
}

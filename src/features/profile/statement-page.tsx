import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { listWalletTransactions, useListWalletTransactions, WalletAccount, WalletTransactionType, type ListWalletTransactionsParams, type WalletTransaction } from '../../api/profile.ts';
import { toMinuteQuery } from '../../api/query-dates.ts';
import { href } from '../../engine/hrefs.ts';
import { formatDateTime, formatMoney, formatSignedMoney, getDateLocale } from '../../i18n/format.ts';
import { Button } from '../../ui/primitives/button.tsx';
import { useHistoryState } from '../../ui/use-history.ts';
import { DataTable, DateRangeFilter, FilterSelect, Notice, Pager, ProfilePage, pageCountOf, pageSize } from './profile-ui.tsx';
import { statementCsv, statementCsvColumns } from './statement-csv.ts';
import { hasWithheld, useStatementLabels } from './statement-labels.ts';

type TypeFilter = WalletTransactionType | 'all';
type AccountFilter = WalletAccount | 'all';

/** The export reads the whole filtered range, a page of the contract's largest size at a time. */
const exportPageSize = 1000;

async function readWholeRange(params: ListWalletTransactionsParams): Promise<WalletTransaction[]> {
  const rows: WalletTransaction[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await listWalletTransactions({ ...params, page, page_size: exportPageSize });
    rows.push(...answer.results);
    if (!answer.next || answer.results.length === 0) return rows;
  }
}

function download(text: string, fileName: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

/**
 * profile/statement (§3 Transaction (display)): every movement of the cash and bonus balances, filtered by dates,
 * type and balance, with the balance after each and a page of 10; the CSV export holds the whole filtered range.
 */
export default function StatementPage() {
  const { t } = useTranslation();
  const labels = useStatementLabels();
  const { page, setPage, range, setRange, filterBy } = useHistoryState();
  const [type, setType] = useState<TypeFilter>('all');
  const [account, setAccount] = useState<AccountFilter>('all');
  const [exportState, setExportState] = useState<{ state: 'idle' | 'busy' | 'failed' } | { state: 'done'; count: number }>({ state: 'idle' });
  const filters: ListWalletTransactionsParams = {
    date_from: range.from ? toMinuteQuery(range.from, 'start') : undefined,
    date_to: range.to ? toMinuteQuery(range.to, 'end') : undefined,
    type: type === 'all' ? undefined : type,
    account: account === 'all' ? undefined : account,
  };
  const statement = useListWalletTransactions({ ...filters, page, page_size: pageSize });

  const exportCsv = async () => {
    setExportState({ state: 'busy' });
    try {
      const rows = await readWholeRange(filters);
      const text = statementCsv(
        rows,
        { header: statementCsvColumns.map((column) => t(`profile.statement.columns.${column}`)), type: labels.type, detail: labels.detail, account: labels.account },
        getDateLocale(),
      );
      download(text, `${t('profile.statement.fileName')}${range.from ? `-${range.from}` : ''}${range.to ? `-${range.to}` : ''}.csv`);
      setExportState({ state: 'done', count: rows.length });
    } catch {
      setExportState({ state: 'failed' });
    }
  };

  const typeOptions: { value: TypeFilter; label: string }[] = [{ value: 'all', label: t('profile.statement.allTypes') }, ...Object.values(WalletTransactionType).map((value) => ({ value, label: t(`profile.statement.types.${value}`) }))];
  const accountOptions: { value: AccountFilter; label: string }[] = [{ value: 'all', label: t('profile.statement.allAccounts') }, ...Object.values(WalletAccount).map((value) => ({ value, label: t(`profile.statement.accounts.${value}`) }))];
  return (
    <ProfilePage titleKey="profile.statement.title">
      <DateRangeFilter value={range} onChange={setRange}>
        <FilterSelect label={t('profile.statement.type')} name="type" value={type} options={typeOptions} onChange={filterBy(setType)} />
        <FilterSelect label={t('profile.statement.account')} name="account" value={account} options={accountOptions} onChange={filterBy(setAccount)} />
      </DateRangeFilter>
      <div>
        <Button variant="secondary" type="button" onClick={() => void exportCsv()} disabled={exportState.state === 'busy' || statement.data?.count === 0} data-testid="statement-export">
          {t(exportState.state === 'busy' ? 'profile.statement.exporting' : 'profile.statement.export')}
        </Button>
        <div aria-live="polite">
          {exportState.state === 'failed' && <Notice tone="error">{t('profile.statement.exportFailed')}</Notice>}
          {exportState.state === 'done' && <p>{t('profile.statement.exported', { count: exportState.count })}</p>}
        </div>
      </div>
      {/* A failed load is said by the page's notice, with its cause and a retry (§8): not a second message here. */}
      <DataTable
        captionKey="profile.statement.caption"
        loading={statement.isLoading}
        rows={statement.data?.results}
        rowKey={(row) => row.id}
        columns={[
          { key: 'id', headerKey: 'profile.statement.columns.id', render: (row) => <Link to={href('profile-statement-entry', { id: row.id })} aria-label={`${t('profile.statement.detail')} #${row.id}`}>{`#${row.id}`}</Link> },
          { key: 'date', headerKey: 'profile.statement.columns.date', render: (row) => formatDateTime(row.time) },
          { key: 'type', priority: 1, headerKey: 'profile.statement.columns.type', render: (row) => labels.type(row) },
          {
            key: 'detail',
            headerKey: 'profile.statement.columns.detail',
            render: (row) => (
              <>
                {labels.reason(row)}
                {hasWithheld(row) && (
                  <>
                    <br />
                    <Notice tone="warn" data-testid="statement-withheld">
                      {labels.withheld(row)}
                    </Notice>
                  </>
                )}
              </>
            ),
          },
          { key: 'account', headerKey: 'profile.statement.columns.account', render: (row) => labels.account(row) },
          { key: 'amount', priority: 2, headerKey: 'profile.statement.columns.amount', render: (row) => formatSignedMoney(row.amount, row.currency, row.amount.startsWith('-') ? 'out' : 'in') },
          { key: 'balance-after', priority: 3, headerKey: 'profile.statement.columns.balanceAfter', render: (row) => <span data-testid="statement-balance-after">{formatMoney(row.newBalance, row.currency)}</span> },
        ]}
      />
      <Pager page={page} pageCount={pageCountOf(statement.data?.count)} onPage={setPage} />
    </ProfilePage>
  );
}

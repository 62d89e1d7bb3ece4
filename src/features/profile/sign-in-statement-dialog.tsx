import styled from '@emotion/styled';
import * as Dialog from '@radix-ui/react-dialog';
import { useTranslation } from 'react-i18next';
import type { SignInStatement } from '../../api/profile.ts';
import { formatDateTime, formatMoney } from '../../i18n/format.ts';
import { Button } from '../../ui/primitives/button.tsx';
import { DialogOverlay, MessageDialogPanel } from '../../ui/dialog.tsx';
import { theme } from '../../ui/theme.ts';

const Content = styled(MessageDialogPanel)`
  p,
  dl {
    margin: 0;
  }
  dl {
    display: grid;
    grid-template-columns: auto auto;
    gap: ${theme.space[1]}px ${theme.space[3]}px;
  }
  dd {
    margin: 0;
    text-align: end;
    font-variant-numeric: tabular-nums;
  }
`;

/** §3 Player protection by market: the account statement at sign-in, the last session with its stakes, wins and net. */
export default function SignInStatementDialog({ statement, onClose }: { statement: SignInStatement; onClose: () => void }) {
  const { t } = useTranslation();
  const session = statement.lastSession;
  return (
    <Dialog.Root open onOpenChange={(next) => (next ? undefined : onClose())}>
      <Dialog.Portal>
        <DialogOverlay />
        <Content size={420} aria-describedby="sign-in-statement-text" data-testid="sign-in-statement">
          <Dialog.Title>{t('profile.signInStatement.title')}</Dialog.Title>
          <p id="sign-in-statement-text">
            {session ? t('profile.signInStatement.lastSession', { start: formatDateTime(session.startedAt), end: formatDateTime(session.endedAt) }) : t('profile.signInStatement.first')}
          </p>
          {session && (
            <dl>
              <dt>{t('profile.signInStatement.staked')}</dt>
              <dd>{formatMoney(statement.staked, statement.currency)}</dd>
              <dt>{t('profile.signInStatement.won')}</dt>
              <dd>{formatMoney(statement.won, statement.currency)}</dd>
              <dt>{t('profile.signInStatement.net')}</dt>
              <dd data-testid="sign-in-statement-net">{formatMoney(statement.net, statement.currency)}</dd>
            </dl>
          )}
          <div>
            <Button variant="primary" onClick={onClose}>
              {t('profile.signInStatement.continue')}
            </Button>
          </div>
        </Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

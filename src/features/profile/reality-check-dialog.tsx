import styled from '@emotion/styled';
import * as Dialog from '@radix-ui/react-dialog';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../i18n/format.ts';
import { Button } from '../../ui/primitives/button.tsx';
import { DialogOverlay, MessageDialogPanel } from '../../ui/dialog.tsx';
import { theme } from '../../ui/theme.ts';
import { netResult } from './reality-check-store.ts';

// The reality-check dialog and the Radix code behind it are their own chunk: they load when a check is due,
// never in the first load of a page (docs/architecture.md Performance budgets).

const Content = styled(MessageDialogPanel)`
  div {
    display: flex;
    gap: ${theme.space[3]}px;
    flex-wrap: wrap;
  }
`;

function durationParts(ms: number): { hours: number; minutes: number } {
  const minutes = Math.floor(ms / 60_000);
  return { hours: Math.floor(minutes / 60), minutes: minutes % 60 };
}

export interface RealityCheckDialogProps {
  /** Time played so far, in ms. */
  playedMs: number;
  /** Balance when the session started (decimal string), or null when unknown. */
  startBalance: string | null;
  /** The player's balance and currency now, when the user is loaded. */
  user: { balance: string; currency: string } | undefined;
  onContinue: () => void;
  onSignOut: () => void;
}

/** Reality check (§3 Responsible-gaming limits and self-exclusion): time played and net result since sign-in, with continue or sign out. */
export default function RealityCheckDialog({ playedMs, startBalance, user, onContinue, onSignOut }: RealityCheckDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog.Root open onOpenChange={(next) => (next ? undefined : onContinue())}>
      <Dialog.Portal>
        <DialogOverlay />
        <Content size={420} aria-describedby="reality-check-text">
          <Dialog.Title>{t('profile.realityCheck.title')}</Dialog.Title>
          <p id="reality-check-text">
            {t('profile.realityCheck.played', { duration: t('profile.realityCheck.duration', durationParts(playedMs)) })}
            {user && startBalance !== null && (
              <>
                <br />
                <span data-testid="reality-check-net">{t('profile.realityCheck.net', { amount: formatMoney(netResult(startBalance, user.balance), user.currency) })}</span>
              </>
            )}
          </p>
          <div>
            <Button variant="primary" onClick={onContinue}>
              {t('profile.realityCheck.continue')}
            </Button>
            <Button variant="secondary" onClick={onSignOut}>
              {t('profile.realityCheck.signOut')}
            </Button>
          </div>
        </Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

import styled from '@emotion/styled';
import * as Dialog from '@radix-ui/react-dialog';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { useGetUser } from '../../api/accounts.ts';
import { useGetResponsibleGamingLimits } from '../../api/profile.ts';
import { showToast } from '../../stores/toasts.ts';
import { formatMoney } from '../../i18n/format.ts';
import { useIsAuth } from '../../stores/auth.ts';
import { theme } from '../../ui/theme.ts';
import { signOut } from '../auth/session.ts';
import { endRealityCheckSession, netResult, nextRealityCheckIn, realityCheckStore, startRealityCheckPersistence, startRealityCheckSession } from './reality-check-store.ts';

const Overlay = styled(Dialog.Overlay)`
  position: fixed;
  inset: 0;
  background: ${theme.colors.overlay};
  z-index: 1000;
`;

const Content = styled(Dialog.Content)`
  position: fixed;
  inset-block-start: 50%;
  inset-inline-start: 50%;
  transform: translate(-50%, -50%);
  inline-size: min(420px, calc(100vw - 32px));
  padding: ${theme.space[5]}px;
  border-radius: ${theme.radii[3]}px;
  background: ${theme.colors.surface};
  color: ${theme.colors.text};
  z-index: 1001;
  display: flex;
  flex-direction: column;
  gap: ${theme.space[3]}px;
  h2 {
    margin: 0;
  }
  div {
    display: flex;
    gap: ${theme.space[3]}px;
    flex-wrap: wrap;
  }
  button {
    min-block-size: 44px;
    padding-inline: ${theme.space[4]}px;
    border-radius: ${theme.radii[2]}px;
    border: 1px solid ${theme.colors.controlBorder};
    background: ${theme.colors.surfaceRaised};
    color: ${theme.colors.text};
    font-size: ${theme.fontSizes[2]}px;
  }
  button[data-primary] {
    background: ${theme.colors.primary};
    color: ${theme.colors.primaryText};
  }
`;

function durationParts(ms: number): { hours: number; minutes: number } {
  const minutes = Math.floor(ms / 60_000);
  return { hours: Math.floor(minutes / 60), minutes: minutes % 60 };
}

/**
 * Reality check (issue 5 §3): when the chosen interval elapses, a dialog shows the time played and the net
 * result since sign-in, with continue or sign out. Mounted once at the app root.
 */
export function RealityCheck() {
  const { t } = useTranslation();
  const isAuth = useIsAuth();
  const state = useSnapshot(realityCheckStore);
  const { data: user } = useGetUser({ query: { enabled: isAuth } });
  const [open, setOpen] = useState(false);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => startRealityCheckPersistence(), []);

  // The session-time limit (profile/limits): the player is signed out when this session has lasted that long.
  const limits = useGetResponsibleGamingLimits({ query: { enabled: isAuth, staleTime: 60_000 } });
  const sessionMinutes = limits.data?.sessionTime.current ?? null;
  useEffect(() => {
    if (!isAuth || sessionMinutes === null || state.signedInAt === null) return;
    const timer = setTimeout(
      () => {
        showToast({ type: 'warn', messageKey: 'profile.realityCheck.sessionLimitReached' });
        void signOut();
      },
      Math.max(0, state.signedInAt + sessionMinutes * 60_000 - Date.now()),
    );
    return () => clearTimeout(timer);
  }, [isAuth, sessionMinutes, state.signedInAt]);

  useEffect(() => {
    if (!isAuth) {
      if (realityCheckStore.signedInAt !== null) endRealityCheckSession();
      setOpen(false);
    } else if (user && realityCheckStore.signedInAt === null) {
      startRealityCheckSession(user.balance);
    }
  }, [isAuth, user]);

  useEffect(() => {
    if (open) return;
    const wait = nextRealityCheckIn(state, Date.now());
    if (wait === null) return;
    const timer = setTimeout(() => {
      setNow(Date.now());
      setOpen(true);
    }, wait);
    return () => clearTimeout(timer);
  }, [state, open]);

  const close = () => {
    realityCheckStore.lastShownAt = Date.now();
    setOpen(false);
  };

  if (!isAuth || !open || state.signedInAt === null) return null;
  return (
    <Dialog.Root open onOpenChange={(next) => (next ? undefined : close())}>
      <Dialog.Portal>
        <Overlay />
        <Content aria-describedby="reality-check-text">
          <Dialog.Title>{t('profile.realityCheck.title')}</Dialog.Title>
          <p id="reality-check-text">
            {t('profile.realityCheck.played', { duration: t('profile.realityCheck.duration', durationParts(now - state.signedInAt)) })}
            {user && state.startBalance !== null && (
              <>
                <br />
                <span data-testid="reality-check-net">{t('profile.realityCheck.net', { amount: formatMoney(netResult(state.startBalance, user.balance), user.currency) })}</span>
              </>
            )}
          </p>
          <div>
            <button type="button" data-primary="" onClick={close}>
              {t('profile.realityCheck.continue')}
            </button>
            <button
              type="button"
              onClick={() => {
                setOpen(false);
                void signOut();
              }}
            >
              {t('profile.realityCheck.signOut')}
            </button>
          </div>
        </Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

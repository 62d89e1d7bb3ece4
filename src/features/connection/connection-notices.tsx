import styled from '@emotion/styled';
import { onlineManager, useQueryClient, type Query, type QueryClient } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { modalStackStore } from '../../engine/modal-stack.ts';
import { loadFailuresStore } from '../../stores/load-failures.ts';
import { authStore } from '../../stores/auth.ts';
import { pwaStore } from '../../stores/pwa.ts';
import { ApiError } from '../../api/client.ts';
import { describeError, type ErrorMessage } from '../../api/errors.ts';
import { noticeStack } from '../../ui/overlays.ts';
import { Notice } from '../../ui/panels.tsx';
import { Button } from '../../ui/primitives/button.tsx';
import { useOnline } from './online-status.ts';

// §8: whatever a screen asked the server for and did not get (a 500, a time-out, an unreadable answer, no network) is
// said on the page with a retry, in the player's language, whether or not the screen shows errors itself. A screen that
// does (its own message and retry) marks its query `meta: { handlesErrors: true }` and is left to it.

/** In a modal dialog the notices sit at the dialog's top: the page behind it is inert while it is open. */
const InDialog = styled.div(({ theme }) => ({ display: 'flex', flexDirection: 'column', gap: theme.space[2], marginBlockEnd: theme.space[2] }));

// The empty band over the header must not catch clicks (noticeStack).
const Region = styled.div(({ theme }) => ({
  ...noticeStack(theme),
  insetBlockStart: theme.space[2],
  insetInlineStart: theme.space[2],
  insetInlineEnd: theme.space[2],
  zIndex: 95,
  alignItems: 'center',
}));

const Bar = styled(Notice)(({ theme }) => ({
  pointerEvents: 'auto',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: theme.space[2],
  inlineSize: '100%',
  maxInlineSize: 560,
  boxShadow: '0 8px 24px rgba(0, 0, 0, 0.45)',
}));

const Text = styled.p({ flex: 1, minInlineSize: 200, margin: 0 });

/**
 * A failed query the page is showing (observed), whose screen does not say so itself. A player's own call refused as
 * unauthorised once they are signed out is not one: it was on its way when the session ended, which its own message
 * said (§4 Sign-in), and the page turns to the guest's.
 */
function isUnsaidFailure(query: Query): boolean {
  if (query.state.status !== 'error' || query.state.fetchStatus !== 'idle' || query.getObserversCount() === 0 || query.meta?.handlesErrors) return false;
  const error = query.state.error;
  return authStore.isAuth || !(error instanceof ApiError && error.result.responseStatus === 401);
}

function failedQueries(client: QueryClient): Query[] {
  return client.getQueryCache().findAll({ predicate: isUnsaidFailure });
}

function useFailedQueries(): { first: ApiError | unknown; count: number } | null {
  const client = useQueryClient();
  // Loads outside react-query (the casino game lists) report themselves here (src/stores/load-failures.ts).
  const others = Object.values(useSnapshot(loadFailuresStore).items);
  const subscribe = useCallback((notify: () => void) => client.getQueryCache().subscribe(notify), [client]);
  // A stable snapshot: the failing queries' hashes and their error codes.
  const key = useSyncExternalStore(
    subscribe,
    () =>
      failedQueries(client)
        .map((query) => `${query.queryHash}:${query.state.error instanceof ApiError ? String(query.state.error.result.codeStatus) : 'error'}`)
        .join('|'),
    () => '',
  );
  const failed = key ? failedQueries(client).map((query) => query.state.error) : [];
  const all = [...failed, ...others.map((failure) => failure.error)];
  return all.length > 0 ? { first: all[0], count: all.length } : null;
}

/** Asks again for everything the notice says failed: the queries and the loads outside react-query. */
function retryFailedLoads(client: QueryClient): void {
  void client.refetchQueries({ predicate: isUnsaidFailure });
  for (const failure of Object.values(loadFailuresStore.items)) failure.retry();
}

/**
 * Whether the page already says a failure (the offline banner or the load-failure notice): a screen whose own part
 * failed too (a sport embed) then leaves it to that one message and its retry (§8: one failure, one message).
 */
export function usePageSaysFailure(): boolean {
  const online = useOnline();
  const failed = useFailedQueries();
  return !online || failed !== null;
}

function messageOf(error: unknown): ErrorMessage {
  return error instanceof ApiError ? describeError(error.result) : { messageKey: 'errors.defaultMessage' };
}

/** The page's failed loads, said once with what happened and one retry for all of them. */
export function LoadFailureNotice() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const online = useOnline();
  const failed = useFailedQueries();
  // Offline, the offline banner says it all; its retry covers these too.
  if (!failed || !online) return null;
  const reason = messageOf(failed.first);
  const retry = () => retryFailedLoads(client);
  return (
    <Bar as="div" tone="error" role="alert" data-testid="load-failure-notice">
      <Text>
        {t('common.connection.loadFailed')} {reason.messageKey ? t(reason.messageKey, reason.values ?? {}) : reason.text}
      </Text>
      <Button variant="secondary" onClick={retry}>
        {t('errors.tryAgain')}
      </Button>
    </Bar>
  );
}

/** §8: the device is offline. What was loaded stays on screen; nothing that moves money is sent until it is back. */
export function OfflineBanner() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const online = useOnline();
  if (online) return null;
  const retry = () => {
    // The browser may have missed the connection's return: ask again, and refetch what failed if it is back.
    onlineManager.setOnline(navigator.onLine);
    if (navigator.onLine) void client.refetchQueries({ type: 'active' });
  };
  return (
    <Bar as="div" tone="warn" role="alert" data-testid="offline-banner">
      <Text>{t('common.connection.offline')}</Text>
      <Button variant="secondary" onClick={retry}>
        {t('errors.tryAgain')}
      </Button>
    </Bar>
  );
}

/**
 * §4 Service worker: a new version is ready. It takes over on the next page change at a safe moment (never during a
 * game, a payment or a bet placement, src/engine/update-moment.ts); the player may take it now when the page is safe.
 */
export function UpdateNotice() {
  const { t } = useTranslation();
  const pwa = useSnapshot(pwaStore);
  if (!pwa.updateWaiting || pwa.applyUpdate) return null;
  return (
    <Bar as="div" tone="info" role="status" data-testid="update-notice">
      <Text>{t('common.connection.updateReady')}</Text>
      {pwa.safeToUpdate && (
        <Button variant="secondary" onClick={() => (pwaStore.applyUpdate = true)}>
          {t('common.connection.updateNow')}
        </Button>
      )}
    </Bar>
  );
}

/**
 * Every page's connection news, above the page (src/app.tsx mounts it in the frame, so bare pages have it). While a
 * modal is open the page is inert, so a modal screen that calls the API mounts its own copy (`inDialog`).
 */
export function ConnectionNotices({ inDialog = false }: { inDialog?: boolean }) {
  const modals = useSnapshot(modalStackStore).stack.length;
  if (inDialog) {
    return (
      <InDialog>
        <OfflineBanner />
        <LoadFailureNotice />
      </InDialog>
    );
  }
  if (modals > 0) return null;
  return (
    <Region>
      <OfflineBanner />
      <LoadFailureNotice />
      <UpdateNotice />
    </Region>
  );
}

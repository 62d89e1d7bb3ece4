import { useQueryClient } from '@tanstack/react-query';
import styled from '@emotion/styled';
import { useTranslation } from 'react-i18next';
import { getGetPlayLockQueryKey, useCreatePlayLock, useGetPlayLock } from '../../api/profile.ts';
import { handleSubmitError } from '../../api/profile-errors.ts';
import { appConfig } from '../../engine/load-config.ts';
import { formatDateTime } from '../../i18n/format.ts';
import { Button } from '../../ui/primitives/button.tsx';

const Locked = styled.p(({ theme }) => ({ margin: 0, color: theme.colors.danger, fontWeight: 600 }));

/**
 * §3 Player protection by market, the panic button: one tap locks play (bets and deposits) for the pack's period
 * (German-like: 24 h), at once, without a confirmation step (the point is to stop now). Then it says until when.
 * Shown where the pack has one: in the desktop header and in the phone's account panel (shell).
 */
export function PanicButton({ fullWidth = false }: { fullWidth?: boolean }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const lock = useGetPlayLock({ query: { staleTime: 30_000 } });
  const create = useCreatePlayLock({ mutation: { meta: { handlesErrors: true } } });
  const hours = appConfig.market.protection.panicButton?.lockHours ?? 0;
  if (lock.data?.active && lock.data.endsAt) {
    return (
      <Locked role="status" data-testid="play-locked">
        {t('auth.panic.locked', { until: formatDateTime(lock.data.endsAt) })}
      </Locked>
    );
  }
  return (
    <Button
      variant="danger"
      data-testid="panic-button"
      width={fullWidth ? '100%' : undefined}
      disabled={create.isPending}
      title={t('auth.panic.hint', { hours })}
      onClick={async () => {
        try {
          const answer = await create.mutateAsync();
          queryClient.setQueryData(getGetPlayLockQueryKey(), answer);
        } catch (error) {
          handleSubmitError(error);
        }
      }}
    >
      {t('auth.panic.button', { hours })}
    </Button>
  );
}

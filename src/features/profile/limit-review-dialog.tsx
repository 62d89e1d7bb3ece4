import styled from '@emotion/styled';
import * as Dialog from '@radix-ui/react-dialog';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getGetLimitReviewQueryKey, useConfirmLimitReview, useGetLimitReview } from '../../api/profile.ts';
import { handleSubmitError } from '../../api/profile-errors.ts';
import { hrefOf } from '../../engine/hrefs.ts';
import { formatDateTime } from '../../i18n/format.ts';
import { useSnapshot } from 'valtio';
import { Button } from '../../ui/primitives/button.tsx';
import { ExternalLink } from '../../ui/primitives/link.tsx';
import { DialogOverlay, MessageDialogPanel } from '../../ui/dialog.tsx';
import { theme } from '../../ui/theme.ts';
import { realityCheckStore } from './reality-check-store.ts';

const Content = styled(MessageDialogPanel)({ p: { margin: 0 } });
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space[3]}px;
`;

/** The sign-in whose review the player chose to make on the limits page (kept over a reload: asked once per sign-in). */
const changingKey = 'limit-review-changing';

/**
 * §3 Player protection by market, the limit review (UK-like pack: every 6 months): once the player's deposit or loss
 * limits were last set or confirmed the pack's months ago, a dialog at sign-in asks them to keep them (the server
 * counts the months again) or change them (the limits page; setting a limit there is the review). Choosing to change
 * and changing nothing asks again at the next sign-in. Mounted by limit-review.tsx only where the pack asks for it.
 */
export default function LimitReviewDialog() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { signedInAt } = useSnapshot(realityCheckStore);
  const [changingFor, setChangingFor] = useState<string | null>(() => sessionStorage.getItem(changingKey));
  const review = useGetLimitReview();
  const confirm = useConfirmLimitReview({ mutation: { meta: { handlesErrors: true } } });
  if (!review.data?.due || changingFor === String(signedInAt)) return null;
  const { reviewedAt, everyMonths } = review.data;

  const keep = async () => {
    try {
      queryClient.setQueryData(getGetLimitReviewQueryKey(), await confirm.mutateAsync());
    } catch (error) {
      handleSubmitError(error);
    }
  };
  // A link (the dialog sits beside the router, with the signed-in services): the limits page loads in its place.
  const change = () => {
    sessionStorage.setItem(changingKey, String(signedInAt));
    setChangingFor(String(signedInAt));
  };

  return (
    // Not dismissed by Escape or a click outside: the player answers, keep or change.
    <Dialog.Root open>
      <Dialog.Portal>
        <DialogOverlay />
        <Content size={440} aria-describedby="limit-review-text" data-testid="limit-review" onEscapeKeyDown={(event) => event.preventDefault()} onPointerDownOutside={(event) => event.preventDefault()}>
          <Dialog.Title>{t('profile.limitReview.title')}</Dialog.Title>
          <p id="limit-review-text">
            {reviewedAt ? t('profile.limitReview.text', { date: formatDateTime(reviewedAt), months: everyMonths }) : t('profile.limitReview.textNever', { months: everyMonths })}
          </p>
          <Actions>
            <Button variant="primary" onClick={() => void keep()} disabled={confirm.isPending} data-testid="limit-review-keep">
              {t('profile.limitReview.keep')}
            </Button>
            <ExternalLink href={hrefOf({ route: 'profile-limits' })} onClick={change} data-testid="limit-review-change">
              {t('profile.limitReview.change')}
            </ExternalLink>
          </Actions>
        </Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import type { LimitReview } from '../../api/profile.ts';
import { getConfirmLimitReviewMockHandler, getGetLimitReviewMockHandler } from '../../api/testing.ts';
import { formatDateTime } from '../../i18n/format.ts';
import { player, renderScreen, startScreenKit } from '../../testing/render-screen.tsx';
import LimitReviewDialog from './limit-review-dialog.tsx';

// §3 Player protection by market, the limit review (UK-like pack, every 6 months): the dialog at sign-in asks the
// player to keep or change the limits the server says are due; keeping them is one call, changing them is the limits page.
startScreenKit();

const due: LimitReview = { due: true, reviewedAt: '2026-01-05T10:00:00Z', dueFrom: '2026-07-05T10:00:00Z', everyMonths: 6 };

function renderDialog(review: LimitReview, confirmations: number[] = [], fetched: number[] = []) {
  renderScreen(<LimitReviewDialog />, {
    route: '/',
    user: player(),
    api: [
      getGetLimitReviewMockHandler(() => {
        fetched.push(1);
        return review;
      }),
      getConfirmLimitReviewMockHandler(() => {
        confirmations.push(1);
        return { due: false, reviewedAt: '2026-07-06T09:00:00Z', dueFrom: '2027-01-06T09:00:00Z', everyMonths: 6 };
      }),
    ],
  });
}

describe('the limit review dialog (§3 Player protection by market)', () => {
  it('due: says when the limits were last set or confirmed; keep confirms them once and the dialog goes', async () => {
    const confirmations: number[] = [];
    renderDialog(due, confirmations);
    const dialog = await screen.findByRole('dialog', { name: i18next.t('profile.limitReview.title') });
    expect(dialog.textContent).toContain(i18next.t('profile.limitReview.text', { date: formatDateTime(due.reviewedAt!), months: 6 }));
    // Changing them is the limits page.
    expect(screen.getByRole('link', { name: i18next.t('profile.limitReview.change') }).getAttribute('href')).toBe('/profile/limits');
    fireEvent.click(screen.getByRole('button', { name: i18next.t('profile.limitReview.keep') }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(confirmations).toEqual([1]);
  });

  it('a limit never confirmed is asked about without a date', async () => {
    renderDialog({ ...due, reviewedAt: null, dueFrom: null });
    const dialog = await screen.findByRole('dialog', { name: i18next.t('profile.limitReview.title') });
    expect(dialog.textContent).toContain(i18next.t('profile.limitReview.textNever', { months: 6 }));
  });

  it('not due: nothing is shown', async () => {
    const confirmations: number[] = [];
    const fetched: number[] = [];
    renderDialog({ ...due, due: false }, confirmations, fetched);
    // The answer has come and no dialog opened.
    await waitFor(() => expect(fetched).toEqual([1]));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(confirmations).toEqual([]);
  });
});

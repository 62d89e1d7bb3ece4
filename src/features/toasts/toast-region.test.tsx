// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initTestI18n } from '../../i18n/testing.ts';
import { dismissToast, showToast, toastLifetimeMs, toastsStore } from '../../stores/toasts.ts';
import { renderWithUi } from '../../ui/testing.tsx';
import ToastRegion from './toast-region.tsx';

// valtio tells React about store changes in a microtask: let each change settle inside act().
async function update(change: () => void): Promise<void> {
  await act(async () => {
    change();
  });
}

beforeAll(async () => {
  await initTestI18n();
});

beforeEach(() => {
  vi.useFakeTimers();
  toastsStore.items.splice(0);
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('ToastRegion (§8 toasts)', () => {
  it('announces information and successes politely (role status) and errors and warnings at once (role alert)', async () => {
    renderWithUi(<ToastRegion />);
    const status = screen.getByRole('status');
    const alert = screen.getByRole('alert');
    // The live regions exist before any toast, so screen readers pick up what is added.
    expect(status.getAttribute('aria-live')).toBe('polite');
    expect(alert.getAttribute('aria-live')).toBe('assertive');

    await update(() => {
      showToast({ type: 'info', text: 'info text' });
      showToast({ type: 'success', text: 'saved text' });
      showToast({ type: 'error', text: 'error text' });
      showToast({ type: 'warn', text: 'warn text' });
    });
    expect(within(status).getByText('info text')).toBeTruthy();
    expect(within(status).getByText('saved text')).toBeTruthy();
    expect(within(alert).getByText('error text')).toBeTruthy();
    expect(within(alert).getByText('warn text')).toBeTruthy();
    // The type is also said in words, not only shown by colour.
    expect(within(alert).getAllByText(i18next.t('common.toasts.types.error').trim()).length).toBe(1);
  });

  it('deduplicates: the same toast shown twice appears once', async () => {
    renderWithUi(<ToastRegion />);
    await update(() => {
      expect(showToast({ type: 'error', messageKey: 'common.actions.tryAgain' })).not.toBeNull();
      expect(showToast({ type: 'error', messageKey: 'common.actions.tryAgain' })).toBeNull();
    });
    expect(screen.getAllByText(i18next.t('common.actions.tryAgain'))).toHaveLength(1);
  });

  it('translates messageKey at render, with values', async () => {
    renderWithUi(<ToastRegion />);
    await update(() => {
      showToast({ type: 'info', messageKey: 'shell.language.trigger', values: { label: 'L', code: 'C' } });
    });
    expect(screen.getByText(i18next.t('shell.language.trigger', { label: 'L', code: 'C' }))).toBeTruthy();
  });

  it(`goes away by itself after toastLifetimeMs (${toastLifetimeMs} ms), not before`, async () => {
    renderWithUi(<ToastRegion />);
    await update(() => {
      showToast({ type: 'success', text: 'done' });
    });
    await update(() => vi.advanceTimersByTime(toastLifetimeMs - 1));
    expect(screen.queryByText('done')).not.toBeNull();
    await update(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('done')).toBeNull();
    expect(toastsStore.items).toHaveLength(0);
  });

  it('stays while hovered and gets a full lifetime again when the mouse leaves', async () => {
    renderWithUi(<ToastRegion />);
    await update(() => {
      showToast({ type: 'info', text: 'hover me' });
    });
    const card = screen.getByText('hover me').closest('[data-toast-type]')!;
    await update(() => vi.advanceTimersByTime(toastLifetimeMs - 100));
    await update(() => fireEvent.mouseEnter(card));
    await update(() => vi.advanceTimersByTime(toastLifetimeMs * 2));
    expect(screen.queryByText('hover me')).not.toBeNull();
    await update(() => fireEvent.mouseLeave(card));
    await update(() => vi.advanceTimersByTime(toastLifetimeMs - 1));
    expect(screen.queryByText('hover me')).not.toBeNull();
    await update(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('hover me')).toBeNull();
  });

  it('the close button dismisses it; dismissToast elsewhere removes it too', async () => {
    renderWithUi(<ToastRegion />);
    let second: number | null = null;
    await update(() => {
      showToast({ type: 'warn', text: 'first' });
      second = showToast({ type: 'warn', text: 'second' });
    });
    const first = screen.getByText('first').closest('[data-toast-type]') as HTMLElement;
    await update(() => fireEvent.click(within(first).getByRole('button', { name: i18next.t('common.toasts.dismiss') })));
    expect(screen.queryByText('first')).toBeNull();
    await update(() => dismissToast(second!));
    expect(screen.queryByText('second')).toBeNull();
  });
});

import styled from '@emotion/styled';
import { useEffect, useState, type FocusEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { dismissToast, toastLifetimeMs, toastsStore, type Toast, type ToastType } from '../../stores/toasts.ts';
import { CloseIcon, ErrorIcon, InfoIcon, SuccessIcon, WarningIcon } from '../../ui/icons.tsx';
import { noticeStack } from '../../ui/overlays.ts';
import { IconButton } from '../../ui/primitives/button.tsx';
import { VisuallyHidden } from '../../ui/primitives/visually-hidden.tsx';

const toneColour = { info: 'info', success: 'success', warn: 'warning', error: 'danger' } as const satisfies Record<ToastType, string>;

const toneIcon = { info: InfoIcon, success: SuccessIcon, warn: WarningIcon, error: ErrorIcon } satisfies Record<ToastType, unknown>;

/** Errors and warnings interrupt (role alert); information and successes wait their turn (role status). */
export function isUrgentToast(type: ToastType): boolean {
  return type === 'error' || type === 'warn';
}

// The empty area over the page must not catch clicks (noticeStack).
const Container = styled.div(({ theme }) => ({
  ...noticeStack(theme),
  // Above the phone's tab bar (src/ui/tab-bar.tsx), never over it.
  insetBlockEnd: `calc(var(--bottom-bar-size, 0px) + ${theme.space[4]}px)`,
  insetInlineEnd: theme.space[4],
  insetInlineStart: theme.space[4],
  zIndex: 90,
  alignItems: 'flex-end',
  // No height of its own, the toasts drawn upwards out of it: a box anchored at the bottom that grew moved its top, and
  // a toast then counted as a layout shift of the page (0.027 for the sign-in hint after a replayed early tap, §2 Speed).
  blockSize: 0,
  justifyContent: 'flex-end',
  [`@media (min-width: ${theme.breakpoints.tablet})`]: { insetInlineStart: 'auto', inlineSize: 380 },
}));

const Stack = styled.div(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space[2],
  inlineSize: '100%',
}));

const Card = styled.div<{ tone: ToastType }>(({ theme, tone }) => ({
  pointerEvents: 'auto',
  display: 'flex',
  alignItems: 'flex-start',
  gap: theme.space[2],
  inlineSize: '100%',
  paddingBlock: theme.space[2],
  paddingInlineStart: theme.space[3],
  paddingInlineEnd: theme.space[1],
  borderRadius: theme.radii[2],
  borderInlineStart: `4px solid ${theme.colors[toneColour[tone]]}`,
  background: theme.colors.surfaceRaised,
  color: theme.colors.text,
  boxShadow: '0 8px 24px rgba(0, 0, 0, 0.45)',
  '& > svg': { flexShrink: 0, marginBlockStart: 10, color: theme.colors[toneColour[tone]] },
}));

const Message = styled.p({ flex: 1, margin: 0, paddingBlock: 10, overflowWrap: 'anywhere', textAlign: 'start' });

function ToastItem({ toast }: { toast: Toast }) {
  const { t } = useTranslation();
  // Hovering or focusing a toast keeps it on screen (WCAG 2.2.1); leaving restarts its full lifetime.
  const [paused, setPaused] = useState(false);

  useEffect(() => {
    if (paused) return;
    const timer = setTimeout(() => dismissToast(toast.id), toastLifetimeMs);
    return () => clearTimeout(timer);
  }, [toast.id, paused]);

  const Icon = toneIcon[toast.type];
  // Translated at render, so a language switch re-renders the toasts already on screen.
  const message = toast.messageKey ? t(toast.messageKey, { ...toast.values }) : (toast.text ?? '');

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setPaused(false);
  };

  return (
    <Card
      tone={toast.type}
      data-toast-type={toast.type}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={onBlur}
    >
      <Icon size={20} />
      <Message>
        {/* The type is said in words too, never by colour alone (WCAG 1.4.1). */}
        <VisuallyHidden>{t(`common.toasts.types.${toast.type}`)} </VisuallyHidden>
        {message}
      </Message>
      <IconButton label={t('common.toasts.dismiss')} onClick={() => dismissToast(toast.id)}>
        <CloseIcon size={18} />
      </IconButton>
    </Card>
  );
}

/**
 * §8 Toasts: every toast of the store in two always-present live regions (a region must exist before its
 * content for screen readers to announce it), each removed after `toastLifetimeMs` or by its close button.
 */
export default function ToastRegion() {
  const { t } = useTranslation();
  const { items } = useSnapshot(toastsStore);
  const calm = items.filter((toast) => !isUrgentToast(toast.type));
  const urgent = items.filter((toast) => isUrgentToast(toast.type));

  return (
    <Container data-testid="toast-region">
      <Stack role="status" aria-live="polite" aria-label={t('common.toasts.regionLabel')}>
        {calm.map((toast) => (
          <ToastItem key={toast.id} toast={toast as Toast} />
        ))}
      </Stack>
      <Stack role="alert" aria-live="assertive" aria-label={t('common.toasts.regionLabel')}>
        {urgent.map((toast) => (
          <ToastItem key={toast.id} toast={toast as Toast} />
        ))}
      </Stack>
    </Container>
  );
}

export { ToastRegion };

import styled from '@emotion/styled';
import * as Dialog from '@radix-ui/react-dialog';
import { theme } from './theme.ts';

// The one dialog frame (one UI kit): the dimmed backdrop and the centred panel every dialog of the site uses (route
// modals, the reality check, the guest's sign-in over a game). Its own module, imported only by lazily loaded
// dialogs, so Radix stays out of a page's first load (docs/architecture.md Performance budgets).

/** Above the shell's sticky header and side panels. */
export const dialogLayer = 1000;

export const DialogOverlay = styled(Dialog.Overlay)({
  position: 'fixed',
  inset: 0,
  zIndex: dialogLayer,
  background: theme.colors.overlay,
});

/**
 * The panel, centred (the same in both directions, right to left included), scrolling inside when taller than the
 * window; `size` is its widest inline size in px.
 */
export const DialogPanel = styled(Dialog.Content, { shouldForwardProp: (prop) => prop !== 'size' })<{ size?: number }>(({ size = 440 }) => ({
  position: 'fixed',
  zIndex: dialogLayer + 1,
  insetBlockStart: '50%',
  left: '50%',
  transform: 'translate(-50%, -50%)',
  inlineSize: `min(${size}px, calc(100vw - 32px))`,
  maxBlockSize: 'calc(100vh - 32px)',
  overflow: 'auto',
  boxSizing: 'border-box',
  padding: theme.space[5],
  borderRadius: theme.radii[3],
  background: theme.colors.surface,
  color: theme.colors.text,
  boxShadow: '0 16px 48px rgba(0, 0, 0, 0.5)',
  '&:focus-visible': { outline: `3px solid ${theme.colors.focus}` },
}));

/** A dialog of a few lines (a title, some text, the choices), stacked with the one gap; the title sits on the top edge. */
export const MessageDialogPanel = styled(DialogPanel)({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space[3],
  h2: { margin: 0 },
});

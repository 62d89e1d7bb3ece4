import { Outlet } from 'react-router';
import type { ModalConfig } from '../../schemas/config/modals.ts';
import { useErrorRecoveryReset } from './screens/error-screen.tsx';
import { ModalHost } from './modal-host.tsx';
import { useRememberPreviousLocation } from './previous-location.ts';
import { useFocusHeadingOnNavigation } from './route-focus.ts';
import { useUpdateAtSafeMoment } from './update-moment.ts';

/** The router's root: every page (shell or bare) and, above it, the modal host with the router's modals. */
export function RootLayout({ modals }: { modals: readonly ModalConfig[] }) {
  // A run without errors forgets earlier reload counts, so a later failure gets its own reloads (§2).
  useErrorRecoveryReset();
  useFocusHeadingOnNavigation();
  useRememberPreviousLocation();
  useUpdateAtSafeMoment();
  return (
    <>
      <Outlet />
      <ModalHost modals={modals} />
    </>
  );
}

import { Suspense, useEffect, useMemo } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import styled from '@emotion/styled';
import { useTranslation } from 'react-i18next';
import { matchPath, useLocation, useNavigate, useNavigationType } from 'react-router';
import { useSnapshot } from 'valtio';
import type { ModalConfig } from '../../schemas/config/modals.ts';
import { ComingSoonPage } from '../features/coming-soon/coming-soon-page.tsx';
import { theme } from '../ui/theme.ts';
import { appConfig } from './load-config.ts';
import { hrefOf } from './hrefs.ts';
import { Loading } from './loading.tsx';
import { MenuLinksScreen } from './menu-links-screen.tsx';
import { closeModal, modalStackStore, syncModalStack } from './modal-stack.ts';
import { lazyScreen } from './route-screen.tsx';

const modalsById = new Map(appConfig.modals.map((modal) => [modal.id, modal]));

/** The modal whose route pattern matches `pathname` (§2: a modal opens when the current path matches). */
export function matchModal(pathname: string, modals: readonly ModalConfig[] = appConfig.modals): ModalConfig | null {
  return modals.find((modal) => matchPath({ path: modal.path, end: true }, pathname) !== null) ?? null;
}

// Above the shell's sticky header and side panels.
const modalLayer = 1000;

const Overlay = styled(Dialog.Overlay)`
  position: fixed;
  z-index: ${modalLayer};
  inset: 0;
  background: rgba(5, 8, 15, 0.72);
`;

const Content = styled(Dialog.Content)`
  position: fixed;
  z-index: ${modalLayer};
  /* Centred, so the same in both directions (RTL included). */
  top: 50%;
  left: 50%;
  transform: translate(-50%, -50%);
  width: min(92vw, 560px);
  max-height: 88vh;
  overflow: auto;
  padding: ${theme.space[5]}px;
  border-radius: ${theme.radii[3]}px;
  color: ${theme.colors.text};
  box-shadow: 0 16px 48px rgba(0, 0, 0, 0.5);
  &:focus-visible {
    outline: 3px solid ${theme.colors.focus};
  }
`;

const Header = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space[3]}px;
`;

const Title = styled(Dialog.Title)`
  margin: 0;
  font-size: ${theme.fontSizes[4]}px;
`;

const Description = styled(Dialog.Description)`
  margin: ${theme.space[2]}px 0 ${theme.space[4]}px;
  color: ${theme.colors.textMuted};
`;

const CloseButton = styled.button`
  flex: none;
  width: 40px;
  height: 40px;
  border: 0;
  border-radius: ${theme.radii[4]}px;
  background: ${theme.colors.surfaceRaised};
  color: ${theme.colors.text};
  font-size: ${theme.fontSizes[4]}px;
  line-height: 1;
  cursor: pointer;
  &:focus-visible {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
`;

function ModalScreen({ modal }: { modal: ModalConfig }) {
  if (modal.screen === 'coming-soon') return <ComingSoonPage titleKey={modal.titleKey} showTitle={false} />;
  if (typeof modal.screen === 'object') return <MenuLinksScreen slot={modal.screen.menu} />;
  const Screen = lazyScreen(modal.screen);
  return <Screen />;
}

function ModalDialog({ modal, onClose }: { modal: ModalConfig; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Overlay />
        <Content style={{ background: modal.background }} data-modal-id={modal.id}>
          <Header>
            <Title>{t(modal.titleKey)}</Title>
            {!modal.hideCloseButton && (
              <Dialog.Close asChild>
                <CloseButton type="button" aria-label={t('engine.modal.close')}>
                  <span aria-hidden="true">×</span>
                </CloseButton>
              </Dialog.Close>
            )}
          </Header>
          <Description>{t(modal.descriptionKey)}</Description>
          <Suspense fallback={<Loading />}>
            <ModalScreen modal={modal} />
          </Suspense>
        </Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/**
 * Renders the opened modals (§2) with accessible Radix dialogs (title, description, focus trap). It follows the
 * location: a matching modal is pushed on the stack (src/engine/modal-stack.ts), going back to an open one drops
 * those above it, a plain page clears it. Mounted once by the engine's root layout.
 */
export function ModalHost() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const navigate = useNavigate();
  const { stack } = useSnapshot(modalStackStore);
  const matchedId = useMemo(() => matchModal(location.pathname)?.id ?? null, [location.pathname]);
  const address = location.pathname + location.search;

  useEffect(() => {
    syncModalStack(matchedId, address, navigationType);
  }, [matchedId, address, navigationType, location.key]);

  return (
    <>
      {stack.map((entry) => {
        const modal = modalsById.get(entry.id);
        if (!modal) return null;
        const close = () => {
          const action = closeModal(modal.id, hrefOf(modal.backTo));
          if (action.kind === 'back') navigate(-1);
          else navigate(action.to, { replace: true });
        };
        return <ModalDialog key={entry.id} modal={modal} onClose={close} />;
      })}
    </>
  );
}

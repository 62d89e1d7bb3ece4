import { Suspense } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import styled from '@emotion/styled';
import { useTranslation } from 'react-i18next';
import { areasOfModal } from '../i18n/index.ts';
import type { ModalConfig } from '../../schemas/config/modals.ts';
import { ComingSoonPage } from './screens/coming-soon-page.tsx';
import { theme } from '../ui/theme.ts';
import { IconButton } from '../ui/primitives/button.tsx';
import { Loading } from './loading.tsx';
import { MenuLinksScreen } from './menu-links-screen.tsx';
import { lazyScreen } from './route-screen.tsx';

// The dialog (and the Radix code behind it) is its own chunk: a page without an open modal never loads it.

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

function ModalScreen({ modal }: { modal: ModalConfig }) {
  if (modal.screen === 'coming-soon') return <ComingSoonPage titleKey={modal.titleKey} showTitle={false} />;
  if (typeof modal.screen === 'object') return <MenuLinksScreen slot={modal.screen.menu} />;
  const Screen = lazyScreen(modal.screen, areasOfModal(modal));
  return <Screen />;
}

export default function ModalDialog({ modal, onClose }: { modal: ModalConfig; onClose: () => void }) {
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
                <IconButton variant="secondary" label={t('engine.modal.close')}>
                  <span aria-hidden="true" style={{ fontSize: theme.fontSizes[4], lineHeight: 1 }}>
                    ×
                  </span>
                </IconButton>
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


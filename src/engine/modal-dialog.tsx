import { Suspense } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import styled from '@emotion/styled';
import { useTranslation } from 'react-i18next';
import { areasOfModal } from '../i18n/index.ts';
import type { ModalConfig } from '../../schemas/config/modals.ts';
import { ComingSoonPage } from './screens/coming-soon-page.tsx';
import { theme } from '../ui/theme.ts';
import { IconButton } from '../ui/primitives/button.tsx';
import { DialogOverlay, DialogPanel } from '../ui/dialog.tsx';
import { Loading } from './loading.tsx';
import { MenuLinksScreen } from './menu-links-screen.tsx';
import { lazyScreen } from './route-screen.tsx';

// The dialog (and the Radix code behind it) is its own chunk: a page without an open modal never loads it.

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
        <DialogOverlay />
        <DialogPanel size={560} style={{ background: modal.background }} data-modal-id={modal.id}>
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
        </DialogPanel>
      </Dialog.Portal>
    </Dialog.Root>
  );
}


import styled from '@emotion/styled';
import * as Dialog from '@radix-ui/react-dialog';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { href } from '../../engine/hrefs.ts';
import { controlBox } from '../../ui/control-box.ts';
import { DialogOverlay, MessageDialogPanel } from '../../ui/dialog.tsx';
import { focusRing } from '../../ui/focus-ring.ts';
import { theme } from '../../ui/theme.ts';
import { LazyLoginForm } from '../auth/index.ts';

// The dialog and the Radix code behind it are their own chunk: only a guest who taps a real-money game loads them
// (docs/architecture.md Performance budgets).

const Content = styled(MessageDialogPanel)`
  h2 {
    font-size: ${theme.fontSizes[4]}px;
    padding-inline-end: 48px;
  }
  p {
    margin: 0;
  }
  a {
    color: ${theme.colors.link};
  }
  .choices {
    display: flex;
    flex-wrap: wrap;
    gap: ${theme.space[3]}px;
    align-items: center;
  }
  .choices a {
    display: inline-flex;
    align-items: center;
    ${controlBox(theme)}
    padding-inline: ${theme.space[4]}px;
    text-decoration: none;
  }
`;

const Close = styled(Dialog.Close)`
  position: absolute;
  inset-block-start: ${theme.space[3]}px;
  inset-inline-end: ${theme.space[3]}px;
  inline-size: 44px;
  block-size: 44px;
  border: 0;
  border-radius: ${theme.radii[4]}px;
  background: ${theme.colors.surfaceRaised};
  color: ${theme.colors.text};
  font-size: ${theme.fontSizes[4]}px;
  cursor: pointer;
  ${focusRing(theme)}
`;

export interface GuestGameDialogProps {
  gameName: string;
  /** The game's demo, when it has one. */
  demoHref: string | null;
  /** Closing without signing in: back to where the guest was. */
  onClose: () => void;
}

/**
 * §2 Player journey: a guest who taps a real-money game signs in here (the game starts once signed in, the page
 * behind the dialog does it), opens an account, or plays the demo where the game has one.
 */
export default function GuestGameDialog({ gameName, demoHref, onClose }: GuestGameDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog.Root open onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Portal>
        <DialogOverlay />
        <Content data-testid="guest-game-dialog" aria-describedby="guest-game-text">
          <Dialog.Title>{t('casino.guest.title', { name: gameName })}</Dialog.Title>
          <p id="guest-game-text">{t('casino.game.pleaseAuthenticate')}</p>
          <LazyLoginForm />
          <div className="choices">
            <span>
              {t('casino.guest.noAccount')} <Link to={href('sign-up', {})}>{t('casino.guest.register')}</Link>
            </span>
          </div>
          {demoHref && (
            <div className="choices">
              <Link to={demoHref} replace data-testid="guest-game-demo">
                {t('casino.guest.demo')}
              </Link>
            </div>
          )}
          <Close aria-label={t('common.actions.close')}>×</Close>
        </Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

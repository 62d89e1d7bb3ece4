import { useEffect, useId, useRef, useState } from 'react';
import styled from '@emotion/styled';
import { useTranslation } from 'react-i18next';
import { href } from '../../engine/hrefs.ts';
import { useLocation } from 'react-router';
import { useIsAuth } from '../../stores/auth.ts';
import { Button } from '../../ui/primitives/button.tsx';
import { ButtonLink } from '../../ui/primitives/link.tsx';
import { LazyLoginForm } from './lazy-login-form.tsx';
import { SignedInUserBlock } from './signed-in-lazy.tsx';
import { UserBlockRow as Block } from './user-block-row.ts';

const Anchor = styled.div({ position: 'relative' });

// Out of the header's flow: an error or a notice inside the form grows the panel, never the header (§2 Player journey).
const SignInPanel = styled.div(({ theme }) => ({
  position: 'absolute',
  insetBlockStart: `calc(100% + ${theme.space[2]}px)`,
  insetInlineEnd: 0,
  zIndex: 40,
  inlineSize: 340,
  maxInlineSize: 'calc(100vw - 32px)',
  padding: theme.space[4],
  borderRadius: theme.radii[3],
  border: `1px solid ${theme.colors.border}`,
  background: theme.colors.surface,
  boxShadow: '0 12px 32px rgba(0, 0, 0, 0.45)',
}));

/**
 * The signed-out desktop header's sign-in (§2 Player journey: the inline form made the header 179 px tall, a fifth of the
 * screen): a button that opens the login form in a panel under it. Escape or a click elsewhere closes it and
 * returns focus to the button; a navigation closes it too.
 */
function HeaderSignIn() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const anchor = useRef<HTMLDivElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();

  useEffect(() => setOpen(false), [pathname]);

  useEffect(() => {
    if (!open) return;
    anchor.current?.querySelector<HTMLInputElement>('input')?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      opener.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (!anchor.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  // The form's chunk may arrive after the panel opened: its first field gets focus when it appears.
  useEffect(() => {
    if (!open || !anchor.current || typeof MutationObserver === 'undefined') return;
    const panel = anchor.current;
    const observer = new MutationObserver(() => {
      const input = panel.querySelector<HTMLInputElement>('input');
      if (!input) return;
      if (!panel.contains(document.activeElement)) input.focus();
      observer.disconnect();
    });
    observer.observe(panel, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [open]);

  return (
    <Anchor ref={anchor}>
      <Button ref={opener} variant="secondary" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((value) => !value)} data-testid="header-sign-in">
        {t('shell.signIn')}
      </Button>
      <SignInPanel id={panelId} hidden={!open}>
        {open && <LazyLoginForm />}
      </SignInPanel>
    </Anchor>
  );
}

/** §2 The header's user block: balance label and account menu when signed in; sign-in and register when out. */
export default function UserBlock() {
  const { t } = useTranslation();
  const isAuth = useIsAuth();
  if (!isAuth) {
    return (
      <Block>
        <HeaderSignIn />
        <ButtonLink to={href('sign-up')} data-testid="header-register">
          {t('shell.register')}
        </ButtonLink>
      </Block>
    );
  }
  return <SignedInUserBlock />;
}

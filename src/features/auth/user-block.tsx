import { useEffect, useId, useRef, useState, type FocusEvent } from 'react';
import styled from '@emotion/styled';
import { useTranslation } from 'react-i18next';
import { href } from '../../engine/hrefs.ts';
import { useReturnHereOnClick, useWithReturnHere } from '../../engine/return-address.ts';
import { useLocation } from 'react-router';
import { useIsAuth } from '../../stores/auth.ts';
import { Button } from '../../ui/primitives/button.tsx';
import { ButtonLink } from '../../ui/primitives/link.tsx';
import { useDismiss } from '../../ui/use-dismiss.ts';
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
function HeaderSignIn({ onFocusInside }: { onFocusInside: (inside: boolean) => void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const anchor = useRef<HTMLDivElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  // The page it was opened on: a navigation closes it, but not one whose address was already there as it opened (the
  // address changes before the new page renders; on a slow phone the player may open it meanwhile).
  const openedOn = useRef<string | null>(null);

  useEffect(() => {
    if (openedOn.current !== pathname) setOpen(false);
  }, [pathname]);
  const toggle = () => {
    openedOn.current = window.location.pathname;
    setOpen((value) => !value);
  };

  useEffect(() => {
    if (open) anchor.current?.querySelector<HTMLInputElement>('input')?.focus();
  }, [open]);
  useDismiss(open, anchor, (by) => {
    setOpen(false);
    if (by === 'escape') opener.current?.focus();
  });

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

  // §2 Player journey: focus leaving the panel (Tab past its last control, or Shift+Tab before it) closes it, so it
  // never covers the control the player moves to.
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    const next = event.relatedTarget as Node | null;
    if (!next || anchor.current?.contains(next)) return;
    onFocusInside(false);
    setOpen(false);
  };

  return (
    <Anchor ref={anchor} onFocus={() => onFocusInside(true)} onBlur={onBlur}>
      <Button ref={opener} variant="secondary" aria-expanded={open} aria-controls={panelId} onClick={toggle} data-testid="header-sign-in">
        {t('shell.signIn')}
      </Button>
      <SignInPanel id={panelId} hidden={!open}>
        {open && <LazyLoginForm />}
      </SignInPanel>
    </Anchor>
  );
}

/**
 * The form that held the focus is gone once the player is signed in: the focus goes to the signed-in header's
 * Deposit when its chunk has drawn it, never to the page body (§2 Player journey), unless the player has moved on.
 */
function focusWhenShown(selector: string): () => void {
  const attempt = () => {
    const target = document.querySelector<HTMLElement>(selector);
    if (!target) return false;
    if (!document.activeElement || document.activeElement === document.body) target.focus();
    return true;
  };
  if (attempt()) return () => undefined;
  const observer = new MutationObserver(() => {
    if (attempt()) observer.disconnect();
  });
  observer.observe(document.body, { childList: true, subtree: true });
  // The header's chunk comes within seconds or not at all (offline): the observer does not outlive that.
  const stop = window.setTimeout(() => observer.disconnect(), 10_000);
  return () => {
    observer.disconnect();
    window.clearTimeout(stop);
  };
}

/** §2 The header's user block: balance label and account menu when signed in; sign-in and register when out. */
export default function UserBlock() {
  const { t } = useTranslation();
  const isAuth = useIsAuth();
  // §2 Player journey: registering from here comes back to this page (a deep link survives registration).
  const registerHref = useWithReturnHere(href('sign-up'));
  const registerHere = useReturnHereOnClick(href('sign-up'));
  // Whether the player's focus was last in the sign-in panel: a sign-in from there hands it to the signed-in header.
  const signInHadFocus = useRef(false);
  useEffect(() => {
    if (!isAuth || !signInHadFocus.current) return;
    signInHadFocus.current = false;
    return focusWhenShown('[data-testid="header-deposit"]');
  }, [isAuth]);
  if (!isAuth) {
    return (
      <Block>
        <HeaderSignIn onFocusInside={(inside) => (signInHadFocus.current = inside)} />
        <ButtonLink to={registerHref} onClick={registerHere} data-testid="header-register">
          {t('shell.register')}
        </ButtonLink>
      </Block>
    );
  }
  return <SignedInUserBlock />;
}

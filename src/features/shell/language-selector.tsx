import styled from '@emotion/styled';
import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { flagDrawings } from '../../../config/flags.tsx';
import { changeLanguage } from '../../i18n/index.ts';
import { getDefaultLanguage, getLanguages } from '../../i18n/languages.ts';
import { useLocale } from '../../stores/locale.ts';
import { showToast } from '../../stores/toasts.ts';
import { Flag } from '../../ui/flags/flag.tsx';
import { controlBox } from '../../ui/control-box.ts';
import { focusRing } from '../../ui/focus-ring.ts';
import { ChevronDownIcon } from '../../ui/icons.tsx';

/** §2, §9 UI timings: the language menu closes by itself 6000 ms after it opens. */
export const languageMenuAutoCloseMs = 6000;

/** §2, §9 UI timings: ...or 2500 ms after the mouse leaves it (coming back cancels that). */
export const languageMenuMouseLeaveCloseMs = 2500;

type Placement = 'dropdown' | 'inline';

/** The code as shown: its language part, upper case ("xx-yy" shows "XX"). */
function shortCode(code: string): string {
  return code.split('-')[0].toUpperCase();
}

const Root = styled.div({ position: 'relative', display: 'inline-block' });

const Trigger = styled.button(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  gap: theme.space[2],
  ...controlBox(theme),
  minInlineSize: 44,
  background: theme.colors.surfaceRaised,
  fontWeight: 700,
  cursor: 'pointer',
  '&[aria-expanded="true"] svg:last-of-type': { transform: 'rotate(180deg)' },
  ...focusRing(theme),
}));

const Menu = styled.ul<{ placement: Placement }>(({ theme, placement }) => ({
  margin: 0,
  padding: theme.space[1],
  listStyle: 'none',
  minInlineSize: 180,
  borderRadius: theme.radii[2],
  background: theme.colors.surfaceRaised,
  border: `1px solid ${theme.colors.border}`,
  ...(placement === 'dropdown'
    ? { position: 'absolute', insetBlockStart: 'calc(100% + 4px)', insetInlineEnd: 0, zIndex: 50, boxShadow: '0 8px 24px rgba(0, 0, 0, 0.4)' }
    : { marginBlockStart: theme.space[1] }),
}));

const Item = styled.button(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  gap: theme.space[2],
  inlineSize: '100%',
  minBlockSize: 44,
  paddingInline: theme.space[3],
  border: 0,
  borderInlineStart: '3px solid transparent',
  borderRadius: theme.radii[1],
  background: 'transparent',
  color: theme.colors.text,
  textAlign: 'start',
  cursor: 'pointer',
  '&:hover, &:focus-visible': { background: theme.colors.border },
  '&[aria-checked="true"]': { fontWeight: 700, borderInlineStartColor: theme.colors.primary },
  ...focusRing(theme),
}));

const Code = styled.span({ minInlineSize: '2.5ch', fontWeight: 700 });

/**
 * §2 Language selector: a button with the current flag and code opens a list of languages (flag + code + name).
 * It closes by itself 6 s after opening or 2.5 s after the mouse leaves; Escape, Tab and a click outside close it.
 * Keyboard: Enter/Space/ArrowDown open it, arrows/Home/End move, Enter chooses.
 */
export function LanguageSelector({ placement = 'dropdown' }: { placement?: Placement }) {
  const { t } = useTranslation();
  const { lang } = useLocale();
  const languages = getLanguages();
  const current = languages.find((language) => language.code === lang) ?? getDefaultLanguage();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<Array<HTMLButtonElement | null>>([]);
  const focusOnOpen = useRef(0);
  const autoCloseTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const mouseLeaveTimer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const clearMouseLeaveTimer = useCallback(() => {
    if (mouseLeaveTimer.current !== null) clearTimeout(mouseLeaveTimer.current);
    mouseLeaveTimer.current = null;
  }, []);

  const clearTimers = useCallback(() => {
    if (autoCloseTimer.current !== null) clearTimeout(autoCloseTimer.current);
    autoCloseTimer.current = null;
    clearMouseLeaveTimer();
  }, [clearMouseLeaveTimer]);

  const close = useCallback(
    (focusTrigger = false) => {
      clearTimers();
      setOpen(false);
      const active = document.activeElement;
      // Focus must not vanish with the list: bring it back to the button if it was in the list.
      const focusWasInList = active !== triggerRef.current && !!active && !!rootRef.current?.contains(active);
      if (focusTrigger || focusWasInList) triggerRef.current?.focus();
    },
    [clearTimers],
  );

  const openMenu = (focusIndex: number) => {
    clearTimers();
    focusOnOpen.current = focusIndex;
    setOpen(true);
    autoCloseTimer.current = setTimeout(() => close(), languageMenuAutoCloseMs);
  };

  const currentIndex = Math.max(0, languages.indexOf(current));

  useEffect(() => {
    if (open) itemRefs.current[focusOnOpen.current]?.focus();
  }, [open]);

  // Timers never outlive the component.
  useEffect(() => clearTimers, [clearTimers]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: Event) => {
      if (!rootRef.current?.contains(event.target as Node)) close();
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, close]);

  const choose = (code: string) => {
    close(true);
    if (code === current.code) return;
    changeLanguage(code).catch(() => {
      // §8: chunk load failures raise load errors; the player sees the default message and may try again.
      showToast({ type: 'error', messageKey: 'errors.defaultMessage' });
    });
  };

  const onTriggerKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openMenu(event.key === 'ArrowDown' ? currentIndex : languages.length - 1);
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const index = itemRefs.current.findIndex((item) => item === document.activeElement);
    const last = languages.length - 1;
    const move = (to: number) => {
      event.preventDefault();
      itemRefs.current[to]?.focus();
    };
    switch (event.key) {
      case 'ArrowDown':
        move(index >= last ? 0 : index + 1);
        break;
      case 'ArrowUp':
        move(index <= 0 ? last : index - 1);
        break;
      case 'Home':
        move(0);
        break;
      case 'End':
        move(last);
        break;
      case 'Escape':
        event.preventDefault();
        event.stopPropagation();
        close(true);
        break;
      case 'Tab':
        close();
        break;
    }
  };

  return (
    <Root
      ref={rootRef}
      onMouseEnter={clearMouseLeaveTimer}
      onMouseLeave={() => {
        if (!open) return;
        clearMouseLeaveTimer();
        mouseLeaveTimer.current = setTimeout(() => close(), languageMenuMouseLeaveCloseMs);
      }}
    >
      <Trigger
        ref={triggerRef}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={t('shell.language.trigger', { label: current.label, code: shortCode(current.code) })}
        onClick={() => (open ? close() : openMenu(currentIndex))}
        onKeyDown={onTriggerKeyDown}
      >
        <Flag flag={current.flag} drawing={flagDrawings[current.flag]} />
        <Code>{shortCode(current.code)}</Code>
        <ChevronDownIcon size={16} />
      </Trigger>
      {open && (
        <Menu id={menuId} role="menu" aria-label={t('shell.language.menuLabel')} placement={placement} onKeyDown={onMenuKeyDown}>
          {languages.map((language, index) => (
            <li key={language.code} role="none">
              <Item
                ref={(element) => {
                  itemRefs.current[index] = element;
                }}
                type="button"
                role="menuitemradio"
                aria-checked={language.code === current.code}
                tabIndex={-1}
                onClick={() => choose(language.code)}
              >
                <Flag flag={language.flag} drawing={flagDrawings[language.flag]} />
                <Code>{shortCode(language.code)}</Code>
                <span lang={language.code} dir={language.dir}>
                  {language.label}
                </span>
              </Item>
            </li>
          ))}
        </Menu>
      )}
    </Root>
  );
}

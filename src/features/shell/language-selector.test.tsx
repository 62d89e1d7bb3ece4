// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import i18next from 'i18next';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { languages } from '../../../config/languages/index.ts';
import { changeLanguage } from '../../i18n/index.ts';
import { initTestI18n } from '../../i18n/testing.ts';
import { localeStore } from '../../stores/locale.ts';
import { renderWithUi } from '../../ui/testing.tsx';
import { LanguageSelector, languageMenuAutoCloseMs, languageMenuMouseLeaveCloseMs } from './language-selector.tsx';

const [defaultLanguage] = languages;
const rightToLeft = languages.find((language) => language.dir === 'rtl')!;

function trigger(): HTMLElement {
  return screen.getByRole('button', { name: triggerName() });
}

function menu(): HTMLElement | null {
  return screen.queryByRole('menu');
}

function renderSelector() {
  const view = renderWithUi(<LanguageSelector />);
  const root = view.container.firstElementChild as HTMLElement;
  return { ...view, root, open: () => fireEvent.click(screen.getByRole('button', { name: triggerName() })) };
}

function triggerName(): string {
  const current = languages.find((language) => language.code === localeStore.lang) ?? defaultLanguage;
  return i18next.t('shell.language.trigger', { label: current.label, code: current.code.split('-')[0].toUpperCase() });
}

beforeAll(async () => {
  await initTestI18n();
});

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

afterAll(async () => {
  await changeLanguage(defaultLanguage.code);
});

describe('LanguageSelector (§2, §9 UI timings)', () => {
  it('names the timings of §9', () => {
    expect(languageMenuAutoCloseMs).toBe(6000);
    expect(languageMenuMouseLeaveCloseMs).toBe(2500);
  });

  it('opens on click: a list with every language, each with its code and flag', () => {
    const { open } = renderSelector();
    const button = screen.getByRole('button', { name: triggerName() });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(button.querySelector('[data-flag]')?.getAttribute('data-flag')).toBe(defaultLanguage.flag);
    open();
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const items = screen.getAllByRole('menuitemradio');
    expect(items).toHaveLength(languages.length);
    languages.forEach((language, index) => {
      expect(items[index].textContent).toContain(language.code.split('-')[0].toUpperCase());
      expect(items[index].textContent).toContain(language.label);
      expect(items[index].querySelector('[data-flag]')?.getAttribute('data-flag')).toBe(language.flag);
    });
    expect(items[0].getAttribute('aria-checked')).toBe('true');
  });

  it('closes by itself 6000 ms after opening, and not before', () => {
    const { open } = renderSelector();
    open();
    act(() => vi.advanceTimersByTime(languageMenuAutoCloseMs - 1));
    expect(menu()).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(menu()).toBeNull();
    expect(trigger().getAttribute('aria-expanded')).toBe('false');
  });

  it('closes 2500 ms after the mouse leaves, and not before', () => {
    const { open, root } = renderSelector();
    open();
    fireEvent.mouseEnter(root);
    act(() => vi.advanceTimersByTime(1000));
    fireEvent.mouseLeave(root);
    act(() => vi.advanceTimersByTime(languageMenuMouseLeaveCloseMs - 1));
    expect(menu()).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(menu()).toBeNull();
  });

  it('the mouse coming back cancels the leave timer (the 6 s timer still runs)', () => {
    const { open, root } = renderSelector();
    open();
    fireEvent.mouseLeave(root);
    act(() => vi.advanceTimersByTime(2000));
    fireEvent.mouseEnter(root);
    act(() => vi.advanceTimersByTime(languageMenuMouseLeaveCloseMs));
    expect(menu()).not.toBeNull(); // 4500 ms after opening: neither timer has fired
    act(() => vi.advanceTimersByTime(languageMenuAutoCloseMs - 4500 - 1));
    expect(menu()).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(menu()).toBeNull();
  });

  it('a mouse leave while closed starts nothing, and reopening restarts the 6 s', () => {
    const { open, root } = renderSelector();
    fireEvent.mouseLeave(root);
    open();
    act(() => vi.advanceTimersByTime(5000));
    fireEvent.click(trigger()); // close
    open(); // reopen: a fresh 6 s
    act(() => vi.advanceTimersByTime(5000));
    expect(menu()).not.toBeNull();
    act(() => vi.advanceTimersByTime(1000));
    expect(menu()).toBeNull();
  });

  it('is keyboard operable: ArrowDown opens on the current language, arrows move, Escape closes back to the button', () => {
    renderSelector();
    const button = screen.getByRole('button', { name: triggerName() });
    button.focus();
    fireEvent.keyDown(button, { key: 'ArrowDown' });
    const items = screen.getAllByRole('menuitemradio');
    expect(document.activeElement).toBe(items[0]);
    fireEvent.keyDown(items[0], { key: 'ArrowDown' });
    expect(document.activeElement).toBe(items[1]);
    fireEvent.keyDown(items[1], { key: 'End' });
    expect(document.activeElement).toBe(items[items.length - 1]);
    fireEvent.keyDown(items[items.length - 1], { key: 'ArrowDown' });
    expect(document.activeElement).toBe(items[0]);
    fireEvent.keyDown(items[0], { key: 'Escape' });
    expect(menu()).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it('a click outside closes it', () => {
    const { open } = renderSelector();
    open();
    fireEvent.pointerDown(document.body);
    expect(menu()).toBeNull();
  });

  it('choosing an entry changes the language (right-to-left for Arabic) and closes the list', async () => {
    const { open } = renderSelector();
    open();
    const index = languages.indexOf(rightToLeft);
    fireEvent.click(screen.getAllByRole('menuitemradio')[index]);
    expect(menu()).toBeNull();
    await vi.waitFor(() => expect(document.documentElement.dir).toBe('rtl'));
    expect(document.documentElement.lang).toBe(rightToLeft.code);
    expect(screen.getByRole('button', { name: triggerName() }).querySelector('[data-flag]')?.getAttribute('data-flag')).toBe(rightToLeft.flag);
  });
});

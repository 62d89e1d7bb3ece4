import { render, type RenderOptions, type RenderResult } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { desktopMediaQuery } from './theme.ts';
import { UiProvider } from './ui-provider.tsx';

/** Renders inside the UiProvider (theme and base styles), as the app does. */
export function renderWithUi(ui: ReactElement, options?: Omit<RenderOptions, 'wrapper'>): RenderResult {
  return render(ui, { ...options, wrapper: ({ children }: { children: ReactNode }) => <UiProvider>{children}</UiProvider> });
}

export interface FakeViewport {
  /** Moves the viewport across the tablet breakpoint and tells every listener (wrap it in act()). */
  setDesktop(desktop: boolean): void;
  restore(): void;
}

/** jsdom has no matchMedia: a controllable one where only the desktop query (767 px and up) can match. */
export function installFakeViewport(desktop: boolean): FakeViewport {
  const original = window.matchMedia;
  let isDesktop = desktop;
  const listeners = new Set<() => void>();
  window.matchMedia = (query: string) =>
    ({
      media: query,
      get matches() {
        return query === desktopMediaQuery && isDesktop;
      },
      onchange: null,
      addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
      addListener: (listener: () => void) => listeners.add(listener),
      removeListener: (listener: () => void) => listeners.delete(listener),
      dispatchEvent: () => true,
    }) as unknown as MediaQueryList;
  return {
    setDesktop(next: boolean) {
      isDesktop = next;
      for (const listener of [...listeners]) listener();
    },
    restore() {
      window.matchMedia = original;
    },
  };
}

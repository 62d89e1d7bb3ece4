import { ThemeProvider } from '@emotion/react';
import type { ReactNode } from 'react';
import { GlobalStyles } from './global-styles.tsx';
import { theme } from './theme.ts';

/** Wrap the whole app (shell and bare layouts alike) in it: the theme every styled component reads, plus base styles. */
export function UiProvider({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyles />
      {children}
    </ThemeProvider>
  );
}

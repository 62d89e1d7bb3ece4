import '@emotion/react';
import type { Theme as AppTheme } from './theme.ts';

// Types `({ theme }) => ...` in every styled component with our theme (src/ui/theme.ts).
declare module '@emotion/react' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface Theme extends AppTheme {}
}

// @vitest-environment jsdom
import { apiScreens } from './api-screens.ts';
import { describeFaultMatrix } from './testing.tsx';

// §8 fault matrix (testing.tsx), second share: the screens at odd places of api-screens.ts (connection-faults.test.tsx
// runs the even ones).
describeFaultMatrix(apiScreens.filter((_, index) => index % 2 === 1));

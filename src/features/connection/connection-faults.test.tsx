// @vitest-environment jsdom
import { apiScreens } from './api-screens.ts';
import { describeFaultMatrix } from './testing.tsx';

// §8 fault matrix (testing.tsx), first share: the screens at even places of api-screens.ts; connection-faults-odd.test.tsx
// runs the others, so the two workers of the suite share the matrix instead of one running it all.
describeFaultMatrix(apiScreens.filter((_, index) => index % 2 === 0));

// The entry (§2 Speed: total blocking time). Evaluated as one task, the modules the boot needs took 110-130 ms of a
// phone's main thread at 4x CPU slowdown on the first load of /sport/Home; each layer below is evaluated in a task of
// its own, the libraries the API client and the language packs stand on first, then the boot itself (src/boot.tsx).
import { nextTask } from './engine/next-task.ts';

async function start() {
  await import(/* webpackMode: "eager" */ './api/client.ts');
  await nextTask();
  await import(/* webpackMode: "eager" */ './i18n/index.ts');
  await nextTask();
  const { boot } = await import(/* webpackMode: "eager" */ './boot.tsx');
  await boot();
}

void start();

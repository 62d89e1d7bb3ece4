import createCache, { type EmotionCache } from '@emotion/cache';

/**
 * The key of the server's component sheet in its data-emotion ("css-server <names>"): not emotion's own "css <names>",
 * which emotion's caches take over by moving the element (src/server-render.tsx gatherComponentStyles).
 */
export const serverSheetKey = 'css-server';

type Sheet = EmotionCache['sheet'];
type SheetClass = new (options: { key: string; container: Node; nonce?: string; speedy?: boolean }) => Sheet;

/**
 * The browser's emotion cache (§2 Speed: total blocking time). Emotion takes a server's style elements over by moving
 * each to the head, and a Global component moves its own again as it hydrates; each move of a sheet makes the browser
 * restyle the whole page (4-7 ms at 1x on the sport home, inside boot's and the hydration's tasks). The server already
 * writes them in the head, in emotion's order: this cache takes them where they are. It knows the server's component
 * rules by name, as emotion's would, so it writes none of them again; rules the page needs later go in elements of their
 * own after them, and the global sheets its Global components make (from this sheet's class) take their element in place.
 */
export function createBrowserStyleCache(): EmotionCache {
  const cache = createCache({ key: 'css' });
  const Sheet = cache.sheet.constructor as SheetClass;
  class SheetInPlace extends Sheet {
    override hydrate(nodes: HTMLStyleElement[]): void {
      this.tags.push(...nodes);
    }
  }
  const sheet = new SheetInPlace({ key: cache.key, container: cache.sheet.container, nonce: cache.sheet.nonce, speedy: cache.sheet.isSpeedy });
  const server = document.head.querySelector<HTMLStyleElement>(`style[data-emotion^="${serverSheetKey} "]`);
  if (server) {
    for (const name of server.dataset.emotion!.split(' ').slice(1)) cache.inserted[name] = true;
    sheet.hydrate([server]);
  }
  cache.sheet = sheet;
  return cache;
}

let browserCache: EmotionCache | undefined;

/** One cache for the page's life, made at the first render. */
export function browserStyleCache(): EmotionCache {
  browserCache ??= createBrowserStyleCache();
  return browserCache;
}

import type { SportEmbedConfig } from '../../../schemas/config/sport-embed.ts';
import { createMessageBridge, type MessageBridge } from './message-bridge.ts';
import { createTokenKeeper, type IssuedToken } from './token-keeper.ts';

/** Why an embed could not start (each has its own localized message). */
export type EmbedFailure = 'script' | 'origin' | 'token' | 'timeout' | 'embed';

/** The actions the page carries out for the embed (the others the runner handles itself). */
export type PageAction = 'balance-changed' | 'open-deposit' | 'open-sign-in';

export interface EmbedRunOptions {
  embed: SportEmbedConfig;
  /** The embed's origin (runtime setting); undefined when the server named none. */
  origin: string | undefined;
  /** Where the embed renders. */
  container: HTMLElement;
  signedIn: boolean;
  /** The embed's names for the site's language and the player's odds format; the page's direction. */
  culture: string;
  oddsFormat: string;
  direction: 'ltr' | 'rtl';
  /** The route's params, renamed for the embed (config `params`, `fixedParams`). */
  route: Record<string, string>;
  /** The frame's accessible name. */
  title: string;
  fetchToken: () => Promise<IssuedToken>;
  /** The server's time now (token expiry is the server's). */
  now: () => number;
  onReady: () => void;
  /** Called at most once per run. */
  onFailed: (reason: EmbedFailure) => void;
  onAction: (action: PageAction) => void;
  /** A message was ignored: the running count. */
  onRejected: (total: number) => void;
}

export interface EmbedRun {
  stop(): void;
  /** The bridge, for the counts. */
  bridge: MessageBridge;
}

interface ScriptEmbedGlobal {
  boot?: (params: Record<string, unknown>, options: { name: string }) => void;
  init?: (options: Record<string, unknown>) => void;
  addSportsBook?: (options: Record<string, unknown>) => void;
  [method: string]: unknown;
}

const scripts = new Map<string, Promise<void>>();

/** Loads a script once per address; a failed load is forgotten so a retry asks again. */
function loadScript(src: string): Promise<void> {
  let loading = scripts.get(src);
  if (!loading) {
    loading = new Promise<void>((resolve, reject) => {
      const element = document.createElement('script');
      element.src = src;
      element.async = true;
      element.onload = () => resolve();
      element.onerror = () => {
        element.remove();
        scripts.delete(src);
        reject(new Error(`The script ${src} did not load`));
      };
      document.head.append(element);
    });
    scripts.set(src, loading);
  }
  return loading;
}

let containerCount = 0;

/**
 * Starts one embed as its config says (DESIGN "Origins and runtime settings"): token first, then the script or
 * frame, then messages through the bridge. A missing origin, a blocked script, a refused token, an error the embed
 * reports or no "ready" within `startTimeoutMs` end the run in one failure; nothing retries by itself.
 */
export function runEmbed(options: EmbedRunOptions): EmbedRun {
  const { embed, origin, container } = options;
  let done = false;
  let ready = false;
  let ownFrame: HTMLIFrameElement | null = null;
  const frames = () => [...container.querySelectorAll('iframe')];
  const frameOf = (source: MessageEventSource | null) => frames().find((frame) => frame.contentWindow !== null && frame.contentWindow === source);
  const bridge = createMessageBridge(embed, origin ?? '', (source) => frameOf(source) !== undefined);
  let currentToken = '';

  const fail = (reason: EmbedFailure) => {
    if (done || ready) return;
    done = true;
    cleanup();
    options.onFailed(reason);
  };

  const timeout = setTimeout(() => fail('timeout'), embed.startTimeoutMs);

  const keeper = createTokenKeeper({
    fetchToken: options.fetchToken,
    renewBeforeMs: embed.token.renewBeforeSeconds * 1000,
    now: options.now,
    onRenewed: (token) => handOver(token),
    onRenewalFailed: () => {
      if (!ready) fail('token');
    },
  });

  const postToken = (token: string) => {
    const renewal = embed.token.renewal;
    if (renewal.by !== 'message' || !ownFrame?.contentWindow || !origin) return;
    ownFrame.contentWindow.postMessage({ [embed.messages.typeField]: renewal.type, token }, origin);
  };

  const handOver = (token: string) => {
    currentToken = token;
    const renewal = embed.token.renewal;
    if (renewal.by === 'message') postToken(token);
    else if (renewal.by === 'method') {
      const global = embedGlobal();
      const method = global?.[renewal.method];
      if (typeof method === 'function') method.call(global, token);
    } else void start(token);
  };

  const embedGlobal = (): ScriptEmbedGlobal | undefined => {
    const loader = embed.loader;
    if (loader.kind === 'frame-page') return undefined;
    return (window as unknown as Record<string, ScriptEmbedGlobal | undefined>)[loader.global];
  };

  const onMessage = (event: MessageEvent) => {
    if (done) return;
    const command = bridge.accept(event);
    if (!command) {
      options.onRejected(bridge.rejectedTotal());
      return;
    }
    switch (command.action) {
      case 'ready':
        if (!ready) {
          ready = true;
          clearTimeout(timeout);
          options.onReady();
        }
        return;
      case 'resize': {
        const frame = frameOf(event.source);
        if (frame) frame.style.height = `${command.height}px`;
        return;
      }
      case 'renew-token':
        keeper.renew();
        return;
      case 'failed':
        fail('embed');
        return;
      default:
        options.onAction(command.action);
    }
  };

  const start = async (token: string) => {
    const loader = embed.loader;
    const query = { ...options.route, culture: options.culture, oddsFormat: options.oddsFormat, dir: options.direction };
    const frameSandbox = [...embed.frameSandbox];
    if (loader.kind === 'frame-page') {
      const frame = document.createElement('iframe');
      frame.src = `${origin}${loader.page}?${new URLSearchParams(query).toString()}`;
      frame.setAttribute('sandbox', frameSandbox.join(' '));
      frame.title = options.title;
      frame.addEventListener('load', () => postToken(currentToken));
      ownFrame = frame;
      container.replaceChildren(frame);
      return;
    }
    try {
      await loadScript(`${origin}${loader.script}`);
    } catch {
      fail('script');
      return;
    }
    if (done) return;
    const global = embedGlobal();
    try {
      if (loader.kind === 'bootstrapper-script') {
        if (!container.id) container.id = `sport-embed-${(containerCount += 1)}`;
        if (typeof global?.boot !== 'function') throw new Error('no boot()');
        global.boot({ containerId: container.id, token, culture: options.culture, oddsFormat: options.oddsFormat, direction: options.direction, route: options.route, frameSandbox, title: options.title }, { name: loader.name });
      } else {
        if (typeof global?.init !== 'function' || typeof global.addSportsBook !== 'function') throw new Error('no init() or addSportsBook()');
        global.init({ integration: loader.integration, culture: options.culture, token, oddformat: options.oddsFormat });
        global.addSportsBook({ container, route: options.route, direction: options.direction, frameSandbox, title: options.title });
      }
    } catch {
      fail('script');
    }
  };

  const cleanup = () => {
    clearTimeout(timeout);
    keeper.stop();
    window.removeEventListener('message', onMessage);
    container.replaceChildren();
    ownFrame = null;
  };

  window.addEventListener('message', onMessage);
  if (!origin) {
    queueMicrotask(() => fail('origin'));
  } else {
    keeper.start(options.signedIn).then(
      (token) => {
        if (done) return;
        currentToken = token;
        void start(token);
      },
      () => fail('token'),
    );
  }

  return {
    bridge,
    stop() {
      if (!done) {
        done = true;
        cleanup();
      }
    },
  };
}

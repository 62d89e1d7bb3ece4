/** §3 Sport token: the placeholder a guest's embed gets, without any call. */
export const guestToken = '-';

export interface IssuedToken {
  token: string;
  /** Server time (ISO) when it stops working; absent means it is renewed only on request. */
  expiresAt?: string;
}

export interface TokenKeeperOptions {
  /** The embed's token call (login or sport token); rejects when refused. */
  fetchToken: () => Promise<IssuedToken>;
  /** Renew this long before expiry (config `token.renewBeforeSeconds`). */
  renewBeforeMs: number;
  /** The server's time now, in ms (the device clock corrected by the session's offset). */
  now: () => number;
  /** A renewed token, to hand over to the running embed. */
  onRenewed: (token: string) => void;
  /** A renewal was refused: the embed cannot go on. */
  onRenewalFailed: (error: unknown) => void;
}

export interface TokenKeeper {
  /** The first token: '-' for a guest (no call), else the token call's answer. Rejects when it is refused. */
  start(signedIn: boolean): Promise<string>;
  /** A fresh token now (the embed asked): concurrent asks share one call. */
  renew(): void;
  /** No more calls or timers. */
  stop(): void;
}

/** Shortest wait before a scheduled renewal, so a token issued almost expired is not renewed in a tight loop. */
const minimumDelayMs = 5_000;

/**
 * The token lifecycle of one running embed: fetched before the embed starts, renewed before it expires and
 * whenever the embed asks, never for a guest. Sign-in and sign-out start a new keeper (the embed restarts).
 */
export function createTokenKeeper(options: TokenKeeperOptions): TokenKeeper {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  let signedIn = false;
  let inFlight: Promise<void> | null = null;

  const schedule = (issued: IssuedToken) => {
    clearTimeout(timer);
    if (!issued.expiresAt) return;
    const expiresAt = Date.parse(issued.expiresAt);
    if (Number.isNaN(expiresAt)) return;
    const delay = Math.max(minimumDelayMs, expiresAt - options.renewBeforeMs - options.now());
    timer = setTimeout(() => keeper.renew(), delay);
  };

  const keeper: TokenKeeper = {
    async start(isSignedIn) {
      signedIn = isSignedIn;
      if (!signedIn) return guestToken;
      const issued = await options.fetchToken();
      if (stopped) return issued.token;
      schedule(issued);
      return issued.token;
    },
    renew() {
      if (stopped || !signedIn || inFlight) return;
      inFlight = options
        .fetchToken()
        .then((issued) => {
          if (stopped) return;
          schedule(issued);
          options.onRenewed(issued.token);
        })
        .catch((error: unknown) => {
          if (!stopped) options.onRenewalFailed(error);
        })
        .finally(() => {
          inFlight = null;
        });
    },
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
  };
  return keeper;
}

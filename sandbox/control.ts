import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { SandboxConfig, SandboxEnv } from './context.ts';
import { errorCodes, type ErrorBody } from './errors.ts';

/**
 * The one gate in front of every /sandbox/* route (§6 Test hooks; DESIGN "Trust"), wherever a service defines it.
 *
 * The test hooks (outbox, clock, wallet, users, settings, ledger listing, casino launch failures and free spins,
 * KYC review...) read every e-mail and mint money, so they are:
 *   - off unless SANDBOX_CONTROL=1: 404, as if they did not exist;
 *   - when on, only for a server on a loopback address (server.ts refuses to start otherwise);
 *   - called with the per-start secret in X-Sandbox-Control: a missing or wrong one is 403 and changes nothing.
 *     A browser page cannot add that header to a cross-origin request without a CORS preflight, which /sandbox/
 *     never grants, so neither a web page a tester visits nor a DNS-rebinding page can reach them.
 *
 * The stand-ins that play a third party's part in a player's real flow stay open: the processor's hosted payment
 * page (keyed by the payment's unguessable uid) and the crypto network's send/seen/confirm steps (keyed by the
 * crypto payment id only its owner was given). Each acts on that one payment only (services/payments.ts).
 */
export const controlSecretHeader = 'X-Sandbox-Control';
export const controlForbiddenCode = 'sandbox_control_forbidden';
/** A shorter secret could be guessed; the generated ones are 43 characters. */
export const minimumControlSecretLength = 32;

const standInPaths = [/^\/sandbox\/payment-page\/[^/]+(\/(approve|fail))?$/, /^\/sandbox\/crypto-pay\/[^/]+\/(send|seen|confirm)$/];
/** Case-insensitive and with repeated slashes, so no spelling of a hook path slips past the gate. */
const sandboxPath = /^\/+sandbox(\/|$)/i;

export function isStandInPath(path: string): boolean {
  return standInPaths.some((pattern) => pattern.test(path));
}

export function generateControlSecret(): string {
  return randomBytes(32).toString('base64url');
}

export function checkControlSecret(secret: string): string {
  if (secret.length < minimumControlSecretLength || !/^[\x21-\x7e]+$/.test(secret)) {
    throw new Error(`SANDBOX_CONTROL_SECRET must be at least ${minimumControlSecretLength} printable characters without spaces.`);
  }
  return secret;
}

/** 127.0.0.0/8, ::1 and localhost: the addresses only this machine reaches. */
export function isLoopbackHost(host: string): boolean {
  const name = host.trim().toLowerCase().replace(/^\[(.*)\]$/, '$1');
  return name === 'localhost' || name === '::1' || /^(::ffff:)?127(\.(25[0-5]|2[0-4]\d|1?\d?\d)){3}$/.test(name);
}

const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();

export function controlGate(config: SandboxConfig): MiddlewareHandler<SandboxEnv> {
  return async (c, next) => {
    const path = c.req.path;
    if (!sandboxPath.test(path) || isStandInPath(path)) return next();
    if (!config.controlRoutes) {
      return c.json({ code: errorCodes.notFound, message: `Nothing at ${c.req.method} ${path}: the test hooks are off (SANDBOX_CONTROL=1 turns them on).` } satisfies ErrorBody, 404);
    }
    const given = c.req.header(controlSecretHeader);
    // Digests have one length, so the comparison takes the same time whatever was sent.
    if (!given || !timingSafeEqual(digest(given), digest(config.controlSecret))) {
      return c.json({ code: controlForbiddenCode, message: `The test hooks need the ${controlSecretHeader} header of this server's start.` } satisfies ErrorBody, 403);
    }
    return next();
  };
}

/** The start-up line while the hooks are on; the secret is shown only when the server made it up itself. */
export function controlWarning(url: string, generatedSecret?: string): string {
  const secret = generatedSecret ? `${controlSecretHeader}: ${generatedSecret}` : `${controlSecretHeader}: the value of SANDBOX_CONTROL_SECRET`;
  return `WARNING: SANDBOX_CONTROL=1: the /sandbox/* test hooks (e-mails, clock, wallet, users, settings) are ON at ${url}; they read every e-mail and mint money. Loopback only; each call needs ${secret}. Never run this where players can reach it.`;
}

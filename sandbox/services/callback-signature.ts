import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Signed processor callbacks (§7 deposit/callback/{slug}{var}/ and payout/callback/...; §7 Processor callbacks). The callback
 * settles a payment, so the sandbox believes only a call signed with the payment system's own secret (a
 * sandbox_secrets row made at seed time, db/seed.ts callbackSecretName; it never leaves the server).
 *
 * The signature is HMAC-SHA256 with that secret, as 64 lowercase hex digits, in the X-Signature header (or,
 * for a processor that can only redirect the browser, the `signature` query parameter), over these four lines:
 *
 *   <METHOD>\n<direction>/callback/<slug><variant>\n<canonical query>\n<raw body>
 *
 * e.g. "POST\ndeposit/callback/sandbox-card-success\n\n{"payment_id":"dep-..."}". The canonical query is every
 * query parameter but `signature`, percent-encoded, sorted by name then value, joined with '&' (empty for none).
 * Why more than the body: the outcome is in the path, so a signed "-fail" for a payment must not become a
 * "-success" for it, and a GET carries its payment_id in the query. Payment X's signature covers X's id, so it
 * settles nothing else.
 */
export const signatureHeader = 'X-Signature';
/** The sandbox_secrets row that holds a payment system's callback secret. */
export const callbackSecretName = (slug: string) => `payment-callback:${slug}`;
export const signatureParameter = 'signature';

export interface CallbackMessage {
  method: string;
  direction: 'deposit' | 'payout';
  /** The {slug}{var} path segment, e.g. "sandbox-card-success". */
  slugAndVariant: string;
  query: URLSearchParams;
  /** The body exactly as sent ('' for none). */
  body: string;
}

export function canonicalQuery(query: URLSearchParams): string {
  return [...query.entries()]
    .filter(([name]) => name !== signatureParameter)
    .map(([name, value]) => [encodeURIComponent(name), encodeURIComponent(value)] as const)
    .sort(([nameA, valueA], [nameB, valueB]) => (nameA === nameB ? compare(valueA, valueB) : compare(nameA, nameB)))
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
}

// Code-unit order, not the locale's: both sides must sort alike.
const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

export function callbackMessageText(message: CallbackMessage): string {
  return [message.method.toUpperCase(), `${message.direction}/callback/${message.slugAndVariant}`, canonicalQuery(message.query), message.body].join('\n');
}

const digest = (secret: string, message: CallbackMessage) => createHmac('sha256', secret).update(callbackMessageText(message), 'utf8').digest();

/** What the processor (the sandbox payment page) sends in X-Signature. */
export function signCallback(secret: string, message: CallbackMessage): string {
  return digest(secret, message).toString('hex');
}

/** True when `signature` is the message's HMAC under `secret`; compared in constant time. */
export function signatureMatches(secret: string, message: CallbackMessage, signature: string): boolean {
  if (!/^[0-9a-f]{64}$/i.test(signature)) return false;
  return timingSafeEqual(Buffer.from(signature, 'hex'), digest(secret, message));
}

import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { callbackMessageText, canonicalQuery, signatureMatches, signCallback, type CallbackMessage } from './callback-signature.ts';

const secret = 'a-test-secret';
const message: CallbackMessage = {
  method: 'POST',
  direction: 'deposit',
  slugAndVariant: 'sandbox-card-success',
  query: new URLSearchParams(),
  body: '{"payment_id":"dep-00000000-0000-4000-8000-000000000001"}',
};

describe('processor callback signatures (§7 Processor callbacks)', () => {
  it('are HMAC-SHA256 in hex over method, path, canonical query and body, as documented', () => {
    const expected = createHmac('sha256', secret)
      .update('POST\ndeposit/callback/sandbox-card-success\n\n{"payment_id":"dep-00000000-0000-4000-8000-000000000001"}')
      .digest('hex');
    expect(signCallback(secret, message)).toBe(expected);
    expect(signatureMatches(secret, message, expected)).toBe(true);
    expect(signatureMatches(secret, message, expected.toUpperCase())).toBe(true);
  });

  it('sort the query, encode it and leave the signature parameter out', () => {
    const query = new URLSearchParams('z=1&payment_id=dep-a b&a=2&a=1&signature=ignored');
    expect(canonicalQuery(query)).toBe('a=1&a=2&payment_id=dep-a%20b&z=1');
    expect(callbackMessageText({ ...message, method: 'get', query, body: '' })).toBe('GET\ndeposit/callback/sandbox-card-success\na=1&a=2&payment_id=dep-a%20b&z=1\n');
  });

  it('do not carry over to another payment, outcome, direction, method, system secret or body', () => {
    const signature = signCallback(secret, message);
    expect(signatureMatches(secret, { ...message, body: message.body.replace('0001', '0002') }, signature)).toBe(false);
    expect(signatureMatches(secret, { ...message, slugAndVariant: 'sandbox-card-fail' }, signature)).toBe(false);
    expect(signatureMatches(secret, { ...message, direction: 'payout' }, signature)).toBe(false);
    expect(signatureMatches(secret, { ...message, method: 'GET' }, signature)).toBe(false);
    expect(signatureMatches(secret, { ...message, query: new URLSearchParams('payment_id=x') }, signature)).toBe(false);
    expect(signatureMatches('another-secret', message, signature)).toBe(false);
  });

  it('refuse malformed signatures without throwing', () => {
    for (const bad of ['', 'abc', 'g'.repeat(64), `${signCallback(secret, message)}00`, 'sha256=' + signCallback(secret, message)]) {
      expect(signatureMatches(secret, message, bad)).toBe(false);
    }
  });
});

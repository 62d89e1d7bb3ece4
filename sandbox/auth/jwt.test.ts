import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { generateSecret, signJwt, verifyJwt } from './jwt.ts';
import { hashCost, hashPassword, passwordRuleErrors, productionHashCost, verifyPassword } from './passwords.ts';

const secret = generateSecret();
const claims = { token_type: 'access', user_id: 1, jti: 'j1', iat: 1000, exp: 1300 };

describe('HS256 JWT', () => {
  it('round-trips and matches an independent HMAC-SHA256 signature', () => {
    const token = signJwt(claims, secret);
    const [header, payload, signature] = token.split('.');
    expect(JSON.parse(Buffer.from(header, 'base64url').toString())).toEqual({ alg: 'HS256', typ: 'JWT' });
    expect(signature).toBe(createHmac('sha256', secret).update(`${header}.${payload}`).digest('base64url'));
    expect(verifyJwt(token, secret, 1299)).toEqual({ valid: true, claims });
  });

  it('expires at exp', () => {
    expect(verifyJwt(signJwt(claims, secret), secret, 1300)).toEqual({ valid: false, reason: 'expired' });
  });

  it('refuses another secret, a changed payload, alg none and garbage', () => {
    const token = signJwt(claims, secret);
    expect(verifyJwt(token, generateSecret(), 1000)).toEqual({ valid: false, reason: 'signature' });
    const [header, , signature] = token.split('.');
    const changed = Buffer.from(JSON.stringify({ ...claims, user_id: 2 })).toString('base64url');
    expect(verifyJwt(`${header}.${changed}.${signature}`, secret, 1000)).toEqual({ valid: false, reason: 'signature' });
    const none = Buffer.from(JSON.stringify({ alg: 'none' })).toString('base64url');
    expect(verifyJwt(`${none}.${changed}.x`, secret, 1000)).toEqual({ valid: false, reason: 'malformed' });
    for (const garbage of ['', 'a.b', 'a.b.c.d', '..', 'a.b.c', 'é.é.é']) expect(verifyJwt(garbage, secret, 1000).valid).toBe(false);
  });
});

describe('passwords', () => {
  it('hashes with a salt and verifies, at the production cost on a server players reach', async () => {
    const inTests = { ...hashCost };
    Object.assign(hashCost, productionHashCost);
    const first = await hashPassword('player1-pass').finally(() => Object.assign(hashCost, inTests));
    const second = await hashPassword('player1-pass');
    expect(first).not.toBe(second);
    expect(first).toMatch(/^scrypt\$16384\$8\$1\$/);
    expect(await verifyPassword('player1-pass', first)).toBe(true);
    expect(await verifyPassword('player1-Pass', first)).toBe(false);
    expect(await verifyPassword('x', 'not-a-hash')).toBe(false);
  });

  it('applies the §5 rules', () => {
    expect(passwordRuleErrors('Abc#1', {})).toEqual([]);
    expect(passwordRuleErrors('Ab#1', {}).map((error) => error.code)).toEqual(['password_too_short']);
    expect(passwordRuleErrors('a'.repeat(41), {}).map((error) => error.code)).toEqual(['password_too_long']);
    expect(passwordRuleErrors('abc def', {}).map((error) => error.code)).toEqual(['password_has_spaces']);
    expect(passwordRuleErrors('abcdé1', {}).map((error) => error.code)).toEqual(['password_invalid_characters']);
    expect(passwordRuleErrors('xPlayer1x', { username: 'player1' }).map((error) => error.code)).toEqual(['password_too_similar']);
    expect(passwordRuleErrors('!#$()@?{}|*+,^.-&=%_:;~', {})).toEqual([]);
  });
});

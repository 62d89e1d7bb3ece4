import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * JSON Web Tokens signed with HS256, written on node:crypto (RFC 7519 / RFC 7515, compact form). Only HS256
 * is accepted when verifying: a token announcing another algorithm ("none" included) is refused.
 */
export interface JwtClaims {
  exp: number;
  iat: number;
  jti: string;
  [claim: string]: unknown;
}

export type JwtVerification =
  | { valid: true; claims: JwtClaims }
  | { valid: false; reason: 'malformed' | 'signature' | 'expired' };

const header = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));

function base64url(text: string): string {
  return Buffer.from(text, 'utf8').toString('base64url');
}

function sign(input: string, secret: string): Buffer {
  return createHmac('sha256', secret).update(input).digest();
}

export function generateSecret(): string {
  return randomBytes(32).toString('base64url');
}

export function signJwt(claims: JwtClaims, secret: string): string {
  const input = `${header}.${base64url(JSON.stringify(claims))}`;
  return `${input}.${sign(input, secret).toString('base64url')}`;
}

/** Checks the signature, then the expiry against `nowSeconds` (the sandbox clock). */
export function verifyJwt(token: string, secret: string, nowSeconds: number): JwtVerification {
  const parts = token.split('.');
  if (parts.length !== 3 || parts.some((part) => !/^[A-Za-z0-9_-]+$/.test(part))) return { valid: false, reason: 'malformed' };
  const [encodedHeader, encodedClaims, encodedSignature] = parts;

  const decodedHeader = parseObject(encodedHeader);
  if (!decodedHeader || decodedHeader.alg !== 'HS256') return { valid: false, reason: 'malformed' };

  const expected = sign(`${encodedHeader}.${encodedClaims}`, secret);
  const actual = Buffer.from(encodedSignature, 'base64url');
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return { valid: false, reason: 'signature' };

  const claims = parseObject(encodedClaims);
  if (!claims || typeof claims.exp !== 'number' || typeof claims.iat !== 'number' || typeof claims.jti !== 'string') {
    return { valid: false, reason: 'malformed' };
  }
  if (claims.exp <= nowSeconds) return { valid: false, reason: 'expired' };
  return { valid: true, claims: claims as JwtClaims };
}

function parseObject(encoded: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8'));
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

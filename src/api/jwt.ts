/** Reads a time claim (seconds) of a JWT in ms, without verifying it: the client only plans refreshes with it (§4). */
function timeClaim(token: string, name: 'exp' | 'iat'): number | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const value = (JSON.parse(json) as Record<string, unknown>)[name];
    return typeof value === 'number' ? value * 1000 : null;
  } catch {
    return null;
  }
}

/** When the token expires, on the server's clock (ms). */
export function tokenExpiresAt(token: string): number | null {
  return timeClaim(token, 'exp');
}

/** When the server issued the token, on its clock (ms). */
export function tokenIssuedAt(token: string): number | null {
  return timeClaim(token, 'iat');
}

export function isTokenExpired(token: string, now: number = Date.now()): boolean {
  const expiresAt = tokenExpiresAt(token);
  return expiresAt === null || expiresAt <= now;
}

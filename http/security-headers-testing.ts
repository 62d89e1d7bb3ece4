import { expect } from 'vitest';

// The checks both servers' security-header tests make (sandbox/security-headers.test.ts for the API and the game
// origin, server/security-headers.test.ts for the site), beside the headers they share (security-headers.ts).

export type Csp = Map<string, string[]>;

/** A Content-Security-Policy header as its directives, each with its sources; fails on a missing header. */
export function parseCsp(header: string | null): Csp {
  expect(header, 'Content-Security-Policy').toBeTruthy();
  const policy: Csp = new Map();
  for (const directive of header!.split(';')) {
    const [name, ...sources] = directive.trim().split(/\s+/);
    if (name) policy.set(name.toLowerCase(), sources);
  }
  return policy;
}

/** The headers every answer of the site, the API and the game origin carries. */
export function expectCommonHeaders(headers: Headers, where: string) {
  expect(headers.get('x-content-type-options'), where).toBe('nosniff');
  expect(headers.get('referrer-policy'), where).toBe('strict-origin-when-cross-origin');
  expect(headers.get('cross-origin-opener-policy'), where).toBe('same-origin');
  const permissions = headers.get('permissions-policy') ?? '';
  for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) expect(permissions, `${where} ${feature}`).toContain(`${feature}=()`);
}

/** Answers that render nothing must allow nothing and never be framed. */
export function expectLockedDown(headers: Headers, where: string) {
  const csp = parseCsp(headers.get('content-security-policy'));
  expect(csp.get('default-src'), where).toEqual(["'none'"]);
  expect(csp.get('frame-ancestors'), where).toEqual(["'none'"]);
  expect(csp.get('base-uri'), where).toEqual(["'none'"]);
  expect([...csp.keys()].filter((name) => name.endsWith('-src') && name !== 'default-src'), where).toEqual([]);
  expect(headers.get('x-frame-options'), where).toBe('DENY');
}

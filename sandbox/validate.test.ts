import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestSandbox, type CallResult, type TestSandbox } from './testing.ts';
import { z } from 'zod';
import { droppedKeys } from './validate.ts';

/**
 * Bad bodies never break the sandbox: random and hostile bodies against every endpoint that takes one must be
 * answered with a JSON error carrying a code (or a success), never a 500 and never a stack trace.
 */
interface Endpoint {
  method: 'POST' | 'PATCH';
  path: string;
  /** A body the endpoint accepts: mutated copies reach past validation into the handler. */
  example: (state: FuzzState) => Record<string, unknown>;
  auth?: boolean;
  headers?: Record<string, string>;
}

interface FuzzState {
  access: string;
  refresh: string;
}

const apiEndpoints: Endpoint[] = [
  { method: 'POST', path: '/api/accounts/login/', example: () => ({ username: 'fuzzer', password: 'Abc#123x' }) },
  { method: 'POST', path: '/api/accounts/logout/', example: (state) => ({ refresh: state.refresh }) },
  { method: 'POST', path: '/api/accounts/refresh/', example: (state) => ({ refresh: state.refresh }) },
  { method: 'POST', path: '/api/accounts/password/reset/', example: () => ({ email: 'fuzzer@example.test' }) },
  { method: 'POST', path: '/api/accounts/password/reset/confirm/', example: () => ({ uid: 'Mw', token: 'abcdefghijklmnop', new_password: 'Abc#123x' }) },
  {
    method: 'POST',
    path: '/api/accounts/registration/',
    example: () => ({ username: 'fuzz-new', email: 'fuzz-new@example.test', password: 'Xyz#789q', promocode: 'WELCOME', terms_accepted: true }),
  },
  { method: 'POST', path: '/api/accounts/registration/verify-email/', example: () => ({ key: 'abcdefghijklmnop' }) },
  { method: 'POST', path: '/api/accounts/registration/resend-email/', example: () => ({ email: 'fuzzer@example.test' }) },
  { method: 'PATCH', path: '/api/accounts/user', example: () => ({ firstName: 'Fuzz', lastName: 'Er', email: 'fuzzer@example.test', current_password: 'Abc#123x' }), auth: true },
  { method: 'POST', path: '/api/accounts/email/undo/', example: () => ({ token: 'abcdefghijklmnopqrstuvwxyz012345' }) },
  {
    method: 'PATCH',
    path: '/api/users/user/info/',
    example: () => ({
      first_name: 'Fuzz',
      last_name: 'Er',
      date_of_birth: '1990-01-01',
      mobile_number: '+21620123456',
      postal_code: '1000',
      street_address: '1 Rue de Rome',
      country: 'TN',
      city: 'Tunis',
    }),
    auth: true,
  },
  { method: 'POST', path: '/api/users/user/change-password/', example: () => ({ old_password: 'Abc#123x', new_password: 'Abc#123x' }), auth: true },
];

// The test hooks can ban users and move the clock, so they get a sandbox of their own.
const controlEndpoints: Endpoint[] = [
  { method: 'POST', path: '/sandbox/clock', example: () => ({ advanceMs: 1000 }) },
  { method: 'PATCH', path: '/sandbox/settings', example: () => ({ rates: { EUR: '3.3' }, limits: { maxBet: '100.00' }, bonuses: { cashbackOn: false } }) },
  { method: 'PATCH', path: '/sandbox/users/fuzzer', example: () => ({ banned: false, role: 'P', emailVerified: true }) },
  {
    method: 'POST',
    path: '/sandbox/wallet/adjust',
    example: () => ({ username: 'fuzzer', account: 'cash', amount: '1.00', reason: 'fuzz' }),
    headers: { 'Idempotency-Key': 'fuzz-key-0001' },
  },
];

const hostileBodies = [
  '{"__proto__":{"isAdmin":true}}',
  '{"constructor":{"prototype":{"polluted":1}}}',
  '{"username":{"__proto__":{"x":1}},"password":"x"}',
  '{"a":[{"b":{"prototype":1}}]}',
  '[]',
  'null',
  '"a string"',
  '42',
  'true',
  '{',
  '',
  '   ',
  '\uFEFF{}',
  '{"username":"player1","password":"player1-pass"}{"extra":1}',
  '{"username":"\\u0000","password":"\\u0000"}',
  `{"username":"${'x'.repeat(70_000)}"}`,
  `{"username":"${'x'.repeat(60_000)}","password":"p"}`,
  `${'['.repeat(20_000)}${']'.repeat(20_000)}`,
  `{"a":${'{"a":'.repeat(5_000)}1${'}'.repeat(5_000)}}`,
  '{"email":"a@b.co","email":"player1@example.test"}',
  '{"refresh":"a.b.c"}',
  '{"refresh":"eyJhbGciOiJub25lIn0.eyJleHAiOjF9."}',
  '{"advanceMs":1e400}',
  '{"amount":"1e3","account":"cash","username":"player1"}',
];

const interesting = fc.constantFrom<unknown>(
  '',
  ' ',
  'player1',
  'player1-pass',
  'player1@example.test',
  'Abc#123x',
  'fuzzer',
  'a@b.co',
  'TN',
  '1990-01-01',
  '10.00',
  '-0.01',
  'cash',
  'bonus',
  true,
  false,
  0,
  -1,
  1.5,
  1e308,
  Number.MAX_SAFE_INTEGER,
  null,
  [],
  {},
  { cashbackOn: 'yes' },
  '<script>alert(1)</script>',
  '\u202e\u0000\ud800',
);
const fieldValue = fc.oneof(
  { arbitrary: interesting, weight: 4 },
  { arbitrary: fc.jsonValue({ maxDepth: 2 }), weight: 3 },
  { arbitrary: fc.string({ maxLength: 60 }), weight: 3 },
  { arbitrary: fc.string({ minLength: 200, maxLength: 3000 }), weight: 1 },
);
const contentType = fc.constantFrom(
  'application/json',
  'application/json',
  'application/json',
  'application/json; charset=utf-8',
  'application/vnd.api+json',
  'text/plain',
  'application/x-www-form-urlencoded',
  '',
);

/** The example with up to two fields replaced by random values, maybe one dropped, maybe unknown keys added. */
function mutations(example: Record<string, unknown>) {
  const keys = Object.keys(example);
  return fc
    .record({
      replaced: fc.dictionary(fc.constantFrom(...keys), fieldValue, { maxKeys: 2 }),
      dropped: fc.subarray(keys, { maxLength: 1 }),
      extra: fc.dictionary(fc.string({ maxLength: 12 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 2 }),
    })
    .map(({ replaced, dropped, extra }) => {
      const body: Record<string, unknown> = { ...extra, ...example, ...replaced };
      for (const key of dropped) delete body[key];
      return JSON.stringify(body);
    });
}

function bodies(example: Record<string, unknown>) {
  const keys = Object.keys(example);
  const record = fc.dictionary(fc.constantFrom(...keys, 'unknown_key'), fieldValue, { maxKeys: keys.length + 1 });
  return fc.record({
    text: fc.oneof(
      { arbitrary: fc.constant(JSON.stringify(example)), weight: 1 },
      { arbitrary: mutations(example), weight: 8 },
      { arbitrary: record.map((value) => JSON.stringify(value)), weight: 4 },
      { arbitrary: fc.jsonValue({ maxDepth: 3 }).map((value) => JSON.stringify(value) ?? ''), weight: 1 },
      { arbitrary: fc.string({ maxLength: 200 }), weight: 1 },
      { arbitrary: fc.constantFrom(...hostileBodies), weight: 2 },
    ),
    contentType,
  });
}

function expectWellFormed(result: CallResult, label: string): void {
  const where = `${label} -> ${result.status} ${result.text.slice(0, 300)}`;
  expect(result.status, where).toBeLessThan(500);
  expect(result.headers.get('content-type') ?? '', where).toMatch(/^application\/json/);
  expect(result.json, where).toBeTypeOf('object');
  expect(result.json, where).not.toBeNull();
  if (result.status >= 400) {
    expect(typeof result.json.code, where).toBe('string');
    if (result.json.errors !== undefined) {
      for (const error of result.json.errors) {
        expect(typeof error.field, where).toBe('string');
        expect(typeof error.code, where).toBe('string');
      }
    }
  }
  expect(result.text, where).not.toMatch(/\n\s+at |Error: /);
}

async function fuzz(sandbox: TestSandbox, endpoint: Endpoint, state: FuzzState, runs: number): Promise<void> {
  const token = () => state.access;
  await fc.assert(
    fc.asyncProperty(bodies(endpoint.example(state)), async ({ text, contentType: type }) => {
      const headers: Record<string, string> = { ...endpoint.headers, 'Content-Type': type };
      const result = await sandbox.call(endpoint.method, endpoint.path, { rawBody: text, headers, token: endpoint.auth ? token() : undefined });
      expectWellFormed(result, `${endpoint.method} ${endpoint.path} ${JSON.stringify(text.slice(0, 120))} (${type})`);
    }),
    { numRuns: runs },
  );
}

const runsPerEndpoint = 300;

describe('fuzzing the API endpoints', () => {
  let sandbox: TestSandbox;
  const state: FuzzState = { access: '', refresh: '' };
  beforeAll(async () => {
    sandbox = await createTestSandbox();
    await sandbox.register({
      body: { username: 'fuzzer', email: 'fuzzer@example.test', password: 'Abc#123x', terms_accepted: true },
    });
    state.access = (await sandbox.login('fuzzer', 'Abc#123x')).access;
    state.refresh = (await sandbox.login('fuzzer', 'Abc#123x')).refresh;
  });
  afterAll(() => sandbox.dispose());

  it.each(apiEndpoints.map((endpoint) => [`${endpoint.method} ${endpoint.path}`, endpoint] as const))(
    `%s: ${runsPerEndpoint} random bodies, never a 500, always JSON with a code`,
    async (_name, endpoint) => {
      await fuzz(sandbox, endpoint, state, runsPerEndpoint);
    },
    60_000,
  );

  it('answers each hostile body with a 4xx JSON error naming the problem', async () => {
    for (const text of hostileBodies.filter((body) => !body.includes('player1-pass') && !body.includes('"refresh"') && !body.includes('"email"'))) {
      const result = await sandbox.call('POST', '/api/accounts/login/', { rawBody: text });
      expectWellFormed(result, JSON.stringify(text.slice(0, 80)));
      expect(result.status, text.slice(0, 80)).toBeGreaterThanOrEqual(400);
    }
    const polluted = await sandbox.call('POST', '/api/accounts/login/', { rawBody: '{"__proto__":{"isAdmin":true},"username":"a","password":"b"}' });
    expect(polluted.json.errors[0]).toMatchObject({ field: '__proto__', code: 'forbidden_key' });
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
    const huge = await sandbox.call('POST', '/api/accounts/login/', { rawBody: `{"username":"${'x'.repeat(70_000)}"}` });
    expect(huge.status).toBe(413);
    expect(huge.json.code).toBe('payload_too_large');
    const wrongType = await sandbox.call('POST', '/api/accounts/login/', { rawBody: '{}', headers: { 'Content-Type': 'text/plain' } });
    expect(wrongType.status).toBe(415);
  });

  it('reports missing and mistyped fields per field', async () => {
    const result = await sandbox.call('POST', '/api/accounts/login/', { body: { username: 42 } });
    expect(result.status).toBe(400);
    expect(result.json.code).toBe('validation_error');
    expect(result.json.errors).toEqual([
      { field: 'username', code: 'invalid', message: expect.any(String) },
      { field: 'password', code: 'required', message: 'This field is required.' },
    ]);
  });

  it('refuses random Authorization headers on authenticated GETs with 401 JSON', async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.string({ maxLength: 300 }), fc.string({ maxLength: 100 }).map((text) => `Bearer ${text}`)), async (header) => {
        for (const path of ['/api/accounts/user', '/api/user/profile', '/api/users/user/info/']) {
          let result: CallResult;
          try {
            result = await sandbox.call('GET', path, { headers: { Authorization: header } });
          } catch {
            return; // a header value fetch itself refuses to send (control characters) never reaches the server
          }
          expectWellFormed(result, `${path} Authorization: ${JSON.stringify(header)}`);
          expect([401]).toContain(result.status);
        }
      }),
      { numRuns: 100 },
    );
  });

  it('still works afterwards', async () => {
    // Hundreds of wrong sign-ins from one address may have paused sign-in there (§5 Sign-in throttle, 30 min at most).
    sandbox.clock.advance(60 * 60_000);
    expect((await sandbox.call('POST', '/api/accounts/login/', { body: { username: 'player1', password: 'player1-pass' } })).status).toBe(200);
  });
});

describe('fuzzing the /sandbox/ test hooks', () => {
  let sandbox: TestSandbox;
  beforeAll(async () => {
    sandbox = await createTestSandbox();
    await sandbox.register({
      body: { username: 'fuzzer', email: 'fuzzer@example.test', password: 'Abc#123x', terms_accepted: true },
    });
  });
  afterAll(() => sandbox.dispose());

  it.each(controlEndpoints.map((endpoint) => [`${endpoint.method} ${endpoint.path}`, endpoint] as const))(
    '%s: random bodies, never a 500',
    async (_name, endpoint) => {
      await fuzz(sandbox, endpoint, { access: '', refresh: '' }, 150);
    },
    60_000,
  );

  it('unknown paths under /api/ and /sandbox/ are JSON 404s', async () => {
    for (const path of ['/api/nothing', '/api/accounts/login', '/sandbox/nothing']) {
      const result = await sandbox.call('POST', path, { body: {} });
      expect(result.status).toBe(404);
      expect(result.json.code).toBe('not_found');
    }
  });
});

describe('NUL characters (refused before they reach the database)', () => {
  it('a NUL in a JSON string value or key is a 400 field error, not a 500', async () => {
    const sandbox = await createTestSandbox();
    try {
      for (const body of [{ username: 'player1\u0000', password: 'x' }, { ['user\u0000name']: 'a', password: 'b' }]) {
        const response = await sandbox.app.request('/api/accounts/login/', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(body),
        });
        expect(response.status).toBe(400);
        const answer = (await response.json()) as { errors: Array<{ code: string }> };
        expect(answer.errors.length).toBeGreaterThan(0);
      }
    } finally {
      await sandbox.close();
    }
  });
});

describe('every body schema is strict (§5 Bounds)', () => {
  const schema = z.object({ stake: z.string(), selections: z.array(z.object({ id: z.string() })), options: z.object({ fast: z.boolean() }).optional(), tags: z.record(z.string(), z.string()).optional() });

  it('names every field the schema does not know, at any depth, and nothing else', () => {
    const sent = { stake: '1', selections: [{ id: 'a' }, { id: 'b', price: '9.99' }], options: { fast: true, admin: true }, tags: { any: 'x' }, wallet: 'cash' };
    expect(droppedKeys(sent, schema.parse(sent)).map((error) => [error.field, error.code])).toEqual([
      ['selections[1].price', 'unknown_field'],
      ['options.admin', 'unknown_field'],
      ['wallet', 'unknown_field'],
    ]);
    const clean = { stake: '1', selections: [{ id: 'a' }], tags: { free: 'form' } };
    expect(droppedKeys(clean, schema.parse(clean))).toEqual([]);
  });
});

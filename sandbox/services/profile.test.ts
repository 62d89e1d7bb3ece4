import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GetProfileResponse, GetUserInfoResponse } from '../contract.ts';
import { createTestSandbox, type TestSandbox } from '../testing.ts';

let sandbox: TestSandbox;
let access: string;
beforeAll(async () => {
  sandbox = await createTestSandbox();
  await sandbox.register({
    body: { username: 'profiler', email: 'profiler@example.test', password: 'Abc#123x', terms_accepted: true },
  });
  access = (await sandbox.login('profiler', 'Abc#123x')).access;
});
afterAll(() => sandbox.dispose());

describe('GET /api/user/profile', () => {
  it('answers §3 Profile info', async () => {
    const { access: playerAccess } = await sandbox.login();
    const result = await sandbox.call('GET', '/api/user/profile', { token: playerAccess });
    expect(result.status).toBe(200);
    expect(GetProfileResponse.safeParse(result.json).success).toBe(true);
    expect(result.json).toEqual({ id: 1, username: 'player1', dateJoined: '2025-01-15T10:00:00.000Z', balanceCurrency: 'TND', balance: '1250.75', isBanned: false });
  });

  it('needs a session', async () => {
    expect((await sandbox.call('GET', '/api/user/profile')).json.code).toBe('not_authenticated');
  });
});

describe('/api/users/user/info/', () => {
  it('answers empty strings for absent fields (mobile_number "" §3) and null for no birth date', async () => {
    const result = await sandbox.call('GET', '/api/users/user/info/', { token: access });
    expect(result.status).toBe(200);
    expect(GetUserInfoResponse.safeParse(result.json).success).toBe(true);
    expect(result.json).toEqual({
      first_name: '',
      last_name: '',
      date_of_birth: null,
      mobile_number: '',
      postal_code: '',
      street_address: '',
      country: '',
      city: '',
      middle_name: '',
      gender: '',
      house_number: '',
      contact_language: '',
      document_series: '',
      document_number: '',
      registration_address: '',
    });
  });

  it('updates part of the fields, normalising the phone, and the names reach the User', async () => {
    const result = await sandbox.call('PATCH', '/api/users/user/info/', {
      token: access,
      body: { first_name: 'Sami', last_name: 'Trabelsi', mobile_number: '+216 20 123 456', country: 'TN', city: 'Sfax', date_of_birth: '1992-03-04', gender: 'male', document_number: ' AB123 ' },
    });
    expect(result.status).toBe(200);
    expect(result.json).toMatchObject({ first_name: 'Sami', mobile_number: '+21620123456', country: 'TN', city: 'Sfax', date_of_birth: '1992-03-04', postal_code: '', gender: 'male', document_number: 'AB123' });
    const user = await sandbox.call('GET', '/api/accounts/user', { token: access });
    expect(user.json).toMatchObject({ firstName: 'Sami', lastName: 'Trabelsi' });
    const partial = await sandbox.call('PATCH', '/api/users/user/info/', { token: access, body: { city: 'Sousse', date_of_birth: null } });
    expect(partial.json).toMatchObject({ first_name: 'Sami', city: 'Sousse', country: 'TN', date_of_birth: null, gender: 'male' });
  });

  it('refuses minors (§9 age 18+), bad phones, countries and dates with field errors', async () => {
    const now = new Date(sandbox.clock.now());
    const minor = `${now.getUTCFullYear() - 17}-01-01`;
    const result = await sandbox.call('PATCH', '/api/users/user/info/', {
      token: access,
      body: { date_of_birth: minor, mobile_number: '12ab', country: 'tn', gender: 'other' },
    });
    expect(result.status).toBe(400);
    const codes = Object.fromEntries(result.json.errors.map((error: { field: string; code: string }) => [error.field, error.code]));
    expect(codes.country).toBeDefined();
    expect(codes.gender).toBe('invalid_choice');
    const second = await sandbox.call('PATCH', '/api/users/user/info/', { token: access, body: { date_of_birth: minor, mobile_number: '12ab' } });
    expect(Object.fromEntries(second.json.errors.map((error: { field: string; code: string }) => [error.field, error.code]))).toEqual({
      date_of_birth: 'underage',
      mobile_number: 'invalid',
    });
    const badDate = await sandbox.call('PATCH', '/api/users/user/info/', { token: access, body: { date_of_birth: '1990-02-31' } });
    expect(badDate.status).toBe(400);
  });
});

describe('the contact language and the other §3 details', () => {
  it('stores the other details, refuses a language the market does not offer and a malformed document, by field', async () => {
    const saved = await sandbox.call('PATCH', '/api/users/user/info/', {
      token: access,
      body: { middle_name: 'Salah', gender: 'male', house_number: '12 bis', document_series: 'AB', document_number: '0123456', registration_address: '3 rue de Rome, Tunis', contact_language: 'ar' },
    });
    expect(saved.status).toBe(200);
    expect(saved.json).toMatchObject({ middle_name: 'Salah', gender: 'male', house_number: '12 bis', document_series: 'AB', document_number: '0123456', contact_language: 'ar' });
    const refused = await sandbox.call('PATCH', '/api/users/user/info/', { token: access, body: { contact_language: 'de-DE', document_number: '12<script>' } });
    expect(refused.status).toBe(400);
    expect(refused.json.code).toBe('validation_error');
    expect(refused.json.errors.map((error: { field: string }) => error.field).sort()).toEqual(['contact_language', 'document_number']);
    expect((await sandbox.call('PATCH', '/api/users/user/info/', { token: access, body: { gender: 'other' } })).status).toBe(400);
    expect((await sandbox.call('PATCH', '/api/users/user/info/', { body: { contact_language: 'ar' } })).status).toBe(401);
  });

  it('writes the e-mails in the contact language, else in the market default language', async () => {
    await sandbox.register({ body: { username: 'mailreader', email: 'mailreader@example.test', password: 'Abc#123x', terms_accepted: true } });
    const first = (await sandbox.call('GET', '/sandbox/outbox?to=mailreader@example.test')).json.items[0];
    expect(first.kind).toBe('registration');
    expect(first.subject).toBe('Confirmez votre adresse e-mail pour ouvrir votre compte');
    const reader = (await sandbox.login('mailreader', 'Abc#123x')).access;
    expect((await sandbox.call('PATCH', '/api/users/user/info/', { token: reader, body: { contact_language: 'ar' } })).status).toBe(200);
    await sandbox.call('PATCH', '/sandbox/users/mailreader', { body: { emailVerified: true } });
    await sandbox.call('POST', '/api/accounts/password/reset/', { body: { email: 'mailreader@example.test' } });
    const reset = (await sandbox.call('GET', '/sandbox/outbox?to=mailreader@example.test')).json.items[0];
    expect(reset.kind).toBe('password-reset');
    expect(reset.subject).toBe('أعد تعيين كلمة المرور');
    expect(reset.text).toContain(reset.link);
    expect((await sandbox.call('PATCH', '/api/users/user/info/', { token: reader, body: { contact_language: 'en-US' } })).status).toBe(200);
    await sandbox.call('POST', '/api/accounts/password/reset/', { body: { email: 'mailreader@example.test' } });
    expect((await sandbox.call('GET', '/sandbox/outbox?to=mailreader@example.test')).json.items[0].subject).toBe('Reset your password');
  });
});

describe('POST /api/users/user/change-password/', () => {
  it('refuses a wrong old password with incorrect_old_password, then changes it and ends the other sessions', async () => {
    await sandbox.register({
      body: { username: 'changer', email: 'changer@example.test', password: 'First#111', terms_accepted: true },
    });
    const current = await sandbox.login('changer', 'First#111');
    const other = await sandbox.login('changer', 'First#111');
    const wrong = await sandbox.call('POST', '/api/users/user/change-password/', { token: current.access, body: { old_password: 'nope', new_password: 'Second#222' } });
    expect(wrong.status).toBe(400);
    expect(wrong.json.code).toBe('incorrect_old_password');
    const changed = await sandbox.call('POST', '/api/users/user/change-password/', { token: current.access, body: { old_password: 'First#111', new_password: 'Second#222' } });
    expect(changed.status).toBe(200);
    await sandbox.login('changer', 'Second#222');
    expect((await sandbox.call('POST', '/api/accounts/refresh/', { body: { refresh: other.refresh } })).status).toBe(401);
    expect((await sandbox.call('POST', '/api/accounts/refresh/', { body: { refresh: current.refresh } })).status).toBe(200);
  });
});

// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clientHooks } from '../../api/client.ts';
import { formatDateTime, formatRetryTime } from '../../i18n/format.ts';
import { renderScreen, startScreenKit } from '../../testing/render-screen.tsx';
import LoginForm from './login-form.tsx';

// §3 Responsible-gaming limits and self-exclusion: a sign-in refused for self-exclusion says until when (end, then reactivation 7 days later, §4), or
// that the exclusion is permanent, in the language on screen with the dates of src/i18n/format.ts.
const originalFetch = clientHooks.fetch;
let refusal: unknown;
let refusalStatus = 403;

startScreenKit();

beforeEach(() => {
  clientHooks.fetch = vi.fn(async () => new Response(JSON.stringify(refusal), { status: refusalStatus, headers: { 'Content-Type': 'application/json' } }));
});

afterEach(() => {
  refusalStatus = 403;
  clientHooks.fetch = originalFetch;
});

async function submit(username = 'excluded') {
  renderScreen(<LoginForm />);
  fireEvent.change(await screen.findByLabelText(i18next.t('auth.signIn.username')), { target: { value: username } });
  fireEvent.change(screen.getByLabelText(i18next.t('auth.signIn.password')), { target: { value: 'Abc#123x' } });
  fireEvent.click(screen.getByRole('button', { name: i18next.t('auth.signIn.submit') }));
}

// §4 Sign-in: the form's own states (the journey through the real sandbox is tests/e2e/auth.spec.ts's).
describe('the sign-in form', () => {
  it('refuses empty fields locally, in the language on screen, and sends nothing', async () => {
    renderScreen(<LoginForm />);
    fireEvent.click(await screen.findByRole('button', { name: i18next.t('auth.signIn.submit') }));
    expect(await screen.findAllByText(i18next.t('errors.field.required'))).toHaveLength(2);
    expect(clientHooks.fetch).not.toHaveBeenCalled();
  });

  it('warns of a wrong password once, sends it once, and keeps what was typed (§8 no_active_account)', async () => {
    refusalStatus = 401;
    refusal = { code: 'no_active_account', message: 'No active account found with the given credentials' };
    await submit('player1');
    const warning = await screen.findByText(i18next.t('errors.no_active_account'));
    expect(warning.closest('[role="alert"]')).not.toBeNull();
    expect(clientHooks.fetch).toHaveBeenCalledTimes(1);
    expect((screen.getByLabelText(i18next.t('auth.signIn.username')) as HTMLInputElement).value).toBe('player1');
  });
});

describe('sign-in refused for self-exclusion', () => {
  it('shows the end of the period and the reactivation date', async () => {
    const endsAt = '2026-12-01T10:00:00.000Z';
    const reactivationFrom = '2026-12-08T10:00:00.000Z';
    refusal = { code: 'self_excluded', detail: reactivationFrom, selfExclusion: { period: '30d', endsAt, reactivationFrom } };
    await submit();
    const alert = await screen.findByText(i18next.t('auth.signIn.selfExcluded', { end: formatDateTime(endsAt), reactivation: formatDateTime(reactivationFrom) }));
    expect(alert.getAttribute('role')).toBe('alert');
  });

  it('says a permanent exclusion has no date', async () => {
    refusal = { code: 'self_excluded', detail: '', selfExclusion: { period: 'permanent', endsAt: null, reactivationFrom: null } };
    await submit();
    expect(await screen.findByText(i18next.t('auth.signIn.selfExcludedPermanent'))).toBeTruthy();
  });
});

describe('sign-in paused after too many failed attempts (§5 Sign-in throttle)', () => {
  it('says when the player may try again, in the language on screen', async () => {
    const retryAfter = new Date(Date.now() + 30_000).toISOString();
    refusalStatus = 429;
    refusal = { code: 'rate_limited', message: 'Too many attempts.', retryAfter };
    await submit();
    const alert = await screen.findByText(i18next.t('auth.signIn.locked', { time: formatRetryTime(retryAfter) }));
    expect(alert.getAttribute('role')).toBe('alert');
    expect(alert.textContent).toContain(formatRetryTime(retryAfter));
  });
});

describe('sign-in refused to a closed or inactive account (§4 account rules)', () => {
  it('says from when a closed account can be reopened', async () => {
    const reactivationFrom = '2026-12-04T09:30:00.000Z';
    refusal = { code: 'account_closed', message: 'Closed.', detail: reactivationFrom, accountClosure: { closedAt: '2026-11-27T09:30:00.000Z', reactivationFrom } };
    await submit();
    const alert = await screen.findByText(i18next.t('auth.signIn.accountClosed', { date: formatDateTime(reactivationFrom) }));
    expect(alert.getAttribute('role')).toBe('alert');
  });

  it('says an inactive account is blocked, with the months of the market', async () => {
    refusal = { code: 'account_inactive', message: 'Inactive.' };
    await submit();
    const alert = await screen.findByText(i18next.t('auth.signIn.accountInactive', { months: 24 }));
    expect(alert.getAttribute('role')).toBe('alert');
  });
});

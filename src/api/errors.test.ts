import { beforeAll, beforeEach, describe, expect, test } from 'vitest';
import i18next from 'i18next';
import english from '../../config/languages/en-US/index.ts';
import { ApiError, type ApiResult } from './client.ts';
import { describeError, fieldErrors, listFieldErrorCode, toastApiError } from './errors.ts';
import { toastsStore } from '../stores/toasts.ts';
import { formatRetryTime } from '../i18n/format.ts';

function failure(status: number, body: unknown): ApiResult<unknown> {
  const errorBody = body as { code?: string; message?: string; detail?: string };
  return { success: false, data: null, errorMessage: errorBody?.message ?? null, codeStatus: errorBody?.code ?? status, responseStatus: status, errorBody: body };
}

beforeAll(async () => {
  await i18next.init({ lng: 'en-US', resources: { 'en-US': { translation: english } }, interpolation: { escapeValue: false } });
});
beforeEach(() => {
  toastsStore.items.splice(0);
});

describe('error catalogue (§8)', () => {
  test('a known code gets its localized message', () => {
    const message = describeError(failure(400, { code: 'not_enough_money', message: 'server words' }));
    expect(i18next.t(message.messageKey!)).toBe('Not enough money');
  });

  test('unknown code: message, else detail, else the default message', () => {
    expect(describeError(failure(400, { code: 'weird', message: 'Server says no' }))).toEqual({ text: 'Server says no' });
    expect(describeError(failure(400, { code: 'weird', detail: 'Detail text' }))).toEqual({ text: 'Detail text' });
    expect(i18next.t(describeError(failure(500, 'not json')).messageKey!)).toBe('Something went wrong');
  });

  test('a refusal that says when to try again names that time (§5 Sign-in throttle: rate_limited with retryAfter)', () => {
    const retryAfter = new Date(Date.now() + 30_000).toISOString();
    const message = describeError(failure(429, { code: 'rate_limited', message: 'Too many attempts.', retryAfter }));
    expect(message).toEqual({ messageKey: 'errors.rate_limited_until', values: { time: formatRetryTime(retryAfter) } });
    expect(i18next.t(message.messageKey!, message.values!)).toBe(`Too many attempts. Try again after ${formatRetryTime(retryAfter)}.`);
    toastApiError(new ApiError(failure(429, { code: 'rate_limited', retryAfter }), '/api/accounts/password/reset/'));
    expect(toastsStore.items[0]).toMatchObject({ type: 'error', messageKey: 'errors.rate_limited_until', values: { time: formatRetryTime(retryAfter) } });
    // Without a usable time the plain message stays.
    expect(describeError(failure(429, { code: 'rate_limited', retryAfter: 'soon' }))).toEqual({ messageKey: 'errors.rate_limited' });
  });

  test('list-style field errors: codes from the last two URL segments, the field and the code', () => {
    expect(listFieldErrorCode('/api/referral/activate/', 'code', 'blank')).toBe('referral_activate_code_blank');
    expect(listFieldErrorCode('/api/users/user/info/?x=1', 'city', 'required')).toBe('user_info_city_required');
  });

  test('field errors are matched by field name and localized by code', () => {
    const error = new ApiError(failure(400, { code: 'validation_error', errors: [{ field: 'email', code: 'invalid_email' }, { field: 'city', code: 'strange', message: 'Bad city' }] }), '/api/users/user/info/');
    const messages = fieldErrors(error);
    expect(i18next.t(messages.email.messageKey!)).toBe('Invalid email address');
    expect(messages.city).toEqual({ text: 'Bad city' });
  });

  test('toasts are deduplicated', () => {
    const error = new ApiError(failure(400, { code: 'user_is_banned' }), '/api/accounts/login/');
    toastApiError(error);
    toastApiError(error);
    expect(toastsStore.items).toHaveLength(1);
    expect(toastsStore.items[0]).toMatchObject({ type: 'error', messageKey: 'errors.user_is_banned' });
  });
});

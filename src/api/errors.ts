import i18next from 'i18next';
import { ApiError, type ApiErrorBody, type ApiResult } from './client.ts';
import { formatRetryTime } from '../i18n/format.ts';
import { showToast, type Toast } from '../stores/toasts.ts';

/** A message ready for a toast or an input: a catalogue key (with its values), else the server's own text. */
export interface ErrorMessage {
  messageKey?: string;
  values?: Record<string, string>;
  text?: string;
}

const defaultMessage: ErrorMessage = { messageKey: 'errors.defaultMessage' };

function catalogueKey(code: string | number | null | undefined): string | null {
  if (code === null || code === undefined || code === '') return null;
  const key = `errors.${code}`;
  return i18next.exists(key) ? key : null;
}

function bodyOf(result: ApiResult<unknown>): ApiErrorBody {
  return result.errorBody && typeof result.errorBody === 'object' ? (result.errorBody as ApiErrorBody) : {};
}

/** The moment a refused attempt may be repeated (ErrorBody.retryAfter of a 429 rate_limited), if the body says. */
export function retryAfterOf(result: ApiResult<unknown>): string | null {
  const value = (bodyOf(result) as { retryAfter?: unknown }).retryAfter;
  return typeof value === 'string' && !Number.isNaN(Date.parse(value)) ? value : null;
}

/**
 * §8 Other errors: the localized message for the code, else message, else detail, else the default message.
 * A code whose answer says when to try again (§5 Sign-in throttle: rate_limited with retryAfter) uses its `<code>_until`
 * entry, which names that time in the player's language.
 */
export function describeError(result: ApiResult<unknown>): ErrorMessage {
  const retryAfter = retryAfterOf(result);
  const untilKey = retryAfter ? catalogueKey(`${result.codeStatus}_until`) : null;
  if (untilKey && retryAfter) return { messageKey: untilKey, values: { time: formatRetryTime(retryAfter) } };
  const key = catalogueKey(result.codeStatus);
  if (key) return { messageKey: key };
  const body = bodyOf(result);
  if (body.message) return { text: body.message };
  if (body.detail) return { text: body.detail };
  return defaultMessage;
}

/** §8 List-style field errors: code from the last two URL segments, the field and the error code. */
export function listFieldErrorCode(path: string, field: string, code: string): string {
  const segments = path.split('?')[0].split('/').filter(Boolean).slice(-2);
  return [...segments, field, code].join('_').replace(/[^A-Za-z0-9_]/g, '_');
}

export function listFieldErrorMessages(error: ApiError): ErrorMessage[] {
  return (bodyOf(error.result).errors ?? []).map((fieldError) => {
    const key = catalogueKey(listFieldErrorCode(error.path, fieldError.field, fieldError.code));
    if (key) return { messageKey: key };
    return fieldError.message ? { text: fieldError.message } : defaultMessage;
  });
}

/** §5 Field errors: inputs show the error text looked up by code, matched by field name. */
export function fieldErrors(error: unknown): Record<string, ErrorMessage> {
  if (!(error instanceof ApiError)) return {};
  const messages: Record<string, ErrorMessage> = {};
  for (const fieldError of bodyOf(error.result).errors ?? []) {
    const key = catalogueKey(`field.${fieldError.code}`) ?? catalogueKey(fieldError.code);
    messages[fieldError.field] = key ? { messageKey: key } : fieldError.message ? { text: fieldError.message } : defaultMessage;
  }
  return messages;
}

/** Shows an API failure as toasts (deduplicated by the toast store). Field errors shown under inputs are skipped. */
export function toastApiError(error: unknown, options: { type?: Toast['type']; skipFieldErrors?: boolean } = {}): void {
  const type = options.type ?? 'error';
  if (!(error instanceof ApiError)) {
    showToast({ type, ...defaultMessage });
    return;
  }
  const listMessages = options.skipFieldErrors ? [] : listFieldErrorMessages(error);
  if (listMessages.length > 0) {
    for (const message of listMessages) showToast({ type, ...message });
    return;
  }
  showToast({ type, ...describeError(error.result) });
}

/**
 * The server's own refusal (a 4xx answer: no such transfer, an expired link), which a screen says in its words; a
 * 5xx, a time-out or an unreadable answer is said by the page's load-failure notice with its cause and a retry (§8).
 */
export function isRefusal(error: unknown): boolean {
  return error instanceof ApiError && error.result.responseStatus >= 400 && error.result.responseStatus < 500;
}

import i18next from 'i18next';
import { ApiError } from './client.ts';
import { fieldErrors, toastApiError } from './errors.ts';
import { showToast } from '../stores/toasts.ts';

/** The error code of a failed call (the body's code, §8), if any. */
export function errorCode(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  const code = error.result.codeStatus;
  return code === null || code === undefined ? null : String(code);
}

/**
 * Toasts a failed profile or cashier call: the profile pack names the codes the cashier and limits add
 * (deposit_limit_exceeded, payment_system_disabled...), the shared catalogue the §8 ones.
 */
export function toastProfileError(error: unknown): void {
  const code = errorCode(error);
  const key = code ? `profile.errors.${code}` : null;
  if (key && i18next.exists(key)) {
    showToast({ type: 'error', messageKey: key });
    return;
  }
  toastApiError(error);
}

/**
 * For a ConfigForm's onSubmit: field errors go back to the form (shown under their inputs, §5); anything else
 * becomes a toast with the profile pack's message for its code.
 */
export function handleSubmitError(error: unknown): void {
  if (Object.keys(fieldErrors(error)).length > 0) throw error;
  toastProfileError(error);
}

/** The server's field error codes by field name (§5 field errors), for screens that map them themselves. */
export function fieldErrorCodes(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError)) return {};
  const body = error.result.errorBody as { errors?: { field?: unknown; code?: unknown }[] } | null;
  const codes: Record<string, string> = {};
  for (const item of Array.isArray(body?.errors) ? body.errors : []) {
    if (typeof item.field === 'string' && typeof item.code === 'string') codes[item.field] = item.code;
  }
  return codes;
}

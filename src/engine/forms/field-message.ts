import i18next from 'i18next';
import type { FieldError } from 'react-hook-form';

/**
 * Maps a zod issue (as react-hook-form reports it) to a catalogue key, so every message is localized (§5).
 * A rule that carries its own i18n key as message wins.
 */
export function fieldErrorKey(error: FieldError | undefined, invalidKey?: string): string | null {
  if (!error) return null;
  if (error.message && error.message.includes('.') && i18next.exists(error.message)) return error.message;
  const missing = error.type === 'invalid_type' || (error.type === 'too_small' && /\b1\b/.test(error.message ?? ''));
  if (invalidKey && !missing) return invalidKey;
  switch (error.type) {
    case 'too_small':
      return 'errors.field.required';
    case 'too_big':
      return 'errors.field.too_long';
    case 'invalid_format':
      return error.message?.toLowerCase().includes('email') ? 'errors.field.invalid_email' : 'errors.field.invalid';
    case 'invalid_type':
      return 'errors.field.required';
    case 'invalid_value':
      return 'errors.field.invalid';
    default:
      return 'errors.field.invalid';
  }
}

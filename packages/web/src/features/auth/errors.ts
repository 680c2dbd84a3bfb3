import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import type { ErrorCode } from '@atrium/contract';
import { ApiError } from '../../lib/api-error';
import i18n from '../../lib/i18n';
import type { KeysUnder } from '../../lib/i18n-keys';

/**
 * The English messages of the contract's schemas and of the server, with their key under
 * auth.validation, so a Spanish user reads them in Spanish. Unknown messages are shown as they are.
 */
const KNOWN_MESSAGES: Record<string, KeysUnder<'auth.validation'>> = {
  'Enter a valid e-mail address': 'email',
  'Password required': 'passwordRequired',
  'First name required': 'firstNameRequired',
  'Last name required': 'lastNameRequired',
  'Passwords do not match': 'passwordsMismatch',
  'The code has 6 digits': 'codeDigits',
  Required: 'required',
  'Current password is required': 'currentPasswordRequired',
  'Current password is incorrect': 'currentPasswordIncorrect',
};

/** Translates a validation message (from a zod schema or from the server's content.fields). */
export function validationMessage(message: string | undefined): string | undefined {
  if (!message) return message;
  const key = KNOWN_MESSAGES[message];
  if (key) return i18n.t(`auth.validation.${key}`);
  const min = /^Password must be at least (\d+) characters$/.exec(message);
  if (min) return i18n.t('auth.validation.passwordMin', { count: Number(min[1]) });
  return message;
}

/** Server error codes whose message the sign-in screens translate (English shows the server's own words). */
const CODE_KEYS: Partial<Record<ErrorCode, KeysUnder<'auth.errors'>>> = {
  INVALID_CREDENTIALS: 'invalidCredentials',
  INVALID_CODE: 'invalidCode',
  TOO_MANY_REQUESTS: 'tooManyRequests',
  EMAIL_TAKEN: 'emailTaken',
  EMAIL_NOT_VERIFIED: 'emailNotVerified',
  NO_RESPONSE_RECEIVED: 'transport',
  REQUEST_ERROR: 'transport',
  FORBIDDEN: 'forbidden',
  NOT_FOUND: 'notFound',
};

/**
 * The message to show for a failed sign-in call: the server's message (spec 1 §8 "the server message"),
 * in the user's language when the code is a known one.
 */
export function authErrorMessage(err: unknown): string {
  if (err instanceof ApiError) {
    const key = CODE_KEYS[err.code];
    if (!i18n.language?.startsWith('en') && key) return i18n.t(`auth.errors.${key}`);
    if (err.message) return err.message;
    if (key) return i18n.t(`auth.errors.${key}`);
  }
  return i18n.t('auth.errors.unexpected');
}

/** The last segment of a server field path ('body.email' → 'email'). */
const fieldName = (path: string) => path.split('.').filter(Boolean).pop() ?? path;

/**
 * Puts the server's field errors (content.fields of a VALIDATION_ERROR) on the form's fields.
 * Returns true when at least one landed on a field of this form.
 */
export function applyServerFieldErrors<T extends FieldValues>(
  err: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): boolean {
  if (!(err instanceof ApiError)) return false;
  let applied = false;
  for (const f of err.fields) {
    const name = fieldName(f.path) as Path<T>;
    if (!fields.includes(name)) continue;
    setError(name, { type: 'server', message: validationMessage(f.message) }, { shouldFocus: !applied });
    applied = true;
  }
  return applied;
}

export const isApiError = (err: unknown, code: ErrorCode): err is ApiError =>
  err instanceof ApiError && err.code === code;

/**
 * Puts a failed submit's error where the user looks: an expected error code on its field (e.g. INVALID_CODE on
 * the code), the server's field errors on their fields, anything else in the form's alert.
 */
export function showSubmitError<T extends FieldValues>(
  err: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
  setFormError: (message: string) => void,
  codeOnField?: { code: ErrorCode; field: Path<T> },
) {
  if (codeOnField && isApiError(err, codeOnField.code)) {
    setError(codeOnField.field, { type: 'server', message: authErrorMessage(err) }, { shouldFocus: true });
    return;
  }
  if (!applyServerFieldErrors(err, setError, fields)) setFormError(authErrorMessage(err));
}

import { LIMITS } from '@atrium/contract';

/** Keeps only digits, so a pasted "123 456" or "123-456" still fits the 6-digit code. */
export const digitsOnly = (value: string) => value.replace(/\D/g, '').slice(0, LIMITS.loginCodeLength);

/**
 * Attributes of a 6-digit code input: numeric keyboard on phones. No maxLength: the browser would cut a pasted
 * "123-456" to "123-45" before digitsOnly could drop the dash; digitsOnly caps the length instead.
 */
export const codeInputProps = { inputMode: 'numeric', pattern: '[0-9]*' } as const;

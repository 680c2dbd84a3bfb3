import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { onboardingMessage } from './messages';

/** Binds a text field to react-hook-form with the translated message of the shared schema. */
export function bind<T extends FieldValues>(form: UseFormReturn<T, unknown, unknown>, name: Path<T>) {
  const r = form.register(name);
  const error = name
    .split('.')
    .reduce<unknown>((acc, k) => (acc as Record<string, unknown> | undefined)?.[k], form.formState.errors) as
    { message?: unknown } | undefined;
  const message = typeof error?.message === 'string' ? error.message : undefined;
  return {
    inputRef: r.ref,
    name: r.name,
    onChange: r.onChange,
    onBlur: r.onBlur,
    error: !!error,
    helperText: onboardingMessage(message),
    fullWidth: true,
  };
}

export const errorOf = <T extends FieldValues>(form: UseFormReturn<T, unknown, unknown>, name: Path<T>) => {
  const e = (form.formState.errors as Record<string, { message?: unknown } | undefined>)[name];
  return typeof e?.message === 'string' ? onboardingMessage(e.message) : undefined;
};

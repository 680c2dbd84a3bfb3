import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { validationMessage } from './errors';

/** Binds a react-hook-form field to an MUI TextField: ref, handlers, error flag and translated helper text. */
export function fieldProps<T extends FieldValues>(form: UseFormReturn<T>, name: Path<T>) {
  const r = form.register(name);
  const error = form.formState.errors[name];
  const message = typeof error?.message === 'string' ? error.message : undefined;
  return {
    inputRef: r.ref,
    name: r.name,
    onChange: r.onChange,
    onBlur: r.onBlur,
    error: !!error,
    helperText: validationMessage(message),
  };
}

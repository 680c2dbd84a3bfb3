import type { FieldErrors, FieldValues } from 'react-hook-form';

/**
 * Scrolls to (and focuses) the first invalid field in screen order (spec 1 §5 "on error the form scrolls to the
 * first invalid field"). Fields are found by their name attribute inside the form.
 */
export function scrollToFirstInvalid<T extends FieldValues>(
  errors: FieldErrors<T>,
  order: readonly string[],
  root: ParentNode = document,
) {
  const first = order.find((name) => name in errors);
  if (!first) return null;
  const el = root.querySelector<HTMLElement>(`[name="${first}"]`);
  if (el) {
    el.scrollIntoView?.({ behavior: 'smooth', block: 'center' });
    // Hidden inputs (checkboxes, selects) are focused through their visible control when they cannot be.
    el.focus?.({ preventScroll: true });
  }
  return first;
}

import type { ParseKeys, TFunction } from 'i18next';

/** A key of locales/en ('auth.login.title'): what `t()` accepts since lib/i18next.d.ts types the resources. */
export type TranslationKey = ParseKeys;

/** The last segments of the keys under a prefix: `KeysUnder<'auth.errors'>` is 'invalidCode' | 'notFound' | … */
export type KeysUnder<P extends string> = TranslationKey extends infer K
  ? K extends `${P}.${infer Rest}`
    ? Rest
    : never
  : never;

/**
 * `t()` for a key only known at run time (a value from the server or from data), which tsc cannot check. Prefer a map
 * typed with TranslationKey or KeysUnder; use this where the set of values is open (check with `i18n.exists` or give
 * a fallback). The cast is the one place where an unchecked key enters `t()`.
 */
export function tDynamic(t: TFunction, key: string, options?: Record<string, unknown>): string {
  return (t as unknown as (key: string, options?: Record<string, unknown>) => string)(key, options);
}

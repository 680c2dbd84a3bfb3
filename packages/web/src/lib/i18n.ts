import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { z } from 'zod';
import { DEFAULT_LANGUAGE, LANGUAGES, STORAGE_KEYS, type Language } from '@atrium/contract';
import { enCore } from '../locales/core';
import { storage } from './storage';
import { zodIssueText } from './validation';

/** A supported locale, else the first supported one (spec 1 §5). */
export function supportedLanguage(value: string | null | undefined): Language {
  const short = (value ?? '').slice(0, 2).toLowerCase();
  return (LANGUAGES as readonly string[]).includes(short) ? (short as Language) : DEFAULT_LANGUAGE;
}

const initial = supportedLanguage(
  storage.get(STORAGE_KEYS.language) ?? (typeof navigator !== 'undefined' ? navigator.language : null),
);

/**
 * English ships with the app in two parts: the strings of the pages before sign-in (`locales/core.ts`) in the first
 * load, the rest with the signed-in app (`appStrings`). Other languages are fetched when first used (their own chunk), so the first page load
 * carries one language. `changeLanguage` resolves once the language is loaded.
 */
const lazyLanguages: Record<string, () => Promise<{ default: unknown }>> = {
  es: () => import('../locales/es'),
};
const lazyLocales = {
  type: 'backend' as const,
  init() {},
  read(lng: string, _ns: string, done: (err: unknown, data: unknown) => void) {
    const load = lazyLanguages[lng];
    if (!load) return done(null, {});
    load().then(
      (m) => done(null, m.default),
      (err: unknown) => done(err, null),
    );
  },
};

void i18n
  .use(lazyLocales)
  .use(initReactI18next)
  .init({
    resources: { en: { translation: enCore } },
    partialBundledLanguages: true,
    lng: initial,
    fallbackLng: 'en',
    interpolation: { escapeValue: false },
    returnNull: false,
  });

let appStringsLoad: Promise<void> | null = null;
/**
 * Every feature's English (the whole of `locales/index.ts`), fetched once as its own chunk; the signed-in routes
 * wait for it (`RequireAuth`), as does any public page that shows a signed-in feature's components.
 */
export function appStrings(): Promise<void> {
  appStringsLoad ??= import('../locales').then(
    ({ en }) => {
      i18n.addResourceBundle('en', 'translation', en, true, false);
    },
    (err: unknown) => {
      appStringsLoad = null;
      throw err;
    },
  );
  return appStringsLoad;
}

i18n.on('languageChanged', (lng) => {
  storage.set(STORAGE_KEYS.language, lng);
  document.documentElement.lang = lng;
});
if (typeof document !== 'undefined') document.documentElement.lang = initial;

// Schemas that give no message of their own speak the user's language, never zod's English defaults (issue 13).
z.config({ customError: (issue) => zodIssueText(i18n.t, issue) });

export default i18n;

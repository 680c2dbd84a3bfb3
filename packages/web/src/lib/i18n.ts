import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { z } from 'zod';
import { DEFAULT_LANGUAGE, LANGUAGES, STORAGE_KEYS, type Language } from '@atrium/contract';
import { en } from '../locales';
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
 * English ships with the app; other languages are fetched when first used (their own chunk), so the first page load
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
    resources: { en: { translation: en } },
    partialBundledLanguages: true,
    lng: initial,
    fallbackLng: 'en',
    interpolation: { escapeValue: false },
    returnNull: false,
  });

i18n.on('languageChanged', (lng) => {
  storage.set(STORAGE_KEYS.language, lng);
  document.documentElement.lang = lng;
});
if (typeof document !== 'undefined') document.documentElement.lang = initial;

// Schemas that give no message of their own speak the user's language, never zod's English defaults (issue 13).
z.config({ customError: (issue) => zodIssueText(i18n.t, issue) });

export default i18n;

import { useTranslation } from 'react-i18next';
import { STORAGE_KEYS, type Language } from '@atrium/contract';
import { useApiMutation } from '../../components/useApi';
import { notify } from '../../lib/notify';
import { storage } from '../../lib/storage';
import { sessionStore } from '../../session/session';
import { languageApi } from './api';

/**
 * Saves the language for the signed-in user, then switches the interface (spec 1 §4.7). The server copy is what
 * SessionBootstrap applies after a reload; a failure shows 'Error updating user language' and keeps the language.
 */
export function useChangeLanguage() {
  const { i18n, t } = useTranslation();
  const mutation = useApiMutation<{ language: Language }, Language>({
    mutationKey: ['user-language'],
    errorMode: 'none',
    mutationFn: async (locale) => {
      const user = sessionStore.get().user;
      if (!user) throw new Error('not signed in');
      return languageApi.set(user.externalId, locale);
    },
    onSuccess: async ({ language }) => {
      await i18n.changeLanguage(language);
      sessionStore.set((s) => {
        if (!s.user) return s;
        const user = { ...s.user, language };
        storage.setJson(STORAGE_KEYS.user, user);
        return { ...s, user };
      });
    },
    onError: () => notify(t('language.updateError'), 'error'),
  });
  return {
    language: (i18n.resolvedLanguage ?? i18n.language ?? 'en').slice(0, 2) as Language,
    change: (locale: Language) => mutation.mutate(locale),
    pending: mutation.isPending,
  };
}

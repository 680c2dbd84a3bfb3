// Types every t('…') key from the English resources: a key that is not in locales/en fails `tsc`.
import 'i18next';
import type { en } from '../locales';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof en };
  }
}

import { en } from './index';
import es from './es';

/** Both languages at once, for tests: the app ships English and loads Spanish on demand (lib/i18n.ts). */
export const resources = { en, es };

import { byFeature } from './index';

/** Spanish, one chunk of its own: only loaded when someone reads the app in Spanish (lib/i18n.ts). */
export default byFeature(import.meta.glob('./es/*.json', { eager: true }));

import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';
import i18n, { appStrings } from '../lib/i18n';

// The app fetches Spanish when first used; tests read both languages at will (getFixedT('es')).
await i18n.loadLanguages('es');
// Components are rendered here without the signed-in routes that fetch every feature's English.
await appStrings();

afterEach(() => cleanup());

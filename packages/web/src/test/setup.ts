import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';
import i18n from '../lib/i18n';

// The app fetches Spanish when first used; tests read both languages at will (getFixedT('es')).
await i18n.loadLanguages('es');

afterEach(() => cleanup());

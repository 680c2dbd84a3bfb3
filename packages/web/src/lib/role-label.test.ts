import { afterEach, describe, expect, it } from 'vitest';
import i18n from './i18n';
import { roleText } from './role-label';

afterEach(() => i18n.changeLanguage('en'));

describe('roleText (team role chips, invitation roles)', () => {
  it("reads 'KAM', never 'Kam'", () => {
    expect(roleText('atrium-portal-kam')).toBe('KAM');
    expect(roleText('atrium-company-standard')).toBe('Standard');
  });

  it('speaks Spanish', async () => {
    await i18n.changeLanguage('es');
    expect(roleText('atrium-company-standard')).toBe('Estándar');
    expect(roleText('atrium-portal-viewer')).toBe('Lector');
    expect(roleText('atrium-portal-kam')).toBe('KAM');
    expect(roleText('expert')).toBe('Experto');
  });
});

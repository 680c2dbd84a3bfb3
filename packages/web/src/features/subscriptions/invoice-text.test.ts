import { afterEach, describe, expect, it } from 'vitest';
import i18n from '../../lib/i18n';
import { invoiceDescription } from './invoice-text';

afterEach(() => i18n.changeLanguage('en'));

describe('invoiceDescription (issue 13: invoice descriptions stayed English in Spanish)', () => {
  it('words plan and renewal lines in Spanish', async () => {
    await i18n.changeLanguage('es');
    expect(invoiceDescription('Core plan, monthly')).toBe('Plan Core, mensual');
    expect(invoiceDescription('Renewal: core plan, yearly')).toBe('Renovación: plan Core, anual');
    expect(invoiceDescription('Manual credit')).toBe('Manual credit');
  });

  it('keeps English as it was', () => {
    expect(invoiceDescription('Core plan, monthly')).toBe('Core plan, monthly');
  });
});

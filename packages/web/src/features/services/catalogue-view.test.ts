import { describe, expect, it } from 'vitest';
import { SERVICE_CATALOGUE } from '@atrium/contract';
import { categoriesOf, filterServices, sectionsOf, servicesOfScope } from './catalogue-view';

const codes = (list: { code: string }[]) => list.map((s) => s.code);

describe('catalogue view', () => {
  it('offers no hidden service in any scope', () => {
    const hidden = new Set(SERVICE_CATALOGUE.filter((s) => s.hidden).map((s) => s.code));
    for (const scope of ['ALL', 'LEGAL', 'OFFERS'] as const)
      expect(codes(servicesOfScope(scope)).filter((c) => hidden.has(c))).toEqual([]);
    expect(codes(servicesOfScope('ALL'))).not.toContain('TEXAS_INCORPORATION');
  });

  it('legal is the LEGAL category; other offers are finance plus the extras', () => {
    expect(servicesOfScope('LEGAL').every((s) => s.category === 'LEGAL')).toBe(true);
    expect(codes(servicesOfScope('LEGAL'))).toEqual(
      expect.arrayContaining(['DELAWARE_INCORPORATION', 'BOI_REPORT_2024', 'TRADEMARK_REGISTRATION', 'ELECTION_83B']),
    );
    const offers = servicesOfScope('OFFERS');
    expect(codes(offers)).toEqual(
      expect.arrayContaining([
        'FRACTIONAL_CFO',
        'FRACTIONAL_CONTROLLER',
        'US_ADDRESS',
        'REGISTERED_AGENT',
        'INVESTMENT_ROUND',
      ]),
    );
    expect(offers.every((s) => s.category === 'FINANCE' || s.group === 'EXTRAS')).toBe(true);
    expect(categoriesOf(offers)).toEqual(['LEGAL', 'FINANCE']);
  });

  it('searches every word in either language, ignoring case and accents, within the category', () => {
    const all = servicesOfScope('ALL');
    expect(codes(filterServices(all, { category: null, search: 'delaware expedited' }))).toEqual(
      expect.arrayContaining(['DELAWARE_INCORPORATION_EXPEDITED', 'DELAWARE_LLC_INCORPORATION_EXPEDITED']),
    );
    expect(codes(filterServices(all, { category: null, search: 'constitucion caiman' }))).toEqual([
      'CAYMAN_INCORPORATION',
    ]);
    expect(codes(filterServices(all, { category: null, search: '83b' }))).toEqual(['ELECTION_83B']); // by its code
    expect(codes(filterServices(all, { category: null, search: '83(b)' }))).toContain('ELECTION_83B');
    expect(filterServices(all, { category: 'PAYROLL', search: 'delaware' })).toEqual([]);
    expect(filterServices(all, { category: 'PAYROLL', search: '' }).every((s) => s.category === 'PAYROLL')).toBe(true);
  });

  it('groups the services in category order, families in catalogue order', () => {
    const sections = sectionsOf(servicesOfScope('ALL'));
    expect(sections.map((s) => s.category)).toEqual(['ACCOUNTING', 'PAYROLL', 'LEGAL', 'FINANCE']);
    expect(sections[0].groups.map((g) => g.group)).toEqual([
      'BOOKKEEPING',
      'TAX_SUBSCRIPTION',
      'TAX_RETURN',
      'TAX_ADD_ON',
    ]);
    const total = sections.flatMap((s) => s.groups).reduce((n, g) => n + g.services.length, 0);
    expect(total).toBe(servicesOfScope('ALL').length);
  });
});

import { describe, expect, it } from 'vitest';
import { SERVICE_CATALOGUE, SERVICE_CATEGORIES, selectableServices, serviceByCode, serviceName } from '../index.ts';

describe('SERVICE_CATALOGUE (spec 1 §3)', () => {
  it('holds about 130 services with unique UPPER_SNAKE codes', () => {
    expect(SERVICE_CATALOGUE.length).toBeGreaterThanOrEqual(120);
    expect(SERVICE_CATALOGUE.length).toBeLessThanOrEqual(145);
    const codes = SERVICE_CATALOGUE.map((s) => s.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes) expect(code).toMatch(/^[A-Z0-9]+(_[A-Z0-9]+)*$/);
  });

  it('has every category, each with selectable services', () => {
    for (const c of SERVICE_CATEGORIES) expect(selectableServices(c).length).toBeGreaterThan(0);
  });

  it('names every service and task in English and Spanish, and the two differ', () => {
    for (const s of SERVICE_CATALOGUE) {
      expect(s.name.en.trim(), s.code).not.toBe('');
      expect(s.name.es.trim(), s.code).not.toBe('');
      expect(s.name.es, s.code).not.toBe(s.name.en);
      for (const t of s.tasks) {
        expect(t.name.en.trim(), `${s.code}/${t.key}`).not.toBe('');
        expect(t.name.es.trim(), `${s.code}/${t.key}`).not.toBe('');
      }
    }
  });

  it('gives each service a non-empty template with unique keys, sane due days and a staff task', () => {
    for (const s of SERVICE_CATALOGUE) {
      expect(s.tasks.length, s.code).toBeGreaterThan(0);
      const keys = s.tasks.map((t) => t.key);
      expect(new Set(keys).size, s.code).toBe(keys.length);
      for (const t of s.tasks) {
        expect(t.dueInDays, `${s.code}/${t.key}`).toBeGreaterThan(0);
        // A customer task always asks for something: files or answers, never plain staff work.
        if (t.doneBy === 'CUSTOMER') expect(t.kind).not.toBe('STAFF_WORK');
      }
      expect(
        s.tasks.some((t) => t.doneBy === 'STAFF'),
        s.code,
      ).toBe(true);
    }
  });

  it('expedited incorporations are due sooner than the regular ones', () => {
    const regular = serviceByCode('DELAWARE_INCORPORATION')!;
    const expedited = serviceByCode('DELAWARE_INCORPORATION_EXPEDITED')!;
    const last = (s: typeof regular) => Math.max(...s.tasks.map((t) => t.dueInDays));
    expect(last(expedited)).toBeLessThan(last(regular));
    expect(expedited.tasks.map((t) => t.key)).toEqual(regular.tasks.map((t) => t.key));
  });

  it('recurring services say how often; the spec families are present', () => {
    expect(serviceByCode('BOOKKEEPING_MONTHLY_STARTER')?.recurrence).toBe('MONTHLY');
    expect(serviceByCode('TAX_ESTIMATED_QUARTERLY')?.recurrence).toBe('QUARTERLY');
    expect(serviceByCode('DELAWARE_INCORPORATION')?.recurrence).toBeNull();
    for (const code of [
      'TAX_FORM_5472',
      'TAX_FBAR',
      'TAX_ITIN',
      'TAX_K1_UP_TO_5',
      'PAYROLL_STARTER',
      'CAYMAN_MAINTENANCE',
      'BVI_INCORPORATION',
      'BOI_REPORT_2025',
      'FILING_APOSTILLE',
      'TRADEMARK_REGISTRATION',
      'ELECTION_83B',
      'FRACTIONAL_CFO',
      'US_ADDRESS',
      'REGISTERED_AGENT',
      'INVESTMENT_ROUND',
    ]) {
      expect(serviceByCode(code), code).toBeDefined();
    }
  });

  it('the BOI and incorporation templates ask the customer with their own task kinds', () => {
    const boi = serviceByCode('BOI_REPORT_2024')!;
    expect(boi.tasks.find((t) => t.doneBy === 'CUSTOMER')?.kind).toBe('REQUEST_BOI_INFORMATION_TASK');
    const inc = serviceByCode('US_INCORPORATION')!;
    expect(inc.tasks.some((t) => t.kind === 'REQUEST_LEGAL_INCORPORATION_TASK')).toBe(true);
    expect(inc.tasks.at(-1)?.kind).toBe('PRODUCT_FLOW_DELIVERABLE');
  });
});

describe('hidden services', () => {
  it('include tax, Texas and Wyoming codes, are found by code but never selectable', () => {
    const hidden = SERVICE_CATALOGUE.filter((s) => s.hidden).map((s) => s.code);
    expect(hidden.some((c) => c.startsWith('TAX_'))).toBe(true);
    expect(hidden.some((c) => c.includes('TEXAS'))).toBe(true);
    expect(hidden.some((c) => c.includes('WYOMING'))).toBe(true);
    const selectable = new Set(selectableServices().map((s) => s.code));
    for (const code of hidden) {
      expect(serviceByCode(code)?.hidden).toBe(true);
      expect(selectable.has(code)).toBe(false);
    }
    expect(selectable.size + hidden.length).toBe(SERVICE_CATALOGUE.length);
  });
});

describe('lookups', () => {
  it('serviceByCode answers undefined for an unknown code; selectableServices filters by category', () => {
    expect(serviceByCode('NOPE')).toBeUndefined();
    expect(selectableServices('PAYROLL').every((s) => s.category === 'PAYROLL')).toBe(true);
    const s = serviceByCode('ELECTION_83B')!;
    expect(serviceName(s, 'es')).toBe('Elección 83(b)');
    expect(serviceName(s, 'en')).toBe('83(b) election');
  });
});

import { describe, expect, it } from 'vitest';
import { createBuiltinAnalyzer } from './builtin.ts';
import { findDates, findSignatureDate, toIsoDate } from './extract.ts';
import { RED_FLAG_NAMES } from './red-flags.ts';

const ai = createBuiltinAnalyzer();
const NOW = new Date('2026-06-01T00:00:00Z');
const analyse = (text: string, fileName = 'document.pdf') => ai.analyse(text, { fileName, now: NOW });
const SIGNED = '\nBy: Ann Lee\nTitle: CEO\nDate: May 2, 2024\n';

describe('built-in analyzer', () => {
  it('reads dates as contracts write them', () => {
    expect(
      ['March 3, 2025', '3rd March 2025', '2025-03-03', '03/03/2025', 'the 3rd day of March, 2025'].map(toIsoDate),
    ).toEqual(['2025-03-03', '2025-03-03', '2025-03-03', '2025-03-03', null]);
    expect(toIsoDate('February 30, 2025')).toBeNull();
    expect(findDates('Signed Jan. 5, 2023 and 2024-12-31.')).toEqual(['2023-01-05', '2024-12-31']);
    expect(findSignatureDate('Agreement\nDated: 12 July 2022\n')).toBe('2022-07-12');
    expect(findSignatureDate('This letter mentions 2021-01-01 in passing.')).toBeNull();
  });

  it.each([
    ['Upon a change in control of the Company, the Investor may redeem its shares.', RED_FLAG_NAMES.changeOfControl],
    [
      'Neither party may assign this Agreement without the prior written consent of the other.',
      RED_FLAG_NAMES.assignment,
    ],
    ['This Agreement renews automatically for successive renewal terms.', RED_FLAG_NAMES.autoRenewal],
    ["The Supplier's liability shall not be limited in any way.", RED_FLAG_NAMES.unlimitedLiability],
    ['The Founder agrees to a covenant not to compete for two years.', RED_FLAG_NAMES.nonCompete],
    [
      'The Customer may terminate this Agreement at any time without cause on notice.',
      RED_FLAG_NAMES.terminationForConvenience,
    ],
  ])('clause rule: %s', async (clause, flag) => {
    const { redFlags } = await analyse(
      `Services Agreement\nThis Agreement is dated April 1, 2024.\n${clause}${SIGNED}`,
    );
    expect(redFlags).toEqual([flag]);
  });

  it('a signed contract without any signature date is flagged; a letter is not', async () => {
    const contract = await analyse(
      'Consulting Agreement\nThis Agreement is made by and between Foo Labs LLC and Bar Studio Inc. The Consultant shall deliver the services.\nBy: Ann Lee\nTitle: CEO',
    );
    expect(contract.redFlags).toEqual([RED_FLAG_NAMES.missingSignatureDate]);
    expect(contract.summary.dateOfSignature).toBeNull();
    const letter = await analyse(
      'Quarterly update\nDear investors, revenue grew this quarter and we hired two engineers.',
    );
    expect(letter.redFlags).toEqual([]);
  });

  it('a term that ended before today is flagged with its end date; a future one is not', async () => {
    const expired = await analyse(`Office Lease\nThe lease term expires on December 31, 2025.${SIGNED}`);
    expect(expired.redFlags).toEqual([`${RED_FLAG_NAMES.expiredTerm} (ended 2025-12-31)`]);
    const current = await analyse(`Office Lease\nThe lease term expires on December 31, 2027.${SIGNED}`);
    expect(current.redFlags).toEqual([]);
  });

  it.each([
    [
      'Office Lease Agreement\nThe Landlord leases the Premises to the Tenant. Base rent is due monthly. The security deposit is held by the Landlord.',
      29,
    ],
    [
      'SAFE\nSimple Agreement for Future Equity. The Post-Money Valuation Cap is $10,000,000 and the Discount Rate is 80%.',
      173,
    ],
    [
      'Capitalization Table\nHolder\tCommon Stock\tPreferred Stock\tFully Diluted\nShares outstanding and ownership percentage per holder.',
      98,
    ],
    [
      'FOR IMMEDIATE RELEASE\nAcme launches a new robot. Media contact: press@acme.example. This press release describes the launch.',
      177,
    ],
    [
      'Minutes of a Meeting of the Board of Directors\nDirectors present: all. RESOLVED, that the budget is approved. RESOLVED, that the officers are authorised.',
      9,
    ],
    [
      'SUBPOENA TO PRODUCE DOCUMENTS\nYou are commanded to produce the following documents at the time and place set forth below.',
      182,
    ],
  ])('classifies by vocabulary: %#', async (text, staticId) => {
    expect((await analyse(text)).suggestedStaticId).toBe(staticId);
  });

  it('text with no vocabulary of any folder gets no suggestion; the title falls back to the file name', async () => {
    const result = await analyse('12345 67890\nqwerty zxcvb asdfg lorem ipsum dolor', 'notes-2024.pdf');
    expect(result.suggestedStaticId).toBeNull();
    expect(result.summary.documentTitle).toBe('qwerty zxcvb asdfg lorem ipsum dolor');
    expect((await analyse('', 'notes-2024.pdf')).summary.documentTitle).toBe('notes-2024');
  });

  it('is deterministic', async () => {
    const text =
      'Employment Agreement\nThe Employer shall pay the Employee a base salary. The Employee shall not compete.';
    expect(await analyse(text)).toEqual(await analyse(text));
  });

  it('reads Spanish documents too: folder, parties, date, signatories and clause flags', async () => {
    const text = [
      'ACUERDO DE CONFIDENCIALIDAD',
      'El presente acuerdo de confidencialidad se celebra el 3 de marzo de 2025 entre Compañía Ñandú, S.A. y Globex Holdings LLC.',
      'La parte receptora protegerá toda la información confidencial de la parte reveladora.',
      'El acuerdo se renovará automáticamente por periodos anuales. En caso de cambio de control de una parte, la otra podrá resolverlo.',
      'Ninguna parte podrá ceder este acuerdo sin el previo consentimiento de la otra.',
      'Por: María Pérez',
      'Cargo: Directora General',
      'Correo: maria@nandu.example',
    ].join('\n');
    const result = await analyse(text);
    expect(result.suggestedStaticId).toBe(49);
    expect(result.summary.dateOfSignature).toBe('2025-03-03');
    expect(result.summary.partiesInvolved).toEqual([
      { by: 'Compañía Ñandú, S.A.', title: '', email: '' },
      { by: 'Globex Holdings LLC', title: '', email: '' },
      { by: 'María Pérez', title: 'Directora General', email: 'maria@nandu.example' },
    ]);
    expect(result.redFlags).toEqual([
      RED_FLAG_NAMES.changeOfControl,
      RED_FLAG_NAMES.assignment,
      RED_FLAG_NAMES.autoRenewal,
    ]);
    expect(toIsoDate('15 de enero de 2024')).toBe('2024-01-15');
  });
});

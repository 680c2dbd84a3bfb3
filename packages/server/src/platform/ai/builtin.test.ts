import { describe, expect, it } from 'vitest';
import { createBuiltinAnalyzer } from './builtin.ts';
import { findDates, findSignatureDate, findTitle, toIsoDate } from './extract.ts';
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

  describe('due-diligence reading (issue 13 #19)', () => {
    const SPA = [
      'SERIES A PREFERRED STOCK PURCHASE AGREEMENT',
      'This Agreement is made as of March 3, 2025 by and between Brightwave Robotics, Inc., a Delaware corporation (the "Company"), and Summit Growth Fund III, L.P. (the "Investor").',
      '1. Purchase. The Investor agrees to purchase 2,500,000 shares of Series A Preferred Stock at $2.00 per share.',
      '2.1 Litigation. The Company is a defendant in a lawsuit filed by Acme Industrial Corp. seeking damages of $2,500,000, which remains pending.',
      '2.2 Valuation. The Company has not obtained a 409A valuation of its Common Stock.',
      '2.3 Option Grants. Options to purchase 400,000 shares were granted without the approval of the Board of Directors.',
      '3.1 Liquidation Preference. The Series A Preferred carries a 3x participating liquidation preference.',
      '3.2 Change of Control. A change of control of the Company shall be treated as a liquidation event.',
      '4. Indemnification. The Company will indemnify the Investor without limit for any losses arising out of a breach of this Agreement.',
      '5. Notices. Notices to the Investor go to legal@summit.example and to the Company to ops@brightwave.example.',
      'COMPANY: Brightwave Robotics, Inc.',
      '______________________________',
      'Jane Cooper',
      'Chief Executive Officer',
      'Signed for and on behalf of Summit Growth Fund III, L.P. by Michael Chen, Managing Partner.',
    ].join('\n');

    it("the issue's Series A SPA: every risk raised, each quoting its sentence; the investor is a party, e-mails are not", async () => {
      const result = await analyse(SPA, 'Series A SPA.pdf');
      expect(result.redFlags).toEqual([
        RED_FLAG_NAMES.litigation,
        RED_FLAG_NAMES.uncappedIndemnity,
        RED_FLAG_NAMES.liquidationPreference,
        RED_FLAG_NAMES.missingApproval,
        RED_FLAG_NAMES.missing409a,
        RED_FLAG_NAMES.changeOfControl,
      ]);
      expect(result.redFlagQuotes?.[0]).toBe(
        'The Company is a defendant in a lawsuit filed by Acme Industrial Corp. seeking damages of $2,500,000, which remains pending.',
      );
      const { description, partiesInvolved } = result.summary;
      expect(description).toContain(
        'Missing 409A valuation — “The Company has not obtained a 409A valuation of its Common Stock.”',
      );
      expect(partiesInvolved.map((p) => p.by)).toEqual([
        'Brightwave Robotics, Inc.',
        'Summit Growth Fund III, L.P.',
        'Michael Chen',
        'Jane Cooper',
      ]);
      expect(partiesInvolved.find((p) => p.by === 'Jane Cooper')?.title).toBe('Chief Executive Officer');
      expect(partiesInvolved.some((p) => p.by.includes('@'))).toBe(false);
    });

    it("the summary is the text's central sentences, not the folder name and the opening lines", async () => {
      const { summary } = await analyse(SPA, 'Series A SPA.pdf');
      expect(
        summary.description.startsWith('Parties: Brightwave Robotics, Inc. and Summit Growth Fund III, L.P.'),
      ).toBe(true);
      expect(summary.description).not.toContain('Stock Purchase Agreements');
      expect(summary.description).not.toContain('SERIES A PREFERRED STOCK PURCHASE AGREEMENT');
      expect(summary.description).toContain('liquidation');
    });

    it('a P&L with a going-concern note and a loan with a blanket lien on IP are flagged; sound wording is not', async () => {
      const pnl = await analyse(
        'Acme Robotics, Inc.\nStatement of Operations for 2025\nRevenue\t4,210,000\nNet loss\t(2,610,000)\nRecurring losses raise substantial doubt about the Company\u2019s ability to continue as a going concern.',
      );
      expect(pnl.redFlags).toEqual([RED_FLAG_NAMES.goingConcern]);
      expect(pnl.summary.partiesInvolved.map((p) => p.by)).toEqual(['Acme Robotics, Inc.']);
      const loan = await analyse(
        `Loan Agreement\nThis Loan Agreement is dated May 2, 2024 between First Meridian Bank (the "Lender") and Acme Robotics, Inc. (the "Borrower").\nThe Borrower grants the Lender a blanket lien on all of its assets, including its intellectual property.${SIGNED}`,
      );
      expect(loan.redFlags).toEqual([RED_FLAG_NAMES.lien]);
      const clean = await analyse(
        [
          'Stock Purchase Agreement',
          'This Agreement is entered into as of May 2, 2024 between Acme Robotics, Inc. (the "Company") and Globex LLC (the "Purchaser").',
          'There is no action, suit or proceeding pending against the Company.',
          'The Company obtained an independent 409A valuation, and every option was approved by the Board of Directors.',
          'The Series A carries a 1x non-participating liquidation preference.',
          'The Company shall indemnify the Purchaser for losses, including, without limitation, legal fees, up to the Purchase Price.',
          'The courts of New York shall have exclusive jurisdiction. The Licensor grants a non-exclusive license.',
          'Management concluded that there is no substantial doubt about the Company\u2019s ability to continue as a going concern.',
          'The Company shall not incur indebtedness above $1,000,000 without the approval of the Board of Directors.',
          'Sections 4 and 5 survive any termination of this Agreement for any reason.',
          'The Company shall defend the Purchaser against any claim brought by a third party alleging infringement.',
          SIGNED,
        ].join('\n'),
      );
      expect(clean.redFlags).toEqual([]);
    });

    it('Spanish clauses raise the same flags, summarised in Spanish; Spanish names are found without the English model', async () => {
      const result = await analyse(
        [
          'CONTRATO DE DISTRIBUCIÓN',
          'El presente contrato se firma el 3 de marzo de 2025 entre Datos y Sistemas, S.L. (el "Proveedor") y Energía Verde, S.A. (el "Distribuidor").',
          'PRIMERA. El Distribuidor tendrá la exclusividad de la venta de los Productos en México.',
          'SEGUNDA. El Proveedor aplicará al Distribuidor la cláusula de nación más favorecida.',
          'TERCERA. La Sociedad mantiene un pleito con un antiguo cliente por importe de 300.000 euros, pendiente de sentencia.',
          'Firmado en nombre y representación de Datos y Sistemas, S.L. por José Luis Romero, Director General.',
          'Fdo.: Lucía Martínez',
          'Gerente',
        ].join('\n'),
      );
      expect(result.redFlags).toEqual([RED_FLAG_NAMES.litigation, RED_FLAG_NAMES.mfn, RED_FLAG_NAMES.exclusivity]);
      expect(result.summary.partiesInvolved).toEqual([
        { by: 'Datos y Sistemas, S.L.', title: '', email: '' },
        { by: 'Energía Verde, S.A.', title: '', email: '' },
        { by: 'José Luis Romero', title: 'Director General', email: '' },
        { by: 'Lucía Martínez', title: 'Gerente', email: '' },
      ]);
      expect(result.summary.description).toContain(
        'Puntos a revisar: Litigio pendiente — “La Sociedad mantiene un pleito',
      );
    });

    it('a heading whose date wraps onto the next line is not cut mid-date', () => {
      expect(
        findTitle('Series A Preferred Stock Purchase Agreement dated March\n3, 2025\nThis Agreement…', 'x.pdf'),
      ).toBe('Series A Preferred Stock Purchase Agreement dated March 3, 2025');
      expect(findTitle('LOAN AGREEMENT\nDated: March 3, 2025\n', 'x.pdf')).toBe('LOAN AGREEMENT');
    });
  });
});

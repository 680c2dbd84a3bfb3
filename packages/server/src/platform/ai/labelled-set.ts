/**
 * A labelled set of generated due-diligence documents (English and Spanish) with the red flags and parties a reader
 * would expect, to measure the built-in analyzer (`npm run bench:analyzer`, labelled-set.test.ts). Deterministic: the
 * same seed gives the same documents. Each template is used with several seeds, so names, amounts, dates and the
 * wording of each clause vary; some templates carry no flag at all, to measure precision.
 */

export interface LabelledDocument {
  id: string;
  lang: 'en' | 'es';
  fileName: string;
  text: string;
  /** Red-flag names expected (an expired term as 'Expired term', without its date). */
  flags: string[];
  /** Companies and people who are parties to (or sign) the document. */
  parties: string[];
}

/** 'Today' for the set (expired terms are judged against it). */
export const LABELLED_SET_NOW = new Date('2026-06-01T00:00:00Z');

/** Flag names as the built-in analyzer raises them (kept here as text so the set also measures older analyzers). */
export const FLAG = {
  changeOfControl: 'Change of control clause',
  assignment: 'Assignment restrictions',
  autoRenewal: 'Automatic renewal',
  unlimitedLiability: 'Unlimited liability',
  nonCompete: 'Non-compete clause',
  terminationForConvenience: 'Termination for convenience',
  missingSignatureDate: 'Missing signature date',
  expiredTerm: 'Expired term',
  litigation: 'Pending litigation',
  uncappedIndemnity: 'Uncapped indemnity',
  liquidationPreference: 'Aggressive liquidation preference',
  lien: 'Lien or security interest on assets',
  goingConcern: 'Going concern doubt',
  missingApproval: 'Missing board approval',
  missing409a: 'Missing 409A valuation',
  ipAssignmentGap: 'IP assignment gap',
  mfn: 'Most favoured nation clause',
  exclusivity: 'Exclusivity',
  fullRatchet: 'Full-ratchet anti-dilution',
} as const;

/** mulberry32: a small seeded PRNG. */
function rng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
type Rng = () => number;
const pick = <T>(r: Rng, xs: readonly T[]): T => xs[Math.floor(r() * xs.length)];
const money = (r: Rng) => `$${(1 + Math.floor(r() * 9)) * 250},000`;

const EN_COMPANIES = [
  'Brightwave Robotics, Inc.',
  'Northwind Analytics LLC',
  'Helios Biotech Corp.',
  'Bluepeak Software, Inc.',
  'Quantum Leaf Labs, Inc.',
  'Orchid Logistics LLC',
  'Silverline Payments, Inc.',
  'Cobalt Energy Systems Corp.',
];
const EN_INVESTORS = [
  'Redwood Capital Partners LLC',
  'Summit Growth Fund III, L.P.',
  'Harbor Street Ventures LLC',
  'Granite Peak Capital, L.P.',
];
const EN_LENDERS = ['First Meridian Bank', 'Atlas Credit Partners LLC', 'Pinecrest Lending Corp.'];
const EN_PEOPLE = [
  'Jane Cooper',
  'Michael Chen',
  'Sarah Whitfield',
  'David Okafor',
  'Emily Novak',
  'Robert Alvarez',
  'Laura Bennett',
  'Thomas Reyes',
];
const ES_COMPANIES = [
  'Tecnologías Andinas, S.A.',
  'Soluciones Ibéricas, S.L.',
  'Grupo Logístico del Sur, S.A. de C.V.',
  'Innovaciones Médicas, S.L.',
  'Energía Verde Mediterránea, S.A.',
  'Datos y Sistemas, S.L.',
];
const ES_INVESTORS = ['Inversiones Cóndor, S.A.', 'Capital Atlántico, S.L.', 'Fondo Pyrenaica, S.A.'];
const ES_LENDERS = ['Banco Horizonte, S.A.', 'Caja Rural del Norte, S.A.'];
const ES_PEOPLE = [
  'María Fernández',
  'José Luis Romero',
  'Lucía Martínez',
  'Carlos Gutiérrez',
  'Ana Belén Ortega',
  'Javier Morales',
];
const EN_MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'September', 'October'];
const ES_MONTHS = ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'septiembre', 'octubre'];
const enDate = (r: Rng, year = 2024 + Math.floor(r() * 2)) =>
  `${pick(r, EN_MONTHS)} ${1 + Math.floor(r() * 27)}, ${year}`;
const esDate = (r: Rng, year = 2024 + Math.floor(r() * 2)) =>
  `${1 + Math.floor(r() * 27)} de ${pick(r, ES_MONTHS)} de ${year}`;

/** Two different items of a list. */
function two<T>(r: Rng, xs: readonly T[]): [T, T] {
  const a = Math.floor(r() * xs.length);
  const b = (a + 1 + Math.floor(r() * (xs.length - 1))) % xs.length;
  return [xs[a], xs[b]];
}
const mailOf = (person: string, company: string) =>
  `${person
    .split(' ')[0]
    .toLowerCase()
    .normalize('NFD')
    .replace(/[^a-z]/g, '')}@${company
    .split(/[\s,]/)[0]
    .toLowerCase()
    .normalize('NFD')
    .replace(/[^a-z]/g, '')}.example`;

/** A signature block in one of the forms contracts use: labelled lines, a signature line over name and title, or prose. */
function enSignature(r: Rng, label: string, company: string, person: string, title: string): string {
  return pick(r, [
    () => [`${label}:`, company, `By: /s/ ${person}`, `Name: ${person}`, `Title: ${title}`].join('\n'),
    () => [`${label}`, company, '', '______________________________', person, title].join('\n'),
    () => `Signed for and on behalf of ${company} by ${person}, ${title}.`,
  ])();
}
function esSignature(r: Rng, label: string, company: string, person: string, cargo: string): string {
  return pick(r, [
    () => [`${label}:`, company, `Por: ${person}`, `Cargo: ${cargo}`].join('\n'),
    () => [`Fdo.: ${person}`, cargo, company].join('\n'),
    () => `Firmado en nombre y representación de ${company} por ${person}, ${cargo}.`,
  ])();
}

type Template = (r: Rng) => Omit<LabelledDocument, 'id'>;

// ---- English ----------------------------------------------------------------------------------------------------

/** The Series A SPA: a lawsuit, no 409A, grants without board approval, uncapped indemnity, 3× participating. */
const enSpaRisky: Template = (r) => {
  const company = pick(r, EN_COMPANIES);
  const investor = pick(r, EN_INVESTORS);
  const [ceo, partner] = two(r, EN_PEOPLE);
  const date = enDate(r);
  const plaintiff = pick(r, ['Acme Industrial Corp.', 'Vertex Components LLC', 'a former distributor']);
  return {
    lang: 'en',
    fileName: 'Series A SPA.pdf',
    text: [
      'SERIES A PREFERRED STOCK PURCHASE AGREEMENT',
      `This Series A Preferred Stock Purchase Agreement is made as of ${date} by and between ${company}, a Delaware corporation (the "Company"), and ${investor} (the "Investor").`,
      '1. Purchase and Sale. Subject to the terms of this Agreement, the Investor agrees to purchase and the Company agrees to sell 2,500,000 shares of Series A Preferred Stock at a price of $2.00 per share.',
      '2. Representations and Warranties of the Company.',
      pick(r, [
        `2.1 Litigation. The Company is a defendant in a lawsuit filed by ${plaintiff} in the Superior Court of California seeking damages of $2,500,000, which remains pending.`,
        `2.1 Litigation. ${plaintiff} has filed a complaint against the Company alleging breach of contract and claiming $2.5 million; the action is pending.`,
      ]),
      pick(r, [
        '2.2 Valuation. The Company has not obtained a 409A valuation of its Common Stock, and options were granted at an exercise price set by management.',
        '2.2 Valuation. No independent 409A valuation has been performed since the Company was incorporated.',
      ]),
      pick(r, [
        '2.3 Option Grants. Options to purchase 400,000 shares were granted to employees without the approval of the Board of Directors.',
        '2.3 Option Grants. Certain stock option grants listed in Schedule 2.3 were never approved by the Board.',
      ]),
      '2.4 Capitalization. The authorized capital of the Company consists of 20,000,000 shares of Common Stock and 5,000,000 shares of Preferred Stock.',
      '3. Rights of the Series A Preferred.',
      pick(r, [
        '3.1 Liquidation Preference. Upon any liquidation, the holders of Series A Preferred shall receive three times (3x) the Original Issue Price and shall thereafter participate with the Common Stock on an as-converted basis.',
        '3.1 Liquidation Preference. The Series A Preferred carries a 3x participating liquidation preference.',
      ]),
      '3.2 Change of Control. A change of control of the Company shall be treated as a liquidation event.',
      pick(r, [
        '4. Indemnification. The Company shall indemnify the Investor for all losses arising from any breach of its representations, and such indemnification obligations shall not be subject to any cap or limitation.',
        '4. Indemnification. The Company will indemnify and hold harmless the Investor without limit for any losses arising out of a breach of this Agreement.',
      ]),
      `5. Notices. Notices to the Investor shall be sent to ${mailOf(partner, investor)} and notices to the Company to legal@${company.split(/[\s,]/)[0].toLowerCase()}.example.`,
      '6. Governing Law. This Agreement is governed by the laws of the State of Delaware.',
      'IN WITNESS WHEREOF, the parties have executed this Agreement as of the date first written above.',
      enSignature(r, 'COMPANY', company, ceo, 'Chief Executive Officer'),
      enSignature(r, 'INVESTOR', investor, partner, 'Managing Partner'),
    ].join('\n'),
    flags: [
      FLAG.litigation,
      FLAG.missing409a,
      FLAG.missingApproval,
      FLAG.liquidationPreference,
      FLAG.changeOfControl,
      FLAG.uncappedIndemnity,
    ],
    parties: [company, investor, ceo, partner],
  };
};

/** A clean Series A SPA: the same topics written the way a sound deal writes them. */
const enSpaClean: Template = (r) => {
  const company = pick(r, EN_COMPANIES);
  const investor = pick(r, EN_INVESTORS);
  const [ceo, partner] = two(r, EN_PEOPLE);
  const date = enDate(r);
  return {
    lang: 'en',
    fileName: 'Stock Purchase Agreement - Series A.docx',
    text: [
      'SERIES A PREFERRED STOCK PURCHASE AGREEMENT',
      `This Agreement is entered into as of ${date} between ${company} (the "Company") and ${investor} (the "Purchaser").`,
      '1. Sale of Shares. The Company shall issue and sell to the Purchaser 1,000,000 shares of Series A Preferred Stock at $3.00 per share.',
      '2. Litigation. There is no action, suit, proceeding or investigation pending or, to the Company\u2019s knowledge, threatened against the Company.',
      `2.2 Valuation. The Company obtained an independent 409A valuation dated ${enDate(r, 2025)}, and every option was granted at not less than that fair market value.`,
      '2.3 Approvals. All outstanding options were approved by the Board of Directors and the issuance of the Shares has been duly authorized.',
      '3. Liquidation Preference. The Series A Preferred is entitled to a 1x non-participating liquidation preference.',
      '3.2 Protective Provisions. So long as any Series A Preferred is outstanding, the Company shall not incur indebtedness above $1,000,000 without the approval of the Board of Directors.',
      '4. Indemnification. The Company shall indemnify the Purchaser for losses arising from a breach of its representations, provided that the aggregate liability of the Company shall not exceed the Purchase Price.',
      '5. Governing Law. This Agreement shall be governed by the laws of the State of New York, and the courts of New York shall have exclusive jurisdiction.',
      'IN WITNESS WHEREOF, the parties have signed this Agreement.',
      enSignature(r, 'COMPANY', company, ceo, 'CEO'),
      enSignature(r, 'PURCHASER', investor, partner, 'General Partner'),
    ].join('\n'),
    flags: [],
    parties: [company, investor, ceo, partner],
  };
};

/** A P&L whose notes carry a going-concern paragraph. */
const enPnlGoingConcern: Template = (r) => {
  const company = pick(r, EN_COMPANIES);
  const year = 2024 + Math.floor(r() * 2);
  return {
    lang: 'en',
    fileName: `P&L FY${year}.xlsx`,
    text: [
      `${company}`,
      `Statement of Operations for the year ended December 31, ${year}`,
      'Revenue\t4,210,000',
      'Cost of revenue\t(2,950,000)',
      'Gross profit\t1,260,000',
      'Operating expenses\t(3,870,000)',
      'Net loss\t(2,610,000)',
      'Note 1. Basis of Presentation.',
      pick(r, [
        'The Company has incurred recurring losses and negative cash flows from operations, which raise substantial doubt about its ability to continue as a going concern.',
        'These conditions indicate that a material uncertainty exists that may cast significant doubt on the Company\u2019s ability to continue as a going concern.',
      ]),
      'The financial statements do not include any adjustments that might result from the outcome of this uncertainty.',
    ].join('\n'),
    flags: [FLAG.goingConcern],
    parties: [company],
  };
};

/** A clean P&L (it names the going-concern basis without any doubt). */
const enPnlClean: Template = (r) => {
  const company = pick(r, EN_COMPANIES);
  const year = 2024 + Math.floor(r() * 2);
  return {
    lang: 'en',
    fileName: `Income statement ${year}.pdf`,
    text: [
      `${company} - Income Statement`,
      `For the twelve months ended December 31, ${year}`,
      'Revenue\t9,800,000',
      'Cost of goods sold\t(4,100,000)',
      'Operating income\t2,300,000',
      'Net income\t1,750,000',
      'Notes. The financial statements have been prepared on a going concern basis. Revenue is recognised when control of the goods passes to the customer.',
      'Management has concluded that there is no substantial doubt about the Company\u2019s ability to continue as a going concern.',
    ].join('\n'),
    flags: [],
    parties: [company],
  };
};

/** A loan with a blanket lien on everything, IP included. */
const enLoanLien: Template = (r) => {
  const company = pick(r, EN_COMPANIES);
  const lender = pick(r, EN_LENDERS);
  const [ceo, officer] = two(r, EN_PEOPLE);
  return {
    lang: 'en',
    fileName: 'Loan and Security Agreement.pdf',
    text: [
      'LOAN AND SECURITY AGREEMENT',
      `This Loan and Security Agreement is dated ${enDate(r)} and is made between ${lender} (the "Lender") and ${company} (the "Borrower").`,
      `1. Loan. The Lender agrees to lend the Borrower a term loan in the principal amount of ${money(r)} at an interest rate of 9% per annum.`,
      pick(r, [
        '2. Security Interest. To secure its obligations, the Borrower grants the Lender a continuing security interest in all of its assets, including all intellectual property, patents, trademarks and software.',
        '2. Collateral. The Borrower grants to the Lender a blanket lien on all present and future assets of the Borrower, including its intellectual property.',
      ]),
      '3. Repayment. The loan shall be repaid in 36 monthly installments.',
      '4. Events of Default. Failure to pay any installment within ten days of its due date is an event of default.',
      enSignature(r, 'LENDER', lender, officer, 'Vice President'),
      enSignature(r, 'BORROWER', company, ceo, 'Chief Financial Officer'),
    ].join('\n'),
    flags: [FLAG.lien],
    parties: [lender, company, officer, ceo],
  };
};

/** An unsecured promissory note: no lien, no flag. */
const enNoteClean: Template = (r) => {
  const company = pick(r, EN_COMPANIES);
  const lender = pick(r, EN_LENDERS);
  const [ceo] = two(r, EN_PEOPLE);
  return {
    lang: 'en',
    fileName: 'Promissory note.pdf',
    text: [
      'UNSECURED PROMISSORY NOTE',
      `Date: ${enDate(r)}`,
      `For value received, ${company} promises to pay to ${lender} the principal sum of ${money(r)} with interest at 6% per annum.`,
      'This Note is unsecured and ranks equally with the other unsecured obligations of the Company.',
      'The Company may prepay this Note in whole or in part without penalty.',
      enSignature(r, 'COMPANY', company, ceo, 'CEO'),
    ].join('\n'),
    flags: [],
    parties: [company, lender, ceo],
  };
};

/** A customer MSA: most-favoured pricing, auto-renewal, termination for convenience. */
const enMsa: Template = (r) => {
  const [vendor, customer] = two(r, EN_COMPANIES);
  const [a, b] = two(r, EN_PEOPLE);
  return {
    lang: 'en',
    fileName: 'MSA.pdf',
    text: [
      'MASTER SERVICES AGREEMENT',
      `This Master Services Agreement is entered into as of ${enDate(r)} by and between ${vendor} ("Provider") and ${customer} ("Customer").`,
      '1. Services. Provider shall provide the subscription services described in each order form.',
      pick(r, [
        '2. Pricing. Provider shall not offer any other customer more favorable pricing than the pricing offered to Customer under this Agreement (most favored nation).',
        '2. Most Favoured Customer. If Provider grants better prices to any other customer, Customer shall receive the same prices.',
      ]),
      pick(r, [
        '3. Term. This Agreement shall automatically renew for successive one-year terms unless either party gives notice of non-renewal.',
        '3. Term. The initial term is one year, after which the Agreement renews automatically for additional one-year periods.',
      ]),
      '4. Termination. Customer may terminate this Agreement for convenience on thirty days written notice.',
      '5. Limitation of Liability. Each party\u2019s liability under this Agreement is limited to the fees paid in the twelve months preceding the claim.',
      enSignature(r, 'PROVIDER', vendor, a, 'COO'),
      enSignature(r, 'CUSTOMER', customer, b, 'VP Procurement'),
    ].join('\n'),
    flags: [FLAG.mfn, FLAG.autoRenewal, FLAG.terminationForConvenience],
    parties: [vendor, customer, a, b],
  };
};

/** A distribution agreement: exclusive territory, non-compete, assignment restriction. */
const enDistribution: Template = (r) => {
  const [supplier, distributor] = two(r, EN_COMPANIES);
  const [a, b] = two(r, EN_PEOPLE);
  return {
    lang: 'en',
    fileName: 'Distribution agreement.pdf',
    text: [
      'EXCLUSIVE DISTRIBUTION AGREEMENT',
      `This Agreement is made on ${enDate(r)} between ${supplier} (the "Supplier") and ${distributor} (the "Distributor").`,
      pick(r, [
        '1. Appointment. The Supplier appoints the Distributor as its exclusive distributor of the Products in the Territory.',
        '1. Exclusivity. The Distributor shall have the exclusive right to sell the Products in Latin America.',
      ]),
      '2. Non-Competition. During the term, the Distributor shall not manufacture or sell products that compete with the Products.',
      '3. Assignment. Neither party may assign this Agreement without the prior written consent of the other party.',
      '4. Payment. The Distributor shall pay each invoice within 45 days.',
      enSignature(r, 'SUPPLIER', supplier, a, 'CEO'),
      enSignature(r, 'DISTRIBUTOR', distributor, b, 'Managing Director'),
    ].join('\n'),
    flags: [FLAG.exclusivity, FLAG.nonCompete, FLAG.assignment],
    parties: [supplier, distributor, a, b],
  };
};

/** A mutual NDA with nothing to flag (exclusive jurisdiction is not exclusivity). */
const enNda: Template = (r) => {
  const [x, y] = two(r, EN_COMPANIES);
  const [a, b] = two(r, EN_PEOPLE);
  return {
    lang: 'en',
    fileName: 'Mutual NDA.pdf',
    text: [
      'MUTUAL NON-DISCLOSURE AGREEMENT',
      `This Mutual Non-Disclosure Agreement is made as of ${enDate(r)} by and between ${x} and ${y}.`,
      '1. Confidential Information. Each receiving party shall protect the confidential information of the disclosing party with reasonable care.',
      '2. Term. The obligations of confidentiality survive for three years after disclosure, and Sections 1 and 3 survive any termination of this Agreement for any reason.',
      '3. Jurisdiction. The courts of the State of California shall have exclusive jurisdiction over any dispute.',
      enSignature(r, 'PARTY A', x, a, 'General Counsel'),
      enSignature(r, 'PARTY B', y, b, 'CEO'),
    ].join('\n'),
    flags: [],
    parties: [x, y, a, b],
  };
};

/** An employment agreement: non-compete, and the inventions assignment was never signed. */
const enEmployment: Template = (r) => {
  const company = pick(r, EN_COMPANIES);
  const [ceo, employee] = two(r, EN_PEOPLE);
  return {
    lang: 'en',
    fileName: 'Employment agreement - CTO.pdf',
    text: [
      'EXECUTIVE EMPLOYMENT AGREEMENT',
      `This Employment Agreement is dated ${enDate(r)} and is entered into between ${company} (the "Employer") and ${employee} (the "Executive").`,
      '1. Position. The Executive shall serve as Chief Technology Officer, with a base salary of $240,000 per year.',
      '2. Restrictive Covenants. For twelve months after termination, the Executive agrees to a covenant not to compete with the Employer in North America.',
      pick(r, [
        '3. Inventions. The Executive has not signed a proprietary information and invention assignment agreement, and the software written before the date hereof remains the property of the Executive.',
        '3. Intellectual Property. No invention assignment agreement has been executed by the Executive in favour of the Employer.',
      ]),
      '4. At-Will Employment. The employment is at will.',
      enSignature(r, 'EMPLOYER', company, ceo, 'CEO'),
      `EXECUTIVE:\nName: ${employee}`,
    ].join('\n'),
    flags: [FLAG.nonCompete, FLAG.ipAssignmentGap],
    parties: [company, employee, ceo],
  };
};

/** Board minutes: ratifying grants made without approval; change of control discussed. */
const enBoardMinutes: Template = (r) => {
  const company = pick(r, EN_COMPANIES);
  const [chair, secretary] = two(r, EN_PEOPLE);
  return {
    lang: 'en',
    fileName: 'Board minutes Q2.pdf',
    text: [
      `MINUTES OF A MEETING OF THE BOARD OF DIRECTORS OF ${company.toUpperCase()}`,
      `Held on ${enDate(r)}. Directors present: ${chair}, ${secretary}.`,
      `${chair} chaired the meeting and ${secretary} acted as secretary.`,
      pick(r, [
        'The Board noted that the issuance of 150,000 shares to advisors in March was made without board approval and must be ratified.',
        'Counsel reported that the warrant issued to the landlord had not been approved by the Board of Directors.',
      ]),
      'RESOLVED, that the 2025 operating budget is approved.',
      'RESOLVED, that the officers are authorised to open a bank account with First Meridian Bank.',
      `Signed: ${secretary}, Secretary`,
    ].join('\n'),
    flags: [FLAG.missingApproval],
    parties: [company, chair, secretary],
  };
};

/** A lease whose term has ended; the tenant's liability is unlimited. */
const enLease: Template = (r) => {
  const [landlord, tenant] = two(r, EN_COMPANIES);
  const [a, b] = two(r, EN_PEOPLE);
  return {
    lang: 'en',
    fileName: 'Office lease.pdf',
    text: [
      'OFFICE LEASE AGREEMENT',
      `This Lease is made on ${enDate(r, 2021)} between ${landlord} (the "Landlord") and ${tenant} (the "Tenant").`,
      '1. Premises. The Landlord leases to the Tenant the premises at 100 Market Street, Suite 400.',
      `2. Term. The lease term begins on ${enDate(r, 2021)} and expires on ${pick(r, ['December 31, 2025', 'March 31, 2026', 'January 15, 2026'])}.`,
      '3. Rent. Base rent is $18,000 per month, payable in advance.',
      pick(r, [
        '4. Liability. The Tenant\u2019s liability under this Lease shall be unlimited.',
        '4. Liability. There is no limitation of liability for damage caused by the Tenant.',
      ]),
      enSignature(r, 'LANDLORD', landlord, a, 'Owner'),
      enSignature(r, 'TENANT', tenant, b, 'CFO'),
    ].join('\n'),
    flags: [FLAG.expiredTerm, FLAG.unlimitedLiability],
    parties: [landlord, tenant, a, b],
  };
};

/** A convertible note with a full-ratchet price protection; no date on the signature page. */
const enConvertible: Template = (r) => {
  const company = pick(r, EN_COMPANIES);
  const investor = pick(r, EN_INVESTORS);
  const [ceo, partner] = two(r, EN_PEOPLE);
  return {
    lang: 'en',
    fileName: 'Convertible note purchase agreement.pdf',
    text: [
      'CONVERTIBLE NOTE PURCHASE AGREEMENT',
      `This Note Purchase Agreement is made by and between ${company} (the "Company") and ${investor} (the "Holder").`,
      `1. Notes. The Holder shall purchase a convertible promissory note in the principal amount of ${money(r)}.`,
      pick(r, [
        '2. Anti-dilution. If the Company issues shares at a price below the Conversion Price, the Conversion Price shall be reduced to that lower price on a full ratchet basis.',
        '2. Price Protection. The Conversion Price is subject to full-ratchet anti-dilution adjustment.',
      ]),
      '3. Maturity. The Notes mature 24 months after issuance.',
      enSignature(r, 'COMPANY', company, ceo, 'CEO'),
      enSignature(r, 'HOLDER', investor, partner, 'Partner'),
    ].join('\n'),
    flags: [FLAG.fullRatchet, FLAG.missingSignatureDate],
    parties: [company, investor, ceo, partner],
  };
};

/** An investor update letter: nothing to flag. */
const enInvestorUpdate: Template = (r) => {
  const company = pick(r, EN_COMPANIES);
  const ceo = pick(r, EN_PEOPLE);
  return {
    lang: 'en',
    fileName: 'Investor update.pdf',
    text: [
      'Quarterly Investor Update',
      'Dear investors,',
      `${company} closed the quarter with revenue of $1.2 million, up 18% on the previous quarter.`,
      'We hired four engineers and launched the new analytics dashboard to all customers.',
      'Our cash position covers 26 months of operations at the current burn rate.',
      'Our priorities for next quarter are enterprise sales and the European launch.',
      `Best regards,\n${ceo}\nChief Executive Officer, ${company}`,
    ].join('\n'),
    flags: [],
    parties: [company, ceo],
  };
};

/** A consulting agreement whose consultant keeps the IP. */
const enConsulting: Template = (r) => {
  const company = pick(r, EN_COMPANIES);
  const [ceo, consultant] = two(r, EN_PEOPLE);
  return {
    lang: 'en',
    fileName: 'Consulting agreement.pdf',
    text: [
      'CONSULTING AGREEMENT',
      `This Consulting Agreement is entered into as of ${enDate(r)} between ${company} (the "Company") and ${consultant} (the "Consultant").`,
      '1. Services. The Consultant shall design the machine-learning models described in Exhibit A.',
      '2. Fees. The Company shall pay the Consultant $150 per hour, invoiced monthly.',
      pick(r, [
        '3. Ownership. The Consultant retains all right, title and interest in the work product, and nothing in this Agreement assigns any intellectual property to the Company.',
        '3. Ownership. The Consultant has not assigned to the Company the intellectual property in the deliverables.',
      ]),
      '4. Termination. Either party may terminate this Agreement for convenience upon fifteen days notice.',
      enSignature(r, 'COMPANY', company, ceo, 'CEO'),
      `CONSULTANT:\nName: ${consultant}`,
    ].join('\n'),
    flags: [FLAG.ipAssignmentGap, FLAG.terminationForConvenience],
    parties: [company, consultant, ceo],
  };
};

// ---- Spanish ----------------------------------------------------------------------------------------------------

const esSpaRisky: Template = (r) => {
  const company = pick(r, ES_COMPANIES);
  const investor = pick(r, ES_INVESTORS);
  const [ceo, partner] = two(r, ES_PEOPLE);
  return {
    lang: 'es',
    fileName: 'Contrato de inversión Serie A.pdf',
    text: [
      'CONTRATO DE SUSCRIPCIÓN DE ACCIONES SERIE A',
      `El presente contrato se celebra el ${esDate(r)} entre ${company} (la "Sociedad") y ${investor} (el "Inversor").`,
      'PRIMERA. Objeto. El Inversor suscribe 500.000 acciones preferentes Serie A por un importe total de 2.000.000 de euros.',
      pick(r, [
        'SEGUNDA. Litigios. La Sociedad es parte demandada en un procedimiento judicial iniciado por un antiguo proveedor que reclama 2,5 millones de euros, que sigue pendiente.',
        'SEGUNDA. Litigios. Existe una demanda interpuesta contra la Sociedad por incumplimiento contractual en la que se reclaman 800.000 euros.',
      ]),
      pick(r, [
        'TERCERA. Preferencia de liquidación. Las acciones Serie A tendrán una preferencia de liquidación de dos veces (2x) el precio de suscripción, con participación posterior junto a las acciones ordinarias.',
        'TERCERA. Preferencia de liquidación. Los inversores percibirán tres veces su inversión antes que cualquier otro accionista en caso de liquidación.',
      ]),
      'CUARTA. Cambio de control. En caso de cambio de control de la Sociedad, el Inversor podrá exigir la recompra de sus acciones.',
      pick(r, [
        'QUINTA. Indemnización. La Sociedad indemnizará al Inversor sin límite alguno por los daños derivados del incumplimiento de sus manifestaciones.',
        'QUINTA. Indemnización. La obligación de indemnizar de la Sociedad no estará sujeta a ningún límite cuantitativo.',
      ]),
      `SEXTA. Notificaciones. Las notificaciones al Inversor se enviarán a ${mailOf(partner, investor)}.`,
      esSignature(r, 'LA SOCIEDAD', company, ceo, 'Consejero Delegado'),
      esSignature(r, 'EL INVERSOR', investor, partner, 'Socio Director'),
    ].join('\n'),
    flags: [FLAG.litigation, FLAG.liquidationPreference, FLAG.changeOfControl, FLAG.uncappedIndemnity],
    parties: [company, investor, ceo, partner],
  };
};

const esSpaClean: Template = (r) => {
  const company = pick(r, ES_COMPANIES);
  const investor = pick(r, ES_INVESTORS);
  const [ceo, partner] = two(r, ES_PEOPLE);
  return {
    lang: 'es',
    fileName: 'Ampliación de capital.pdf',
    text: [
      'CONTRATO DE INVERSIÓN Y AMPLIACIÓN DE CAPITAL',
      `En Madrid, a ${esDate(r)}, se suscribe el presente contrato entre ${company} (la "Sociedad") y ${investor} (el "Inversor").`,
      'PRIMERA. Ampliación de capital. El Inversor suscribe 300.000 participaciones de nueva creación.',
      'SEGUNDA. Litigios. No existe ningún litigio, procedimiento judicial ni reclamación pendiente contra la Sociedad.',
      'TERCERA. Aprobaciones. La ampliación de capital ha sido aprobada por la junta general y por el consejo de administración. La Sociedad no podrá vender activos esenciales sin la aprobación previa del consejo de administración.',
      'CUARTA. Preferencia de liquidación. El Inversor tendrá una preferencia de liquidación de una vez (1x) su inversión, sin participación.',
      'QUINTA. Responsabilidad. La responsabilidad total de la Sociedad no excederá del importe invertido.',
      esSignature(r, 'LA SOCIEDAD', company, ceo, 'Administradora Única'),
      esSignature(r, 'EL INVERSOR', investor, partner, 'Apoderado'),
    ].join('\n'),
    flags: [],
    parties: [company, investor, ceo, partner],
  };
};

const esFinancials: Template = (r) => {
  const company = pick(r, ES_COMPANIES);
  const year = 2024 + Math.floor(r() * 2);
  return {
    lang: 'es',
    fileName: `Cuentas anuales ${year}.pdf`,
    text: [
      `${company}`,
      `Cuenta de pérdidas y ganancias del ejercicio ${year}`,
      'Importe neto de la cifra de negocios\t3.150.000',
      'Gastos de explotación\t(4.020.000)',
      'Resultado del ejercicio\t(870.000)',
      'Nota 2. Principio de empresa en funcionamiento.',
      pick(r, [
        'Las pérdidas recurrentes y el fondo de maniobra negativo generan una duda significativa sobre la capacidad de la Sociedad para continuar como empresa en funcionamiento.',
        'Existe una incertidumbre material que puede generar dudas significativas sobre la capacidad de la Sociedad para continuar con su actividad como empresa en funcionamiento.',
      ]),
    ].join('\n'),
    flags: [FLAG.goingConcern],
    parties: [company],
  };
};

const esFinancialsClean: Template = (r) => {
  const company = pick(r, ES_COMPANIES);
  const year = 2024 + Math.floor(r() * 2);
  return {
    lang: 'es',
    fileName: `Estados financieros ${year}.pdf`,
    text: [
      `Estados financieros de ${company}`,
      `Ejercicio terminado el 31 de diciembre de ${year}`,
      'Ingresos\t8.400.000',
      'Beneficio neto\t1.100.000',
      'Las cuentas se han formulado aplicando el principio de empresa en funcionamiento, y los administradores no han identificado dudas sobre la continuidad de la actividad.',
    ].join('\n'),
    flags: [],
    parties: [company],
  };
};

const esLoanLien: Template = (r) => {
  const company = pick(r, ES_COMPANIES);
  const lender = pick(r, ES_LENDERS);
  const [ceo, officer] = two(r, ES_PEOPLE);
  return {
    lang: 'es',
    fileName: 'Contrato de préstamo.pdf',
    text: [
      'CONTRATO DE PRÉSTAMO CON GARANTÍA',
      `En Barcelona, a ${esDate(r)}, se celebra el presente contrato entre ${lender} (el "Prestamista") y ${company} (el "Prestatario").`,
      'PRIMERA. Préstamo. El Prestamista concede al Prestatario un préstamo de 1.500.000 euros a un tipo de interés del 7% anual.',
      pick(r, [
        'SEGUNDA. Garantía. En garantía de sus obligaciones, el Prestatario constituye una prenda sobre todos sus derechos de propiedad intelectual e industrial, incluidas sus patentes y marcas.',
        'SEGUNDA. Garantía. El Prestatario otorga al Prestamista una garantía real sobre la totalidad de sus activos presentes y futuros.',
      ]),
      'TERCERA. Amortización. El préstamo se amortizará en 48 cuotas mensuales.',
      esSignature(r, 'EL PRESTAMISTA', lender, officer, 'Director de Riesgos'),
      esSignature(r, 'EL PRESTATARIO', company, ceo, 'Director Financiero'),
    ].join('\n'),
    flags: [FLAG.lien],
    parties: [lender, company, officer, ceo],
  };
};

const esDistribution: Template = (r) => {
  const [supplier, distributor] = two(r, ES_COMPANIES);
  const [a, b] = two(r, ES_PEOPLE);
  return {
    lang: 'es',
    fileName: 'Contrato de distribución.pdf',
    text: [
      'CONTRATO DE DISTRIBUCIÓN EN EXCLUSIVA',
      `El presente contrato se firma el ${esDate(r)} entre ${supplier} (el "Proveedor") y ${distributor} (el "Distribuidor").`,
      pick(r, [
        'PRIMERA. Exclusividad. El Proveedor nombra al Distribuidor distribuidor exclusivo de los Productos en el Territorio.',
        'PRIMERA. Exclusividad. El Distribuidor tendrá la exclusividad de la venta de los Productos en México.',
      ]),
      'SEGUNDA. No competencia. Durante la vigencia del contrato, el Distribuidor no podrá comercializar productos que compitan con los Productos.',
      'TERCERA. Duración. El contrato tendrá una duración de un año y se renovará automáticamente por periodos iguales.',
      esSignature(r, 'EL PROVEEDOR', supplier, a, 'Director General'),
      esSignature(r, 'EL DISTRIBUIDOR', distributor, b, 'Gerente'),
    ].join('\n'),
    flags: [FLAG.exclusivity, FLAG.nonCompete, FLAG.autoRenewal],
    parties: [supplier, distributor, a, b],
  };
};

const esServices: Template = (r) => {
  const [vendor, customer] = two(r, ES_COMPANIES);
  const [a, b] = two(r, ES_PEOPLE);
  return {
    lang: 'es',
    fileName: 'Contrato de servicios.pdf',
    text: [
      'CONTRATO DE PRESTACIÓN DE SERVICIOS',
      `Contrato celebrado el ${esDate(r)} entre ${vendor} (el "Prestador") y ${customer} (el "Cliente").`,
      'PRIMERA. Servicios. El Prestador prestará los servicios de soporte técnico descritos en el Anexo I.',
      pick(r, [
        'SEGUNDA. Precio. El Prestador se compromete a aplicar al Cliente la cláusula de nación más favorecida respecto de las tarifas ofrecidas a cualquier otro cliente.',
        'SEGUNDA. Precio. Si el Prestador ofrece condiciones más favorables a otro cliente, deberá aplicarlas también al Cliente (cliente más favorecido).',
      ]),
      'TERCERA. Resolución. El Cliente podrá resolver el contrato en cualquier momento sin causa, con un preaviso de treinta días.',
      'CUARTA. Cesión. Ninguna de las partes podrá ceder el contrato sin el consentimiento previo por escrito de la otra.',
      esSignature(r, 'EL PRESTADOR', vendor, a, 'Directora Comercial'),
      esSignature(r, 'EL CLIENTE', customer, b, 'Director de Compras'),
    ].join('\n'),
    flags: [FLAG.mfn, FLAG.terminationForConvenience, FLAG.assignment],
    parties: [vendor, customer, a, b],
  };
};

const esNda: Template = (r) => {
  const [x, y] = two(r, ES_COMPANIES);
  const [a, b] = two(r, ES_PEOPLE);
  return {
    lang: 'es',
    fileName: 'Acuerdo de confidencialidad.pdf',
    text: [
      'ACUERDO DE CONFIDENCIALIDAD',
      `El presente acuerdo se celebra el ${esDate(r)} entre ${x} y ${y}.`,
      'PRIMERA. Información confidencial. La parte receptora protegerá la información confidencial de la parte reveladora.',
      'SEGUNDA. Duración. Las obligaciones de confidencialidad se mantendrán durante tres años.',
      'TERCERA. Jurisdicción. Las partes se someten a la jurisdicción exclusiva de los juzgados de Madrid.',
      'CUARTA. Reclamaciones. Cada parte mantendrá indemne a la otra frente a cualquier demanda interpuesta por terceros por el uso indebido de la información.',
      esSignature(r, 'PARTE A', x, a, 'Directora Jurídica'),
      esSignature(r, 'PARTE B', y, b, 'Consejero Delegado'),
    ].join('\n'),
    flags: [],
    parties: [x, y, a, b],
  };
};

const esEmployment: Template = (r) => {
  const company = pick(r, ES_COMPANIES);
  const [ceo, employee] = two(r, ES_PEOPLE);
  return {
    lang: 'es',
    fileName: 'Contrato de trabajo.pdf',
    text: [
      'CONTRATO DE TRABAJO DE ALTA DIRECCIÓN',
      `En Valencia, a ${esDate(r)}, se suscribe el presente contrato entre ${company} (la "Empresa") y ${employee} (el "Directivo").`,
      'PRIMERA. Puesto. El Directivo ocupará el puesto de Director de Tecnología con un salario base de 110.000 euros anuales.',
      'SEGUNDA. Pacto de no competencia. Durante los dos años siguientes a la extinción del contrato, el Directivo no podrá prestar servicios a empresas competidoras.',
      pick(r, [
        'TERCERA. Propiedad intelectual. El Directivo no ha firmado ningún acuerdo de cesión de derechos de propiedad intelectual a favor de la Empresa.',
        'TERCERA. Propiedad intelectual. No se ha suscrito la cesión a la Empresa de la propiedad intelectual del software desarrollado por el Directivo.',
      ]),
      esSignature(r, 'LA EMPRESA', company, ceo, 'Presidente'),
      `EL DIRECTIVO:\nNombre: ${employee}`,
    ].join('\n'),
    flags: [FLAG.nonCompete, FLAG.ipAssignmentGap],
    parties: [company, employee, ceo],
  };
};

const esBoardMinutes: Template = (r) => {
  const company = pick(r, ES_COMPANIES);
  const [chair, secretary] = two(r, ES_PEOPLE);
  return {
    lang: 'es',
    fileName: 'Acta del consejo.pdf',
    text: [
      `ACTA DE LA REUNIÓN DEL CONSEJO DE ADMINISTRACIÓN DE ${company.toUpperCase()}`,
      `Celebrada el ${esDate(r)}. Asisten ${chair}, presidente, y ${secretary}, secretaria.`,
      pick(r, [
        'El consejo constata que la concesión de opciones sobre acciones a empleados se realizó sin la aprobación del consejo de administración.',
        'Se informa de que el préstamo concedido al fundador no fue aprobado por el consejo.',
      ]),
      'Se acuerda aprobar el presupuesto del ejercicio siguiente.',
      `Firmado: ${secretary}, Secretaria`,
    ].join('\n'),
    flags: [FLAG.missingApproval],
    parties: [company, chair, secretary],
  };
};

const esLease: Template = (r) => {
  const [landlord, tenant] = two(r, ES_COMPANIES);
  const [a, b] = two(r, ES_PEOPLE);
  return {
    lang: 'es',
    fileName: 'Contrato de arrendamiento.pdf',
    text: [
      'CONTRATO DE ARRENDAMIENTO DE LOCAL',
      `En Sevilla, a ${esDate(r, 2020)}, se celebra el presente contrato entre ${landlord} (el "Arrendador") y ${tenant} (el "Arrendatario").`,
      'PRIMERA. Objeto. El Arrendador arrienda al Arrendatario el local situado en la calle Mayor 10.',
      `SEGUNDA. Duración. El contrato estará vigente hasta el ${pick(r, ['31 de diciembre de 2025', '30 de abril de 2026', '15 de enero de 2026'])}.`,
      'TERCERA. Renta. La renta mensual es de 6.000 euros.',
      esSignature(r, 'EL ARRENDADOR', landlord, a, 'Administrador'),
      esSignature(r, 'EL ARRENDATARIO', tenant, b, 'Gerente'),
    ].join('\n'),
    flags: [FLAG.expiredTerm],
    parties: [landlord, tenant, a, b],
  };
};

const esPressRelease: Template = (r) => {
  const company = pick(r, ES_COMPANIES);
  const ceo = pick(r, ES_PEOPLE);
  return {
    lang: 'es',
    fileName: 'Nota de prensa.pdf',
    text: [
      'NOTA DE PRENSA',
      `${company} abre una nueva oficina en Bogotá y contratará a cuarenta personas este año.`,
      `"Es un paso decisivo para nuestra expansión en América Latina", afirmó ${ceo}, consejera delegada de la compañía.`,
      'La nueva oficina dará servicio a clientes de Colombia, Perú y Ecuador.',
      'La compañía prevé duplicar su facturación en los próximos dos años.',
    ].join('\n'),
    flags: [],
    parties: [company, ceo],
  };
};

// ---- Held out: written after the rules, in wordings the rules were not written from ----------------------------

const hoSpaRisky: Template = (r) => {
  const company = pick(r, EN_COMPANIES);
  const investor = pick(r, EN_INVESTORS);
  const [ceo, partner] = two(r, EN_PEOPLE);
  return {
    lang: 'en',
    fileName: 'Preferred stock purchase agreement.pdf',
    text: [
      'PREFERRED STOCK PURCHASE AGREEMENT',
      `THIS PREFERRED STOCK PURCHASE AGREEMENT is dated as of ${enDate(r)}, among ${company}, a Delaware corporation (the "Company"), and ${investor} (the "Lead Investor").`,
      'Section 3.9 Litigation. Except for the claim brought by the Company\u2019s former Chief Technology Officer, who seeks damages of $1,200,000 for wrongful dismissal, there is no action pending against the Company.',
      'Section 3.11 Valuation. The most recent 409A valuation of the Common Stock is more than eighteen months old.',
      'Section 4.2 Preference. On a liquidation, each holder of Series A Preferred will first receive twice the Original Issue Price and will then share pro rata in the remaining proceeds with the holders of Common Stock.',
      'Section 8.1 Indemnification. The obligation of the Company to indemnify the Investors shall be unlimited in amount and duration.',
      'Section 8.4 Expenses. The Company shall pay the reasonable fees of counsel to the Investors, including, without limitation, filing fees.',
      'IN WITNESS WHEREOF the parties have executed this Agreement.',
      enSignature(r, 'COMPANY', company, ceo, 'President'),
      enSignature(r, 'LEAD INVESTOR', investor, partner, 'Managing Member'),
    ].join('\n'),
    flags: [FLAG.litigation, FLAG.missing409a, FLAG.liquidationPreference, FLAG.uncappedIndemnity],
    parties: [company, investor, ceo, partner],
  };
};

const hoCreditAgreement: Template = (r) => {
  const company = pick(r, EN_COMPANIES);
  const lender = pick(r, EN_LENDERS);
  const [ceo, officer] = two(r, EN_PEOPLE);
  return {
    lang: 'en',
    fileName: 'Credit agreement.pdf',
    text: [
      'REVOLVING CREDIT AGREEMENT',
      `Dated ${enDate(r)}, by and between ${company}, as borrower, and ${lender}, as lender.`,
      `1. Commitment. The Lender will make revolving loans to the Borrower of up to ${money(r)} in aggregate.`,
      '2. Security. All Obligations are secured by a first-priority perfected security interest in substantially all of the Borrower\u2019s assets, and the Lender may file UCC-1 financing statements.',
      '3. Covenants. The Borrower shall maintain a minimum cash balance of $500,000 at all times.',
      '4. Transfers. The Borrower may not transfer its rights hereunder without the written consent of the Lender.',
      enSignature(r, 'BORROWER', company, ceo, 'CFO'),
      enSignature(r, 'LENDER', lender, officer, 'Senior Vice President'),
    ].join('\n'),
    flags: [FLAG.lien, FLAG.assignment],
    parties: [company, lender, ceo, officer],
  };
};

const hoAuditReport: Template = (r) => {
  const company = pick(r, EN_COMPANIES);
  const year = 2024 + Math.floor(r() * 2);
  return {
    lang: 'en',
    fileName: `Audited financial statements ${year}.pdf`,
    text: [
      'REPORT OF INDEPENDENT AUDITORS',
      `To the Board of Directors of ${company}`,
      `We have audited the balance sheet of the Company as of December 31, ${year} and the related statements of operations and cash flows.`,
      'As discussed in Note 2, the Company has suffered recurring losses from operations and has a net capital deficiency that raise substantial doubt regarding its ability to continue operating as a going concern.',
      'Our opinion is not modified with respect to this matter.',
    ].join('\n'),
    flags: [FLAG.goingConcern],
    parties: [company],
  };
};

const hoSupply: Template = (r) => {
  const [supplier, buyer] = two(r, EN_COMPANIES);
  const [a, b] = two(r, EN_PEOPLE);
  return {
    lang: 'en',
    fileName: 'Supply agreement.pdf',
    text: [
      'SUPPLY AGREEMENT',
      `This Supply Agreement is made effective ${enDate(r)} between ${supplier} ("Supplier") and ${buyer} ("Buyer").`,
      '1. Requirements. Buyer shall purchase all of its requirements of the Components exclusively from Supplier.',
      '2. Pricing. Supplier shall extend to Buyer prices no less favorable than those it offers to any other purchaser of the Components.',
      '3. Term and Termination. Either party may terminate this Agreement upon thirty days\u2019 notice for any reason.',
      '4. Confidentiality. Each party shall keep the terms of this Agreement confidential.',
      enSignature(r, 'SUPPLIER', supplier, a, 'CEO'),
      enSignature(r, 'BUYER', buyer, b, 'Head of Operations'),
    ].join('\n'),
    flags: [FLAG.exclusivity, FLAG.mfn, FLAG.terminationForConvenience],
    parties: [supplier, buyer, a, b],
  };
};

const hoLicenseClean: Template = (r) => {
  const [licensor, licensee] = two(r, EN_COMPANIES);
  const [a, b] = two(r, EN_PEOPLE);
  return {
    lang: 'en',
    fileName: 'Software license.pdf',
    text: [
      'SOFTWARE LICENSE AGREEMENT',
      `This Software License Agreement is entered into on ${enDate(r)} between ${licensor} (the "Licensor") and ${licensee} (the "Licensee").`,
      '1. Grant. The Licensor grants the Licensee a non-exclusive, worldwide license to use the Software for its internal business purposes.',
      '2. Fees. The Licensee shall pay an annual fee of $40,000.',
      '3. Warranty. The Licensor warrants that the Software will perform substantially as documented for ninety days.',
      '4. Liability. Neither party\u2019s aggregate liability shall exceed the fees paid in the prior twelve months.',
      '4.2 Infringement. The Licensor shall defend the Licensee against any claim brought by a third party alleging that the Software infringes its patents, and pay the damages finally awarded.',
      '5. Disputes. The state and federal courts located in Delaware shall have exclusive jurisdiction.',
      enSignature(r, 'LICENSOR', licensor, a, 'CEO'),
      enSignature(r, 'LICENSEE', licensee, b, 'CIO'),
    ].join('\n'),
    flags: [],
    parties: [licensor, licensee, a, b],
  };
};

const hoShareholdersEs: Template = (r) => {
  const company = pick(r, ES_COMPANIES);
  const investor = pick(r, ES_INVESTORS);
  const [ceo, partner] = two(r, ES_PEOPLE);
  return {
    lang: 'es',
    fileName: 'Pacto de socios.pdf',
    text: [
      'PACTO DE SOCIOS',
      `En Bilbao, a ${esDate(r)}, reunidos ${company} (la "Sociedad") y ${investor} (el "Inversor").`,
      'PRIMERA. Liquidación preferente. En caso de liquidación o venta de la Sociedad, el Inversor percibirá el doble de su inversión antes que los demás socios.',
      'SEGUNDA. Emisión de participaciones. La emisión de participaciones a favor del equipo directivo se realizó sin haber obtenido la aprobación de la junta general.',
      'TERCERA. Litigios. La Sociedad mantiene un pleito con un antiguo cliente por importe de 300.000 euros, pendiente de sentencia.',
      'CUARTA. Transmisión. Los socios no podrán transmitir sus participaciones sin el consentimiento previo del Inversor.',
      esSignature(r, 'LA SOCIEDAD', company, ceo, 'Administrador Único'),
      esSignature(r, 'EL INVERSOR', investor, partner, 'Socio'),
    ].join('\n'),
    flags: [FLAG.liquidationPreference, FLAG.missingApproval, FLAG.litigation],
    parties: [company, investor, ceo, partner],
  };
};

const hoAuditEs: Template = (r) => {
  const company = pick(r, ES_COMPANIES);
  const year = 2024 + Math.floor(r() * 2);
  return {
    lang: 'es',
    fileName: `Informe de auditoría ${year}.pdf`,
    text: [
      'INFORME DE AUDITORÍA DE CUENTAS ANUALES EMITIDO POR UN AUDITOR INDEPENDIENTE',
      `A los accionistas de ${company}:`,
      `Hemos auditado las cuentas anuales de la Sociedad correspondientes al ejercicio ${year}.`,
      'Llamamos la atención sobre la nota 2, que indica que la Sociedad ha incurrido en pérdidas significativas; estas circunstancias indican la existencia de una incertidumbre material que puede generar dudas significativas sobre la capacidad de la Sociedad para continuar como empresa en funcionamiento.',
      'Nuestra opinión no ha sido modificada en relación con esta cuestión.',
    ].join('\n'),
    flags: [FLAG.goingConcern],
    parties: [company],
  };
};

const hoLoanCleanEs: Template = (r) => {
  const company = pick(r, ES_COMPANIES);
  const lender = pick(r, ES_LENDERS);
  const [ceo, officer] = two(r, ES_PEOPLE);
  return {
    lang: 'es',
    fileName: 'Póliza de crédito.pdf',
    text: [
      'PÓLIZA DE CRÉDITO',
      `En Madrid, a ${esDate(r)}, ${lender} (el "Prestamista") concede a ${company} (el "Prestatario") una línea de crédito de 500.000 euros.`,
      'PRIMERA. Garantías. El crédito no está garantizado y los bienes del Prestatario permanecen libres de cargas.',
      'SEGUNDA. Intereses. El tipo de interés será Euríbor más 2 puntos.',
      'TERCERA. Vencimiento. El crédito vence a los tres años de su firma.',
      esSignature(r, 'EL PRESTAMISTA', lender, officer, 'Director de Oficina'),
      esSignature(r, 'EL PRESTATARIO', company, ceo, 'Consejera Delegada'),
    ].join('\n'),
    flags: [],
    parties: [lender, company, officer, ceo],
  };
};

const hoLicenseEs: Template = (r) => {
  const [licensor, licensee] = two(r, ES_COMPANIES);
  const [a, b] = two(r, ES_PEOPLE);
  return {
    lang: 'es',
    fileName: 'Contrato de licencia.pdf',
    text: [
      'CONTRATO DE LICENCIA DE SOFTWARE',
      `Contrato firmado el ${esDate(r)} entre ${licensor} (el "Licenciante") y ${licensee} (el "Licenciatario").`,
      'PRIMERA. Licencia. El Licenciante concede al Licenciatario una licencia no exclusiva para usar el software en España.',
      'SEGUNDA. Cesión. El Licenciatario no podrá ceder el contrato a terceros.',
      'TERCERA. Duración. El contrato dura un año y se prorrogará tácitamente por periodos anuales salvo denuncia de cualquiera de las partes.',
      'CUARTA. Responsabilidad. La responsabilidad del Licenciante se limita al importe de las cuotas pagadas.',
      esSignature(r, 'EL LICENCIANTE', licensor, a, 'Director General'),
      esSignature(r, 'EL LICENCIATARIO', licensee, b, 'Directora de Sistemas'),
    ].join('\n'),
    flags: [FLAG.assignment, FLAG.autoRenewal],
    parties: [licensor, licensee, a, b],
  };
};

const hoEmploymentEs: Template = (r) => {
  const company = pick(r, ES_COMPANIES);
  const [ceo, employee] = two(r, ES_PEOPLE);
  return {
    lang: 'es',
    fileName: 'Contrato laboral.pdf',
    text: [
      'CONTRATO DE TRABAJO',
      `En Zaragoza, a ${esDate(r)}, ${company} (la "Empresa") y ${employee} (el "Trabajador") acuerdan lo siguiente.`,
      'PRIMERA. Funciones. El Trabajador prestará servicios como ingeniero de software.',
      'SEGUNDA. Propiedad intelectual. Los programas que desarrolle el Trabajador seguirán siendo de su titularidad, sin que se ceda ningún derecho a la Empresa.',
      'TERCERA. Extinción. La Empresa podrá extinguir el contrato en cualquier momento sin alegar causa alguna.',
      esSignature(r, 'LA EMPRESA', company, ceo, 'Directora de Personas'),
      `EL TRABAJADOR:\nNombre: ${employee}`,
    ].join('\n'),
    flags: [FLAG.ipAssignmentGap, FLAG.terminationForConvenience],
    parties: [company, employee, ceo],
  };
};

/** Templates written after the rules, kept apart so the bench can report them alone. */
const HELD_OUT: [string, Template][] = [
  ['ho-en-spa-risky', hoSpaRisky],
  ['ho-en-credit', hoCreditAgreement],
  ['ho-en-audit', hoAuditReport],
  ['ho-en-supply', hoSupply],
  ['ho-en-license-clean', hoLicenseClean],
  ['ho-es-shareholders', hoShareholdersEs],
  ['ho-es-audit', hoAuditEs],
  ['ho-es-loan-clean', hoLoanCleanEs],
  ['ho-es-license', hoLicenseEs],
  ['ho-es-employment', hoEmploymentEs],
];

const TEMPLATES: [string, Template][] = [
  ['en-spa-risky', enSpaRisky],
  ['en-spa-clean', enSpaClean],
  ['en-pnl-going-concern', enPnlGoingConcern],
  ['en-pnl-clean', enPnlClean],
  ['en-loan-lien', enLoanLien],
  ['en-note-clean', enNoteClean],
  ['en-msa', enMsa],
  ['en-distribution', enDistribution],
  ['en-nda', enNda],
  ['en-employment', enEmployment],
  ['en-board-minutes', enBoardMinutes],
  ['en-lease', enLease],
  ['en-convertible', enConvertible],
  ['en-investor-update', enInvestorUpdate],
  ['en-consulting', enConsulting],
  ['es-spa-risky', esSpaRisky],
  ['es-spa-clean', esSpaClean],
  ['es-financials', esFinancials],
  ['es-financials-clean', esFinancialsClean],
  ['es-loan-lien', esLoanLien],
  ['es-distribution', esDistribution],
  ['es-services', esServices],
  ['es-nda', esNda],
  ['es-employment', esEmployment],
  ['es-board-minutes', esBoardMinutes],
  ['es-lease', esLease],
  ['es-press-release', esPressRelease],
];

/**
 * The labelled set: every template with `variants` seeds (default 2: 74 documents, 20 of them held out — their ids
 * start with 'ho-').
 */
export function labelledSet(variants = 2, seed = 13): LabelledDocument[] {
  const out: LabelledDocument[] = [];
  [...TEMPLATES, ...HELD_OUT].forEach(([name, template], t) => {
    for (let v = 0; v < variants; v++) out.push({ id: `${name}-${v + 1}`, ...template(rng(seed * 1000 + t * 31 + v)) });
  });
  return out;
}

/** Names compared loosely: case, accents, punctuation and company suffixes aside. */
export function normaliseParty(name: string): string {
  return name
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/\b(inc|llc|l\.?l\.?c|corp|corporation|ltd|l\.?p|s\.?a|s\.?l|de c\.?v|co)\b\.?/g, ' ')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

export interface Score {
  tp: number;
  fp: number;
  fn: number;
}
const ratio = (a: number, b: number) => (b === 0 ? 1 : a / b);
export const precision = (s: Score) => ratio(s.tp, s.tp + s.fp);
export const recall = (s: Score) => ratio(s.tp, s.tp + s.fn);

/** A raised flag's type: its name without a parenthesised detail ('Expired term (ended 2025-12-31)'). */
export const flagType = (name: string) => name.replace(/\s*\(.*$/, '').trim();

/** Scores one document: per flag type, and parties (a found party matches an expected one when either contains the other). */
export function scoreDocument(
  doc: LabelledDocument,
  foundFlags: string[],
  foundParties: string[],
): { flags: Map<string, Score>; parties: Score } {
  const flags = new Map<string, Score>();
  const at = (t: string) => flags.get(t) ?? (flags.set(t, { tp: 0, fp: 0, fn: 0 }), flags.get(t)!);
  const found = new Set(foundFlags.map(flagType));
  const expected = new Set(doc.flags);
  for (const f of found) at(f)[expected.has(f) ? 'tp' : 'fp']++;
  for (const f of expected) if (!found.has(f)) at(f).fn++;
  const exp = doc.parties.map(normaliseParty);
  const got = [...new Set(foundParties.map(normaliseParty).filter(Boolean))];
  const same = (a: string, b: string) =>
    a === b || (a.length >= 4 && b.length >= 4 && (a.includes(b) || b.includes(a)));
  const matched = new Set<number>();
  let tp = 0;
  let fp = 0;
  for (const g of got) {
    const i = exp.findIndex((e, k) => !matched.has(k) && same(g, e));
    if (i >= 0) {
      matched.add(i);
      tp++;
    } else fp++;
  }
  return { flags, parties: { tp, fp, fn: exp.length - matched.size } };
}

export interface Evaluation {
  documents: number;
  byType: Map<string, Score>;
  flags: Score;
  parties: Score;
  /** Per document: flags missed and raised wrongly, parties missed and found wrongly (for reading the misses). */
  misses: {
    id: string;
    missedFlags: string[];
    extraFlags: string[];
    missedParties: string[];
    extraParties: string[];
  }[];
  millisPerDocument: number;
}

/** Runs an analyzer over the labelled set and scores its flags and parties. */
export async function evaluate(
  analyse: (text: string, fileName: string) => Promise<{ redFlags: string[]; parties: string[] }>,
  docs: LabelledDocument[] = labelledSet(),
): Promise<Evaluation> {
  const byType = new Map<string, Score>();
  const flags: Score = { tp: 0, fp: 0, fn: 0 };
  const parties: Score = { tp: 0, fp: 0, fn: 0 };
  const misses: Evaluation['misses'] = [];
  const started = performance.now();
  for (const doc of docs) {
    const result = await analyse(doc.text, doc.fileName);
    const s = scoreDocument(doc, result.redFlags, result.parties);
    for (const [type, score] of s.flags) {
      const total = byType.get(type) ?? { tp: 0, fp: 0, fn: 0 };
      for (const k of ['tp', 'fp', 'fn'] as const) {
        total[k] += score[k];
        flags[k] += score[k];
      }
      byType.set(type, total);
    }
    for (const k of ['tp', 'fp', 'fn'] as const) parties[k] += s.parties[k];
    const found = new Set(result.redFlags.map(flagType));
    const exp = doc.parties.map(normaliseParty);
    const got = result.parties.map(normaliseParty);
    const near = (a: string, b: string) =>
      a === b || (a.length >= 4 && b.length >= 4 && (a.includes(b) || b.includes(a)));
    misses.push({
      id: doc.id,
      missedFlags: doc.flags.filter((f) => !found.has(f)),
      extraFlags: [...found].filter((f) => !doc.flags.includes(f)),
      missedParties: doc.parties.filter((_, i) => !got.some((g) => near(g, exp[i]))),
      extraParties: result.parties.filter((_, i) => !exp.some((e) => near(got[i], e))),
    });
  }
  return {
    documents: docs.length,
    byType,
    flags,
    parties,
    misses,
    millisPerDocument: (performance.now() - started) / docs.length,
  };
}

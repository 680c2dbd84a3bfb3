/**
 * The standard due-diligence taxonomy of the master room (spec 3 §3): static ids 0–182, seven sections, a hidden
 * Safe/KISS entry (174) and Subpoenas (182) under Properties. Display names are numbered from the position among
 * visible siblings ('1.1 Corporate Records'); backend names are stable keys (also the i18n keys of the web app).
 */
export const TAXONOMY_IDS = { master: 9997, placeholder: 9998, root: 9999 } as const;

/** The seven sections in card order, with the slug the landing page's cards use (spec 3 §2.7). */
export const TAXONOMY_SECTIONS = [
  { staticId: 0, slug: 'corporate' },
  { staticId: 54, slug: 'human-resources' },
  { staticId: 96, slug: 'stockholder-information' },
  { staticId: 129, slug: 'operations' },
  { staticId: 137, slug: 'intellectual-property' },
  { staticId: 147, slug: 'finance' },
  { staticId: 176, slug: 'other-documents' },
] as const;

export interface TaxonomyEntry {
  staticId: number;
  /** Numbered display name, e.g. '1.1 Corporate Records'. */
  name: string;
  /** Name without the number. */
  label: string;
  backendName: string;
  type: 'FOLDER';
  hidden: boolean;
  parentStaticId: number | null;
  /** Depth: 0 for a section. */
  level: number;
  entries: TaxonomyEntry[];
  /** Filled by statistics (POST /api/data-room/stats). */
  count?: number;
  redFlags?: number;
}

/** [staticId, parentStaticId, label, hidden?] in display order. */
type Row = [number, number | null, string, boolean?];
const ROWS: Row[] = [
  [0, null, 'Corporate'],
  [1, 0, 'Corporate Records'],
  [2, 1, 'Certificate of Incorporation and Amendments'],
  [3, 1, 'Bylaws and Amendments'],
  [4, 1, 'Good Standing Certificates'],
  [5, 1, 'Foreign Qualifications'],
  [6, 1, 'Subsidiaries and Organizational Structure'],
  [7, 1, 'Minute Books'],
  [8, 0, 'Governance'],
  [9, 8, 'Board Minutes and Consents'],
  [10, 8, 'Stockholder Meeting Minutes and Consents'],
  [11, 8, 'Committee Charters and Minutes'],
  [12, 8, 'Board Materials and Presentations'],
  [13, 8, 'Directors and Officers'],
  [14, 8, 'Related Party Transactions'],
  [15, 0, 'Insurance'],
  [16, 15, 'General Liability Policies'],
  [17, 15, 'Directors and Officers Insurance'],
  [18, 15, 'Property and Casualty Insurance'],
  [19, 15, 'Cyber Insurance'],
  [20, 15, 'Insurance Claims History'],
  [21, 0, 'Litigation'],
  [22, 21, 'Pending Litigation'],
  [23, 21, 'Threatened Claims and Demand Letters'],
  [24, 21, 'Settlements and Judgments'],
  [25, 21, 'Government Investigations'],
  [26, 21, 'Legal Opinion Letters'],
  [27, 0, 'Properties'],
  [28, 27, 'Real Estate Owned'],
  [29, 27, 'Leases and Subleases'],
  [30, 27, 'Equipment Leases'],
  [31, 27, 'Title and Surveys'],
  [182, 27, 'Subpoenas'],
  [32, 0, 'Acquisitions'],
  [33, 32, 'Acquisition Agreements'],
  [34, 32, 'Letters of Intent and Term Sheets'],
  [35, 32, 'Divestitures'],
  [36, 32, 'Joint Ventures and Partnerships'],
  [37, 32, 'Due Diligence Reports'],
  [38, 0, 'Regulatory'],
  [39, 38, 'Permits and Licenses'],
  [40, 38, 'Regulatory Filings'],
  [41, 38, 'Environmental Compliance'],
  [42, 38, 'Data Privacy and Security'],
  [43, 38, 'Export Controls and Sanctions'],
  [44, 38, 'Anti-Corruption Compliance'],
  [45, 0, 'Material Contracts'],
  [46, 45, 'Customer Agreements'],
  [47, 45, 'Supplier and Vendor Agreements'],
  [48, 45, 'Distribution and Reseller Agreements'],
  [49, 45, 'Non-Disclosure Agreements'],
  [50, 45, 'Consulting and Services Agreements'],
  [51, 45, 'Government Contracts'],
  [52, 45, 'Guarantees and Indemnities'],
  [53, 45, 'Other Material Contracts'],
  [54, null, 'Human Resources'],
  [55, 54, 'Employees'],
  [56, 55, 'Employee Census'],
  [57, 55, 'Offer Letters'],
  [58, 55, 'Employment Agreements'],
  [59, 55, 'Job Descriptions'],
  [60, 55, 'Employee Handbook and Policies'],
  [61, 55, 'Performance Reviews'],
  [62, 54, 'Contractors'],
  [63, 62, 'Contractor Agreements'],
  [64, 62, 'Contractor List'],
  [65, 62, 'Worker Classification'],
  [66, 54, 'Compensation'],
  [67, 66, 'Payroll Records'],
  [68, 66, 'Bonus and Commission Plans'],
  [69, 66, 'Severance Arrangements'],
  [70, 66, 'Executive Compensation'],
  [71, 54, 'Benefits'],
  [72, 71, 'Health and Welfare Plans'],
  [73, 71, 'Retirement Plans'],
  [74, 71, 'Paid Time Off Policies'],
  [75, 71, 'Benefit Plan Filings'],
  [76, 54, 'Confidentiality and Restrictive Covenants'],
  [77, 76, 'Confidentiality and Invention Assignment Agreements'],
  [78, 76, 'Non-Compete Agreements'],
  [79, 76, 'Non-Solicitation Agreements'],
  [80, 54, 'Labor Compliance'],
  [81, 80, 'Work Authorization and Immigration'],
  [82, 80, 'Employment Claims'],
  [83, 80, 'Workplace Safety'],
  [84, 80, 'Equal Employment Opportunity'],
  [85, 80, 'Collective Bargaining Agreements'],
  [86, 54, 'Departures'],
  [87, 86, 'Termination Letters'],
  [88, 86, 'Separation Agreements'],
  [89, 86, 'Exit Interviews'],
  [90, 54, 'Key Personnel'],
  [91, 90, 'Founder Agreements'],
  [92, 90, 'Management Biographies'],
  [93, 90, 'Advisor Agreements'],
  [94, 90, 'Background Checks'],
  [95, 90, 'Organization Chart'],
  [96, null, 'Stockholder Information'],
  [97, 96, 'Capitalization'],
  [98, 97, 'Capitalization Table'],
  [99, 97, 'Stock Ledger'],
  [100, 97, 'Stock Certificates'],
  [101, 97, 'Stock Issuance Records'],
  [102, 96, 'Equity Plans'],
  [103, 102, 'Stock Option Plan'],
  [104, 102, 'Option Grants and Agreements'],
  [105, 102, 'Restricted Stock Agreements'],
  [106, 102, '409A Valuations'],
  [107, 102, 'Option Exercise Records'],
  [108, 96, 'Stockholder Agreements'],
  [109, 108, 'Voting Agreements'],
  [110, 108, 'Right of First Refusal and Co-Sale Agreements'],
  [111, 108, "Investors' Rights Agreements"],
  [112, 108, 'Registration Rights'],
  [113, 96, 'Securities Filings'],
  [114, 113, 'Form D Filings'],
  [115, 113, 'Blue Sky Filings'],
  [116, 113, 'Securities Law Compliance'],
  [117, 96, 'Warrants and Convertibles'],
  [118, 117, 'Warrants'],
  [119, 117, 'Convertible Notes'],
  [120, 117, 'Stock Purchase Agreements'],
  [121, 96, 'Transfers and Repurchases'],
  [122, 121, 'Stock Transfers'],
  [123, 121, 'Repurchase Agreements'],
  [124, 121, 'Lock-Up Agreements'],
  [125, 96, 'Stockholder Communications'],
  [126, 125, 'Investor Updates'],
  [127, 125, 'Annual Reports to Stockholders'],
  [128, 125, 'Stockholder Notices'],
  [129, null, 'Operations'],
  [130, 129, 'Customers and Sales'],
  [131, 129, 'Suppliers and Manufacturing'],
  [132, 129, 'Products and Services'],
  [133, 129, 'Marketing Materials'],
  [134, 129, 'Information Technology'],
  [135, 129, 'Business Plans and Strategy'],
  [136, 129, 'Policies and Procedures'],
  [137, null, 'Intellectual Property'],
  [138, 137, 'Patents and Applications'],
  [139, 137, 'Trademarks and Service Marks'],
  [140, 137, 'Copyrights'],
  [141, 137, 'Domain Names'],
  [142, 137, 'Software and Source Code'],
  [143, 137, 'Open Source Usage'],
  [144, 137, 'Inbound IP Licenses'],
  [145, 137, 'Outbound IP Licenses'],
  [146, 137, 'IP Assignments and Disputes'],
  [147, null, 'Finance'],
  [148, 147, 'Financial Statements'],
  [149, 148, 'Audited Financial Statements'],
  [150, 148, 'Unaudited Financial Statements'],
  [151, 148, 'Interim Financial Statements'],
  [152, 148, 'Auditor Letters'],
  [153, 147, 'Budgets and Projections'],
  [154, 153, 'Annual Budgets'],
  [155, 153, 'Financial Projections'],
  [156, 153, 'Forecast Models'],
  [157, 147, 'Tax'],
  [158, 157, 'Federal Tax Returns'],
  [159, 157, 'State and Local Tax Returns'],
  [160, 157, 'Sales and Use Tax'],
  [161, 157, 'Tax Audits and Correspondence'],
  [162, 157, 'Payroll Tax Filings'],
  [163, 147, 'Accounting'],
  [164, 163, 'Accounts Receivable'],
  [165, 163, 'Accounts Payable'],
  [166, 163, 'Bank Statements'],
  [167, 163, 'Accounting Policies'],
  [168, 147, 'Debt'],
  [169, 168, 'Loan and Credit Agreements'],
  [170, 168, 'Security Agreements and Liens'],
  [171, 168, 'Guarantees'],
  [172, 147, 'Financing'],
  [173, 172, 'SAFEs'],
  [174, 172, 'Safe/KISS Financing', true],
  [175, 172, 'Venture Financing Documents'],
  [176, null, 'Other Documents'],
  [177, 176, 'Press Releases and Media'],
  [178, 176, 'Analyst and Market Reports'],
  [179, 176, 'Correspondence'],
  [180, 176, 'Presentations'],
  [181, 176, 'Miscellaneous'],
];

const backendNameOf = (label: string) =>
  label
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, '_')
    .replace(/^_|_$/g, '');

function build(): TaxonomyEntry[] {
  const byId = new Map<number, TaxonomyEntry>();
  const roots: TaxonomyEntry[] = [];
  for (const [staticId, parentStaticId, label, hidden = false] of ROWS) {
    const parent = parentStaticId === null ? null : byId.get(parentStaticId)!;
    const siblings = parent ? parent.entries : roots;
    const number = hidden
      ? ''
      : `${parent ? `${parent.name.split(' ')[0]}.` : ''}${siblings.filter((s) => !s.hidden).length + 1}`;
    const entry: TaxonomyEntry = {
      staticId,
      name: hidden ? label : `${number} ${label}`,
      label,
      backendName: backendNameOf(label),
      type: 'FOLDER',
      hidden,
      parentStaticId,
      level: parent ? parent.level + 1 : 0,
      entries: [],
    };
    byId.set(staticId, entry);
    siblings.push(entry);
  }
  return roots;
}

/** The seven sections with their subfolders. */
export const TAXONOMY: readonly TaxonomyEntry[] = build();

const flat = new Map<number, TaxonomyEntry>();
(function index(entries: readonly TaxonomyEntry[]) {
  for (const e of entries) {
    flat.set(e.staticId, e);
    index(e.entries);
  }
})(TAXONOMY);

/** Every entry by static id (0–182). */
export const taxonomyEntry = (staticId: number): TaxonomyEntry | undefined => flat.get(staticId);
export const allTaxonomyEntries = (): TaxonomyEntry[] => [...flat.values()];
/** An entry the room never shows (Safe/KISS Financing, 174): it takes no file, by upload, move, import or approval. */
export const isHiddenStaticId = (staticId: number) => flat.get(staticId)?.hidden === true;
/** A folder a file may be placed in: any visible taxonomy entry, or the master (unplaced) folder. */
export const isPlaceableStaticId = (staticId: number) =>
  (flat.has(staticId) && !isHiddenStaticId(staticId)) || staticId === TAXONOMY_IDS.master;
/** The entry and its ancestors, nearest first. */
export function taxonomyAncestors(staticId: number): TaxonomyEntry[] {
  const out: TaxonomyEntry[] = [];
  for (let e = flat.get(staticId); e; e = e.parentStaticId === null ? undefined : flat.get(e.parentStaticId))
    out.push(e);
  return out;
}
/** The entry and all its descendants' static ids. */
export function taxonomySubtreeIds(staticId: number): number[] {
  const e = flat.get(staticId);
  if (!e) return [];
  const out: number[] = [];
  (function walk(x: TaxonomyEntry) {
    out.push(x.staticId);
    x.entries.forEach(walk);
  })(e);
  return out;
}
/** The section (level 0) an entry belongs to. */
export const taxonomySectionOf = (staticId: number) => taxonomyAncestors(staticId).at(-1);

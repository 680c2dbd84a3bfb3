/**
 * The legal and business vocabulary the benches build synthetic documents from (English with a few Spanish words), shared
 * by bench/data-room-seed.ts (extracted text of data-room files) and bench/retrieval.ts (passages of the document index).
 * A word listed twice is drawn twice as often (the data room's figures were measured with this list as it is).
 */
export const CONTRACT_WORDS =
  `agreement lease tenant landlord rent payment term termination notice party parties shall hereby whereas
company corporation shareholder stockholder board director officer meeting minutes resolution vote quorum bylaws
charter certificate incorporation amendment merger acquisition asset purchase sale price closing escrow indemnity
warranty representation covenant condition breach default remedy damages liability insurance policy premium claim
employee employer salary bonus option vesting grant equity share preferred common series investor investment round
valuation convertible note safe debt loan credit facility interest principal maturity collateral security lien
patent trademark copyright license licensor licensee royalty invention confidential information disclosure nda
nondisclosure intellectual property software source code service level support maintenance supplier customer vendor
order invoice delivery shipment product quality audit compliance regulation regulatory permit environmental tax
return audit revenue expense profit loss balance sheet cash flow statement budget forecast quarter annual report
financial accounting auditor opinion schedule exhibit annex appendix signature signed dated effective date
jurisdiction governing law arbitration dispute court litigation settlement subpoena properties real estate office
lease premises square feet building parking utilities repair improvement renewal option extension holdover deposit
contractor consultant independent scope work deliverable milestone fee expenses reimbursement travel benefit plan
retirement health vacation leave handbook policy harassment discrimination safety training background check
contrato arrendamiento sociedad accionista junta consejo acta firma fecha pago renta plazo cláusula`
    .split(/\s+/)
    .filter(Boolean);

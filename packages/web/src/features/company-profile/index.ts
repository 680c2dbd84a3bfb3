/** What other code may use from the company-profile feature. */
export { CompanyInfoCard } from './CompanyInfoCard';

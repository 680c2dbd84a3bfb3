/** What other code may use from the onboarding feature. */
export { bind } from './field';
export { onboardingMessage } from './messages';
export { scrollToFirstInvalid } from './scroll';
export { CompanyFields, type CompanyField, type CompanyFieldsProps } from './components/CompanyFields';
export { companyFormIncomplete } from './company-api';
